import {
  type AnalyticsPeriod,
  analyticsLimits,
  analyticsPeriodDays,
  analyticsPeriods,
  type TopCustomer,
} from '@pickup/contracts';
import { addDays, instantAt } from './analytics-calendar';
import type {
  AnalyticsBoard,
  AnalyticsFact,
  BusinessDay,
  CustomerFact,
  DayTotals,
  PaymentFact,
  RoutePlanFact,
} from './analytics-model';

/**
 * The figures of the read model, computed from facts alone: a day's totals from the facts counted
 * on it, a board from the business's customers and payments. Pure, so a rebuild computes the same.
 */

/** Weights are entered to a tenth of a pound: sums are kept the same way, free of float dust. */
export const tenths = (value: number): number => Math.round(value * 10) / 10;

export function emptyDay(tenantId: string, day: BusinessDay): DayTotals {
  return {
    tenantId,
    day,
    revenueCents: 0,
    refundedCents: 0,
    payments: 0,
    joined: 0,
    removed: 0,
    churned: 0,
    orders: 0,
    routesCompleted: 0,
    routesTimed: 0,
    routeMinutes: 0,
    stopsCollected: 0,
    stopsTimed: 0,
    stopsOnTime: 0,
    pounds: 0,
    cleanPounds: 0,
    buckets: 0,
    contaminatedBuckets: 0,
  };
}

/**
 * One day's figures from the facts counted on it. A collected stop is on time when it was
 * collected at or before its route's end time that day on the business's clock; a route without an
 * end time leaves its stops untimed.
 */
export function dayTotalsOf(
  tenantId: string,
  day: BusinessDay,
  facts: readonly AnalyticsFact[],
  plans: ReadonlyMap<string, RoutePlanFact>,
  timeZone: string,
): DayTotals {
  const totals = emptyDay(tenantId, day);
  for (const fact of facts) {
    switch (fact.kind) {
      case 'customer':
        if (fact.joinedDay === day) totals.joined += 1;
        if (fact.removedDay === day) totals.removed += 1;
        if (fact.leftDay === day) totals.churned += 1;
        break;
      case 'payment':
        if (fact.day === day) {
          totals.revenueCents += fact.amountCents;
          totals.payments += 1;
        }
        if (fact.refundDay === day) totals.refundedCents += fact.refundedCents;
        break;
      case 'order':
        if (fact.day === day && fact.placedAsOf && !fact.cancelled) totals.orders += 1;
        break;
      case 'run':
        if (fact.day !== day || !fact.completedAt) break;
        totals.routesCompleted += 1;
        if (fact.startedAt && fact.startedAt <= fact.completedAt) {
          totals.routesTimed += 1;
          totals.routeMinutes += (fact.completedAt.getTime() - fact.startedAt.getTime()) / 60_000;
        }
        break;
      case 'stop': {
        if (fact.day !== day || !fact.collected) break;
        totals.stopsCollected += 1;
        const endTime = plans.get(fact.routeId)?.endTime;
        if (!endTime) break;
        totals.stopsTimed += 1;
        if (fact.at <= instantAt(day, endTime, timeZone)) totals.stopsOnTime += 1;
        break;
      }
      case 'weight':
        if (fact.day !== day) break;
        totals.pounds += fact.pounds;
        totals.buckets += 1;
        if (fact.contaminated) totals.contaminatedBuckets += 1;
        else totals.cleanPounds += fact.pounds;
        break;
      case 'route':
        break;
    }
  }
  return {
    ...totals,
    routeMinutes: tenths(totals.routeMinutes),
    pounds: tenths(totals.pounds),
    cleanPounds: tenths(totals.cleanPounds),
  };
}

/** On the books: neither archived nor deleted (restoring puts a customer back). */
export const onTheBooks = (customer: CustomerFact): boolean =>
  !customer.deleted && customer.removedDay === null;

/** Each period's customers by what they paid in it, less what was refunded in it, the most first. */
function topCustomersOf(
  customersByUser: ReadonlyMap<string, CustomerFact>,
  payments: readonly PaymentFact[],
  from: BusinessDay,
  to: BusinessDay,
): TopCustomer[] {
  const payers = new Map<string, TopCustomer>();
  const within = (day: BusinessDay | null) => day !== null && day >= from && day <= to;
  for (const payment of payments) {
    const customer = payment.userId ? customersByUser.get(payment.userId) : undefined;
    if (!customer || customer.deleted) continue;
    const paid = within(payment.day);
    const refunded = within(payment.refundDay) ? payment.refundedCents : 0;
    if (!paid && refunded === 0) continue;
    const payer = payers.get(customer.customerId) ?? {
      customerId: customer.customerId,
      name: customer.name,
      revenue: 0,
      payments: 0,
    };
    payer.revenue += (paid ? payment.amountCents : 0) - refunded;
    payer.payments += paid ? 1 : 0;
    payers.set(customer.customerId, payer);
  }
  return [...payers.values()]
    .filter((payer) => payer.revenue > 0)
    .sort((a, b) => b.revenue - a.revenue || b.payments - a.payments || a.name.localeCompare(b.name))
    .slice(0, analyticsLimits.topCustomers);
}

/** The board of a business on its day `today`: customers now, the newest, each period's top payers. */
export function boardOf(
  tenantId: string,
  today: BusinessDay,
  customers: readonly CustomerFact[],
  payments: readonly PaymentFact[],
  { computedAt, nextDayAt }: Pick<AnalyticsBoard, 'computedAt' | 'nextDayAt'>,
): AnalyticsBoard {
  const current = customers.filter(onTheBooks);
  const customersByUser = new Map(
    customers.filter((customer) => customer.userId).map((customer) => [customer.userId as string, customer]),
  );
  const recentCustomers = [...current]
    .sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime() || b.customerId.localeCompare(a.customerId))
    .slice(0, analyticsLimits.recentCustomers)
    .map((customer) => ({
      customerId: customer.customerId,
      name: customer.name,
      zone: customer.zone,
      status: customer.status,
      joinedAt: customer.joinedAt.toISOString(),
    }));
  const topCustomers = Object.fromEntries(
    analyticsPeriods.map((period) => [
      period,
      topCustomersOf(customersByUser, payments, addDays(today, 1 - analyticsPeriodDays[period]), today),
    ]),
  ) as Record<AnalyticsPeriod, TopCustomer[]>;
  return {
    tenantId,
    day: today,
    total: current.length,
    active: current.filter((customer) => customer.status === 'active').length,
    recentCustomers,
    topCustomers,
    computedAt,
    nextDayAt,
  };
}

/** The first day whose payments any period of the board counts. */
export const boardHorizon = (today: BusinessDay): BusinessDay =>
  addDays(today, 1 - Math.max(...Object.values(analyticsPeriodDays)));
