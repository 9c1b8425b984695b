import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { email as validateEmail } from '../utils/validation';
import { PlainField } from './plain-field';

export const networkErrorMessage = 'Network error. Please try again.';

type SendResult = { data: string; error?: undefined } | { data?: undefined; error: unknown };

interface EmailRequestFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  pendingLabel: string;
  /** Shown when the server confirms without a message of its own. */
  sentFallback: string;
  send: (email: string) => PromiseLike<SendResult>;
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
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const error = validateEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAttempted(true);
    setOutcome(null);
    if (error !== undefined) return;
    const result = await send(email.trim());
    if (result.error !== undefined) {
      setOutcome({ severity: 'error', text: serverMessage(result.error, networkErrorMessage) });
      return;
    }
    setOutcome({ severity: 'success', text: result.data || sentFallback });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={name}>
      <Stack spacing={2.25}>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        <PlainField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          error={attempted ? error : undefined}
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disableElevation
          disabled={isLoading}
          fullWidth
        >
          {isLoading ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
