import {
  type DriverRoute,
  type DriverStopBody,
  type DriverTodayResult,
  type EventActor,
  routingMessages,
} from '@pickup/contracts';
import { forbidden, notFound } from '@pickup/kit';
import { type ExtrasIndex, extrasIndex } from './extras';
import type { DriverRecord, PlannedRoute, RouteRun, Routing } from './model';
import { ensureStarted, recordStop, type RouteDay } from './route-runs';
import { dueStops, occurrenceStatus, planOf, resultView, stopView, viewContextFor } from './route-views';
import { occurrencesBetween } from './schedule';

/**
 * The drivers' mobile app: the signed-in driver's routes today and each stop's result at the
 * curb. A driver sees and completes the routes assigned to them; an admin driver every route of
 * the business; a view-only login reads its routes and completes nothing.
 */

const notYours = () => notFound(routingMessages.notYourRoute);

async function driverOf(routing: Routing, tenantId: string, userId: string): Promise<DriverRecord> {
  const driver = await routing.drivers.findByUserId(tenantId, userId);
  if (!driver) throw notYours();
  return driver;
}

const mayWorkOn = (driver: DriverRecord, route: PlannedRoute) =>
  driver.role === 'admin' || route.driverId === driver.driverId;

/** The extras riding on the routes' stops of a day: the driver brings them along. */
async function extrasOfDay(
  routing: Routing,
  tenantId: string,
  routeIds: readonly string[],
  date: string,
): Promise<ExtrasIndex> {
  return extrasIndex(await routing.extras.onRoutes(tenantId, routeIds, date, date));
}

function driverRouteView(day: RouteDay, run: RouteRun | null, extrasOf: ExtrasIndex): DriverRoute {
  const { route, occurrence, context } = day;
  const resultOf = new Map((run?.results ?? []).map((result) => [result.customerId, result]));
  return {
    id: route.routeId,
    name: route.name,
    date: occurrence.date,
    status: occurrenceStatus(route, occurrence.date, run, context),
    startTime: route.startTime,
    endTime: route.endTime,
    startAddress: route.startAddress,
    startPoint: route.startPoint,
    endAddress: route.endAddress,
    endPoint: route.endPoint,
    notes: route.notes,
    stops: dueStops(route, occurrence, context.customers).map((stop) => {
      const result = resultOf.get(stop.customer.customerId);
      return {
        ...stopView(stop),
        result: result ? resultView(result) : null,
        extras: extrasOf(stop.customer.userId, route.routeId, occurrence.date),
      };
    }),
  };
}

/** Today in the business, and the routes the driver may see that run today at today's occurrence. */
async function todaysRoutes(
  routing: Routing,
  tenantId: string,
  driver: DriverRecord,
): Promise<{ today: string; days: RouteDay[] }> {
  const routes = await routing.routes.list(
    tenantId,
    driver.role === 'admin' ? {} : { driverId: driver.driverId },
  );
  const context = await viewContextFor(routing, tenantId, routes);
  const days = routes.flatMap((route) =>
    occurrencesBetween(planOf(route), context.today, context.today).map((occurrence) => ({
      route,
      occurrence,
      context,
    })),
  );
  return { today: context.today, days };
}

export async function driverToday(
  routing: Routing,
  tenantId: string,
  userId: string,
): Promise<DriverTodayResult> {
  const driver = await driverOf(routing, tenantId, userId);
  const { today, days } = await todaysRoutes(routing, tenantId, driver);
  const routeIds = days.map((day) => day.route.routeId);
  const [runs, extrasOf] = await Promise.all([
    routing.runs.between(tenantId, routeIds, today, today),
    extrasOfDay(routing, tenantId, routeIds, today),
  ]);
  const runOf = new Map(runs.map((run) => [`${run.routeId}:${run.date}`, run]));
  return {
    date: today,
    routes: days
      .map((day) =>
        driverRouteView(day, runOf.get(`${day.route.routeId}:${day.occurrence.date}`) ?? null, extrasOf),
      )
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name)),
  };
}

/** Records a stop of today's occurrence, starting the day's run when it is not yet started. */
export async function driverCompleteStop(
  routing: Routing,
  tenantId: string,
  userId: string,
  stopId: string,
  body: DriverStopBody,
  actor: EventActor,
): Promise<DriverRoute> {
  const driver = await driverOf(routing, tenantId, userId);
  if (driver.role === 'view-only') throw forbidden(routingMessages.viewOnlyDriver);
  const route = await routing.routes.withStop(tenantId, stopId);
  if (!route || !mayWorkOn(driver, route)) throw notYours();
  const context = await viewContextFor(routing, tenantId, [route]);
  const [occurrence] = occurrencesBetween(planOf(route), context.today, context.today);
  const customerId = route.stops.find((stop) => stop.stopId === stopId)?.customerId;
  if (!occurrence || !customerId) throw notYours();
  const day: RouteDay = { route, occurrence, context };
  const due = dueStops(route, occurrence, context.customers);
  if (!due.some((stop) => stop.entry.stopId === stopId)) throw notYours();
  await ensureStarted(routing, day, actor);
  const run = await recordStop(routing, day, customerId, body, actor);
  return driverRouteView(day, run, await extrasOfDay(routing, tenantId, [route.routeId], occurrence.date));
}
