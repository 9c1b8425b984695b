import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret (or a hash of one) in constant time: how long it takes tells nothing of how
 * much of it was right. Lengths are not secret. Anything but text or bytes is never equal.
 */
export function sameSecret(given: unknown, expected: string | Uint8Array): boolean {
  if (typeof given !== 'string' && !(given instanceof Uint8Array)) return false;
  const a = typeof given === 'string' ? Buffer.from(given) : given;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
