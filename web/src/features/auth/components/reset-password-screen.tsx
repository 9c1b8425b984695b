import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/auth-api';
import { hasErrors, newPassword, passwordMinLength, type FieldErrors } from '../utils/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { RouterTextLink } from './router-link';

export const resetFailedFallback = 'Your password could not be reset. Please try again.';
export const resetSucceededFallback = 'Your password has been reset. You can now sign in with it.';
export const incompleteResetLinkMessage =
  'This password reset link is incomplete. Open the link from your e-mail again, or ask for a new one.';

type Field = 'password' | 'confirmation';

/**
 * /reset-password?token=…: the link from the e-mail. A new password (at least 6 characters) typed
 * twice; success says so and leads to the login screen.
 */
export function ResetPasswordScreen() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const errors: FieldErrors<Field> = {
    password: newPassword(password),
    confirmation:
      confirmation === ''
        ? 'Please confirm your password'
        : confirmation !== password
          ? 'Passwords do not match'
          : undefined,
  };
  const shown = attempted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAttempted(true);
    setOutcome(null);
    if (hasErrors(errors)) return;
    const result = await resetPassword({ token, password });
    if (result.error !== undefined) {
      setOutcome({ severity: 'error', text: serverMessage(result.error, resetFailedFallback) });
      return;
    }
    setOutcome({ severity: 'success', text: result.data || resetSucceededFallback });
  };

  const footer = (
    <>
      Link expired? <RouterTextLink to={hrefFor('forgotPassword', null)}>Request a new one</RouterTextLink>
    </>
  );

  if (!token) {
    return (
      <AuthCard title="Reset your password" footer={footer}>
        <Alert severity="error">{incompleteResetLinkMessage}</Alert>
      </AuthCard>
    );
  }

  if (outcome?.severity === 'success') {
    return (
      <AuthCard title="Password reset">
        <Stack spacing={2.25}>
          <Alert severity="success" role="status">
            {outcome.text}
          </Alert>
          <Button
            component={Link}
            to={hrefFor('login', null)}
            variant="contained"
            size="large"
            disableElevation
            fullWidth
          >
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`Use at least ${passwordMinLength} characters.`}
      footer={footer}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Reset password">
        <Stack spacing={2.25}>
          {outcome && <Alert severity="error">{outcome.text}</Alert>}
          <PasswordField
            label="New password"
            name="password"
            value={password}
            onChange={setPassword}
            error={shown.password}
            autoComplete="new-password"
            autoFocus
          />
          <PasswordField
            label="Confirm password"
            name="confirmation"
            value={confirmation}
            onChange={setConfirmation}
            error={shown.confirmation}
            autoComplete="new-password"
            toggleLabel="password confirmation"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={isLoading}
            fullWidth
          >
            {isLoading ? 'Saving…' : 'Reset password'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
