import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantInfo } from '@pickup/contracts/schemas';
import { Checklist, type ChecklistItem } from '../../../components/progress/checklist';
import { useToast } from '../../../components/toast/toast-context';
import { visuallyHidden } from '../../../components/visually-hidden';
import { serverMessage } from '../../../lib/api-error';
import { useCompleteOnboardingMutation, useOnboardingLinkMutation } from '../api/onboarding-api';
import { completeFailed } from './complete-step';

export const onboardingLinkFailed = 'Failed to create Stripe onboarding link.';

/** The three items of a business's set-up (business spec §2.4). */
export function setupItems(info: TenantInfo): ChecklistItem[] {
  return [
    {
      id: 'account',
      label: 'Account created',
      description: 'Your business and your owner account.',
      done: true,
    },
    {
      id: 'payments',
      label: 'Payment processing',
      description: info.stripeOnboarded
        ? 'Stripe is connected: customers pay by card into your account.'
        : 'Connect Stripe so customers can pay by card.',
      done: info.stripeOnboarded,
    },
    {
      id: 'business',
      label: 'Business information',
      description: info.onboardingCompleted ? 'Your set-up is complete.' : 'Complete your set-up to go live.',
      done: info.onboardingCompleted,
    },
  ];
}

interface SetupChecklistCardProps {
  info: TenantInfo;
  /** Offer what moves the set-up on (Complete Setup, a new Stripe link); off where the wizard does it. */
  withActions: boolean;
}

/** The set-up checklist with its progress, and what to do next. */
export function SetupChecklistCard({ info, withActions }: SetupChecklistCardProps) {
  const [complete, completing] = useCompleteOnboardingMutation();
  const [requestLink, requesting] = useOnboardingLinkMutation();
  const { toast } = useToast();

  const completeSetup = async () => {
    const result = await complete(undefined);
    if (result.error)
      toast({ title: 'Error', message: serverMessage(result.error, completeFailed), severity: 'error' });
  };

  const newLink = async () => {
    const result = await requestLink(undefined);
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, onboardingLinkFailed),
        severity: 'error',
      });
      return;
    }
    window.open(result.data, '_blank', 'noopener');
  };

  const canComplete = info.stripeOnboarded && !info.onboardingCompleted;
  return (
    <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} data-setup-checklist>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Setup progress
      </Typography>
      <Checklist label="Setup progress" items={setupItems(info)} />
      {withActions && (canComplete || !info.stripeOnboarded) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {canComplete && (
            <Button
              variant="contained"
              disableElevation
              disabled={completing.isLoading}
              onClick={() => void completeSetup()}
            >
              {completing.isLoading ? 'Completing…' : 'Complete Setup'}
            </Button>
          )}
          {!info.stripeOnboarded && (
            <Button
              variant="outlined"
              endIcon={<OpenInNewIcon aria-hidden />}
              disabled={requesting.isLoading}
              onClick={() => void newLink()}
            >
              {requesting.isLoading ? 'Opening Stripe…' : 'Get a new Stripe onboarding link'}
              <Box component="span" sx={visuallyHidden}>
                (opens in a new window)
              </Box>
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
