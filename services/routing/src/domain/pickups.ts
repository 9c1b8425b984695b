import {
  type CustomerPickupsResult,
  type EventActor,
  type NextPickup,
  remindersMessages,
  type Role,
  routingMessages,
  type UpcomingPickup,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit';
import { customerSchedule, type CustomerSchedule, hasStarted, resultFor } from './customer-schedule';
import { skipPickup } from './day-pickups';
import { extrasIndex } from './extras';
import type { PlannedRoute, RouteChanges, Routing } from './model';
import { addressOf, frequencyOf, resultView } from './route-views';
import { type PlannedPickup, pickupWindow, timeUntil } from './schedule';

/**
 * A customer's pickups: their next one (the dashboard), the weeks ahead with the last few and this
 * month's count (the schedule page), and skipping one pickup ahead or bringing it back.
 */

/** Who asks: a customer reads only their own pickups, an owner any of their business's. */
export interface Reader {
  userId: string;
  role: Role;
}

const unscheduled: NextPickup = {
  scheduled: false,
  date: null,
  timeWindow: null,
  time: null,
  timeUntil: null,
  routeName: null,
  startsAt: null,
};

/** The customer whose login this is; another customer's is not found. */
async function customerOf(routing: Routing, tenantId: string, reader: Reader, userId: string) {
  if (reader.role === 'customer' && reader.userId !== userId)
    throw notFound(routingMessages.customerNotFound);
  const customer = await routing.customers.findByUserId(tenantId, userId);
  if (!customer) throw notFound(routingMessages.customerNotFound);
  return customer;
}

async function scheduleOf(routing: Routing, tenantId: string, reader: Reader, userId: string) {
  return customerSchedule(routing, tenantId, await customerOf(routing, tenantId, reader, userId));
}

export async function nextPickup(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
): Promise<NextPickup> {
  const { ahead, today } = await scheduleOf(routing, tenantId, reader, userId);
  const next = ahead.find((pickup) => pickup.visit === 'due');
  if (!next) return unscheduled;
  return {
    scheduled: true,
    date: next.date,
    timeWindow: next.timeWindow,
    time: next.time,
    timeUntil: timeUntil(next.date, today),
    routeName: next.routeName,
    startsAt: next.startsAt.toISOString(),
  };
}

/** A visit ahead as the schedule page lists it: left out ones by why, due ones by how sure. */
function statusOf(schedule: CustomerSchedule, pickup: PlannedPickup): UpcomingPickup['status'] {
  if (pickup.visit !== 'due') return pickup.visit;
  return pickup.date === schedule.today || hasStarted(schedule, pickup.routeId, pickup.date)
    ? 'confirmed'
    : 'scheduled';
}

async function pickupsOf(routing: Routing, tenantId: string, schedule: CustomerSchedule) {
  const { customer, routes, runs, ahead, today } = schedule;
  const address = addressOf(customer);
  const bucketCount = customer.bucketCount;
  const routeById = new Map(routes.map((route) => [route.routeId, route]));
  const dates = [...runs.map((run) => run.date), ...ahead.map((pickup) => pickup.date)].sort();
  const extrasOf = extrasIndex(
    await routing.extras.onRoutes(
      tenantId,
      routes.map((route) => route.routeId),
      dates[0] ?? today,
      dates.at(-1) ?? today,
    ),
  );

  const past: UpcomingPickup[] = runs.flatMap((run) => {
    const result = resultFor(run, customer.customerId);
    const route = routeById.get(run.routeId);
    if (!result || !route) return [];
    return [
      {
        date: run.date,
        timeWindow: pickupWindow({ ...route, estimatedMinutes: route.estimatedTime }).timeWindow,
        routeName: route.name,
        driver: schedule.driverOf(route),
        address,
        bucketCount,
        status: 'completed' as const,
        result: resultView(result),
        extras: extrasOf(customer.userId, run.routeId, run.date),
        canSkip: false,
        canRestore: false,
      },
    ];
  });
  const upcoming: UpcomingPickup[] = ahead.map((pickup) => {
    const started = hasStarted(schedule, pickup.routeId, pickup.date);
    return {
      date: pickup.date,
      timeWindow: pickup.timeWindow,
      routeName: pickup.routeName,
      driver: pickup.driver,
      address,
      bucketCount,
      status: statusOf(schedule, pickup),
      result: null,
      extras: extrasOf(customer.userId, pickup.routeId, pickup.date),
      canSkip: pickup.visit === 'due' && !started,
      canRestore: pickup.visit === 'skipped' && !started,
    };
  });
  return { past, upcoming };
}

export async function customerPickups(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
): Promise<CustomerPickupsResult> {
  return pickupsResult(routing, tenantId, await scheduleOf(routing, tenantId, reader, userId));
}

async function pickupsResult(
  routing: Routing,
  tenantId: string,
  schedule: CustomerSchedule,
): Promise<CustomerPickupsResult> {
  const { past, upcoming } = await pickupsOf(routing, tenantId, schedule);
  const month = schedule.today.slice(0, 7);
  const thisMonth =
    past.filter((pickup) => pickup.date.startsWith(month) && pickup.result?.status === 'collected').length +
    upcoming.filter(
      (pickup) =>
        pickup.date.startsWith(month) && (pickup.status === 'scheduled' || pickup.status === 'confirmed'),
    ).length;
  const [first] = schedule.routes;
  return {
    pickups: [...past, ...upcoming].sort((a, b) => a.date.localeCompare(b.date)),
    frequency: first ? frequencyOf(schedule.customer.subscription) : null,
    pickupDay: first?.pickupDay ?? null,
    routeName: first?.name ?? null,
    timeWindow: first ? pickupWindow({ ...first, estimatedMinutes: first.estimatedTime }).timeWindow : null,
    thisMonth,
  };
}

/** A day gone by, or one whose run has started on a route of the household's, can no longer change. */
function requireAhead(schedule: CustomerSchedule, date: string, message: string): void {
  const started = schedule.routes.some((route) => hasStarted(schedule, route.routeId, date));
  if (date < schedule.today || started) throw conflict(message);
}

/**
 * The household (or the owner for it) skips one pickup ahead: the reminder link's rule (the
 * internal skip), after checking the day has not started; extras on it move to the next pickup.
 */
export async function skipMyPickup(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
  date: string,
  actor: EventActor,
): Promise<CustomerPickupsResult> {
  const customer = await customerOf(routing, tenantId, reader, userId);
  requireAhead(await customerSchedule(routing, tenantId, customer), date, remindersMessages.skipLinkExpired);
  await skipPickup(routing, tenantId, customer.customerId, date, actor);
  return pickupsResult(routing, tenantId, await customerSchedule(routing, tenantId, customer));
}

/** The route's stops without the customer's skip of `date`; null when it holds none. */
function withoutSkip(route: PlannedRoute, customerId: string, date: string): RouteChanges | null {
  const entry = route.stops.find((stop) => stop.customerId === customerId);
  if (!entry?.skippedDates?.includes(date)) return null;
  const skippedDates = entry.skippedDates.filter((day) => day !== date);
  return { stops: route.stops.map((stop) => (stop === entry ? { ...stop, skippedDates } : stop)) };
}

/**
 * Brings back a pickup the household skipped, while it is ahead: whoever skipped it (the household,
 * its reminder link or the owner), the household could have. Extras moved on stay where they went.
 */
export async function restoreMyPickup(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
  date: string,
): Promise<CustomerPickupsResult> {
  const customer = await customerOf(routing, tenantId, reader, userId);
  const schedule = await customerSchedule(routing, tenantId, customer);
  requireAhead(schedule, date, routingMessages.pickupNotSkipped);
  let restored = false;
  for (const route of schedule.routes) {
    if (!withoutSkip(route, customer.customerId, date)) continue;
    const updated = await routing.routes.update(
      tenantId,
      route.routeId,
      (current) => withoutSkip(current, customer.customerId, date),
      () => [],
    );
    restored ||= updated !== null;
  }
  if (!restored) throw conflict(routingMessages.pickupNotSkipped);
  return pickupsResult(routing, tenantId, await customerSchedule(routing, tenantId, customer));
}
