/** A unique index refused the write. FerretDB does not say which index, so callers look again. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * An unordered insertMany that was refused only by unique indexes: every other document was
 * stored. Inserting under known ids this way is idempotent.
 */
export function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  if (Array.isArray(writeErrors)) return writeErrors.every(isDuplicateKey);
  if (writeErrors && typeof writeErrors === 'object') return isDuplicateKey(writeErrors);
  return isDuplicateKey(error);
}
