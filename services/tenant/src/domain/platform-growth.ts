import {
  type AdminAnalytics,
  type PlatformPlanId,
  type PlatformSubscriptionStatus,
  platformPlans,
  toCents,
} from '@pickup/contracts';
import type { BusinessTimeline, DemoRequest, PlatformPlanPoint } from './model';

/**
 * How the platform grows, month by month (the operator's analytics): businesses, the monthly
 * recurring revenue of their platform plans, and the demo requests and how many became businesses.
 * Months are calendar months in UTC: the platform spans businesses in every time zone.
 */

type Growth = Pick<AdminAnalytics, 'months' | 'mrrCents' | 'demoConversion'>;

export interface GrowthFacts {
  /** Every set-up business, switched off or not. */
  businesses: readonly BusinessTimeline[];
  /** Every platform plan billing announced. */
  planHistory: readonly PlatformPlanPoint[];
  demoRequests: readonly Pick<DemoRequest, 'email' | 'createdAt'>[];
}

const monthsShown = 12;

/** What a plan pays: a trial (expired or not) and a cancelled plan pay nothing, a late payer still owes. */
const payingStatuses: ReadonlySet<PlatformSubscriptionStatus> = new Set(['active', 'past_due']);

const monthlyCents = Object.fromEntries(
  platformPlans.map((plan) => [plan.id, toCents(plan.price)]),
) as Record<PlatformPlanId, number>;

type PlanPoint = Pick<PlatformPlanPoint, 'planId' | 'status' | 'asOf'>;

interface MonthSpan {
  /** `YYYY-MM`. */
  month: string;
  start: Date;
  /** The next month's start (exclusive), or now for the month under way. */
  end: Date;
}

/** The last 12 calendar months in UTC, oldest first, the one under way last. */
function lastMonths(now: Date): MonthSpan[] {
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth();
  return Array.from({ length: monthsShown }, (_, index) => {
    const month = current - (monthsShown - 1) + index;
    const start = new Date(Date.UTC(year, month, 1));
    const next = new Date(Date.UTC(year, month + 1, 1));
    return { month: start.toISOString().slice(0, 7), start, end: next < now ? next : now };
  });
}

/**
 * Each business's plans, oldest first. The plan a business holds counts as one of them too: a plan
 * applied before the history was kept is known from its own moment on.
 */
function plansOf(facts: GrowthFacts): Map<string, PlanPoint[]> {
  const plans = new Map<string, PlanPoint[]>(facts.businesses.map((business) => [business.id, []]));
  for (const point of facts.planHistory) plans.get(point.tenantId)?.push(point);
  for (const business of facts.businesses) {
    const held = business.plan;
    const points = plans.get(business.id);
    if (!held || !points || points.some((point) => point.asOf.getTime() === held.asOf.getTime())) continue;
    points.push(held);
    points.sort((a, b) => a.asOf.getTime() - b.asOf.getTime());
  }
  return plans;
}

/** The plan announced last before the moment, if any. */
function planBefore(points: readonly PlanPoint[], moment: Date): PlanPoint | undefined {
  let held: PlanPoint | undefined;
  for (const point of points) {
    if (point.asOf >= moment) break;
    held = point;
  }
  return held;
}

/** The monthly prices of the plans paying just before the moment, of the businesses there were. */
function mrrCentsAt(moment: Date, facts: GrowthFacts, plans: Map<string, PlanPoint[]>): number {
  let cents = 0;
  for (const business of facts.businesses) {
    if (business.createdAt >= moment) continue;
    const held = planBefore(plans.get(business.id) ?? [], moment);
    if (held && payingStatuses.has(held.status)) cents += monthlyCents[held.planId];
  }
  return cents;
}

const within = (moment: Date, { start, end }: MonthSpan) => moment >= start && moment < end;

const sameEmail = (email: string) => email.trim().toLowerCase();

/**
 * A request became a business when a business was registered after it for an owner with its
 * e-mail (any case). An e-mail owns one business at most.
 */
function demoConversionOf(facts: GrowthFacts): AdminAnalytics['demoConversion'] {
  const registeredAt = new Map<string, Date>();
  for (const business of facts.businesses) {
    if (business.ownerEmail) registeredAt.set(sameEmail(business.ownerEmail), business.createdAt);
  }
  const requests = facts.demoRequests.length;
  const converted = facts.demoRequests.filter((request) => {
    const registered = registeredAt.get(sameEmail(request.email));
    return registered !== undefined && registered > request.createdAt;
  }).length;
  return {
    requests,
    converted,
    rate: requests === 0 ? null : Math.round((converted / requests) * 1000) / 10,
  };
}

/** The months, the MRR now and the demo conversion of the operator's analytics. */
export function platformGrowth(now: Date, facts: GrowthFacts): Growth {
  const plans = plansOf(facts);
  return {
    months: lastMonths(now).map((span) => ({
      month: span.month,
      tenants: facts.businesses.filter((business) => business.createdAt < span.end).length,
      newTenants: facts.businesses.filter((business) => within(business.createdAt, span)).length,
      mrrCents: mrrCentsAt(span.end, facts, plans),
      demoRequests: facts.demoRequests.filter((request) => within(request.createdAt, span)).length,
    })),
    mrrCents: mrrCentsAt(now, facts, plans),
    demoConversion: demoConversionOf(facts),
  };
}
