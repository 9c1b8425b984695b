import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { usePaymentsConfigQuery } from '../../../components/payments/payments-api';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { useSimulateOnboardingMutation } from '../api/connect-api';
import { ConnectAccountCard } from './connect-account-card';
import { ConnectGuideCard } from './connect-guide-card';
import { DemoPaymentCard } from './demo-payment-card';

/** Where the server's onboarding link leads when payments are simulated (development). */
const simulatedOnboardingParam = 'simulated-onboarding';

/**
 * Stripe Connect (/stripe-connect-demo): the business's connected account, a test payment with the
 * platform's fee, and what payments do here. In development, the server's onboarding link opens this
 * screen with a stand-in for Stripe's hosted onboarding.
 */
export function ConnectScreen() {
  const [search] = useSearchParams();
  const config = usePaymentsConfigQuery(undefined);
  const simulatedOnboarding = search.get(simulatedOnboardingParam) === '1' && config.data?.simulated === true;

  return (
    <>
      <PageHeader
        title="Stripe Connect"
        description="Take card payments from your customers, paid out to your business."
      />
      {simulatedOnboarding && <SimulatedOnboarding />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 3 }}>
        <ConnectAccountCard />
        <DemoPaymentCard />
      </Box>
      <ConnectGuideCard />
    </>
  );
}

function SimulatedOnboarding() {
  const [finish, { isLoading }] = useSimulateOnboardingMutation();
  const [, setSearch] = useSearchParams();
  const { toast } = useToast();

  const complete = async () => {
    const result = await finish(undefined);
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to complete onboarding.'),
        severity: 'error',
      });
      return;
    }
    toast({ title: 'Onboarding complete', message: 'Your account can take payments.', severity: 'success' });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(simulatedOnboardingParam);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Card
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'info.main', bgcolor: 'rgba(2, 136, 209, 0.04)' }}
      data-simulated-onboarding
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Simulated Stripe onboarding
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Payments run in test mode, so this stands in for Stripe&apos;s own onboarding form. Finishing it
        submits your business details and enables card payments and payouts.
      </Typography>
      <Button variant="contained" disableElevation disabled={isLoading} onClick={() => void complete()}>
        {isLoading ? 'Finishing…' : 'Finish Onboarding'}
      </Button>
    </Card>
  );
}
