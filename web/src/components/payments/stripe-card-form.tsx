import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { CardConfirmation } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';

// One Stripe.js per key for the whole visit: Stripe asks that it be loaded once.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  const existing = loaded.get(publishableKey);
  if (existing) return existing;
  const loading = loadStripe(publishableKey);
  loaded.set(publishableKey, loading);
  return loading;
}

interface StripeCardFormProps {
  publishableKey: string;
  confirmation: CardConfirmation;
  payLabel: string;
  /** Absolute URL on this origin where Stripe returns after a redirect. */
  returnUrl: string;
  onSucceeded: () => void;
  /** Stripe refused: its message, or null when it gave none. */
  onFailed: (message: string | null) => void;
}

/** Stripe's Payment Element for a PaymentIntent or a SetupIntent, in the business's colours. */
export function StripeCardForm({ publishableKey, confirmation, ...form }: StripeCardFormProps) {
  const theme = useTheme();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: confirmation.clientSecret,
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: theme.palette.primary.main,
            fontFamily: String(theme.typography.fontFamily),
            borderRadius: `${theme.shape.borderRadius}px`,
          },
        },
      }}
    >
      <ConfirmForm intent={confirmation.intent} {...form} />
    </Elements>
  );
}

type ConfirmFormProps = Omit<StripeCardFormProps, 'publishableKey' | 'confirmation'> & {
  intent: CardConfirmation['intent'];
};

function ConfirmForm({ intent, payLabel, returnUrl, onSucceeded, onFailed }: ConfirmFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    // Cards complete here; a payment method that needs a redirect comes back to returnUrl.
    const confirmParams = { return_url: returnUrl };
    const result =
      intent === 'payment'
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
    setProcessing(false);
    if (result.error) {
      onFailed(result.error.message ?? null);
      return;
    }
    onSucceeded();
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <Stack spacing={2.5}>
        <PaymentElement />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disableElevation
          disabled={!stripe || !elements || processing}
        >
          {processing ? 'Processing…' : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}
