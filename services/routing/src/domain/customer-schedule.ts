import { limits } from '@pickup/contracts';
import type { PlannedRoute, RoutedCustomer, RouteRun, Routing } from './model';
import { isVisitable, planOf, stopScheduleOf } from './route-views';
import { addDays, type CustomerRoute, type PlannedPickup, todayIn, upcomingPickups } from './schedule';

/**
 * One household's schedule as its pickups, its skips and its extras read it: the routes it is on,
 * their runs from the start of the business's month (or the last few weeks, whichever is earlier)
 * to the weeks ahead, and its visits ahead, due or left out.
 */

/** How far back the schedule page shows results. */
const pastWeeks = 4;

export interface CustomerSchedule {
  customer: RoutedCustomer;
  routes: PlannedRoute[];
  runs: RouteRun[];
  timeZone: string;
  now: Date;
  today: string;
  driverOf: (route: PlannedRoute) => string;
  /** The visits ahead over the weeks the schedule page shows, skipped and paused ones too. */
  ahead: PlannedPickup[];
}

export const runKey = (routeId: string, date: string) => `${routeId}:${date}`;

export const resultFor = (run: RouteRun, customerId: string) =>
  run.results.find((result) => result.customerId === customerId) ?? null;

/** The first day of the month `today` is in. */
export const monthStartOf = (today: string) => `${today.slice(0, 8)}01`;

/** The routes as the schedule rules read them; a customer who is not visited has no pickups ahead. */
function customerRoutes(
  customer: RoutedCustomer,
  routes: readonly PlannedRoute[],
  runs: readonly RouteRun[],
  driverOf: (route: PlannedRoute) => string,
): CustomerRoute[] {
  if (!isVisitable(customer)) return [];
  return routes.flatMap((route) => {
    const stop = route.stops.find((entry) => entry.customerId === customer.customerId);
    if (!stop) return [];
    const finishedDates = new Set(
      runs
        .filter(
          (run) =>
            run.routeId === route.routeId &&
            (run.status === 'completed' || resultFor(run, customer.customerId) !== null),
        )
        .map((run) => run.date),
    );
    return [
      {
        routeId: route.routeId,
        name: route.name,
        driver: driverOf(route),
        plan: planOf(route),
        startTime: route.startTime,
        endTime: route.endTime,
        estimatedMinutes: route.estimatedTime,
        stop: stopScheduleOf(stop, customer),
        finishedDates,
      },
    ];
  });
}

export async function customerSchedule(
  routing: Routing,
  tenantId: string,
  customer: RoutedCustomer,
): Promise<CustomerSchedule> {
  const [routes, timeZone] = await Promise.all([
    routing.routes.withCustomer(tenantId, customer.customerId),
    routing.timeZones.timeZoneOf(tenantId),
  ]);
  const now = routing.clock.now();
  const today = todayIn(timeZone, now);
  const weeksBack = addDays(today, -pastWeeks * 7);
  const monthStart = monthStartOf(today);
  const driverIds = routes.flatMap((route) => (route.driverId ? [route.driverId] : []));
  const [drivers, runs] = await Promise.all([
    routing.drivers.findMany(tenantId, driverIds),
    routing.runs.between(
      tenantId,
      routes.map((route) => route.routeId),
      monthStart < weeksBack ? monthStart : weeksBack,
      addDays(today, limits.upcomingPickupWeeks * 7),
    ),
  ]);
  const driverNames = new Map(drivers.map((driver) => [driver.driverId, driver.name]));
  const driverOf = (route: PlannedRoute) => (route.driverId ? (driverNames.get(route.driverId) ?? '') : '');
  const ahead = upcomingPickups(
    customerRoutes(customer, routes, runs, driverOf),
    now,
    timeZone,
    limits.upcomingPickupWeeks,
  );
  return { customer, routes, runs, timeZone, now, today, driverOf, ahead };
}

/** Whether a route of the household's has started (or finished) its run of that day. */
export const hasStarted = (schedule: CustomerSchedule, routeId: string, date: string): boolean =>
  schedule.runs.some((run) => run.routeId === routeId && run.date === date);
