import { limits } from '@pickup/contracts/constants';
import { isApiError } from '../../../lib/api-error';

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const passwordMinLength = limits.ownerPasswordMinLength;

export function required(value: string, label: string): string | undefined {
  return value.trim() === '' ? `${label} is required` : undefined;
}

export function email(value: string): string | undefined {
  if (value.trim() === '') return 'Email is required';
  return emailPattern.test(value.trim()) ? undefined : 'Enter a valid email address';
}

export function newPassword(value: string): string | undefined {
  if (value === '') return 'Password is required';
  return value.length < passwordMinLength
    ? `Password must be at least ${passwordMinLength} characters`
    : undefined;
}

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The errors that are set, so that they can be laid over others. */
export function definedOnly<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<F>;
}

/**
 * The field messages of a 400 answer ({details: [{path, message}]}) for the fields a form shows, so
 * the server's word on a field appears under it.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const details = (error.data as Record<string, unknown>).details;
  if (!Array.isArray(details)) return {};
  const known: ReadonlySet<string> = new Set(fields);
  const result: FieldErrors<F> = {};
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as Record<string, unknown>;
    if (typeof path === 'string' && known.has(path) && typeof message === 'string' && !(path in result)) {
      result[path as F] = message;
    }
  }
  return result;
}
