import { type EventActor, type OptimizeResult, routingMessages } from '@pickup/contracts';
import { AppError, notFound } from '@pickup/kit';
import { announceRouteUpdate } from '../events/route-events';
import { customerNameOf } from './customers';
import type { Routing } from './model';
import { type OptimizedRoute, optimize } from './optimizer';
import { findRoute } from './route-planning';
import { knownStops, routeAt } from './route-views';

const miles = (value: number) => Math.round(value * 100) / 100;

/**
 * Orders a route's stops for the shortest drive from its start location and back (or on to its
 * end), every customer on it whatever their frequency, and keeps that order.
 */
export async function optimizeRoute(
  routing: Routing,
  tenantId: string,
  routeId: string,
  actor: EventActor,
): Promise<OptimizeResult> {
  const route = await findRoute(routing, tenantId, routeId);
  const customers = await routing.customers.findMany(
    tenantId,
    route.stops.map((stop) => stop.customerId),
  );
  const stops = knownStops(route, new Map(customers.map((customer) => [customer.customerId, customer])));
  const start = route.startPoint;
  if (stops.length < 2 || !start) {
    throw new AppError('VALIDATION_FAILED', routingMessages.cannotOptimize);
  }
  const unplaced = stops.filter((stop) => !stop.customer.location);
  if (unplaced.length > 0) {
    throw new AppError('VALIDATION_FAILED', routingMessages.missingAddresses, {
      extra: {
        customers: unplaced.map(({ customer }) => ({
          customerId: customer.customerId,
          name: customerNameOf(customer),
        })),
      },
    });
  }
  let optimized: OptimizedRoute;
  try {
    optimized = optimize({
      start,
      ...(route.endPoint ? { end: route.endPoint } : {}),
      stops: stops.flatMap(({ customer }) =>
        customer.location ? [{ id: customer.customerId, ...customer.location }] : [],
      ),
    });
  } catch (error) {
    throw new AppError('UNPROCESSABLE', routingMessages.optimizationFailed, { cause: error });
  }
  const place = new Map(optimized.stopIds.map((customerId, index) => [customerId, index]));
  const updated = await routing.routes.update(
    tenantId,
    routeId,
    // Stops the optimizer did not see (a customer no longer held, one added meanwhile) keep their turn after the rest.
    (current) => ({
      stops: [...current.stops].sort(
        (a, b) =>
          (place.get(a.customerId) ?? Number.MAX_SAFE_INTEGER) -
          (place.get(b.customerId) ?? Number.MAX_SAFE_INTEGER),
      ),
    }),
    announceRouteUpdate(actor),
  );
  if (!updated) throw notFound(routingMessages.routeNotFound);
  return {
    route: await routeAt(routing, updated, undefined),
    reordered: optimized.stopsMoved,
    distanceBefore: miles(optimized.originalMiles),
    distanceAfter: miles(optimized.optimizedMiles),
  };
}
