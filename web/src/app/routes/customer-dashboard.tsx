import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { useListOrdersQuery, useReorderMutation } from '../../features/billing/api/orders-api';
import { usePurchasableProductsQuery } from '../../features/billing/api/cart-api';
import { CartDialog } from '../../features/billing/components/cart-dialog';
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
import { HouseholdWeightCard } from '../../features/household-weights/components/household-weight-card';
import { useSupportThreadQuery } from '../../features/support-chat/api/support-chat-api';
import { customerEntry } from '../../features/support-chat/utils/thread';
import { useSession } from '../../lib/session';

/**
 * The customer dashboard with what it shows from the features that own it (features may not import
 * each other, so they meet here): routing's next pickup (asked again every 5 minutes), the
 * household's profile, billing's products, orders and cart, the support thread and the weight card.
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
        weightCard: <HouseholdWeightCard />,
        CartDialog,
        OrderStatusChip,
      }}
    />
  );
}
