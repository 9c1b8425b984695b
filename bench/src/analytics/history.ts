import {
  type ActivityItem,
  type AnalyticsPeriod,
  analyticsPeriods,
  type RecentCustomer,
  serviceZones,
  type TopCustomer,
  todayIn,
} from '@pickup/contracts';
import { seededRandom } from '@pickup/routing/optimizer';
import { randomBytes } from 'node:crypto';

/**
 * A year of a compost business's history as the tenant service's analytics read model holds it
 * (services/tenant/src/domain/analytics-model.ts; the collections of its data/analytics-*.ts):
 * a fact per customer, a day's figures for every day of the year, the board and recent activity.
 * The volumes are a real hauler's: every household picked up and weighed weekly on a weekday,
 * billed monthly, a few extras ordered, about 40 stops to a route.
 */

export interface SeededBusiness {
  tenantId: string;
  customers: number;
  customerFacts: Record<string, unknown>[];
  days: Record<string, unknown>[];
  board: Record<string, unknown>;
  activity: Record<string, unknown>[];
}

const dayMs = 86_400_000;
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const objectId = () => randomBytes(12).toString('hex');

/** The moment the zone's clocks show the midnight that begins `day` (zones change their clocks later at night). */
function midnightIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(utcMidnight))
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '') ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(utcMidnight - offsetMs);
}

/** The last `count` days of the business's calendar, oldest first, ending today. */
function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => dayAt(end - (count - 1 - index) * dayMs));
}

const firstNames = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kai', 'Logan'];
const lastNames = ['Moss', 'Fields', 'Brook', 'Hale', 'Stone', 'Wells', 'Reed', 'Lake', 'Marsh', 'Ward'];

export function businessHistory(
  tenantId: string,
  customers: number,
  timeZone: string,
  now: Date,
): SeededBusiness {
  const random = seededRandom(customers);
  const today = todayIn(timeZone, now);
  const year = lastDays(today, 365);
  // A third of today's households joined during the year; a tenth of the year's left it.
  const joinedThisYear = Math.round(customers / 3);
  const leftThisYear = Math.round(customers / 10);

  const customerFacts = Array.from({ length: customers + leftThisYear }, (_, index) => {
    const customerId = objectId();
    const joinedDay =
      index < joinedThisYear + leftThisYear
        ? (year[Math.floor(random() * year.length)] ?? today)
        : dayAt(Date.parse(`${year[0]}T00:00:00Z`) - Math.ceil(random() * 3 * 365) * dayMs);
    const left = index >= customers;
    const leftDay = left ? (year[Math.floor(random() * year.length)] ?? today) : null;
    const name = `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / 10) % lastNames.length]}`;
    const joinedAt = new Date(`${joinedDay}T15:00:00Z`);
    return {
      tenantId,
      key: `customer:${customerId}`,
      kind: 'customer',
      asOf: joinedAt,
      customerId,
      userId: objectId(),
      name,
      zone: serviceZones[index % serviceZones.length],
      status: left ? 'archived' : 'active',
      profileAsOf: joinedAt,
      joinedAt,
      joinedDay,
      joinedKnown: true,
      removedDay: leftDay,
      removalAsOf: left ? joinedAt : null,
      leftDay,
      leavingAsOf: left ? joinedAt : null,
      deleted: false,
      days: [joinedDay, ...(leftDay ? [leftDay, leftDay] : [])],
    };
  });

  /** A whole count whose average over the year is `mean` (a day has 0 or 1 of a rare thing). */
  const about = (mean: number) => Math.floor(mean + random());

  const days = year.map((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const working = weekday !== 0 && weekday !== 6;
    const stops = working ? Math.round((customers / 5) * (0.95 + random() * 0.05)) : 0;
    const contaminated = Math.round(stops * 0.05);
    const pounds = Math.round(stops * (11 + random() * 2) * 10) / 10;
    const payments = Math.round(customers / 30);
    const revenueCents = payments * 3000 + Math.round(customers / 200) * 1500;
    const routes = Math.ceil(stops / 40);
    return {
      tenantId,
      day,
      revenueCents,
      refundedCents: random() < 0.1 ? 3000 : 0,
      payments,
      joined: about((joinedThisYear + leftThisYear) / 365),
      removed: about(leftThisYear / 365),
      churned: about(leftThisYear / 365),
      orders: about(customers / 200),
      routesCompleted: routes,
      routesTimed: routes,
      routeMinutes: routes * 180,
      stopsCollected: stops,
      stopsTimed: stops,
      stopsOnTime: Math.round(stops * 0.93),
      pounds,
      cleanPounds: Math.round(pounds * 0.95 * 10) / 10,
      buckets: stops,
      contaminatedBuckets: contaminated,
    };
  });

  const recentCustomers: RecentCustomer[] = customerFacts.slice(0, 5).map((fact) => ({
    customerId: fact.customerId,
    name: fact.name,
    zone: fact.zone ?? null,
    status: 'active',
    joinedAt: fact.joinedAt.toISOString(),
  }));
  const topCustomers = Object.fromEntries(
    analyticsPeriods.map((period) => [
      period,
      customerFacts.slice(0, 5).map((fact, rank): TopCustomer => ({
        customerId: fact.customerId,
        name: fact.name,
        revenue: 60_000 - rank * 1500,
        payments: 12,
      })),
    ]),
  ) as Record<AnalyticsPeriod, TopCustomer[]>;
  const board = {
    tenantId,
    day: today,
    total: customers,
    active: customers,
    recentCustomers,
    topCustomers,
    computedAt: now,
    nextDayAt: midnightIn(dayAt(Date.parse(`${today}T00:00:00Z`) + dayMs), timeZone),
  };

  const activity = Array.from({ length: 20 }, (_, index): ActivityItem & { tenantId: string } => ({
    tenantId,
    id: objectId(),
    kind: 'payment',
    text: `${customerFacts[index]?.name ?? 'A customer'} paid $30.00`,
    at: new Date(now.getTime() - index * 3_600_000).toISOString(),
  })).map(({ id, at, ...item }) => ({ ...item, itemId: id, at: new Date(at) }));

  return { tenantId, customers, customerFacts, days, board, activity };
}
