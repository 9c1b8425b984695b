import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { loginBody } from '@pickup/contracts/schemas';
import { Link, useNavigate } from 'react-router';
import { DemoLoginButtons } from '../../../components/demo-login-buttons';
import { PasswordField } from '../../../components/form/password-field';
import { PlainField } from '../../../components/form/plain-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { RouterTextLink } from '../../../components/router-text-link';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { useRouteAccess } from '../../../lib/route-access';
import { saveSession, type SessionUser } from '../../../lib/session';
import { useTenant } from '../../../lib/use-tenant';
import { useLoginMutation } from '../api/auth-api';
import { homeAfterSignIn, isSetupUsername } from '../utils/home-after-sign-in';
import { AuthCard } from './auth-card';

export const loginFailedTitle = 'Login Failed';
export const loginFailedMessage = 'Invalid credentials. Please try again.';

/**
 * Login (spec §2): username and password, both required. Shown at /login and, in place, on every
 * protected route a visitor or a user of another role opens; signing in there stays on the route
 * when the new role may see it, and otherwise goes where the spec's redirect rules say.
 */
export function LoginScreen() {
  const [login, { isLoading }] = useLoginMutation();
  const form = useForm({
    schema: loginBody,
    initial: { username: '', password: '' },
    untrimmed: ['password'],
    isLoading,
  });
  const { toast } = useToast();
  const navigate = useNavigate();
  const routeAccess = useRouteAccess();
  const business = useTenant()?.slug ?? null;

  const enter = (user: SessionUser) => {
    const staysHere = routeAccess !== null && routeAccess !== 'public' && routeAccess.includes(user.role);
    if (!staysHere) void navigate(homeAfterSignIn(user.role, business), { replace: true });
  };

  const toSetup = ({ username }: { username: string }) => {
    if (!isSetupUsername(username)) return false;
    void navigate(hrefFor('platformAdminSetup', null));
    return true;
  };

  const submit = form.onSubmit(async (credentials) => {
    const result = await login(credentials);
    if (result.error) {
      // Too many attempts is not a matter of wrong credentials: the server's message says what to do.
      const rateLimited = isApiError(result.error) && result.error.status === 429;
      toast({
        title: loginFailedTitle,
        message: rateLimited ? serverMessage(result.error, loginFailedMessage) : loginFailedMessage,
        severity: 'error',
      });
      return;
    }
    const { token, user } = result.data;
    saveSession(token, user);
    enter(user);
  }, toSetup);

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your pickups."
      footer={
        <>
          Don&apos;t have an account? <RouterTextLink to={hrefFor('register', null)}>Register</RouterTextLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
        <Stack spacing={2.25}>
          <PlainField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            {...form.field('username')}
          />
          <Box>
            <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <RouterTextLink to={hrefFor('forgotPassword', null)}>Forgot password?</RouterTextLink>
            </Box>
          </Box>
          <SubmitButton isLoading={isLoading} pendingLabel="Signing in…" label="Sign in" />
          <Divider sx={{ color: 'text.secondary', fontSize: 13 }}>or</Divider>
          <Button
            component={Link}
            to={hrefFor('magicLinkLogin', null)}
            variant="outlined"
            size="large"
            startIcon={<MailOutlinedIcon />}
            fullWidth
          >
            Email me a sign-in link
          </Button>
          <DemoLoginButtons fullWidth onSignedIn={enter} />
        </Stack>
      </Box>
    </AuthCard>
  );
}
