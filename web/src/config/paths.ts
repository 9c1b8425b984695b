import type { Role } from '@pickup/contracts/constants';

/** Who may open a screen: anyone, or a signed-in user holding one of these roles. */
export type Access = 'public' | readonly Role[];

export interface ScreenPath {
  /** Pattern on the app's own host or a tenant's subdomain; null when the screen exists only under a tenant prefix. */
  readonly path: string | null;
  /** Further patterns that open the same screen. */
  readonly aliases?: readonly string[];
  /** Pattern under the business slug prefix, when the spec gives one. */
  readonly tenantPath?: string;
  readonly access: Access;
  /**
   * Header of a public screen: 'public' always shows the public header; 'session' shows the chrome of
   * the signed-in user's role (support belongs to the customer navigation but is also open to visitors).
   */
  readonly chrome?: 'public' | 'session';
}

const customer: readonly Role[] = ['customer'];
const owner: readonly Role[] = ['owner'];
const platformAdmin: readonly Role[] = ['platform-admin'];

export const tenantParam = 'tenant';

const definitions = {
  // Public screens.
  landing: { path: '/', access: 'public' },
  // A business's own page for visitors: /{tenant}, and / on its subdomain (placed by the router).
  businessPage: { path: null, tenantPath: '/:tenant', access: 'public' },
  login: { path: '/login', tenantPath: '/:tenant/login', access: 'public' },
  register: { path: '/register', tenantPath: '/:tenant/register', access: 'public' },
  forgotPassword: { path: '/forgot-password', access: 'public' },
  resetPassword: { path: '/reset-password', access: 'public' },
  magicLogin: { path: '/magic-login', access: 'public' },
  magicLinkLogin: { path: '/magic-link-login', access: 'public' },
  platformAdminSetup: { path: '/platform-admin-setup', access: 'public' },
  businessOnboarding: { path: '/signup', aliases: ['/tenant-onboarding'], access: 'public' },
  customerSignup: { path: null, tenantPath: '/:tenant/signup', access: 'public' },
  customerWelcome: { path: '/customer-welcome', tenantPath: '/:tenant/customer-welcome', access: 'public' },
  support: { path: '/support', tenantPath: '/:tenant/support', access: 'public', chrome: 'session' },

  // Customer screens.
  customerDashboard: {
    path: '/dashboard',
    aliases: ['/customer'],
    tenantPath: '/:tenant/dashboard',
    access: customer,
  },
  customerSchedule: {
    path: '/schedule',
    aliases: ['/customer/schedule'],
    tenantPath: '/:tenant/schedule',
    access: customer,
  },
  customerMessaging: { path: '/customer/messaging', tenantPath: '/:tenant/messaging', access: customer },
  customerCart: { path: '/customer/cart', tenantPath: '/:tenant/cart', access: customer },
  faq: { path: '/faq', tenantPath: '/:tenant/faq', access: customer },
  // Reached from the customer dashboard's tiles and links.
  customerWeightTracking: { path: '/customer/weight-tracking', access: customer },
  orders: { path: '/orders', access: customer },
  messages: { path: '/messages', access: customer },
  productDetails: { path: '/product-details', access: customer },
  checkout: { path: '/checkout', access: customer },
  // Manage Billing (customer dashboard) and Upgrade Plan (owner plan usage) both lead here.
  subscribe: { path: '/subscribe', access: ['customer', 'owner'] },

  // Business-owner screens.
  business: { path: '/business', tenantPath: '/:tenant/business', access: owner },
  businessAnalytics: {
    path: '/business-analytics',
    tenantPath: '/:tenant/business-analytics',
    access: owner,
  },
  businessCustomers: {
    path: '/business-customers',
    tenantPath: '/:tenant/business-customers',
    access: owner,
  },
  businessRoutes: { path: '/business-routes', tenantPath: '/:tenant/business-routes', access: owner },
  businessDrivers: { path: '/business-drivers', tenantPath: '/:tenant/business-drivers', access: owner },
  businessMessages: { path: '/business-messages', tenantPath: '/:tenant/business-messages', access: owner },
  businessWeightTracking: {
    path: '/business-weight-tracking',
    tenantPath: '/:tenant/business-weight-tracking',
    access: owner,
  },
  businessSettings: { path: '/business-settings', tenantPath: '/:tenant/business-settings', access: owner },
  supportTickets: { path: '/support-tickets', tenantPath: '/:tenant/support-tickets', access: owner },
  stripeConnect: { path: '/stripe-connect-demo', tenantPath: '/:tenant/stripe-connect-demo', access: owner },
  customers: { path: '/customers', access: owner },
  routes: { path: '/routes', access: owner },
  messaging: { path: '/messaging', access: owner },
  analytics: { path: '/analytics', access: owner },
  contacts: { path: '/contacts', access: owner },
  subscription: { path: '/subscription', access: owner },
  subscriptionSuccess: { path: '/subscription-success', access: owner },
  tenantDashboard: { path: '/tenant-dashboard', access: owner },

  // Platform-operator screens.
  adminOverview: { path: '/platform-admin', aliases: ['/admin'], access: platformAdmin },
  adminDemoRequests: {
    path: '/platform-admin/demo-requests',
    aliases: ['/admin/demo-requests'],
    access: platformAdmin,
  },
  adminTenants: { path: '/platform-admin/tenants', aliases: ['/admin/tenants'], access: platformAdmin },
  adminAnalytics: { path: '/platform-admin/analytics', aliases: ['/admin/analytics'], access: platformAdmin },
} satisfies Record<string, ScreenPath>;

export type ScreenId = keyof typeof definitions;

/** Every screen of both spec documents, with the URL patterns that open it. */
export const paths: Readonly<Record<ScreenId, ScreenPath>> = definitions;

export const screenIds = Object.keys(definitions) as ScreenId[];

/**
 * The href of a screen for links and redirects. Under a business slug prefix (/{tenant}/...) the
 * screen's tenant form is used when it has one, so the slug stays in the address bar; screens that
 * exist only under a tenant fall back to the landing page when there is none.
 */
export function hrefFor(screen: ScreenId, tenant: string | null): string {
  const { path, tenantPath } = paths[screen];
  if (tenant && tenantPath) return tenantPath.replace(`:${tenantParam}`, encodeURIComponent(tenant));
  return path ?? '/';
}

/** The root of a business under its slug prefix: /{tenant}. */
export function tenantHomeHref(tenant: string): string {
  return `/${encodeURIComponent(tenant)}`;
}

/**
 * First path segments the router itself owns (dashboard, faq, platform-admin, admin, ...). Derived
 * from the registry so that a new screen can never be mistaken for a business slug.
 */
export const fixedTopLevelSegments: ReadonlySet<string> = new Set(
  screenIds
    .flatMap((id) => [paths[id].path, ...(paths[id].aliases ?? [])])
    .flatMap((pattern) => (pattern ? [pattern.split('/')[1] ?? ''] : []))
    .filter((segment) => segment !== ''),
);
