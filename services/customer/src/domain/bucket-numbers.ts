import { bucketNumberPrefix } from '@pickup/contracts';

const sequencePattern = new RegExp(`^${bucketNumberPrefix}(\\d+)$`, 'i');

/** B-007: the prefix and the number, zero-padded to three digits (B-1000 beyond 999). */
export function bucketNumberOf(sequence: number): string {
  return `${bucketNumberPrefix}${String(sequence).padStart(3, '0')}`;
}

/** The number of a B-NNN bucket number; null for any other text the owner typed. */
export function sequenceOf(bucketNumber: string): number | null {
  const digits = sequencePattern.exec(bucketNumber.trim())?.[1];
  return digits === undefined ? null : Number(digits);
}
