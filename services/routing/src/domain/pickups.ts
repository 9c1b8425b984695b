import {
  type CustomerPickupsResult,
  limits,
  type NextPickup,
  type Role,
  routingMessages,
  type UpcomingPickup,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit';
import type { PlannedRoute, RoutedCustomer, RouteRun, Routing } from './model';
import { addressOf, frequencyOf, planOf, resultView } from './route-views';
import { addDays, type CustomerRoute, pickupWindow, timeUntil, todayIn, upcomingPickups } from './schedule';

/** A customer's pickups: their next one (the dashboard) and the weeks ahead with the last few (the schedule page). */

/** How far back the schedule page shows results. */
const pastWeeks = 4;

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

/** The customer's routes with what their pickups need: drivers' names, runs, the business's clock. */
async function pickupsContext(routing: Routing, tenantId: string, customer: RoutedCustomer) {
  const [routes, timeZone] = await Promise.all([
    routing.routes.withCustomer(tenantId, customer.customerId),
    routing.timeZones.timeZoneOf(tenantId),
  ]);
  const now = routing.clock.now();
  const today = todayIn(timeZone, now);
  const driverIds = routes.flatMap((route) => (route.driverId ? [route.driverId] : []));
  const [drivers, runs] = await Promise.all([
    routing.drivers.findMany(tenantId, driverIds),
    routing.runs.between(
      tenantId,
      routes.map((route) => route.routeId),
      addDays(today, -pastWeeks * 7),
      addDays(today, limits.upcomingPickupWeeks * 7),
    ),
  ]);
  const driverNames = new Map(drivers.map((driver) => [driver.driverId, driver.name]));
  const driverOf = (route: PlannedRoute) => (route.driverId ? (driverNames.get(route.driverId) ?? '') : '');
  return { routes, runs, timeZone, now, today, driverOf };
}

const resultFor = (run: RouteRun, customerId: string) =>
  run.results.find((result) => result.customerId === customerId) ?? null;

/** The routes as the schedule rules read them; a customer who is not active has no pickups ahead. */
function customerRoutes(
  customer: RoutedCustomer,
  routes: readonly PlannedRoute[],
  runs: readonly RouteRun[],
  driverOf: (route: PlannedRoute) => string,
): CustomerRoute[] {
  if (customer.status !== 'active') return [];
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
        stop: {
          frequency: frequencyOf(customer.subscription),
          startsOn: stop.startsOn,
          skippedDates: stop.skippedDates,
        },
        finishedDates,
      },
    ];
  });
}

export async function nextPickup(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
): Promise<NextPickup> {
  const customer = await customerOf(routing, tenantId, reader, userId);
  const { routes, runs, timeZone, now, today, driverOf } = await pickupsContext(routing, tenantId, customer);
  const [next] = upcomingPickups(
    customerRoutes(customer, routes, runs, driverOf),
    now,
    timeZone,
    limits.upcomingPickupWeeks,
  );
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

export async function customerPickups(
  routing: Routing,
  tenantId: string,
  reader: Reader,
  userId: string,
): Promise<CustomerPickupsResult> {
  const customer = await customerOf(routing, tenantId, reader, userId);
  const { routes, runs, timeZone, now, today, driverOf } = await pickupsContext(routing, tenantId, customer);
  const address = addressOf(customer);
  const bucketCount = customer.bucketCount;
  const routeById = new Map(routes.map((route) => [route.routeId, route]));
  const startedRuns = new Set(runs.map((run) => `${run.routeId}:${run.date}`));

  const past: UpcomingPickup[] = runs.flatMap((run) => {
    const result = resultFor(run, customer.customerId);
    const route = routeById.get(run.routeId);
    if (!result || !route) return [];
    return [
      {
        date: run.date,
        timeWindow: pickupWindow({ ...route, estimatedMinutes: route.estimatedTime }).timeWindow,
        routeName: route.name,
        driver: driverOf(route),
        address,
        bucketCount,
        status: 'completed' as const,
        result: resultView(result),
      },
    ];
  });
  const ahead: UpcomingPickup[] = upcomingPickups(
    customerRoutes(customer, routes, runs, driverOf),
    now,
    timeZone,
    limits.upcomingPickupWeeks,
  ).map((pickup) => ({
    date: pickup.date,
    timeWindow: pickup.timeWindow,
    routeName: pickup.routeName,
    driver: pickup.driver,
    address,
    bucketCount,
    status:
      pickup.date === today || startedRuns.has(`${pickup.routeId}:${pickup.date}`)
        ? 'confirmed'
        : 'scheduled',
    result: null,
  }));

  const [first] = routes;
  return {
    pickups: [...past, ...ahead].sort((a, b) => a.date.localeCompare(b.date)),
    frequency: first ? frequencyOf(customer.subscription) : null,
    pickupDay: first?.pickupDay ?? null,
    routeName: first?.name ?? null,
    timeWindow: first ? pickupWindow({ ...first, estimatedMinutes: first.estimatedTime }).timeWindow : null,
  };
}
