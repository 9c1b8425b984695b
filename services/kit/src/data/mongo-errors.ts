/**
 * FerretDB 1.24 answers an update (updateOne, findOneAndUpdate) that a unique index refuses with
 * an internal error carrying its backend's words, where MongoDB and FerretDB's inserts say 11000.
 */
const backendUniqueViolation = /duplicate key value violates unique constraint|UNIQUE constraint failed/;

/** A unique index refused the write. FerretDB does not say which index, so callers look again. */
export function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 11000 || (code === 1 && typeof message === 'string' && backendUniqueViolation.test(message))
  );
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
