import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { limits, resetPasswordBody, z } from '@pickup/contracts/schemas';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { RouterTextLink } from '../../../components/router-text-link';
import { hrefFor } from '../../../config/paths';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';

export const resetFailedFallback = 'Your password could not be reset. Please try again.';
export const resetSucceededFallback = 'Your password has been reset. You can now sign in with it.';
export const incompleteResetLinkMessage =
  'This password reset link is incomplete. Open the link from your e-mail again, or ask for a new one.';

// The contract's new password, typed twice: the confirmation never leaves the browser.
const newPasswordForm = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmation: z.string().min(1, 'Please confirm your password') })
  .refine(({ password, confirmation }) => password === confirmation, {
    path: ['confirmation'],
    message: 'Passwords do not match',
  });

/**
 * /reset-password?token=…: the link from the e-mail. A new password (at least 6 characters) typed
 * twice; success says so and leads to the login screen.
 */
export function ResetPasswordScreen() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const form = useForm({
    schema: newPasswordForm,
    initial: { password: '', confirmation: '' },
    untrimmed: ['password', 'confirmation'],
    isLoading,
  });
  const outcome = form.outcome;

  const submit = form.onSubmit(async ({ password }) => {
    const result = await resetPassword({ token, password });
    if (result.error !== undefined) {
      form.fail(result.error, resetFailedFallback);
      return;
    }
    form.succeed(result.data || resetSucceededFallback);
  });

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
      subtitle={`Use at least ${limits.ownerPasswordMinLength} characters.`}
      footer={footer}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
        <Stack spacing={2.25}>
          {outcome && <Alert severity="error">{outcome.text}</Alert>}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...form.field('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            toggleLabel="password confirmation"
            {...form.field('confirmation')}
          />
          <SubmitButton isLoading={isLoading} pendingLabel="Saving…" label="Reset password" />
        </Stack>
      </Box>
    </AuthCard>
  );
}
