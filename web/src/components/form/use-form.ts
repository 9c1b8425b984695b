import type { z } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-error';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from './field-errors';

/** What a form says above its fields after a send: the server's answer or the failure. */
export interface FormOutcome {
  severity: 'success' | 'error';
  text: string;
}

/** The props that wire one input of a form (PlainField, PasswordField, a radio group). */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

interface FormOptions<F extends string, Out> {
  /** The contract's schema of what is sent (or one built on it): its messages show under the fields. */
  schema: z.ZodType<Out>;
  initial: Record<F, string>;
  /** Sent as typed (passwords); every other value is trimmed before it is checked and sent. */
  untrimmed?: readonly NoInfer<F>[];
  /** While the request is pending, a submit does nothing. */
  isLoading: boolean;
}

/**
 * The state and mechanics of a form: the values, the schema's messages under the fields (once a
 * submit was attempted; the server's laid under them until the field changes), the outcome, and the
 * submit preamble, which hands the send the values as the schema parsed them.
 */
export function useForm<F extends string, Out>({
  schema,
  initial,
  untrimmed = [],
  isLoading,
}: FormOptions<F, Out>) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const sent = Object.fromEntries(
    fields.map((name) => [name, untrimmed.includes(name) ? values[name] : values[name].trim()]),
  );
  const parsed = schema.safeParse(sent);
  const errors = parsed.success ? {} : schemaFieldErrors(parsed.error.issues, fields);
  const shown: FieldErrors<F> = attempted ? { ...serverErrors, ...errors } : {};

  const field = (name: F): FieldProps => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: shown[name],
  });

  /**
   * The form's submit handler: unless a request is pending, shows the field messages, clears the
   * last outcome and, when the schema accepts the values, sends what it parsed. `divert` runs before
   * validation and ends the submit when it returns true.
   */
  const onSubmit =
    (send: (data: Out) => Promise<void>, divert?: (values: Record<F, string>) => boolean) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (isLoading) return;
      if (divert?.(values)) return;
      setAttempted(true);
      setOutcome(null);
      setServerErrors({});
      if (parsed.success) void send(parsed.data);
    };

  /** Shows a failed request: its field messages under the fields, and returns the message it shows. */
  const fail = (error: unknown, fallback: string): string => {
    setServerErrors(serverFieldErrors(error, fields));
    const text = serverMessage(error, fallback);
    setOutcome({ severity: 'error', text });
    return text;
  };

  const succeed = (text: string) => setOutcome({ severity: 'success', text });

  return { field, outcome, onSubmit, fail, succeed };
}
