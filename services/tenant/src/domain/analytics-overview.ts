import {
  type AnalyticsOverview,
  type AnalyticsPeriod,
  analyticsLimits,
  co2eAvoidedLbs,
  type SeriesPoint,
} from '@pickup/contracts';
import { addDays, dayOf, periodRanges, type SeriesStep, seriesSteps } from './analytics-calendar';
import { tenths } from './analytics-figures';
import { boardLease, computeBoard } from './analytics-job';
import type { AnalyticsBoard, BusinessDay, DayTotals } from './analytics-model';
import type { Tenancy } from './model';

/**
 * The owner's overview (business spec §2.5, §3 Analytics overview; docs/analytics.md): the
 * period's figures from its days' totals and those of the period before, the board and Recent
 * Activity. It reads only these small collections, never a fact.
 */

/** A percentage to one decimal; null where its base is zero. */
const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : tenths((part / whole) * 100);

const sum = (days: readonly DayTotals[], figure: (day: DayTotals) => number): number =>
  days.reduce((total, day) => total + figure(day), 0);

const within = (days: readonly DayTotals[], from: BusinessDay, to: BusinessDay) =>
  days.filter((day) => day.day >= from && day.day <= to);

const netRevenue = (day: DayTotals) => day.revenueCents - day.refundedCents;
const booksMoved = (day: DayTotals) => day.joined - day.removed;

/** The board for today: the one held, or computed now when the business's day has turned since. */
async function boardFor(
  tenancy: Tenancy,
  tenantId: string,
  today: BusinessDay,
): Promise<AnalyticsBoard | null> {
  const held = await tenancy.analytics.boards.find(tenantId);
  if (held?.day === today) return held;
  const computed = await tenancy.analytics.leases.tryHold(boardLease(tenantId), () =>
    computeBoard(tenancy, tenantId),
  );
  // Being computed by the job this moment: the one held serves until then.
  return computed.held ? computed.value : held;
}

function series(steps: readonly SeriesStep[], value: (step: SeriesStep) => number): SeriesPoint[] {
  return steps.map((step) => ({ date: step.date, value: value(step) }));
}

export async function analyticsOverviewOf(
  tenancy: Tenancy,
  tenantId: string,
  period: AnalyticsPeriod,
): Promise<AnalyticsOverview> {
  const { analytics } = tenancy;
  const { timeZone } = await tenancy.settings.find(tenantId);
  const today = dayOf(tenancy.clock.now(), timeZone);
  const { current, previous } = periodRanges(period, today);
  const [days, board, recentActivity] = await Promise.all([
    analytics.days.between(tenantId, previous.from, current.to),
    boardFor(tenancy, tenantId, today),
    analytics.activity.latest(tenantId, analyticsLimits.recentActivity),
  ]);
  const now = within(days, current.from, current.to);
  const before = within(days, previous.from, previous.to);
  const steps = seriesSteps(period, current);

  const revenue = sum(now, netRevenue);
  const previousRevenue = sum(before, netRevenue);
  const change =
    previousRevenue === 0 ? null : percentOf(revenue - previousRevenue, Math.abs(previousRevenue));

  const total = board?.total ?? 0;
  // On the books at the end of a day: those now, less those who came since, plus those who went.
  const onBooksAfter = (day: BusinessDay) => total - sum(within(now, addDays(day, 1), today), booksMoved);
  const atStart = Math.max(0, onBooksAfter(addDays(current.from, -1)));
  const newCustomers = sum(now, (day) => day.joined);
  // Of everyone served in the period (there at its start or joined in it), so that a customer who
  // joins and leaves within it counts on both sides and the rate never passes 100.
  const churnRate = percentOf(
    sum(now, (day) => day.churned),
    atStart + newCustomers,
  );

  const pounds = tenths(sum(now, (day) => day.pounds));
  const cleanPounds = tenths(sum(now, (day) => day.cleanPounds));
  const routesTimed = sum(now, (day) => day.routesTimed);

  return {
    period,
    from: current.from,
    to: current.to,
    timeZone,
    revenue: {
      current: revenue,
      previous: previousRevenue,
      change,
      trend: series(steps, (step) => sum(within(now, step.date, step.last), netRevenue)),
    },
    customers: {
      total,
      active: board?.active ?? 0,
      new: newCustomers,
      churnRate,
      trend: series(steps, (step) => onBooksAfter(step.last)),
    },
    operations: {
      totalOrders: sum(now, (day) => day.orders),
      completedRoutes: sum(now, (day) => day.routesCompleted),
      avgDeliveryTime: routesTimed === 0 ? null : tenths(sum(now, (day) => day.routeMinutes) / routesTimed),
      onTimeRate: percentOf(
        sum(now, (day) => day.stopsOnTime),
        sum(now, (day) => day.stopsTimed),
      ),
    },
    environmental: {
      totalWeight: pounds,
      recycledWeight: cleanPounds,
      recyclingRate: percentOf(cleanPounds, pounds),
      co2Saved: tenths(co2eAvoidedLbs(pounds)),
      trend: series(steps, (step) => tenths(sum(within(now, step.date, step.last), (day) => day.pounds))),
    },
    recentActivity,
    recentCustomers: board?.recentCustomers ?? [],
    growth: {
      revenueGrowth: change,
      newCustomers,
      retention: churnRate === null ? null : tenths(100 - churnRate),
    },
    topCustomers: board?.topCustomers[period] ?? [],
    hasActivity:
      recentActivity.length > 0 || days.length > 0 || total > 0 || (await analytics.facts.any(tenantId)),
  };
}
