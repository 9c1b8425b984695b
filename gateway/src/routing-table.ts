import type { ServiceName } from '@pickup/contracts';
import {
  bySpecificity,
  compilePattern,
  matchesPattern,
  type PathPattern,
  pathSegments,
} from './path-pattern';

export interface RouteRule {
  /** Literal segments, `{param}` for one segment, a final `**` for any rest (see path-pattern). */
  pattern: string;
  service: ServiceName;
  /**
   * The socket.io endpoint: it accepts WebSocket upgrades, and its long-polling requests are
   * held open by the service on purpose, so the answer deadline does not apply.
   */
  realtime?: true;
  /**
   * Every request counts against its caller's general rate budget; a route with `auth` counts
   * against the stricter auth budget as well: where passwords, one-time links and the first admin
   * are guessed at, and the anonymous forms that create accounts or records (registration, demo
   * requests, support requests), which a script could otherwise fill by the thousand.
   */
  budget?: Budget;
}

export type Budget = 'auth';

/**
 * DESIGN.md §2 as data: which service answers which public path. Paths reach the service
 * unchanged. Rows are grouped by service; where patterns overlap, the most specific one wins
 * whatever its place (a literal beats a `{param}`, which beats `**`), so the exceptions below
 * read next to the service that owns them.
 */
export const routingTable: readonly RouteRule[] = [
  // identity: sign-in, tokens, magic links, password reset, demo logins, first admin
  { pattern: '/api/auth/**', service: 'identity' },
  { pattern: '/api/auth/login', service: 'identity', budget: 'auth' },
  { pattern: '/api/auth/register', service: 'identity', budget: 'auth' },
  { pattern: '/api/auth/magic-link/**', service: 'identity', budget: 'auth' },
  { pattern: '/api/auth/forgot-password', service: 'identity', budget: 'auth' },
  { pattern: '/api/auth/reset-password', service: 'identity', budget: 'auth' },
  { pattern: '/api/login/**', service: 'identity' },
  { pattern: '/api/platform-admin/setup/**', service: 'identity', budget: 'auth' },

  // tenant: registration, onboarding, settings & branding, public pages, demo requests, platform admin
  { pattern: '/api/tenants/**', service: 'tenant' },
  { pattern: '/api/tenants/register', service: 'tenant', budget: 'auth' },
  { pattern: '/api/business/**', service: 'tenant' },
  { pattern: '/api/public/business/**', service: 'tenant' },
  { pattern: '/api/public/businesses', service: 'tenant' },
  { pattern: '/api/demo-request/**', service: 'tenant', budget: 'auth' },
  { pattern: '/api/demo-requests/**', service: 'tenant' },
  { pattern: '/api/admin/**', service: 'tenant' },
  { pattern: '/api/analytics/**', service: 'tenant' },

  // customer: the tenant's customers and sign-up
  { pattern: '/api/customers/**', service: 'customer' },
  { pattern: '/api/customer/**', service: 'customer' },
  { pattern: '/api/customer/signup', service: 'customer', budget: 'auth' },

  // routing: routes, drivers, geocoding, and a customer's next pickup
  { pattern: '/api/routes/**', service: 'routing' },
  { pattern: '/api/drivers/**', service: 'routing' },
  { pattern: '/api/address/**', service: 'routing' },
  { pattern: '/api/customer/{userId}/next-pickup', service: 'routing' },
  { pattern: '/api/customer/{userId}/pickups', service: 'routing' },
  { pattern: '/api/customer/{userId}/pickups/{date}/skip', service: 'routing' },
  { pattern: '/api/driver/**', service: 'routing' },
  { pattern: '/api/calendar/**', service: 'routing' },

  // weight: weight entries, pending weights and totals, per customer and a household's own
  { pattern: '/api/weight-entries/**', service: 'weight' },
  { pattern: '/api/weights/**', service: 'weight' },
  { pattern: '/api/customers/weights/**', service: 'weight' },
  { pattern: '/api/customer/weights', service: 'weight' },

  // billing: Stripe plans, subscriptions, Connect, shop, webhooks, and a tenant's Stripe set-up
  { pattern: '/api/stripe/**', service: 'billing' },
  { pattern: '/api/stripe-connect/**', service: 'billing' },
  { pattern: '/api/create-subscription', service: 'billing' },
  { pattern: '/api/create-payment-intent', service: 'billing' },
  { pattern: '/api/cart/**', service: 'billing' },
  { pattern: '/api/products/**', service: 'billing' },
  { pattern: '/api/orders/**', service: 'billing' },
  { pattern: '/api/billing/**', service: 'billing' },
  { pattern: '/api/service-plans', service: 'billing' },
  { pattern: '/api/tenants/{id}/setup-stripe', service: 'billing' },
  { pattern: '/api/tenants/{id}/stripe-status', service: 'billing' },
  { pattern: '/api/tenants/stripe/**', service: 'billing' },

  // messaging: messages, contact lists, campaigns, pickup reminders (the owner's settings and the
  // skip link), and the live socket (socket.io path /ws)
  { pattern: '/api/messages/**', service: 'messaging' },
  { pattern: '/api/contact-lists/**', service: 'messaging' },
  { pattern: '/api/email-campaigns/**', service: 'messaging' },
  { pattern: '/api/support/requests', service: 'messaging', budget: 'auth' },
  { pattern: '/api/support/**', service: 'messaging' },
  { pattern: '/api/business/reminders/**', service: 'messaging' },
  { pattern: '/api/reminders/**', service: 'messaging' },
  { pattern: '/ws/**', service: 'messaging', realtime: true },
];

export interface Route extends RouteRule {
  compiled: PathPattern;
}

export type RouteFinder = (path: string) => Route | null;

/** Compiles a table once; a duplicate pattern is a mistake in the table, reported at start-up. */
export function createRouteFinder(table: readonly RouteRule[]): RouteFinder {
  const seen = new Set<string>();
  const routes = table.map((rule): Route => {
    if (seen.has(rule.pattern)) throw new Error(`Routing table lists ${rule.pattern} twice`);
    seen.add(rule.pattern);
    return { ...rule, compiled: compilePattern(rule.pattern) };
  });
  const mostSpecificFirst = [...routes].sort((a, b) => bySpecificity(a.compiled, b.compiled));
  return (path) => {
    const segments = pathSegments(path);
    if (!segments) return null;
    return mostSpecificFirst.find((route) => matchesPattern(route.compiled, segments)) ?? null;
  };
}

export const findRoute: RouteFinder = createRouteFinder(routingTable);
