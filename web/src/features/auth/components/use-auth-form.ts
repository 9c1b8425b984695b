import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { definedOnly, hasErrors, serverFieldErrors, type FieldErrors } from '../utils/validation';

/** What a form says above its fields after a send: the server's answer or the failure. */
export interface FormOutcome {
  severity: 'success' | 'error';
  text: string;
}

/** The props that wire one text input of an auth form (PlainField, PasswordField). */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

interface AuthFormOptions<V extends Record<keyof V, string>> {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** While the request is pending, a submit does nothing. */
  isLoading: boolean;
  /** The fields whose messages in a 400 answer ({details: [{path, message}]}) show under them. */
  serverFields?: readonly (keyof V & string)[];
}

/**
 * The state and mechanics the auth forms share: the values, the field messages (shown once a submit
 * was attempted; the server's laid under the form's own until the field changes), the outcome, and
 * the submit preamble.
 */
export function useAuthForm<V extends Record<keyof V, string>>({
  initial,
  validate,
  isLoading,
  serverFields = [],
}: AuthFormOptions<V>) {
  type F = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const errors = validate(values);
  const shown: FieldErrors<F> = attempted ? { ...serverErrors, ...definedOnly(errors) } : {};

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
   * last outcome and, when the values are valid, sends them. `divert` runs before validation and
   * ends the submit when it returns true.
   */
  const onSubmit =
    (send: (values: V) => Promise<void>, divert?: (values: V) => boolean) => (event: FormEvent) => {
      event.preventDefault();
      if (isLoading) return;
      if (divert?.(values)) return;
      setAttempted(true);
      setOutcome(null);
      setServerErrors({});
      if (hasErrors(errors)) return;
      void send(values);
    };

  /** Shows a failed request: its field messages under the fields, and returns the message it shows. */
  const fail = (error: unknown, fallback: string): string => {
    setServerErrors(serverFieldErrors(error, serverFields));
    const text = serverMessage(error, fallback);
    setOutcome({ severity: 'error', text });
    return text;
  };

  const succeed = (text: string) => setOutcome({ severity: 'success', text });

  return { values, field, outcome, onSubmit, fail, succeed };
}
