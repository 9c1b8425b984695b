import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CardConfirmation } from '@pickup/contracts/schemas';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { serverMessage } from '../../lib/api-error';
import { ErrorState } from '../feedback/error-state';
import { LoadingState } from '../feedback/loading-state';
import { useToast } from '../toast/toast-context';
import { paymentErrorMessage, paymentErrorTitle, paymentFailedTitle } from './payment-messages';
import { usePaymentsConfigQuery, useSimulateConfirmMutation } from './payments-api';

// Stripe's libraries load only when a real card is asked for, never with another screen.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/** The spec's development rule: a simulated payment succeeds and moves on after 2 seconds. */
export const simulatedPaymentDelayMs = 2000;

interface CardPaymentProps {
  confirmation: CardConfirmation;
  /** The button that pays ("Pay $29.70", "Start Subscription"). */
  payLabel: string;
  /** Where Stripe brings the customer back after a redirect (3-D Secure, a bank), on this origin. */
  returnPath: string;
  /** The card was accepted: the caller moves on. */
  onSucceeded: () => void;
}

/**
 * The payment step of every flow that takes a card. With Stripe configured, Stripe's Payment Element
 * and its confirmation (payment or saved card, as the server's intent says); in development, no card
 * at all: the button confirms the payment through the API after the spec's 2 seconds.
 */
export function CardPayment({ confirmation, payLabel, returnPath, onSucceeded }: CardPaymentProps) {
  const config = usePaymentsConfigQuery(undefined);
  const { toast } = useToast();

  const fail = (message: string | null) =>
    toast(
      message
        ? { title: paymentFailedTitle, message, severity: 'error' }
        : { title: paymentErrorTitle, message: paymentErrorMessage, severity: 'error' },
    );

  if (config.isLoading) return <LoadingState label="Loading the payment form" />;
  if (!config.data) {
    return (
      <ErrorState
        title="The payment form could not load"
        message="Please try again in a moment."
        onRetry={() => void config.refetch()}
      />
    );
  }
  if (config.data.simulated) {
    return (
      <SimulatedPayment
        confirmation={confirmation}
        payLabel={payLabel}
        onSucceeded={onSucceeded}
        onFailed={fail}
      />
    );
  }
  if (!config.data.publishableKey) {
    return <ErrorState title="Card payments are not available" message="Please try again later." />;
  }
  return (
    <Suspense fallback={<LoadingState label="Loading the payment form" />}>
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        confirmation={confirmation}
        payLabel={payLabel}
        returnUrl={new URL(returnPath, window.location.origin).toString()}
        onSucceeded={onSucceeded}
        onFailed={fail}
      />
    </Suspense>
  );
}

interface SimulatedPaymentProps {
  confirmation: CardConfirmation;
  payLabel: string;
  onSucceeded: () => void;
  onFailed: (message: string | null) => void;
}

function SimulatedPayment({ confirmation, payLabel, onSucceeded, onFailed }: SimulatedPaymentProps) {
  const [processing, setProcessing] = useState(false);
  const [confirm] = useSimulateConfirmMutation();

  const settle = useEffectEvent(async () => {
    // The client secret is all a household paying at sign-up has to show the payment is theirs.
    const { paymentId, clientSecret } = confirmation;
    const result = await confirm({ paymentId, clientSecret, outcome: 'succeeded' });
    if (result.data?.status === 'succeeded') {
      onSucceeded();
      return;
    }
    setProcessing(false);
    onFailed(result.error ? serverMessage(result.error, '') || null : null);
  });

  useEffect(() => {
    if (!processing) return;
    // Cleared when the screen goes away first, so nothing is confirmed behind the customer's back.
    const timer = window.setTimeout(() => void settle(), simulatedPaymentDelayMs);
    return () => window.clearTimeout(timer);
  }, [processing]);

  return (
    <Stack spacing={2}>
      <Alert severity="info">Test mode: no card is charged</Alert>
      <Button
        variant="contained"
        size="large"
        disableElevation
        disabled={processing}
        onClick={() => setProcessing(true)}
      >
        {processing ? 'Processing…' : payLabel}
      </Button>
    </Stack>
  );
}
