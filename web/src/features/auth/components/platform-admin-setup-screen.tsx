import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { platformAdminSetupBody } from '@pickup/contracts/schemas';
import { useNavigate } from 'react-router';
import { PlainField } from '../../../components/form/plain-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { RouterTextLink } from '../../../components/router-text-link';
import { hrefFor } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { usePlatformAdminSetupMutation } from '../api/auth-api';
import { AccountFields, emptyAccount } from './account-fields';
import { AuthCard } from './auth-card';

export const setupFailedFallback = 'Setup failed. Please check the setup token and try again.';

/**
 * /platform-admin-setup (reached by typing setup as the username on login): creates the first platform
 * admin with the one-time setup token, signs them in and opens /platform-admin. Once an admin exists
 * the server's 409 message is shown.
 */
export function PlatformAdminSetupScreen() {
  const [setup, { isLoading }] = usePlatformAdminSetupMutation();
  const form = useForm({
    schema: platformAdminSetupBody,
    initial: { setupToken: '', ...emptyAccount },
    untrimmed: ['password'],
    isLoading,
  });
  const navigate = useNavigate();

  const submit = form.onSubmit(async (admin) => {
    const result = await setup(admin);
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
