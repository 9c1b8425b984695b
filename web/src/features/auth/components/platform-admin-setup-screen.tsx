import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { usePlatformAdminSetupMutation, type PlatformAdminSetupRequest } from '../api/auth-api';
import {
  definedOnly,
  email,
  hasErrors,
  newPassword,
  required,
  serverFieldErrors,
  type FieldErrors,
} from '../utils/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PlainField } from './plain-field';
import { RouterTextLink } from './router-link';

export const setupFailedFallback = 'Setup failed. Please check the setup token and try again.';

type Field = keyof PlatformAdminSetupRequest;
const fields: readonly Field[] = ['setupToken', 'firstName', 'lastName', 'username', 'email', 'password'];

function validate(values: PlatformAdminSetupRequest): FieldErrors<Field> {
  return {
    setupToken: required(values.setupToken, 'Setup token'),
    firstName: required(values.firstName, 'First name'),
    lastName: required(values.lastName, 'Last name'),
    username: required(values.username, 'Username'),
    email: email(values.email),
    password: newPassword(values.password),
  };
}

/**
 * /platform-admin-setup (reached by typing setup as the username on login): creates the first platform
 * admin with the one-time setup token, signs them in and opens /platform-admin. Once an admin exists
 * the server's 409 message is shown.
 */
export function PlatformAdminSetupScreen() {
  const [values, setValues] = useState<PlatformAdminSetupRequest>({
    setupToken: '',
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [setup, { isLoading }] = usePlatformAdminSetupMutation();
  const navigate = useNavigate();

  const errors = validate(values);
  const shown: FieldErrors<Field> = attempted ? { ...serverErrors, ...definedOnly(errors) } : {};

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: shown[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAttempted(true);
    setFailure(null);
    setServerErrors({});
    if (hasErrors(errors)) return;
    const result = await setup({
      setupToken: values.setupToken.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    if (result.error !== undefined) {
      setServerErrors(serverFieldErrors(result.error, fields));
      setFailure(serverMessage(result.error, setupFailedFallback));
      return;
    }
    saveSession(result.data.token, result.data.user);
    void navigate(hrefFor('adminOverview', null), { replace: true });
  };

  return (
    <AuthCard
      title="Set up the platform"
      subtitle="Create the first platform administrator with the one-time setup token."
      footer={
        <>
          Already set up? <RouterTextLink to={hrefFor('login', null)}>Sign in</RouterTextLink>
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Platform admin setup"
      >
        <Stack spacing={2.25}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <PlainField label="Setup token" autoComplete="off" autoFocus {...field('setupToken')} />
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
            <PlainField label="First name" autoComplete="given-name" {...field('firstName')} />
            <PlainField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Stack>
          <PlainField label="Username" autoComplete="username" {...field('username')} />
          <PlainField label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={isLoading}
            fullWidth
          >
            {isLoading ? 'Creating admin…' : 'Create platform admin'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
