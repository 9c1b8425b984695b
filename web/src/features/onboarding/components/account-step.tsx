import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createOwnBusinessBody,
  registerTenantBody,
  tenantRegistrationResult,
  type TenantRegistrationResult,
} from '@pickup/contracts/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { PlainField } from '../../../components/form/plain-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { refreshSession } from '../../../lib/auth-session';
import { readSession, saveSession } from '../../../lib/session';
import {
  useCreateOwnBusinessMutation,
  useOwnerSignInMutation,
  useRegisterTenantMutation,
} from '../api/onboarding-api';
import { existingAccountOf, type ExistingAccount, type WizardBusiness } from '../utils/wizard';
import { BusinessFields } from './business-fields';
import { ExistingAccountPanel } from './existing-account-panel';

export const registrationFailed = 'Failed to create tenant';
export const invalidServerResponse = 'Invalid server response';

interface AccountStepProps {
  onCreated: (business: WizardBusiness) => void;
}

function businessOf(answer: TenantRegistrationResult): WizardBusiness {
  return {
    tenantId: answer.tenant.id,
    customDomain: answer.tenant.customDomain,
    onboardingUrl: answer.stripeAccount.onboardingUrl,
  };
}

/** Shows a refusal or an unreadable answer as the spec's Error toast; returns the parsed answer otherwise. */
function useRegistrationAnswer() {
  const { toast } = useToast();
  return (data: unknown): TenantRegistrationResult | null => {
    const answer = tenantRegistrationResult.safeParse(data);
    if (answer.success) return answer.data;
    toast({ title: 'Error', message: invalidServerResponse, severity: 'error' });
    return null;
  };
}

/**
 * Step 1 for a visitor: the business and its owner's account. Registered, the owner is signed in with
 * the e-mail and password just typed. An e-mail that has an account gets the friendly panel, and
 * 'Try Different Information' comes back to the form as it was filled.
 */
export function RegisterStep({ onCreated }: AccountStepProps) {
  const [register, registering] = useRegisterTenantMutation();
  const [signIn, signingIn] = useOwnerSignInMutation();
  const isLoading = registering.isLoading || signingIn.isLoading;
  const [existing, setExisting] = useState<ExistingAccount | null>(null);
  const form = useForm({
    schema: registerTenantBody,
    initial: {
      businessName: '',
      subdomain: '',
      customDomain: '',
      ownerFirstName: '',
      ownerLastName: '',
      ownerEmail: '',
      ownerPassword: '',
    },
    untrimmed: ['ownerPassword'],
    isLoading,
  });
  const { toast } = useToast();
  const navigate = useNavigate();
  const readAnswer = useRegistrationAnswer();

  const submit = form.onSubmit(async (body) => {
    const result = await register(body);
    if (result.error) {
      const account = existingAccountOf(result.error);
      if (account) {
        setExisting(account);
        return;
      }
      toast({ title: 'Error', message: form.fail(result.error, registrationFailed), severity: 'error' });
      return;
    }
    const answer = readAnswer(result.data);
    if (!answer) return;
    const session = await signIn({ username: body.ownerEmail, password: body.ownerPassword });
    if (session.error) {
      // The business exists; signing in on the owner's page picks the set-up up where it stands.
      toast({
        title: 'Business Created',
        message: 'Sign in with your email and password to finish setting up.',
        severity: 'info',
      });
      void navigate(hrefFor('business', null));
      return;
    }
    saveSession(session.data.token, session.data.user);
    onCreated(businessOf(answer));
  });

  return (
    <>
      {existing && <ExistingAccountPanel account={existing} onTryAgain={() => setExisting(null)} />}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Your business"
        hidden={existing !== null}
      >
        <Stack spacing={2.25}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Your business
          </Typography>
          <BusinessFields
            businessName={form.field('businessName')}
            subdomain={form.field('subdomain')}
            customDomain={form.field('customDomain')}
          />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, pt: 1 }}>
            Your account
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
            <PlainField label="First name" autoComplete="given-name" {...form.field('ownerFirstName')} />
            <PlainField label="Last name" autoComplete="family-name" {...form.field('ownerLastName')} />
          </Stack>
          <PlainField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            {...form.field('ownerEmail')}
          />
          <PasswordField label="Password" autoComplete="new-password" {...form.field('ownerPassword')} />
          <SubmitButton
            isLoading={isLoading}
            pendingLabel="Creating your business…"
            label="Create Business"
          />
        </Stack>
      </Box>
    </>
  );
}

/**
 * Step 1 for a signed-in owner without a business (registered on the shared screen): the business
 * alone. Created, the session is refreshed so its token carries the new business.
 */
export function CreateBusinessStep({ onCreated }: AccountStepProps) {
  const [create, { isLoading }] = useCreateOwnBusinessMutation();
  const [refreshing, setRefreshing] = useState(false);
  const form = useForm({
    schema: createOwnBusinessBody,
    initial: { businessName: '', subdomain: '', customDomain: '' },
    isLoading: isLoading || refreshing,
  });
  const { toast } = useToast();
  const readAnswer = useRegistrationAnswer();

  const submit = form.onSubmit(async (body) => {
    const result = await create(body);
    if (result.error) {
      toast({ title: 'Error', message: form.fail(result.error, registrationFailed), severity: 'error' });
      return;
    }
    const answer = readAnswer(result.data);
    if (!answer) return;
    setRefreshing(true);
    await refreshSession(readSession().token);
    setRefreshing(false);
    onCreated(businessOf(answer));
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Your business">
      <Stack spacing={2.25}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Your business
        </Typography>
        <BusinessFields
          businessName={form.field('businessName')}
          subdomain={form.field('subdomain')}
          customDomain={form.field('customDomain')}
        />
        <SubmitButton
          isLoading={isLoading || refreshing}
          pendingLabel="Creating your business…"
          label="Create Business"
        />
      </Stack>
    </Box>
  );
}
