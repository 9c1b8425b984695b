import { hrefFor } from '../../../config/paths';
import { useMagicLinkMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';
import { RouterTextLink } from '../../../components/router-text-link';

/** Passwordless login request (spec §2): the user enters an e-mail (required) and asks for a link. */
export function MagicLinkLoginScreen() {
  const [sendLink, { isLoading }] = useMagicLinkMutation();
  return (
    <AuthCard
      title="Sign in with a link"
      subtitle="Enter your e-mail and we'll send you a link that signs you in, no password needed."
      footer={
        <>
          Prefer your password? <RouterTextLink to={hrefFor('login', null)}>Sign in</RouterTextLink>
        </>
      }
    >
      <EmailRequestForm
        name="Request a sign-in link"
        submitLabel="Send sign-in link"
        pendingLabel="Sending…"
        sentFallback="Check your e-mail for a sign-in link."
        send={sendLink}
        isLoading={isLoading}
      />
    </AuthCard>
  );
}
