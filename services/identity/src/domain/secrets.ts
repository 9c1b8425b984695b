import { sameSecret } from '@pickup/kit/secrets';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, magic-link and reset tokens, setup tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of a token: its SHA-256. The tokens are long and random, so a fast
 * hash is enough, and a leaked table holds nothing that signs anyone in.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function matchesHash(token: string, storedHash: string): boolean {
  return sameSecret(Buffer.from(hashToken(token), 'hex'), Buffer.from(storedHash, 'hex'));
}
