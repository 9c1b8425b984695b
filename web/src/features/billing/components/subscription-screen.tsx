import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type {
  CardConfirmation,
  PlatformPlanView,
  PlatformSubscriptionView,
  PurchasablePlanId,
} from '@pickup/contracts/schemas';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { CardPayment } from '../../../components/payments/card-payment';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import {
  useCreateSubscriptionMutation,
  usePlatformPlansQuery,
  usePlatformSubscriptionQuery,
} from '../api/platform-api';
import { subscriptionStartedTitle } from '../utils/messages';
import { longDate } from '../utils/dates';
import { planStatusLabels } from '../../../lib/plan-status';
import { PlanCard } from './plan-card';
import { SubscriptionFaq } from './subscription-faq';
import { PlanGrid } from '../../../components/plans/plan-grid';

/** A plan bought, waiting for its card. */
interface PendingPayment {
  plan: PlatformPlanView;
  confirmation: CardConfirmation;
}

/** A plan change the server scheduled for the next billing cycle. */
interface ScheduledChange {
  planId: PurchasablePlanId;
  effectiveAt: string;
}

/**
 * The business's platform plan (/subscription): the current plan and its status, the three plans to
 * choose from, the payment step that starts a plan, and the FAQ. A change of plan waits for the next
 * billing cycle, which the screen says.
 */
export function SubscriptionScreen() {
  const plans = usePlatformPlansQuery(undefined);
  const subscription = usePlatformSubscriptionQuery(undefined);
  const [create] = useCreateSubscriptionMutation();
  const [choosing, setChoosing] = useState<PurchasablePlanId | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const [scheduled, setScheduled] = useState<ScheduledChange | null>(null);
  const navigate = useNavigate();
  const { toast } = useToast();

  const started = useCallback(() => {
    toast({ title: subscriptionStartedTitle, severity: 'success' });
    void navigate(hrefFor('subscriptionSuccess', null));
  }, [toast, navigate]);

  const choose = async (plan: PlatformPlanView) => {
    setChoosing(plan.id);
    setScheduled(null);
    const result = await create({ planId: plan.id });
    setChoosing(null);
    if (result.error) {
      // Spec §8: a failed start is logged only; the choice resets and nothing is shown.
      // eslint-disable-next-line no-console -- the spec's own handling of this failure
      console.error('Failed to create subscription', result.error);
      return;
    }
    const { clientSecret, paymentId, intent, planId, effectiveAt } = result.data;
    if (clientSecret && paymentId && intent) {
      setPayment({ plan, confirmation: { clientSecret, paymentId, intent } });
      return;
    }
    setScheduled({ planId, effectiveAt });
  };

  const current = subscription.data ?? null;
  const planName = (id: PurchasablePlanId) => plans.data?.find((plan) => plan.id === id)?.name ?? id;

  return (
    <>
      <PageHeader
        title="Choose Your Plan"
        description="Everything you need to run your pickup business. No setup fee; cancel anytime."
      />
      {current && <CurrentPlan subscription={current} planName={planName} />}
      {scheduled && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Your plan changes to {planName(scheduled.planId)} on {longDate(scheduled.effectiveAt)}.
        </Alert>
      )}
      {payment ? (
        <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            Complete Your Subscription
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {payment.plan.name} plan, {formatUsd(toCents(payment.plan.amount))} a month.
          </Typography>
          <CardPayment
            confirmation={payment.confirmation}
            payLabel="Start Subscription"
            returnPath={hrefFor('subscriptionSuccess', null)}
            onSucceeded={started}
          />
          <Button startIcon={<ArrowBackIcon />} sx={{ mt: 2 }} onClick={() => setPayment(null)}>
            Choose another plan
          </Button>
        </Card>
      ) : plans.isLoading ? (
        <LoadingState label="Loading the plans" />
      ) : !plans.data || plans.data.length === 0 ? (
        // The spec reads a failed catalogue as an empty one.
        <Card variant="outlined">
          <EmptyState
            title="No plans to show"
            description="The plans could not load. Please try again in a moment."
            action={<Button onClick={() => void plans.refetch()}>Retry</Button>}
          />
        </Card>
      ) : (
        <PlanGrid label="Plans" gap={3}>
          {plans.data.map((plan) => (
            <Box component="li" key={plan.id}>
              <PlanCard
                plan={plan}
                actionLabel={actionLabel(plan, current, choosing)}
                disabled={
                  choosing !== null || isCurrent(plan, current) || current?.scheduledPlanId === plan.id
                }
                onChoose={() => void choose(plan)}
              />
            </Box>
          ))}
        </PlanGrid>
      )}
      <SubscriptionFaq />
    </>
  );
}

/** The plan the business pays for now (a trial is not one of the plans to choose). */
function isCurrent(plan: PlatformPlanView, current: PlatformSubscriptionView | null): boolean {
  return current?.planId === plan.id && (current.status === 'active' || current.status === 'past_due');
}

function actionLabel(
  plan: PlatformPlanView,
  current: PlatformSubscriptionView | null,
  choosing: PurchasablePlanId | null,
): string {
  if (choosing === plan.id) return 'Starting…';
  if (isCurrent(plan, current)) return 'Current Plan';
  if (current?.scheduledPlanId === plan.id) return 'Scheduled';
  return `Choose ${plan.name}`;
}

interface CurrentPlanProps {
  subscription: PlatformSubscriptionView;
  planName: (id: PurchasablePlanId) => string;
}

function CurrentPlan({ subscription, planName }: CurrentPlanProps) {
  const { planName: name, status, trialEndsAt, currentPeriodEnd, scheduledPlanId } = subscription;
  const detail =
    status === 'trial' && trialEndsAt
      ? `Your free trial ends on ${longDate(trialEndsAt)}.`
      : status === 'active' && currentPeriodEnd
        ? `Renews on ${longDate(currentPeriodEnd)}.`
        : status === 'past_due'
          ? 'Your last payment did not go through. Choose your plan again to update your card.'
          : status === 'trial_expired' || status === 'cancelled'
            ? 'Choose a plan to keep adding customers and routes.'
            : null;
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-current-plan>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Current plan: {name}
        </Typography>
        <Chip
          size="small"
          label={planStatusLabels[status]}
          color={status === 'active' ? 'success' : status === 'trial' ? 'default' : 'warning'}
          variant="outlined"
          sx={{ fontWeight: 600 }}
        />
      </Box>
      {detail && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      )}
      {scheduledPlanId && currentPeriodEnd && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Your plan changes to {planName(scheduledPlanId)} on {longDate(currentPeriodEnd)}.
        </Alert>
      )}
    </Card>
  );
}
