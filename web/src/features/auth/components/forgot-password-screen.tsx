import { hrefFor } from '../../../config/paths';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';
import { RouterTextLink } from '../../../components/router-text-link';

/** Forgot password (linked from login): e-mails a link to /reset-password; shows the server's answer. */
export function ForgotPasswordScreen() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <RouterTextLink to={hrefFor('login', null)}>Back to sign in</RouterTextLink>
        </>
      }
    >
      <EmailRequestForm
        name="Request a password reset"
        submitLabel="Send reset link"
        pendingLabel="Sending…"
        sentFallback="Check your e-mail for a link to reset your password."
        send={requestReset}
        isLoading={isLoading}
      />
    </AuthCard>
  );
}
