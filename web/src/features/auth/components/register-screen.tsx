import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { registerBody } from '@pickup/contracts/schemas';
import { lazy, Suspense } from 'react';
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

// Shown only to a household on the platform's own address, so it loads only then.
const BusinessFinder = lazy(() =>
  import('../../../components/business-finder/business-finder').then((m) => ({ default: m.BusinessFinder })),
);

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
 * customer to the dashboard of the business the page names. Where the address names no business, a
 * household is pointed to its business's own page, found by name.
 */
export function RegisterScreen() {
  const [register, { isLoading }] = useRegisterMutation();
  // A customer registering on a business's page (/{business}/register, or its subdomain) joins it.
  const business = useTenant()?.slug ?? null;
  const form = useForm({
    schema: registerBody,
    initial: { ...emptyAccount, role: business ? 'customer' : 'owner' },
    untrimmed: ['password'],
    isLoading,
  });
  const role = form.field('role');
  // Where no business is named, a household cannot join one: it finds its business's page instead.
  const findBusiness = business === null && role.value === 'customer';
  const { toast } = useToast();
  const navigate = useNavigate();

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
          {!findBusiness && <AccountFields field={form.field} autoFocus />}
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
          {!findBusiness && (
            <SubmitButton isLoading={isLoading} pendingLabel="Creating account…" label="Create account" />
          )}
        </Stack>
      </Box>
      {findBusiness && (
        <Suspense fallback={null}>
          <Box sx={{ mt: 3 }}>
            <BusinessFinder />
          </Box>
        </Suspense>
      )}
    </AuthCard>
  );
}
