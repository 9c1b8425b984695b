import type { ErrorBody, ErrorDetail } from '@pickup/contracts/schemas';

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

const codePattern = /^[A-Z][A-Z0-9_]*$/;

function isDetail(value: unknown): value is ErrorDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/**
 * The body of a failed call when it is the standard error body ({error, code, details?}), else null.
 * Checked by hand to the contract's rules, as the stored session is: nearly every screen reads
 * error bodies, and the contract's schema would bring zod and every schema (34 KB gzip) to screens
 * that have no form.
 */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const { error: text, code, details } = error.data as Record<string, unknown>;
  if (typeof text !== 'string' || typeof code !== 'string' || !codePattern.test(code)) return null;
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return null;
  return error.data as ErrorBody;
}

/**
 * The server's own message (`error` field of the body) when there is one, else the fallback: the
 * spec's 'Error' toasts show the server message when present.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.error.trim();
  return message ? message : fallback;
}
