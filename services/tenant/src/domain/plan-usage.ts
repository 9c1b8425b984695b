import {
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

/** billing's platform.subscription_updated: the plan, its limits and standing, when newer than the one held. */
export async function applyPlatformPlan(
  tenancy: Tenancy,
  tenantId: string,
  { planId, status, limits }: EventData<'platform.subscription_updated'>,
  asOf: Date,
): Promise<boolean> {
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

/**
 * The plan and its use. Customers and routes count 0 until the customer and routing services
 * announce them (their events arrive with their issues); orders count this month's.
 */
export async function planUsageOf(tenancy: Tenancy, tenantId: string): Promise<PlanUsage> {
  const tenant = await setUpTenant(tenancy, tenantId);
  const planId = tenant.plan?.planId ?? tenant.subscriptionTier;
  const catalogued = platformPlans.find((plan) => plan.id === planId);
  if (!catalogued) throw new Error(`Plan ${planId} is not in the catalogue`);
  // Billing's announced limits win; before its first announcement, the catalogue's.
  const limits = tenant.plan?.limits ?? catalogued.limits;
  const { timeZone } = await tenancy.settings.find(tenantId);
  const orders = await tenancy.orderCounts.current(tenantId, monthIn(timeZone, tenancy.clock.now()));
  return {
    planId,
    planName: catalogued.name,
    status: tenant.plan?.status ?? 'trial',
    customers: { current: 0, limit: limits.customers },
    routes: { current: 0, limit: limits.routes },
    monthlyOrders: { current: orders, limit: limits.monthlyOrders },
  };
}
