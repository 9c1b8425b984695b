import {
  type CreateRouteBody,
  type EventActor,
  type GeoPoint,
  limits,
  type Route,
  type RouteExceptionBody,
  type RoutesQuery,
  type RouteStats,
  routingMessages,
  type UpdateRouteBody,
} from '@pickup/contracts';
import { badRequest, conflict, notFound } from '@pickup/kit';
import { announceRouteUpdate, routeCreated, routeDeleted } from '../events/route-events';
import { rescheduleExtrasOf } from './extras';
import type { NewRoute, PlannedRoute, RouteChanges, RouteStopEntry, Routing } from './model';
import type { Schedule } from './route-views';
import { occurrenceFrom, planOf, routeAt, routeView, viewContextFor } from './route-views';
import {
  daysBetween,
  firstPickupDayOnOrAfter,
  isPlannedDate,
  occurrencesBetween,
  pickupDayOf,
  todayIn,
} from './schedule';

/** The owner's planning of routes: create, edit, delete, stops, one-off exceptions, the list. */

export async function findRoute(routing: Routing, tenantId: string, routeId: string): Promise<PlannedRoute> {
  const route = await routing.routes.find(tenantId, routeId);
  if (!route) throw notFound(routingMessages.routeNotFound);
  return route;
}

async function todayOf(routing: Routing, tenantId: string): Promise<string> {
  return todayIn(await routing.timeZones.timeZoneOf(tenantId), routing.clock.now());
}

/** A driver may take a route only while active. */
async function requireActiveDriver(routing: Routing, tenantId: string, driverId: string): Promise<void> {
  const driver = await routing.drivers.find(tenantId, driverId);
  if (!driver) throw notFound(routingMessages.driverNotFound);
  if (!driver.isActive) throw conflict(routingMessages.driverInactive);
}

/** Customers joining a route: each once, held by the business and not archived. */
async function requireRoutable(routing: Routing, tenantId: string, customerIds: readonly string[]) {
  if (new Set(customerIds).size !== customerIds.length)
    throw conflict(routingMessages.customerAlreadyOnRoute);
  const held = new Map(
    (await routing.customers.findMany(tenantId, customerIds)).map((customer) => [
      customer.customerId,
      customer,
    ]),
  );
  for (const customerId of customerIds) {
    const customer = held.get(customerId);
    if (!customer) throw notFound(routingMessages.customerNotFound);
    if (customer.status === 'archived') throw conflict(routingMessages.customerNotRoutable);
  }
}

/** The coordinates of a typed address; none when it is empty or places nowhere. */
async function pointOf(routing: Routing, address: string): Promise<GeoPoint | null> {
  if (!address.trim()) return null;
  const placed = await routing.geocoder.place({ address, city: '', state: '', zipCode: '', zone: null });
  return placed.location;
}

/** The customers of the routes (a route before and after a change): whose extras may have to move. */
const customersOf = (...routes: PlannedRoute[]): string[] => [
  ...new Set(routes.flatMap((route) => route.stops.map((stop) => stop.customerId))),
];

/** A customer's first visit: the route's first occurrence from today on. */
function firstVisit(route: Schedule, today: string): string {
  return occurrenceFrom(route, today > route.firstDate ? today : route.firstDate).date;
}

export async function createRoute(
  routing: Routing,
  tenantId: string,
  body: CreateRouteBody,
  actor: EventActor,
): Promise<Route> {
  const today = await todayOf(routing, tenantId);
  const customerIds = (body.stops ?? []).map((stop) => stop.customerId);
  await requireActiveDriver(routing, tenantId, body.driverId);
  await requireRoutable(routing, tenantId, customerIds);
  const date = body.date ?? today;
  const pickupDay = body.pickupDay ?? pickupDayOf(date);
  const firstDate = firstPickupDayOnOrAfter(date, pickupDay);
  const startsOn = firstVisit({ firstDate, pickupDay, exceptions: [] }, today);
  const startAddress = body.startAddress ?? '';
  const endAddress = body.endAddress ?? '';
  const [startPoint, endPoint] = await Promise.all([
    pointOf(routing, startAddress),
    pointOf(routing, endAddress),
  ]);
  const route: NewRoute = {
    tenantId,
    name: body.name,
    zone: body.zone ?? null,
    driverId: body.driverId,
    vehicle: body.vehicle ?? '',
    startTime: body.startTime,
    endTime: body.endTime ?? '',
    estimatedTime: body.estimatedTime ?? limits.defaultEstimatedRouteMinutes,
    pickupDay,
    firstDate,
    startLocation: body.startLocation ?? '',
    startAddress,
    startPoint,
    endLocation: body.endLocation ?? '',
    endAddress,
    endPoint,
    notes: body.notes ?? '',
    stops: customerIds.map((customerId) => ({ stopId: routing.routes.newStopId(), customerId, startsOn })),
    exceptions: [],
  };
  const stored = await routing.routes.insert(route, (created) => [routeCreated(created, actor)]);
  await rescheduleExtrasOf(routing, tenantId, customerIds, actor);
  return routeAt(routing, stored, undefined);
}

/** When the route repeats after an edit: a new first day, a new pickup day, or both. */
function scheduleChanges(
  route: PlannedRoute,
  body: UpdateRouteBody,
): Pick<RouteChanges, 'pickupDay' | 'firstDate'> {
  if (!body.date && !body.pickupDay) return {};
  const pickupDay = body.pickupDay ?? (body.date ? pickupDayOf(body.date) : route.pickupDay);
  return { pickupDay, firstDate: firstPickupDayOnOrAfter(body.date ?? route.firstDate, pickupDay) };
}

/** The new list of stops: kept customers keep their stop and first visit, new ones start at the next occurrence. */
function replacedStops(
  routing: Routing,
  route: PlannedRoute,
  customerIds: readonly string[],
  startsOn: string,
): RouteStopEntry[] {
  const kept = new Map(route.stops.map((stop) => [stop.customerId, stop]));
  return customerIds.map(
    (customerId) => kept.get(customerId) ?? { stopId: routing.routes.newStopId(), customerId, startsOn },
  );
}

export async function updateRoute(
  routing: Routing,
  tenantId: string,
  routeId: string,
  body: UpdateRouteBody,
  actor: EventActor,
): Promise<Route> {
  const current = await findRoute(routing, tenantId, routeId);
  const today = await todayOf(routing, tenantId);
  if (body.driverId && body.driverId !== current.driverId)
    await requireActiveDriver(routing, tenantId, body.driverId);
  const customerIds = body.stops?.map((stop) => stop.customerId);
  if (customerIds) {
    const onRoute = new Set(current.stops.map((stop) => stop.customerId));
    if (new Set(customerIds).size !== customerIds.length)
      throw conflict(routingMessages.customerAlreadyOnRoute);
    await requireRoutable(
      routing,
      tenantId,
      customerIds.filter((customerId) => !onRoute.has(customerId)),
    );
  }
  const startPoint =
    body.startAddress !== undefined && body.startAddress !== current.startAddress
      ? { startPoint: await pointOf(routing, body.startAddress) }
      : {};
  const endPoint =
    body.endAddress !== undefined && body.endAddress !== current.endAddress
      ? { endPoint: await pointOf(routing, body.endAddress) }
      : {};
  const { date: _date, stops: _stops, ...fields } = body;
  const updated = await routing.routes.update(
    tenantId,
    routeId,
    (route) => {
      const schedule = scheduleChanges(route, body);
      return {
        ...fields,
        ...schedule,
        ...startPoint,
        ...endPoint,
        ...(customerIds
          ? {
              stops: replacedStops(routing, route, customerIds, firstVisit({ ...route, ...schedule }, today)),
            }
          : {}),
      };
    },
    announceRouteUpdate(actor),
  );
  if (!updated) throw notFound(routingMessages.routeNotFound);
  await rescheduleExtrasOf(routing, tenantId, customersOf(current, updated), actor);
  return routeAt(routing, updated, undefined);
}

export async function deleteRoute(
  routing: Routing,
  tenantId: string,
  routeId: string,
  actor: EventActor,
): Promise<void> {
  const route = await findRoute(routing, tenantId, routeId);
  if (!(await routing.routes.remove(tenantId, routeId, [routeDeleted(route, actor)]))) {
    throw notFound(routingMessages.routeNotFound);
  }
  await routing.runs.removeOfRoute(tenantId, routeId);
  await rescheduleExtrasOf(routing, tenantId, customersOf(route), actor);
}

export async function addRouteCustomer(
  routing: Routing,
  tenantId: string,
  routeId: string,
  customerId: string,
  actor: EventActor,
): Promise<Route> {
  await findRoute(routing, tenantId, routeId);
  await requireRoutable(routing, tenantId, [customerId]);
  const today = await todayOf(routing, tenantId);
  const updated = await routing.routes.update(
    tenantId,
    routeId,
    (route) => {
      if (route.stops.some((stop) => stop.customerId === customerId)) {
        throw conflict(routingMessages.customerAlreadyOnRoute);
      }
      const stop = { stopId: routing.routes.newStopId(), customerId, startsOn: firstVisit(route, today) };
      return { stops: [...route.stops, stop] };
    },
    announceRouteUpdate(actor),
  );
  if (!updated) throw notFound(routingMessages.routeNotFound);
  await rescheduleExtrasOf(routing, tenantId, [customerId], actor);
  return routeAt(routing, updated, undefined);
}

/** Skips or moves one planned occurrence; a second change of the same day replaces the first. */
export async function addRouteException(
  routing: Routing,
  tenantId: string,
  routeId: string,
  body: RouteExceptionBody,
  actor: EventActor,
): Promise<Route> {
  const exception = {
    date: body.date,
    action: body.action,
    movedTo: body.action === 'move' ? (body.movedTo ?? null) : null,
    reason: body.reason ?? '',
  };
  const updated = await routing.routes.update(
    tenantId,
    routeId,
    (route) => {
      if (!isPlannedDate(planOf(route), body.date)) throw conflict(routingMessages.notScheduledThatDay);
      return {
        exceptions: [...route.exceptions.filter((held) => held.date !== body.date), exception].sort((a, b) =>
          a.date.localeCompare(b.date),
        ),
      };
    },
    announceRouteUpdate(actor),
  );
  if (!updated) throw notFound(routingMessages.routeNotFound);
  await rescheduleExtrasOf(routing, tenantId, customersOf(updated), actor);
  return routeAt(routing, updated, exception.movedTo ?? body.date);
}

export async function removeRouteException(
  routing: Routing,
  tenantId: string,
  routeId: string,
  date: string,
  actor: EventActor,
): Promise<Route> {
  const updated = await routing.routes.update(
    tenantId,
    routeId,
    (route) => {
      if (!isPlannedDate(planOf(route), date)) throw conflict(routingMessages.notScheduledThatDay);
      return { exceptions: route.exceptions.filter((held) => held.date !== date) };
    },
    announceRouteUpdate(actor),
  );
  if (!updated) throw notFound(routingMessages.routeNotFound);
  await rescheduleExtrasOf(routing, tenantId, customersOf(updated), actor);
  return routeAt(routing, updated, date);
}

/**
 * The customer leaves the business's routes (every one unless `leaves` picks some): an archived or
 * deleted customer, or a household that moved out of a route's zone. How many routes they left.
 */
export async function removeCustomerFromRoutes(
  routing: Routing,
  tenantId: string,
  customerId: string,
  actor: EventActor,
  leaves: (route: PlannedRoute) => boolean = () => true,
): Promise<number> {
  const routes = (await routing.routes.withCustomer(tenantId, customerId)).filter(leaves);
  for (const { routeId } of routes) {
    await routing.routes.update(
      tenantId,
      routeId,
      (route) => ({ stops: route.stops.filter((stop) => stop.customerId !== customerId) }),
      announceRouteUpdate(actor),
    );
  }
  return routes.length;
}

/** `from` and `to` come together, in order, at most limits.routeRangeDays days apart. */
function rangeOf(query: RoutesQuery): { from: string; to: string } | null {
  if (!query.from && !query.to) return null;
  if (!query.from || !query.to) throw badRequest(routingMessages.dateOutOfRange);
  const days = daysBetween(query.from, query.to);
  if (days < 0 || days + 1 > limits.routeRangeDays) throw badRequest(routingMessages.dateOutOfRange);
  return { from: query.from, to: query.to };
}

/** Each route at its next occurrence from today, or every occurrence in a range; filtered. */
export async function listRoutes(routing: Routing, tenantId: string, query: RoutesQuery): Promise<Route[]> {
  const range = rangeOf(query);
  const routes = await routing.routes.list(tenantId, { driverId: query.driverId, zone: query.zone });
  const context = await viewContextFor(routing, tenantId, routes);
  const days = routes.flatMap((route) =>
    range
      ? occurrencesBetween(planOf(route), range.from, range.to).map((occurrence) => ({ route, occurrence }))
      : [{ route, occurrence: occurrenceFrom(route, context.today) }],
  );
  const dates = days.map(({ occurrence }) => occurrence.date).sort();
  const runs = await routing.runs.between(
    tenantId,
    routes.map((route) => route.routeId),
    dates[0] ?? context.today,
    dates.at(-1) ?? context.today,
  );
  const runOf = new Map(runs.map((run) => [`${run.routeId}:${run.date}`, run]));
  return days
    .map(({ route, occurrence }) =>
      routeView(route, occurrence, runOf.get(`${route.routeId}:${occurrence.date}`) ?? null, context),
    )
    .filter((view) => !query.status || view.status === query.status)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.startTime.localeCompare(b.startTime) ||
        a.name.localeCompare(b.name),
    );
}

/** The four stat cards: routes, those in progress today, stops, active drivers, and the miles ahead. */
export async function routeStats(routing: Routing, tenantId: string): Promise<RouteStats> {
  const [views, drivers, today] = await Promise.all([
    listRoutes(routing, tenantId, {}),
    routing.drivers.list(tenantId),
    todayOf(routing, tenantId),
  ]);
  return {
    totalRoutes: views.length,
    activeRoutes: views.filter((view) => view.status === 'in_progress' && view.date === today).length,
    totalStops: views.reduce((sum, view) => sum + view.stops.length, 0),
    availableDrivers: drivers.filter((driver) => driver.isActive).length,
    totalDistance:
      Math.round(
        views.reduce((sum, view) => sum + (view.distance ?? limits.distanceEstimatePerRoute), 0) * 100,
      ) / 100,
  };
}
