import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { usePlatformAdminSetupMutation, type PlatformAdminSetupRequest } from '../api/auth-api';
import { required, type FieldErrors } from '../utils/validation';
import {
  AccountFields,
  accountFields,
  emptyAccount,
  trimmedAccount,
  validateAccount,
} from './account-fields';
import { AuthCard } from './auth-card';
import { PlainField } from './plain-field';
import { RouterTextLink } from './router-link';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

export const setupFailedFallback = 'Setup failed. Please check the setup token and try again.';

type Field = keyof PlatformAdminSetupRequest;
const fields: readonly Field[] = ['setupToken', ...accountFields];

function validate(values: PlatformAdminSetupRequest): FieldErrors<Field> {
  return { setupToken: required(values.setupToken, 'Setup token'), ...validateAccount(values) };
}

/**
 * /platform-admin-setup (reached by typing setup as the username on login): creates the first platform
 * admin with the one-time setup token, signs them in and opens /platform-admin. Once an admin exists
 * the server's 409 message is shown.
 */
export function PlatformAdminSetupScreen() {
  const [setup, { isLoading }] = usePlatformAdminSetupMutation();
  const form = useAuthForm<PlatformAdminSetupRequest>({
    initial: { setupToken: '', ...emptyAccount },
    validate,
    isLoading,
    serverFields: fields,
  });
  const navigate = useNavigate();

  const submit = form.onSubmit(async (values) => {
    const result = await setup({ setupToken: values.setupToken.trim(), ...trimmedAccount(values) });
    if (result.error !== undefined) {
      form.fail(result.error, setupFailedFallback);
      return;
    }
    saveSession(result.data.token, result.data.user);
    void navigate(hrefFor('adminOverview', null), { replace: true });
  });

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
      <Box component="form" noValidate onSubmit={submit} aria-label="Platform admin setup">
        <Stack spacing={2.25}>
          {form.outcome && <Alert severity="error">{form.outcome.text}</Alert>}
          <PlainField label="Setup token" autoComplete="off" autoFocus {...form.field('setupToken')} />
          <Divider />
          <AccountFields field={form.field} />
          <SubmitButton isLoading={isLoading} pendingLabel="Creating admin…" label="Create platform admin" />
        </Stack>
      </Box>
    </AuthCard>
  );
}
