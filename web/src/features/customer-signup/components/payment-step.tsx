import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { CardConfirmation } from '@pickup/contracts/schemas';
import { CardPayment } from '../../../components/payments/card-payment';
import { StepHeading } from './step-heading';

interface PaymentStepProps {
  planName: string;
  /** Dollars a month, as the server charges them. */
  amount: number;
  email: string;
  confirmation: CardConfirmation;
  /** Where Stripe brings the household back after a redirect: the welcome page. */
  returnPath: string;
  onPaid: () => void;
}

/** Step 3: the account exists; the first month is paid by card (or simulated in development). */
export function PaymentStep({ planName, amount, email, confirmation, returnPath, onPaid }: PaymentStepProps) {
  const price = formatUsd(toCents(amount));
  const rows: [string, string][] = [
    ['Plan', planName],
    ['Price', `${price} / month`],
    ['Email', email],
  ];
  return (
    <Box component="section" aria-labelledby="payment-step-heading" sx={{ maxWidth: 520, mx: 'auto' }}>
      <StepHeading
        id="payment-step-heading"
        title="Payment"
        description="Your account is created. Pay your first month to start your pickups."
        focusOnOpen
      />
      <Box
        component="dl"
        data-signup-summary
        sx={{ m: 0, mb: 3, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
      >
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}
          >
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                ml: 'auto',
                fontWeight: 600,
                textAlign: 'right',
                minWidth: 0,
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <CardPayment
        confirmation={confirmation}
        payLabel={`Pay ${price} and start pickups`}
        returnPath={returnPath}
        onSucceeded={onPaid}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 0.75, justifyContent: 'center' }}
      >
        <LockIcon fontSize="inherit" aria-hidden />
        Payments are processed securely by Stripe.
      </Typography>
    </Box>
  );
}
