import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { billingMessages } from '@pickup/contracts/constants';
import type { CustomerSubscriptionView, ServicePlan } from '@pickup/contracts/schemas';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { paymentFailedTitle } from '../../../components/payments/payment-messages';
import { useStripeReturn } from '../../../components/payments/use-stripe-return';
import { useToast } from '../../../components/toast/toast-context';
import { useBillingSubscriptionQuery, useHouseholdPlansQuery } from '../api/customer-billing-api';
import { useCardUpdate } from '../hooks/use-card-update';
import { type SubscriptionRestart, useSubscriptionRestart } from '../hooks/use-subscription-restart';
import { cardUpdatedTitle, planNameOf } from '../utils/billing-words';
import { CancelSection } from './cancel-section';
import { CardSection } from './card-section';
import { ChangePlanSection } from './change-plan-section';
import { CurrentPlanCard } from './current-plan-card';
import { SubscribeAgain } from './subscribe-again';

/**
 * Manage Billing (/subscribe, from the dashboard's Payment & Billing card): the household's plan, its
 * state and next charge, a change of plan from the next billing cycle, a new card, cancelling, and
 * subscribing again.
 */
export function ManageBillingScreen() {
  const restart = useSubscriptionRestart();
  // Once a restarted subscription's card is confirmed, billing activates it (at once when
  // simulated, on Stripe's webhook otherwise): read it until it is active.
  const subscription = useBillingSubscriptionQuery(undefined, {
    pollingInterval: restart.activating ? activationPollMs : 0,
  });
  const plans = useHouseholdPlansQuery(undefined);
  const active = subscription.data?.status === 'active';
  const { activating, activated } = restart;
  useEffect(() => {
    if (activating && active) activated();
  }, [activating, active, activated]);
  useStripeReturnToast();
  const plansProps = {
    plans: plans.data,
    plansLoading: plans.isLoading,
    onRetryPlans: () => void plans.refetch(),
    restart,
  };

  return (
    <>
      <PageHeader
        title="Manage Billing"
        description="Your pickup plan, the card it is charged to, and your subscription."
      />
      {subscription.isLoading ? (
        <LoadingState label="Loading your subscription" />
      ) : activating && !active ? (
        <LoadingState label="Starting your subscription" />
      ) : subscription.isError ? (
        <ErrorState
          title="Your subscription could not load"
          message="Please try again in a moment."
          onRetry={() => void subscription.refetch()}
        />
      ) : subscription.data ? (
        <Subscription subscription={subscription.data} {...plansProps} />
      ) : (
        <Card variant="outlined" data-no-subscription>
          <SubscribeAgain
            title={billingMessages.noSubscription}
            description="Your account has no pickup plan yet. Choose one to start your pickups."
            {...plansProps}
          />
        </Card>
      )}
    </>
  );
}

interface SubscriptionProps {
  subscription: CustomerSubscriptionView;
  plans: ServicePlan[] | undefined;
  plansLoading: boolean;
  onRetryPlans: () => void;
  restart: SubscriptionRestart;
}

const activationPollMs = 2000;

function Subscription({ subscription, plans, plansLoading, onRetryPlans, restart }: SubscriptionProps) {
  const { status } = subscription;
  const cardUpdate = useCardUpdate(status === 'past_due');
  const planName = (id: string) => planNameOf(plans, id);
  return (
    <Stack spacing={3}>
      {status === 'past_due' && (
        <Alert
          severity="error"
          data-past-due
          action={
            !cardUpdate.confirmation && (
              <Button
                color="inherit"
                size="small"
                disabled={cardUpdate.isStarting}
                onClick={() => void cardUpdate.start()}
              >
                Update Card
              </Button>
            )
          }
        >
          <AlertTitle>Your last payment did not go through</AlertTitle>
          Update your card to keep your pickups coming: we charge the new card for the payment that is due.
        </Alert>
      )}
      {status === 'incomplete' && <Alert severity="info">{billingMessages.subscriptionNotStarted}</Alert>}
      <CurrentPlanCard subscription={subscription} planName={planName} />
      {status === 'cancelled' ? (
        <Card variant="outlined" data-cancelled>
          <SubscribeAgain
            title="Your subscription is cancelled"
            description="Your pickups have stopped and your card is not charged. Choose a plan to subscribe again."
            plans={plans}
            plansLoading={plansLoading}
            onRetryPlans={onRetryPlans}
            restart={restart}
          />
        </Card>
      ) : (
        <>
          {status !== 'incomplete' && (
            <>
              <ChangePlanSection
                subscription={subscription}
                plans={plans}
                plansLoading={plansLoading}
                onRetryPlans={onRetryPlans}
              />
              <CardSection subscription={subscription} update={cardUpdate} />
            </>
          )}
          <CancelSection />
        </>
      )}
    </Stack>
  );
}

/** A new card confirmed through Stripe's redirect (3-D Secure, a bank) comes back here. */
function useStripeReturnToast() {
  const returned = useStripeReturn();
  const { toast } = useToast();
  useEffect(() => {
    if (returned === 'succeeded' || returned === 'processing') {
      toast({
        title: cardUpdatedTitle,
        message: 'Your next charge goes to your new card.',
        severity: 'success',
      });
    }
    if (returned === 'failed') {
      toast({ title: paymentFailedTitle, message: 'Your new card was not saved.', severity: 'error' });
    }
  }, [returned, toast]);
}
