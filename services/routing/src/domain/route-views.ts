import {
  type CustomerPlanChoice,
  type GeoPoint,
  limits,
  type PickupFrequency,
  type Route,
  type RouteStatus,
  type RouteStop,
  routingMessages,
  type StopResult,
} from '@pickup/contracts';
import { localityOf } from './address-suggestions';
import { customerNameOf } from './customers';
import type {
  DriverRecord,
  PlannedRoute,
  RoutedCustomer,
  RouteRun,
  RouteStopEntry,
  Routing,
  StopResultEntry,
} from './model';
import { haversineMiles } from './optimizer';
import {
  firstPickupDayOnOrAfter,
  instantAt,
  isStopDue,
  nextOccurrence,
  type Occurrence,
  type RoutePlan,
  type StopSchedule,
  todayIn,
} from './schedule';

/**
 * How a route looks on one of its days: its stops with who and where they are (read from the
 * customer projection now, never copied into the route), which are due that day, the day's
 * status and results, the distance, and whether its buckets fit the driver's vehicle.
 */

/** What showing routes needs beyond the routes themselves, read once for a whole list. */
export interface ViewContext {
  customers: ReadonlyMap<string, RoutedCustomer>;
  drivers: ReadonlyMap<string, DriverRecord>;
  timeZone: string;
  now: Date;
  today: string;
}

export async function viewContextFor(
  routing: Routing,
  tenantId: string,
  routes: readonly PlannedRoute[],
): Promise<ViewContext> {
  const customerIds = routes.flatMap((route) => route.stops.map((stop) => stop.customerId));
  const driverIds = routes.flatMap((route) => (route.driverId ? [route.driverId] : []));
  const [customers, drivers, timeZone] = await Promise.all([
    routing.customers.findMany(tenantId, customerIds),
    routing.drivers.findMany(tenantId, [...new Set(driverIds)]),
    routing.timeZones.timeZoneOf(tenantId),
  ]);
  const now = routing.clock.now();
  return {
    customers: new Map(customers.map((customer) => [customer.customerId, customer])),
    drivers: new Map(drivers.map((driver) => [driver.driverId, driver])),
    timeZone,
    now,
    today: todayIn(timeZone, now),
  };
}

/** What decides a route's days. */
export type Schedule = Pick<PlannedRoute, 'firstDate' | 'pickupDay' | 'exceptions'>;

export const planOf = (route: Schedule): RoutePlan => ({
  firstDate: route.firstDate,
  pickupDay: route.pickupDay,
  exceptions: route.exceptions,
});

/**
 * The occurrence on or after a day (its next one from today when none is named). A route whose
 * every week ahead is skipped still shows its planned day.
 */
export function occurrenceFrom(route: Schedule, date: string): Occurrence {
  const next = nextOccurrence(planOf(route), date);
  if (next) return next;
  const planned = firstPickupDayOnOrAfter(date > route.firstDate ? date : route.firstDate, route.pickupDay);
  return { date: planned, plannedDate: planned, movedFrom: null };
}

/** A customer on no plan is visited weekly. */
export function frequencyOf(subscription: CustomerPlanChoice): PickupFrequency {
  return subscription === 'none' ? 'weekly' : subscription;
}

/** "12 Elm Street, Bangor, ME 04401". */
export function addressOf(customer: RoutedCustomer): string {
  return [customer.address.trim(), localityOf(customer)].filter(Boolean).join(', ');
}

/** A stop with its customer, when the customer is still held. */
export interface KnownStop {
  entry: RouteStopEntry;
  customer: RoutedCustomer;
  order: number;
}

/** The route's stops whose customers are known, in order. */
export function knownStops(route: PlannedRoute, customers: ReadonlyMap<string, RoutedCustomer>): KnownStop[] {
  return route.stops
    .flatMap((entry) => {
      const customer = customers.get(entry.customerId);
      return customer ? [{ entry, customer }] : [];
    })
    .map((stop, index) => ({ ...stop, order: index + 1 }));
}

/**
 * Whether the customer is visited at all: active, or paused under a pause of their own (its days
 * then decide); a customer the owner or a failed payment paused, or an inactive one, is not.
 */
export const isVisitable = (customer: RoutedCustomer): boolean =>
  customer.status === 'active' || (customer.status === 'paused' && customer.pause !== null);

/** The stop's schedule: the customer's frequency from their first visit, their skips and their pause. */
export const stopScheduleOf = (entry: RouteStopEntry, customer: RoutedCustomer): StopSchedule => ({
  frequency: frequencyOf(customer.subscription),
  startsOn: entry.startsOn,
  skippedDates: entry.skippedDates,
  pause: customer.pause,
});

/**
 * Due that day: the one rule every list of due stops follows (a day's pickups, the route's due
 * stops, the driver's app): the customer is visited, and their schedule holds a visit neither
 * skipped nor paused.
 */
export function isDue(stop: KnownStop, occurrence: Occurrence): boolean {
  return isVisitable(stop.customer) && isStopDue(stopScheduleOf(stop.entry, stop.customer), occurrence);
}

export function dueStops(
  route: PlannedRoute,
  occurrence: Occurrence,
  customers: ReadonlyMap<string, RoutedCustomer>,
): KnownStop[] {
  return knownStops(route, customers).filter((stop) => isDue(stop, occurrence));
}

export function stopView({ entry, customer, order }: KnownStop): RouteStop {
  return {
    id: entry.stopId,
    customerId: customer.customerId,
    customerName: customerNameOf(customer),
    address: addressOf(customer),
    order,
    bucketNumber: customer.bucketNumber,
    bucketCount: Math.max(1, customer.bucketCount),
    pickupInstructions: customer.pickupInstructions,
    frequency: frequencyOf(customer.subscription),
    location: customer.location,
    startsOn: entry.startsOn,
  };
}

export const resultView = (result: StopResultEntry): StopResult => ({
  customerId: result.customerId,
  status: result.status,
  reason: result.reason,
  weight: result.weight,
  at: result.at.toISOString(),
});

/** The day's run decides; without one, a day whose start has passed is delayed. */
export function occurrenceStatus(
  route: PlannedRoute,
  date: string,
  run: RouteRun | null,
  context: Pick<ViewContext, 'timeZone' | 'now'>,
): RouteStatus {
  if (run) return run.status;
  return instantAt(date, route.startTime, context.timeZone).getTime() <= context.now.getTime()
    ? 'delayed'
    : 'planned';
}

const miles = (value: number) => Math.round(value * 100) / 100;

/** Miles from the start through the points and back to the start (or on to the end); null when any is unknown. */
export function drivingMiles(
  start: GeoPoint | null,
  end: GeoPoint | null,
  points: readonly (GeoPoint | null)[],
): number | null {
  if (!start || points.some((point) => point === null)) return null;
  const path = [start, ...(points as GeoPoint[]), end ?? start];
  let total = 0;
  for (let leg = 1; leg < path.length; leg += 1) {
    const from = path[leg - 1];
    const to = path[leg];
    if (from && to) total += haversineMiles(from, to);
  }
  return miles(total);
}

/** The route on one of its days, as the contract shows it. */
export function routeView(
  route: PlannedRoute,
  occurrence: Occurrence,
  run: RouteRun | null,
  context: ViewContext,
): Route {
  const stops = knownStops(route, context.customers);
  const due = stops.filter((stop) => isDue(stop, occurrence));
  const driver = route.driverId ? context.drivers.get(route.driverId) : undefined;
  const buckets = due.reduce((sum, stop) => sum + Math.max(1, stop.customer.bucketCount), 0);
  const capacity = driver?.maxBuckets ?? limits.defaultDriverCapacity;
  return {
    id: route.routeId,
    name: route.name,
    zone: route.zone,
    driverId: route.driverId,
    driver: driver?.name ?? '',
    vehicle: route.vehicle,
    startTime: route.startTime,
    endTime: route.endTime,
    estimatedTime: route.estimatedTime,
    pickupDay: route.pickupDay,
    firstDate: route.firstDate,
    date: occurrence.date,
    movedFrom: occurrence.movedFrom,
    status: occurrenceStatus(route, occurrence.date, run, context),
    startedAt: run?.startedAt.toISOString() ?? null,
    completedAt: run?.completedAt?.toISOString() ?? null,
    startLocation: route.startLocation,
    startAddress: route.startAddress,
    startPoint: route.startPoint,
    endLocation: route.endLocation,
    endAddress: route.endAddress,
    endPoint: route.endPoint,
    notes: route.notes,
    stops: stops.map(stopView),
    dueStopIds: due.map((stop) => stop.entry.stopId),
    results: (run?.results ?? []).map(resultView),
    distance: drivingMiles(
      route.startPoint,
      route.endPoint,
      due.map((stop) => stop.customer.location),
    ),
    buckets,
    capacity,
    capacityWarning: buckets > capacity ? routingMessages.overCapacity(buckets, capacity) : null,
    exceptions: route.exceptions.map((exception) => ({ ...exception })),
  };
}

/** One route at one day, reading what it needs. */
export async function routeAt(
  routing: Routing,
  route: PlannedRoute,
  date: string | undefined,
): Promise<Route> {
  const context = await viewContextFor(routing, route.tenantId, [route]);
  const occurrence = occurrenceFrom(route, date ?? context.today);
  const run = await routing.runs.find(route.tenantId, route.routeId, occurrence.date);
  return routeView(route, occurrence, run, context);
}
