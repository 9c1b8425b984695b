import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { registerBody } from '@pickup/contracts/schemas';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { RouterTextLink } from '../../../components/router-text-link';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { useTenant } from '../../../lib/use-tenant';
import { useRegisterMutation, type RegistrationRole } from '../api/auth-api';
import { homeAfterRegistration } from '../utils/home-after-sign-in';
import { AccountFields, emptyAccount } from './account-fields';
import { AuthCard } from './auth-card';

export const registrationSucceededTitle = 'Registration successful';
export const registrationFailedTitle = 'Registration failed';
export const registrationFailedFallback = 'Please check your information and try again.';

const accountTypes: { value: RegistrationRole; label: string }[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'owner', label: 'Business Owner' },
];

/**
 * Registration (spec §2): first name, last name, username, e-mail, password (with show/hide) and the
 * account type, all required. Success stores the session and leads an owner to /business and a
 * customer to the dashboard of the business the page names.
 */
export function RegisterScreen() {
  const [register, { isLoading }] = useRegisterMutation();
  const form = useForm({
    schema: registerBody,
    initial: { ...emptyAccount, role: 'customer' },
    untrimmed: ['password'],
    isLoading,
  });
  const role = form.field('role');
  const { toast } = useToast();
  const navigate = useNavigate();
  // A customer registering on a business's page (/{business}/register, or its subdomain) joins it.
  const business = useTenant()?.slug ?? null;

  const submit = form.onSubmit(async (account) => {
    const result = await register(account);
    if (result.error) {
      toast({
        title: registrationFailedTitle,
        message: form.fail(result.error, registrationFailedFallback),
        severity: 'error',
      });
      return;
    }
    const { token, user } = result.data;
    saveSession(token, user);
    toast({ title: registrationSucceededTitle, severity: 'success' });
    void navigate(homeAfterRegistration(user.role, business), { replace: true });
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Sign up for pickups, or register your business."
      footer={
        <>
          Already have an account? <RouterTextLink to={hrefFor('login', null)}>Sign in</RouterTextLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Register">
        <Stack spacing={2.25}>
          <AccountFields field={form.field} autoFocus />
          <FormControl required>
            <FormLabel id="account-type-label" sx={{ fontSize: 14, mb: 0.5 }}>
              Account type
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="account-type-label"
              name={role.name}
              value={role.value}
              onChange={(event) => role.onChange(event.target.value)}
            >
              {accountTypes.map((type) => (
                <FormControlLabel
                  key={type.value}
                  value={type.value}
                  control={<Radio />}
                  label={type.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <SubmitButton isLoading={isLoading} pendingLabel="Creating account…" label="Create account" />
        </Stack>
      </Box>
    </AuthCard>
  );
}
