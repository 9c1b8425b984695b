/** The error every API call yields: the status and the spec's `${status}: ${text}` message. */
export interface ApiError {
  /** HTTP status of the answer, or 0 when no answer arrived (network failure). */
  status: number;
  message: string;
  /** The error body, parsed when it was JSON (the services answer { error, code, details? }). */
  data: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.status === 'number' && typeof record.message === 'string';
}

/**
 * The server's own message (`error` field of the body) when there is one, else the fallback: the
 * spec's 'Error' toasts show the server message when present.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return fallback;
  const message = (error.data as Record<string, unknown>).error;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
