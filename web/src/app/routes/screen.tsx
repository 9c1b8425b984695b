import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';

/**
 * A screen loaded when it is first shown. Each registration names its module's component, so the
 * bundler still sees which export is used; the wrapping every one needs is written once, which
 * keeps the registry (part of the first load) small.
 */
function screen(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((component) => ({ default: component })));
}

// One lazy component for the screen's two addresses, so both share its chunk and its loaded state.
const BusinessMessagesScreen = screen(() =>
  import('../../features/business-messages/components/business-messages-screen').then(
    (m) => m.BusinessMessagesScreen,
  ),
);
const SupportChatScreen = screen(() =>
  import('../../features/support-chat/components/support-chat-screen').then((m) => m.SupportChatScreen),
);
const RoutesScreen = screen(() =>
  import('../../features/routes/components/routes-screen').then((m) => m.RoutesScreen),
);
const BusinessAnalyticsScreen = screen(() =>
  import('../../features/business-analytics/components/business-analytics-screen').then(
    (m) => m.BusinessAnalyticsScreen,
  ),
);

/**
 * The screens built so far, by id. Each feature issue registers its screen component here, loaded
 * lazily so that a visitor downloads only the screens they open; a screen without one renders its
 * region empty, inside the right layout, so every route is reachable.
 */
const builtScreens: Partial<Record<ScreenId, ComponentType>> = {
  landing: screen(() =>
    import('../../features/landing/components/landing-screen').then((m) => m.LandingScreen),
  ),
  businessPage: screen(() =>
    import('../../features/landing/components/business-page-screen').then((m) => m.BusinessPageScreen),
  ),
  login: screen(() => import('../../features/auth/components/login-screen').then((m) => m.LoginScreen)),
  register: screen(() =>
    import('../../features/auth/components/register-screen').then((m) => m.RegisterScreen),
  ),
  magicLinkLogin: screen(() =>
    import('../../features/auth/components/magic-link-login-screen').then((m) => m.MagicLinkLoginScreen),
  ),
  magicLogin: screen(() =>
    import('../../features/auth/components/magic-login-screen').then((m) => m.MagicLoginScreen),
  ),
  forgotPassword: screen(() =>
    import('../../features/auth/components/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  ),
  resetPassword: screen(() =>
    import('../../features/auth/components/reset-password-screen').then((m) => m.ResetPasswordScreen),
  ),
  platformAdminSetup: screen(() =>
    import('../../features/auth/components/platform-admin-setup-screen').then(
      (m) => m.PlatformAdminSetupScreen,
    ),
  ),
  businessOnboarding: screen(() =>
    import('../../features/onboarding/components/onboarding-screen').then((m) => m.OnboardingScreen),
  ),
  customerSignup: screen(() =>
    import('../../features/customer-signup/components/customer-signup-screen').then(
      (m) => m.CustomerSignupScreen,
    ),
  ),
  customerWelcome: screen(() =>
    import('../../features/customer-signup/components/customer-welcome-screen').then(
      (m) => m.CustomerWelcomeScreen,
    ),
  ),
  business: screen(() =>
    import('../../features/onboarding/components/business-screen').then((m) => m.BusinessScreen),
  ),
  tenantDashboard: screen(() =>
    import('../../features/onboarding/components/tenant-dashboard-screen').then(
      (m) => m.TenantDashboardScreen,
    ),
  ),
  customerDashboard: screen(() => import('./customer-dashboard').then((m) => m.CustomerDashboardRoute)),
  productDetails: screen(() => import('./product-details').then((m) => m.ProductDetailsRoute)),
  customerCart: screen(() =>
    import('../../features/billing/components/cart-screen').then((m) => m.CartScreen),
  ),
  checkout: screen(() =>
    import('../../features/billing/components/checkout-screen').then((m) => m.CheckoutScreen),
  ),
  orders: screen(() => import('../../features/billing/components/orders-screen').then((m) => m.OrdersScreen)),
  customerWeightTracking: screen(() =>
    import('../../features/household-weights/components/household-weights-screen').then(
      (m) => m.HouseholdWeightsScreen,
    ),
  ),
  subscription: screen(() =>
    import('../../features/billing/components/subscription-screen').then((m) => m.SubscriptionScreen),
  ),
  subscribe: screen(() => import('./subscribe').then((m) => m.SubscribeScreen)),
  subscriptionSuccess: screen(() =>
    import('../../features/billing/components/subscription-success-screen').then(
      (m) => m.SubscriptionSuccessScreen,
    ),
  ),
  stripeConnect: screen(() =>
    import('../../features/billing/components/connect-screen').then((m) => m.ConnectScreen),
  ),
  adminOverview: screen(() =>
    import('../../features/platform-admin/components/admin-overview-screen').then(
      (m) => m.AdminOverviewScreen,
    ),
  ),
  adminDemoRequests: screen(() =>
    import('../../features/platform-admin/components/demo-requests-screen').then((m) => m.DemoRequestsScreen),
  ),
  adminTenants: screen(() =>
    import('../../features/platform-admin/components/tenants-screen').then((m) => m.TenantsScreen),
  ),
  adminAnalytics: screen(() =>
    import('../../features/platform-admin/components/admin-analytics-screen').then(
      (m) => m.AdminAnalyticsScreen,
    ),
  ),
  businessAnalytics: BusinessAnalyticsScreen,
  analytics: BusinessAnalyticsScreen,
  businessSettings: screen(() => import('./business-settings').then((m) => m.BusinessSettingsScreen)),
  businessCustomers: screen(() => import('./business-customers').then((m) => m.BusinessCustomersScreen)),
  customers: screen(() => import('./business-customers').then((m) => m.BusinessCustomersScreen)),
  businessDrivers: screen(() =>
    import('../../features/drivers/components/drivers-screen').then((m) => m.DriversScreen),
  ),
  businessRoutes: RoutesScreen,
  routes: RoutesScreen,
  businessMessages: BusinessMessagesScreen,
  messaging: BusinessMessagesScreen,
  supportTickets: screen(() =>
    import('../../features/support-tickets/components/support-tickets-screen').then(
      (m) => m.SupportTicketsScreen,
    ),
  ),
  customerSchedule: screen(() =>
    import('../../features/customer-schedule/components/customer-schedule-screen').then(
      (m) => m.CustomerScheduleScreen,
    ),
  ),
  faq: screen(() => import('../../features/faq/components/faq-screen').then((m) => m.FaqScreen)),
  customerMessaging: SupportChatScreen,
  messages: SupportChatScreen,
  support: screen(() =>
    import('../../features/support-page/components/support-page-screen').then((m) => m.SupportPageScreen),
  ),
  contacts: screen(() =>
    import('../../features/contacts/components/contacts-screen').then((m) => m.ContactsScreen),
  ),
  businessWeightTracking: screen(() =>
    import('../../features/weights/components/weight-tracking-screen').then((m) => m.WeightTrackingScreen),
  ),
};

export function Screen({ id }: { id: ScreenId }) {
  const Built = builtScreens[id];
  return (
    <Box component="section" data-screen={id}>
      {Built && (
        <Suspense fallback={null}>
          <Built />
        </Suspense>
      )}
    </Box>
  );
}
