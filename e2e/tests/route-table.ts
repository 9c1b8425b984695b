import type { ScreenId } from '../../web/src/config/paths';
import type { Role } from './helpers';

/** One address of the web app, as a visitor or a signed-in user opens it. */
export interface RouteRow {
  path: string;
  /** Who opens it: a signed-in user of this role, or a visitor when absent. */
  as?: Role;
  /** The screen region the app shows there (its `data-screen`). */
  screen: ScreenId | 'not-found';
  /** The level-one heading the screen shows; absent while the screen is not built yet. */
  heading?: string;
}

/** The customer dashboard welcomes the system run's customer (system/fixtures.ts) by first name. */
const welcomeHeading = 'Welcome back, Robin!';

/** The owner's dashboard, the same screen at /, /business-analytics, /analytics and under a business. */
const analyticsHeading = 'Business Dashboard';

/**
 * Every route of the web app: each pattern of the route registry (web/src/config/paths.ts), its
 * aliases and its form under a business's path (as `acme`), opened by the role that may see it, plus
 * the pages that depend on who asks (`/`, a business's root, the login screen shown in place, the
 * not-found page). A new screen adds its line here; once built, the line names its heading.
 */
export const routeTable: RouteRow[] = [
  // Public.
  { path: '/', screen: 'landing', heading: 'The platform for compost pickup businesses' },
  // No business has the slug acme in the system run: its page says so.
  { path: '/acme', screen: 'businessPage', heading: 'Business Not Found' },
  { path: '/login', screen: 'login', heading: 'Sign in' },
  { path: '/register', screen: 'register', heading: 'Create your account' },
  { path: '/acme/login', screen: 'login', heading: 'Sign in' },
  { path: '/acme/register', screen: 'register', heading: 'Create your account' },
  { path: '/forgot-password', screen: 'forgotPassword', heading: 'Forgot your password?' },
  { path: '/reset-password?token=e2e', screen: 'resetPassword', heading: 'Choose a new password' },
  { path: '/magic-login', screen: 'magicLogin', heading: 'Sign-in link not valid' },
  { path: '/magic-link-login', screen: 'magicLinkLogin', heading: 'Sign in with a link' },
  { path: '/platform-admin-setup', screen: 'platformAdminSetup', heading: 'Set up the platform' },
  { path: '/signup', screen: 'businessOnboarding', heading: 'Start your pickup business' },
  { path: '/tenant-onboarding', screen: 'businessOnboarding', heading: 'Start your pickup business' },
  { path: '/acme/signup', screen: 'customerSignup', heading: 'Business Not Found' },
  { path: '/customer-welcome', screen: 'customerWelcome', heading: 'Welcome aboard!' },
  { path: '/acme/customer-welcome', screen: 'customerWelcome', heading: 'Business Not Found' },
  { path: '/support', screen: 'support', heading: 'Support' },
  { path: '/acme/support', screen: 'support', heading: 'Support' },
  { path: '/no-such-page/anywhere', screen: 'not-found', heading: '404 Page Not Found' },
  { path: '/dashboard', screen: 'login', heading: 'Sign in' },

  // Customer.
  { path: '/', as: 'customer', screen: 'customerDashboard', heading: welcomeHeading },
  { path: '/dashboard', as: 'customer', screen: 'customerDashboard', heading: welcomeHeading },
  { path: '/customer', as: 'customer', screen: 'customerDashboard', heading: welcomeHeading },
  { path: '/acme/dashboard', as: 'customer', screen: 'customerDashboard', heading: welcomeHeading },
  { path: '/schedule', as: 'customer', screen: 'customerSchedule', heading: 'My Schedule' },
  { path: '/customer/schedule', as: 'customer', screen: 'customerSchedule', heading: 'My Schedule' },
  { path: '/acme/schedule', as: 'customer', screen: 'customerSchedule', heading: 'My Schedule' },
  { path: '/customer/messaging', as: 'customer', screen: 'customerMessaging', heading: 'Support Chat' },
  { path: '/acme/messaging', as: 'customer', screen: 'customerMessaging', heading: 'Support Chat' },
  { path: '/customer/cart', as: 'customer', screen: 'customerCart', heading: 'Your Cart' },
  { path: '/acme/cart', as: 'customer', screen: 'customerCart', heading: 'Your Cart' },
  { path: '/faq', as: 'customer', screen: 'faq', heading: 'Composting Guide & FAQ' },
  { path: '/acme/faq', as: 'customer', screen: 'faq', heading: 'Composting Guide & FAQ' },
  { path: '/support', as: 'customer', screen: 'support', heading: 'Support' },
  {
    path: '/customer/weight-tracking',
    as: 'customer',
    screen: 'customerWeightTracking',
    heading: 'Weight Tracking',
  },
  { path: '/orders', as: 'customer', screen: 'orders', heading: 'Your Orders' },
  { path: '/messages', as: 'customer', screen: 'messages', heading: 'Support Chat' },
  { path: '/product-details', as: 'customer', screen: 'productDetails', heading: 'Product Details' },
  { path: '/checkout', as: 'customer', screen: 'checkout', heading: 'Checkout' },
  { path: '/subscribe', as: 'customer', screen: 'subscribe', heading: 'Manage Billing' },

  // Business owner.
  { path: '/', as: 'owner', screen: 'businessAnalytics', heading: analyticsHeading },
  { path: '/subscribe', as: 'owner', screen: 'subscribe', heading: 'Choose Your Plan' },
  { path: '/business', as: 'owner', screen: 'business', heading: 'Your Business' },
  { path: '/acme/business', as: 'owner', screen: 'business', heading: 'Your Business' },
  { path: '/business-analytics', as: 'owner', screen: 'businessAnalytics', heading: analyticsHeading },
  { path: '/acme/business-analytics', as: 'owner', screen: 'businessAnalytics', heading: analyticsHeading },
  { path: '/business-customers', as: 'owner', screen: 'businessCustomers', heading: 'Customer Management' },
  {
    path: '/acme/business-customers',
    as: 'owner',
    screen: 'businessCustomers',
    heading: 'Customer Management',
  },
  { path: '/business-routes', as: 'owner', screen: 'businessRoutes', heading: 'Route Management' },
  { path: '/acme/business-routes', as: 'owner', screen: 'businessRoutes', heading: 'Route Management' },
  { path: '/business-drivers', as: 'owner', screen: 'businessDrivers', heading: 'Driver Management' },
  { path: '/acme/business-drivers', as: 'owner', screen: 'businessDrivers', heading: 'Driver Management' },
  { path: '/business-messages', as: 'owner', screen: 'businessMessages', heading: 'Messages' },
  { path: '/acme/business-messages', as: 'owner', screen: 'businessMessages', heading: 'Messages' },
  {
    path: '/business-weight-tracking',
    as: 'owner',
    screen: 'businessWeightTracking',
    heading: 'Weight Tracking',
  },
  {
    path: '/acme/business-weight-tracking',
    as: 'owner',
    screen: 'businessWeightTracking',
    heading: 'Weight Tracking',
  },
  { path: '/business-settings', as: 'owner', screen: 'businessSettings', heading: 'Business Settings' },
  { path: '/acme/business-settings', as: 'owner', screen: 'businessSettings', heading: 'Business Settings' },
  { path: '/support-tickets', as: 'owner', screen: 'supportTickets', heading: 'Support Tickets' },
  { path: '/acme/support-tickets', as: 'owner', screen: 'supportTickets', heading: 'Support Tickets' },
  { path: '/stripe-connect-demo', as: 'owner', screen: 'stripeConnect', heading: 'Stripe Connect' },
  { path: '/acme/stripe-connect-demo', as: 'owner', screen: 'stripeConnect', heading: 'Stripe Connect' },
  { path: '/customers', as: 'owner', screen: 'customers', heading: 'Customer Management' },
  { path: '/routes', as: 'owner', screen: 'routes', heading: 'Route Management' },
  { path: '/messaging', as: 'owner', screen: 'messaging', heading: 'Messages' },
  { path: '/analytics', as: 'owner', screen: 'analytics', heading: analyticsHeading },
  { path: '/contacts', as: 'owner', screen: 'contacts', heading: 'Contacts' },
  { path: '/subscription', as: 'owner', screen: 'subscription', heading: 'Choose Your Plan' },
  {
    path: '/subscription-success',
    as: 'owner',
    screen: 'subscriptionSuccess',
    heading: 'Subscription Activated!',
  },
  { path: '/tenant-dashboard', as: 'owner', screen: 'tenantDashboard', heading: 'Tenant Dashboard' },

  // Platform operator.
  { path: '/platform-admin', as: 'platform-admin', screen: 'adminOverview', heading: 'Platform Dashboard' },
  { path: '/admin', as: 'platform-admin', screen: 'adminOverview', heading: 'Platform Dashboard' },
  {
    path: '/platform-admin/demo-requests',
    as: 'platform-admin',
    screen: 'adminDemoRequests',
    heading: 'Demo Requests',
  },
  {
    path: '/admin/demo-requests',
    as: 'platform-admin',
    screen: 'adminDemoRequests',
    heading: 'Demo Requests',
  },
  { path: '/platform-admin/tenants', as: 'platform-admin', screen: 'adminTenants', heading: 'Tenants' },
  { path: '/admin/tenants', as: 'platform-admin', screen: 'adminTenants', heading: 'Tenants' },
  {
    path: '/platform-admin/analytics',
    as: 'platform-admin',
    screen: 'adminAnalytics',
    heading: 'Platform Analytics',
  },
  { path: '/admin/analytics', as: 'platform-admin', screen: 'adminAnalytics', heading: 'Platform Analytics' },
];
