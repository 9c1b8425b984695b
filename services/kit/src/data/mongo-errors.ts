/** A unique index refused the write. FerretDB does not say which index, so callers look again. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * An unordered insertMany that was refused only by unique indexes: every other document was
 * stored. Inserting under known ids this way is idempotent.
 */
function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  if (Array.isArray(writeErrors)) return writeErrors.every(isDuplicateKey);
  if (writeErrors && typeof writeErrors === 'object') return isDuplicateKey(writeErrors);
  return isDuplicateKey(error);
}

/**
 * Inserts documents under ids they already carry; those already stored are left as they are.
 * Answers how many were new. Safe to repeat after a crash half-way.
 */
export async function insertNew<T extends { _id: unknown }>(
  collection: { insertMany(docs: T[], options: { ordered: false }): Promise<{ insertedCount: number }> },
  docs: T[],
): Promise<number> {
  if (docs.length === 0) return 0;
  try {
    return (await collection.insertMany(docs, { ordered: false })).insertedCount;
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
    return (error as { insertedCount?: number }).insertedCount ?? 0;
  }
}
