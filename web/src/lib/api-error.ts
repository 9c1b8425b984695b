import { errorBody, type ErrorBody } from '@pickup/contracts/schemas';

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

/** The body of a failed call when it is the standard error body ({error, code, details?}), else null. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!isApiError(error)) return null;
  const parsed = errorBody.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/**
 * The server's own message (`error` field of the body) when there is one, else the fallback: the
 * spec's 'Error' toasts show the server message when present.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.error.trim();
  return message ? message : fallback;
}
