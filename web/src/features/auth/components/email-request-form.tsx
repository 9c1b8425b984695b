import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { emailBody, type EmailBody } from '@pickup/contracts/schemas';
import { PlainField } from '../../../components/form/plain-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';

export const networkErrorMessage = 'Network error. Please try again.';

type SendResult = { data: string; error?: undefined } | { data?: undefined; error: unknown };

interface EmailRequestFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  pendingLabel: string;
  /** Shown when the server confirms without a message of its own. */
  sentFallback: string;
  send: (body: EmailBody) => PromiseLike<SendResult>;
  isLoading: boolean;
}

/**
 * One required e-mail field that asks the server to send a link (magic sign-in link, password reset).
 * Shows the server's answer; on failure the server's error, or the spec's network error message.
 */
export function EmailRequestForm({
  name,
  submitLabel,
  pendingLabel,
  sentFallback,
  send,
  isLoading,
}: EmailRequestFormProps) {
  const form = useForm({ schema: emailBody, initial: { email: '' }, isLoading });
  const outcome = form.outcome;

  const submit = form.onSubmit(async (body) => {
    const result = await send(body);
    if (result.error !== undefined) {
      form.fail(result.error, networkErrorMessage);
      return;
    }
    form.succeed(result.data || sentFallback);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={name}>
      <Stack spacing={2.25}>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        <PlainField label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <SubmitButton isLoading={isLoading} pendingLabel={pendingLabel} label={submitLabel} />
      </Stack>
    </Box>
  );
}
