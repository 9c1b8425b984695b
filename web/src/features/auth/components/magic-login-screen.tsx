import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hrefFor } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { useTenant } from '../../../lib/use-tenant';
import { useVerifyMagicLinkMutation } from '../api/auth-api';
import { homeAfterSignIn } from '../utils/home-after-sign-in';
import { AuthCard } from './auth-card';
import { networkErrorMessage } from './email-request-form';
import { RouterTextLink } from '../../../components/router-text-link';

export const expiredLinkMessage = 'This link has expired or was already used.';
export const incompleteLinkMessage = 'This sign-in link is incomplete. Open the link from your e-mail again.';

/**
 * /magic-login?token=…: the link from the e-mail. Consumes the token once, stores the session and
 * goes where a login would; an expired or used link says so and offers a new one.
 */
export function MagicLoginScreen() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [verify] = useVerifyMagicLinkMutation();
  const navigate = useNavigate();
  const business = useTenant()?.slug ?? null;
  const [failure, setFailure] = useState<string | null>(token ? null : incompleteLinkMessage);
  // The token is single-use: the effect must not send it twice (React's development double run).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void verify(token).then((result) => {
      if (result.error !== undefined) {
        const unreachable = isApiError(result.error) && result.error.status === 0;
        setFailure(serverMessage(result.error, unreachable ? networkErrorMessage : expiredLinkMessage));
        return;
      }
      saveSession(result.data.token, result.data.user);
      void navigate(homeAfterSignIn(result.data.user.role, business), { replace: true });
    });
  }, [token, verify, navigate, business]);

  if (failure) {
    return (
      <AuthCard
        title="Sign-in link not valid"
        footer={
          <>
            Know your password? <RouterTextLink to={hrefFor('login', null)}>Sign in</RouterTextLink>
          </>
        }
      >
        <Stack spacing={2.25}>
          <Alert severity="error">{failure}</Alert>
          <Button
            component={Link}
            to={hrefFor('magicLinkLogin', null)}
            variant="contained"
            size="large"
            disableElevation
            fullWidth
          >
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Signing you in">
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress aria-label="Signing you in" />
        <Typography variant="body2" color="text.secondary">
          Checking your sign-in link…
        </Typography>
      </Stack>
    </AuthCard>
  );
}
