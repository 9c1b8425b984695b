/** A unique index refused the write. FerretDB does not say which index, so callers look again. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
