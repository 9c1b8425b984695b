import type { z } from '@pickup/contracts/schemas';
import { errorBodyOf } from '../../lib/api-error';

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function firstPerField<F extends string>(
  messages: Iterable<{ field: unknown; message: string }>,
  fields: readonly F[],
): FieldErrors<F> {
  const known: ReadonlySet<unknown> = new Set(fields);
  const result: FieldErrors<F> = {};
  for (const { field, message } of messages) {
    if (known.has(field) && !((field as F) in result)) result[field as F] = message;
  }
  return result;
}

/** The schema's first message for each field of the form (a field may break several rules at once). */
export function schemaFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): FieldErrors<F> {
  return firstPerField(
    issues.map((issue) => ({ field: issue.path[0], message: issue.message })),
    fields,
  );
}

/**
 * The field messages of a 400 answer ({details: [{path, message}]}) for the fields a form shows, so
 * the server's word on a field appears under it.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const details = errorBodyOf(error)?.details ?? [];
  return firstPerField(
    details.map((detail) => ({ field: detail.path, message: detail.message })),
    fields,
  );
}
