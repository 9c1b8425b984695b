import { lazy } from 'react';
import { useSession } from '../../lib/session';

// Each role downloads its own screen only.
const PlatformPlanScreen = lazy(() =>
  import('../../features/billing/components/subscription-screen').then((m) => ({
    default: m.SubscriptionScreen,
  })),
);
const ManageBillingScreen = lazy(() =>
  import('../../features/customer-billing/components/manage-billing-screen').then((m) => ({
    default: m.ManageBillingScreen,
  })),
);

/**
 * /subscribe: the owner's Upgrade Plan leads to the business's platform plan, a household's Manage
 * Billing to its own pickup subscription (features may not import each other, so they meet here).
 */
export function SubscribeScreen() {
  return useSession().user?.role === 'owner' ? <PlatformPlanScreen /> : <ManageBillingScreen />;
}
