import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';

// One lazy component for the screen's two addresses, so both share its chunk and its loaded state.
const RoutesScreen = lazy(() =>
  import('../../features/routes/components/routes-screen').then((m) => ({ default: m.RoutesScreen })),
);

/**
 * The screens built so far, by id. Each feature issue registers its screen component here, loaded
 * lazily so that a visitor downloads only the screens they open; a screen without one renders its
 * region empty, inside the right layout, so every route is reachable.
 */
const builtScreens: Partial<Record<ScreenId, ComponentType>> = {
  landing: lazy(() =>
    import('../../features/landing/components/landing-screen').then((m) => ({ default: m.LandingScreen })),
  ),
  businessPage: lazy(() =>
    import('../../features/landing/components/business-page-screen').then((m) => ({
      default: m.BusinessPageScreen,
    })),
  ),
  login: lazy(() =>
    import('../../features/auth/components/login-screen').then((m) => ({ default: m.LoginScreen })),
  ),
  register: lazy(() =>
    import('../../features/auth/components/register-screen').then((m) => ({ default: m.RegisterScreen })),
  ),
  magicLinkLogin: lazy(() =>
    import('../../features/auth/components/magic-link-login-screen').then((m) => ({
      default: m.MagicLinkLoginScreen,
    })),
  ),
  magicLogin: lazy(() =>
    import('../../features/auth/components/magic-login-screen').then((m) => ({
      default: m.MagicLoginScreen,
    })),
  ),
  forgotPassword: lazy(() =>
    import('../../features/auth/components/forgot-password-screen').then((m) => ({
      default: m.ForgotPasswordScreen,
    })),
  ),
  resetPassword: lazy(() =>
    import('../../features/auth/components/reset-password-screen').then((m) => ({
      default: m.ResetPasswordScreen,
    })),
  ),
  platformAdminSetup: lazy(() =>
    import('../../features/auth/components/platform-admin-setup-screen').then((m) => ({
      default: m.PlatformAdminSetupScreen,
    })),
  ),
  businessOnboarding: lazy(() =>
    import('../../features/onboarding/components/onboarding-screen').then((m) => ({
      default: m.OnboardingScreen,
    })),
  ),
  customerSignup: lazy(() =>
    import('../../features/customer-signup/components/customer-signup-screen').then((m) => ({
      default: m.CustomerSignupScreen,
    })),
  ),
  customerWelcome: lazy(() =>
    import('../../features/customer-signup/components/customer-welcome-screen').then((m) => ({
      default: m.CustomerWelcomeScreen,
    })),
  ),
  business: lazy(() =>
    import('../../features/onboarding/components/business-screen').then((m) => ({
      default: m.BusinessScreen,
    })),
  ),
  tenantDashboard: lazy(() =>
    import('../../features/onboarding/components/tenant-dashboard-screen').then((m) => ({
      default: m.TenantDashboardScreen,
    })),
  ),
  customerCart: lazy(() =>
    import('../../features/billing/components/cart-screen').then((m) => ({ default: m.CartScreen })),
  ),
  checkout: lazy(() =>
    import('../../features/billing/components/checkout-screen').then((m) => ({ default: m.CheckoutScreen })),
  ),
  orders: lazy(() =>
    import('../../features/billing/components/orders-screen').then((m) => ({ default: m.OrdersScreen })),
  ),
  customerWeightTracking: lazy(() =>
    import('../../features/household-weights/components/household-weights-screen').then((m) => ({
      default: m.HouseholdWeightsScreen,
    })),
  ),
  subscription: lazy(() =>
    import('../../features/billing/components/subscription-screen').then((m) => ({
      default: m.SubscriptionScreen,
    })),
  ),
  subscriptionSuccess: lazy(() =>
    import('../../features/billing/components/subscription-success-screen').then((m) => ({
      default: m.SubscriptionSuccessScreen,
    })),
  ),
  stripeConnect: lazy(() =>
    import('../../features/billing/components/connect-screen').then((m) => ({ default: m.ConnectScreen })),
  ),
  adminOverview: lazy(() =>
    import('../../features/platform-admin/components/admin-overview-screen').then((m) => ({
      default: m.AdminOverviewScreen,
    })),
  ),
  adminDemoRequests: lazy(() =>
    import('../../features/platform-admin/components/demo-requests-screen').then((m) => ({
      default: m.DemoRequestsScreen,
    })),
  ),
  adminTenants: lazy(() =>
    import('../../features/platform-admin/components/tenants-screen').then((m) => ({
      default: m.TenantsScreen,
    })),
  ),
  adminAnalytics: lazy(() =>
    import('../../features/platform-admin/components/admin-analytics-screen').then((m) => ({
      default: m.AdminAnalyticsScreen,
    })),
  ),
  businessSettings: lazy(() =>
    import('./business-settings').then((m) => ({ default: m.BusinessSettingsScreen })),
  ),
  businessCustomers: lazy(() =>
    import('./business-customers').then((m) => ({ default: m.BusinessCustomersScreen })),
  ),
  customers: lazy(() => import('./business-customers').then((m) => ({ default: m.BusinessCustomersScreen }))),
  businessDrivers: lazy(() =>
    import('../../features/drivers/components/drivers-screen').then((m) => ({ default: m.DriversScreen })),
  ),
  businessRoutes: RoutesScreen,
  routes: RoutesScreen,
  businessWeightTracking: lazy(() =>
    import('../../features/weights/components/weight-tracking-screen').then((m) => ({
      default: m.WeightTrackingScreen,
    })),
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
