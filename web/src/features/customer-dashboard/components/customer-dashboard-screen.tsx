import Box from '@mui/material/Box';
import type { Product } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { chooseProduct } from '../utils/chosen-product';
import { hasSeenOnboardingLocally, rememberOnboardingSeen } from '../utils/onboarding-flag';
import type { DashboardSources } from './dashboard-sources';
import { MessagesPanel } from './messages-panel';
import { NextPickupCard } from './next-pickup-card';
import { PopularItemsPanel } from './popular-items-panel';
import { QuickOrderPanel } from './quick-order-panel';
import { QuickTiles } from './quick-tiles';
import { RecentOrdersPanel } from './recent-orders-panel';

// Dialogs load when they open, which keeps the dashboard's own chunk small (within its budget).
const SupportCenterDialog = lazy(() =>
  import('../../../components/support-center/support-center-dialog').then((m) => ({
    default: m.SupportCenterDialog,
  })),
);
const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })),
);

/**
 * The customer dashboard (/dashboard; customer spec §2): the household's next pickup, the quick
 * tiles, Quick Order and Popular Items, its recent orders and messages, its weights and its plan,
 * every figure from the services. A panel that cannot load says so in place; the rest stands.
 */
export function CustomerDashboardScreen({ sources }: { sources: DashboardSources }) {
  const user = useSession().user;
  const userId = user?.id ?? '';
  const tenant = useTenantPrefix();
  const navigate = useNavigate();
  const [cartOpen, setCartOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const [onboardingDone, setOnboardingDone] = useState(() => hasSeenOnboardingLocally(userId));
  const profile = sources.profile.data;
  const showOnboarding = profile !== undefined && !profile.hasSeenOnboarding && !onboardingDone;
  const { CartDialog } = sources;

  const choose = (product: Product) => void navigate(chooseProduct(product));
  const finishOnboarding = () => {
    setOnboardingDone(true);
    rememberOnboardingSeen(userId);
    sources.finishOnboarding();
  };

  return (
    <>
      <PageHeader
        title={user?.firstName ? `Welcome back, ${user.firstName}!` : 'Welcome back!'}
        description="Your pickups, extras and messages in one place."
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <NextPickupCard pickup={sources.nextPickup} />
        <QuickTiles onOpenCart={() => setCartOpen(true)} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
            <QuickOrderPanel products={sources.purchasable} onChoose={choose} />
            <PopularItemsPanel onChoose={choose} />
            <RecentOrdersPanel
              orders={sources.orders}
              reorder={sources.reorder}
              OrderStatusChip={sources.OrderStatusChip}
              onReordered={() => setCartOpen(true)}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
            <MessagesPanel messages={sources.messages} onContactSupport={() => setSupportOpen(true)} />
            {sources.weightCard}
            {sources.billingCard}
          </Box>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {cartOpen && <CartDialog open onClose={() => setCartOpen(false)} />}
        {supportOpen && (
          <SupportCenterDialog
            onClose={() => setSupportOpen(false)}
            onChooseChat={() => void navigate(hrefFor('customerMessaging', tenant))}
          />
        )}
        {showOnboarding && (
          <OnboardingDialog nextPickup={sources.nextPickup.data} onDone={finishOnboarding} />
        )}
      </Suspense>
    </>
  );
}
