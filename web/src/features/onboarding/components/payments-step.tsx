import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { platformFeeRate } from '@pickup/contracts/constants';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useOpenStripe } from './use-open-stripe';

interface PaymentsStepProps {
  onboardingUrl: string | null;
  onOpened: () => void;
}

const steps = [
  'Stripe asks for your business details and the bank account your money goes to.',
  'Customers pay by card; payments land in your own Stripe account.',
  `The platform keeps ${platformFeeRate * 100}% of each payment; there is no setup fee.`,
] as const;

/** Step 2: what card payments need, and Stripe's onboarding form opened in a new window. */
export function PaymentsStep({ onboardingUrl, onOpened }: PaymentsStepProps) {
  const stripe = useOpenStripe(onboardingUrl);
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Set up card payments
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Connect a Stripe account so your customers can pay for their pickups by card.
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, m: 0, mb: 3, display: 'grid', gap: 1 }}>
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      <Button
        variant="contained"
        size="large"
        disableElevation
        endIcon={<OpenInNewIcon aria-hidden />}
        disabled={stripe.isLoading}
        onClick={() => void stripe.open(false).then((opened) => opened && onOpened())}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {stripe.isLoading ? 'Opening Stripe…' : 'Set Up Payments with Stripe'}
        <Box component="span" sx={visuallyHidden}>
          (opens in a new window)
        </Box>
      </Button>
    </Box>
  );
}
