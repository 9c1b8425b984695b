import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { visuallyHidden } from '../../../components/visually-hidden';
import { serverMessage } from '../../../lib/api-error';
import { useLazyStripeStatusQuery } from '../api/onboarding-api';
import { useOpenStripe } from './use-open-stripe';

export const statusCheckFailed = 'Failed to check your Stripe status. Please try again.';

interface StatusStepProps {
  tenantId: string;
  onSubmitted: () => void;
}

/** Step 3: waiting for Stripe; Check Status moves on once Stripe has the business's details. */
export function StatusStep({ tenantId, onSubmitted }: StatusStepProps) {
  const [check, { isFetching }] = useLazyStripeStatusQuery();
  const [pending, setPending] = useState(false);
  const stripe = useOpenStripe(null);
  const { toast } = useToast();

  const checkStatus = async () => {
    setPending(false);
    const result = await check(tenantId, false);
    if (result.error || !result.data) {
      toast({ title: 'Error', message: serverMessage(result.error, statusCheckFailed), severity: 'error' });
      return;
    }
    if (result.data.detailsSubmitted) onSubmitted();
    else setPending(true);
  };

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Finish with Stripe
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Complete Stripe&apos;s form in the window that opened. When you are done, check your status here.
      </Typography>
      {pending && (
        <Alert severity="warning" sx={{ mb: 2.5 }} data-onboarding-pending>
          <AlertTitle>Onboarding Pending</AlertTitle>
          Stripe does not have all your details yet. Finish the form, then check again.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          disableElevation
          disabled={isFetching}
          onClick={() => void checkStatus()}
        >
          {isFetching ? 'Checking…' : 'Check Status'}
        </Button>
        <Button
          variant="outlined"
          size="large"
          disabled={stripe.isLoading}
          onClick={() => void stripe.open(true)}
        >
          Open Stripe&apos;s form again
          <Box component="span" sx={visuallyHidden}>
            (opens in a new window)
          </Box>
        </Button>
      </Stack>
    </Box>
  );
}
