import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useMemo } from 'react';
import { LoadingState } from '../../components/feedback/loading-state';
import { useToast } from '../../components/toast/toast-context';
import { useListOrdersQuery, useReorderMutation } from '../../features/billing/api/orders-api';
import { usePurchasableProductsQuery } from '../../features/billing/api/cart-api';
import { OrderStatusChip } from '../../features/billing/components/order-status-chip';
import { addFailedToast } from '../../features/billing/utils/messages';
import { CustomerDashboardScreen } from '../../features/customer-dashboard/components/customer-dashboard-screen';
import { nextPickupRefreshMs } from '../../features/customer-dashboard/components/next-pickup-card';
import { recentOrdersShown } from '../../features/customer-dashboard/components/recent-orders-panel';
import {
  useFinishOnboardingMutation,
  useHouseholdProfileQuery,
  useNextPickupQuery,
} from '../../features/household-account/api/household-account-api';
import { useSupportThreadQuery } from '../../features/support-chat/api/support-chat-api';
import { customerEntry } from '../../features/support-chat/utils/thread';
import { useSession } from '../../lib/session';

// The cart dialog loads when the household opens it; the weight card, below the fold on a phone,
// after the rest of the page.
const CartDialog = lazy(() =>
  import('../../features/billing/components/cart-dialog').then((m) => ({ default: m.CartDialog })),
);
// The plan comes last on the page: it loads after the rest.
const HouseholdBillingCard = lazy(() =>
  import('./household-billing-card').then((m) => ({ default: m.HouseholdBillingCard })),
);
const HouseholdWeightCard = lazy(() =>
  import('../../features/household-weights/components/household-weight-card').then((m) => ({
    default: m.HouseholdWeightCard,
  })),
);

/**
 * The customer dashboard with what it shows from the features that own it (features may not import
 * each other, so they meet here): routing's next pickup (asked again every 5 minutes), the
 * household's profile, billing's products, orders and cart, the support thread, the weight card
 * and the household's subscription.
 */
export function CustomerDashboardRoute() {
  const userId = useSession().user?.id ?? '';
  const { toast } = useToast();
  const nextPickup = useNextPickupQuery(userId || skipToken, { pollingInterval: nextPickupRefreshMs });
  const profile = useHouseholdProfileQuery(undefined);
  const [finishOnboarding] = useFinishOnboardingMutation();
  const purchasable = usePurchasableProductsQuery(undefined);
  const orders = useListOrdersQuery({ page: 1, limit: recentOrdersShown });
  const [reorder] = useReorderMutation();
  const thread = useSupportThreadQuery(userId ? { userId } : skipToken);
  const entries = useMemo(
    () => thread.data?.messages.map((message) => customerEntry(message, userId)),
    [thread.data, userId],
  );

  return (
    <CustomerDashboardScreen
      sources={{
        nextPickup,
        profile,
        finishOnboarding: () => void finishOnboarding(undefined),
        purchasable,
        orders,
        reorder: async (orderId) => {
          const result = await reorder({ orderId, userId });
          if (result.error) toast({ ...addFailedToast, severity: 'error' });
          return !result.error;
        },
        messages: { ...thread, data: entries },
        weightCard: (
          <Suspense fallback={<LoadingState label="Loading your weights" />}>
            <HouseholdWeightCard />
          </Suspense>
        ),
        billingCard: (
          <Suspense fallback={<LoadingState label="Loading your plan" />}>
            <HouseholdBillingCard />
          </Suspense>
        ),
        CartDialog,
        OrderStatusChip,
      }}
    />
  );
}
