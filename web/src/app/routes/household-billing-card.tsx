import { useBillingSubscriptionQuery } from '../../features/customer-billing/api/customer-billing-api';
import { BillingCard } from '../../features/customer-dashboard/components/billing-card';

/** The dashboard's Payment & Billing card with the household's subscription from Manage Billing's API. */
export function HouseholdBillingCard() {
  const subscription = useBillingSubscriptionQuery(undefined);
  return <BillingCard subscription={subscription} />;
}
