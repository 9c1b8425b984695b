import {
  type CustomerStatus,
  type EventData,
  type PlanUsage,
  type PlatformSubscriptionStatus,
  platformPlans,
  systemActor,
  type TenantSubscriptionStatus,
} from '@pickup/contracts';
import { announceUpdate } from '../events/tenant-events';
import type { Tenancy } from './model';
import { setUpTenant } from './tenants';

/** The spec's three standings of a business's subscription, from billing's finer ones. */
const standingOf: Record<PlatformSubscriptionStatus, TenantSubscriptionStatus> = {
  trial: 'trial',
  trial_expired: 'trial',
  active: 'active',
  past_due: 'active',
  cancelled: 'cancelled',
};

/** A calendar month, `YYYY-MM`, as the business's clock shows it at that moment. */
export function monthIn(timeZone: string, moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

/**
 * billing's platform.subscription_updated: the plan, its limits and standing, when newer than the
 * one held. Every announcement, older ones too, is also kept in the plan history (the operator's
 * MRR over time), first: an event redelivered after a crash between the two finds it kept.
 */
export async function applyPlatformPlan(
  tenancy: Tenancy,
  tenantId: string,
  { planId, status, limits }: EventData<'platform.subscription_updated'>,
  asOf: Date,
): Promise<boolean> {
  await tenancy.planHistory.record({ tenantId, planId, status, asOf });
  let applied = false;
  const tenant = await tenancy.tenants.update(
    tenantId,
    (current) => {
      applied = !current.plan || current.plan.asOf < asOf;
      return applied
        ? {
            plan: { planId, status, limits, asOf },
            subscriptionTier: planId,
            subscriptionStatus: standingOf[status],
          }
        : null;
    },
    announceUpdate(systemActor),
  );
  return tenant !== null && applied;
}

/** billing's connect.account.updated: payments are onboarded once the details are submitted. */
export async function applyConnectAccount(
  tenancy: Tenancy,
  tenantId: string,
  { detailsSubmitted }: EventData<'connect.account.updated'>,
  asOf: Date,
): Promise<boolean> {
  let applied = false;
  const tenant = await tenancy.tenants.update(
    tenantId,
    (current) => {
      applied = !current.stripeOnboardedAsOf || current.stripeOnboardedAsOf < asOf;
      return applied ? { stripeOnboarded: detailsSubmitted, stripeOnboardedAsOf: asOf } : null;
    },
    announceUpdate(systemActor),
  );
  return tenant !== null && applied;
}

/** billing's order.placed: one more order in the month it was placed, in the business's time zone. */
export async function countPlacedOrder(
  tenancy: Tenancy,
  tenantId: string,
  eventId: string,
  placedAt: Date,
): Promise<boolean> {
  const { timeZone } = await tenancy.settings.find(tenantId);
  return tenancy.orderCounts.countOnce(tenantId, monthIn(timeZone, placedAt), eventId);
}

/** Archived customers and sign-ups not paid yet do not count toward the plan's customer limit. */
const uncountedStatuses: readonly CustomerStatus[] = ['archived', 'pending'];

/** The customer service's customer.created/updated/archived/restored: the customer's status, when newer. */
export function applyCustomerSnapshot(
  tenancy: Tenancy,
  tenantId: string,
  { customerId, status }: EventData<'customer.created'>,
  asOf: Date,
): Promise<boolean> {
  return tenancy.customers.applySnapshot(tenantId, customerId, status, asOf);
}

/** The customer service's customer.deleted: the customer no longer counts, whatever arrives later. */
export function applyCustomerDeletion(
  tenancy: Tenancy,
  tenantId: string,
  { customerId }: EventData<'customer.deleted'>,
  at: Date,
): Promise<boolean> {
  return tenancy.customers.applyDeletion(tenantId, customerId, at);
}

/** The routing service's route.created/updated: the route exists, unless deleted. */
export function applyRouteSnapshot(
  tenancy: Tenancy,
  tenantId: string,
  { routeId, name }: EventData<'route.created'>,
  asOf: Date,
): Promise<boolean> {
  return tenancy.routes.applySnapshot(tenantId, routeId, name, asOf);
}

/** The routing service's route.deleted: the route no longer counts, whatever arrives later. */
export function applyRouteDeletion(
  tenancy: Tenancy,
  tenantId: string,
  { routeId }: EventData<'route.deleted'>,
  at: Date,
): Promise<boolean> {
  return tenancy.routes.applyDeletion(tenantId, routeId, at);
}

/**
 * The plan and its use. Customers count those the customer service announced, neither archived
 * nor pending; routes those the routing service announced and has not deleted; orders this
 * month's.
 */
export async function planUsageOf(tenancy: Tenancy, tenantId: string): Promise<PlanUsage> {
  const tenant = await setUpTenant(tenancy, tenantId);
  const planId = tenant.plan?.planId ?? tenant.subscriptionTier;
  const catalogued = platformPlans.find((plan) => plan.id === planId);
  if (!catalogued) throw new Error(`Plan ${planId} is not in the catalogue`);
  // Billing's announced limits win; before its first announcement, the catalogue's.
  const limits = tenant.plan?.limits ?? catalogued.limits;
  const { timeZone } = await tenancy.settings.find(tenantId);
  const [orders, customers, routes] = await Promise.all([
    tenancy.orderCounts.current(tenantId, monthIn(timeZone, tenancy.clock.now())),
    tenancy.customers.countExcept(tenantId, uncountedStatuses),
    tenancy.routes.count(tenantId),
  ]);
  return {
    planId,
    planName: catalogued.name,
    status: tenant.plan?.status ?? 'trial',
    customers: { current: customers, limit: limits.customers },
    routes: { current: routes, limit: limits.routes },
    monthlyOrders: { current: orders, limit: limits.monthlyOrders },
  };
}
