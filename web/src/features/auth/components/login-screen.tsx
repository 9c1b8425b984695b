import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link, useNavigate } from 'react-router';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { useRouteAccess } from '../../../lib/route-access';
import { saveSession } from '../../../lib/session';
import { useTenant } from '../../../lib/use-tenant';
import { useLoginMutation } from '../api/auth-api';
import { homeAfterSignIn, isSetupUsername } from '../utils/home-after-sign-in';
import { hasErrors, required, type FieldErrors } from '../utils/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { RouterTextLink } from './router-link';

export const loginFailedTitle = 'Login Failed';
export const loginFailedMessage = 'Invalid credentials. Please try again.';

type Field = 'username' | 'password';

/**
 * Login (spec §2): username and password, both required. Shown at /login and, in place, on every
 * protected route a visitor or a user of another role opens; signing in there stays on the route
 * when the new role may see it, and otherwise goes where the spec's redirect rules say.
 */
export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const routeAccess = useRouteAccess();
  const business = useTenant()?.slug ?? null;

  const errors: FieldErrors<Field> = {
    username: required(username, 'Username'),
    password: required(password, 'Password'),
  };
  const shown = attempted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (isSetupUsername(username)) {
      void navigate(hrefFor('platformAdminSetup', null));
      return;
    }
    setAttempted(true);
    if (hasErrors(errors)) return;
    const result = await login({ username: username.trim(), password });
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
    const staysHere = routeAccess !== null && routeAccess !== 'public' && routeAccess.includes(user.role);
    if (!staysHere) void navigate(homeAfterSignIn(user.role, business), { replace: true });
  };

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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
        <Stack spacing={2.25}>
          <TextField
            label="Username"
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={shown.username !== undefined}
            helperText={shown.username}
            autoComplete="username"
            autoCapitalize="none"
            required
            fullWidth
            autoFocus
          />
          <Box>
            <PasswordField
              label="Password"
              name="password"
              value={password}
              onChange={setPassword}
              error={shown.password}
              autoComplete="current-password"
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <RouterTextLink to={hrefFor('forgotPassword', null)}>Forgot password?</RouterTextLink>
            </Box>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={isLoading}
            fullWidth
          >
            {isLoading ? 'Signing in…' : 'Sign in'}
          </Button>
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
        </Stack>
      </Box>
    </AuthCard>
  );
}
