import CardIcon from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CustomerSubscriptionStatus } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { CustomerSubscriptionView } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { FactList, type Fact } from '../../../components/data/fact-list';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { StatusChip, type StatusTone } from '../../../components/status-chip';
import { hrefFor } from '../../../config/paths';
import { dayOfInstant } from '../utils/dates';
import type { Loadable } from './dashboard-sources';

const statusLooks: Record<CustomerSubscriptionStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past Due', tone: 'warning' },
  incomplete: { label: 'Awaiting Payment', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** "weekly" as a plan's name: "Weekly". */
function planName(planId: string): string {
  return planId.charAt(0).toUpperCase() + planId.slice(1);
}

function cardLine(card: NonNullable<CustomerSubscriptionView['card']>): string {
  return `${planName(card.brand)} ending in ${card.last4}`;
}

function facts(subscription: CustomerSubscriptionView): Fact[] {
  const { label, tone } = statusLooks[subscription.status];
  const list: Fact[] = [
    { label: 'Plan', value: subscription.planName },
    { label: 'Price', value: `${formatUsd(toCents(subscription.amount))} / month` },
    { label: 'Status', value: <StatusChip label={label} tone={tone} /> },
    { label: 'Card', value: subscription.card ? cardLine(subscription.card) : 'No card on file' },
  ];
  if (subscription.nextChargeAt && subscription.status !== 'cancelled') {
    list.push({ label: 'Next charge', value: dayOfInstant(subscription.nextChargeAt) });
  }
  if (subscription.scheduledPlanId) {
    const from = subscription.nextChargeAt
      ? ` on ${dayOfInstant(subscription.nextChargeAt, false)}`
      : ' next billing cycle';
    list.push({ label: 'Plan change', value: `Changes to ${planName(subscription.scheduledPlanId)}${from}` });
  }
  return list;
}

/**
 * Payment & Billing (customer spec §2): the household's real plan, price, status and card from
 * billing (null: no card subscription), a plan change waiting for the next cycle, and Manage
 * Billing (/subscribe).
 */
export function BillingCard({ subscription }: { subscription: Loadable<CustomerSubscriptionView | null> }) {
  const manage = hrefFor('subscribe', null);
  return (
    <SectionCard title="Payment & Billing" action={<CardIcon aria-hidden sx={{ color: 'primary.main' }} />}>
      {subscription.isLoading ? (
        <LoadingState label="Loading your plan" />
      ) : subscription.data === null ? (
        <EmptyState
          headingLevel="h3"
          title="No card subscription"
          description="Your pickups are not billed by card yet. Choose a weekly, biweekly or monthly plan to start."
          action={
            <Button component={Link} to={manage} variant="contained" disableElevation>
              View Plans
            </Button>
          }
        />
      ) : subscription.isError || !subscription.data ? (
        <ErrorState title="Your plan could not load" onRetry={() => void subscription.refetch()} />
      ) : (
        <Box data-subscription>
          {subscription.data.status === 'past_due' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Your last payment did not go through. Update your card to keep your pickups coming.
            </Alert>
          )}
          <FactList facts={facts(subscription.data)} label="Your plan" />
          <Button component={Link} to={manage} variant="contained" disableElevation sx={{ mt: 2.5 }}>
            Manage Billing
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
