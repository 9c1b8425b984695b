import type { EventActor, EventData } from '@pickup/contracts';
import { rescheduleExtrasOf } from './extras';
import type { PlannedRoute, Routing } from './model';
import { addRouteCustomer, removeCustomerFromRoutes } from './route-planning';

/**
 * A household moved itself (the customer service's customer.address_changed). When its zone
 * changed, it leaves every route whose zone is set and is another, and joins a route of its new
 * zone the way the owner's Add Customer adds one: on its pickup day (the one with the fewest stops
 * when several run that day), or, without a pickup day, the zone's route with the fewest stops.
 * Without such a route it stays off routes; the owner, told by messaging, places it. Its extras
 * follow. Delivered again, nothing changes: it has left and joined already.
 */
export async function moveHousehold(
  routing: Routing,
  tenantId: string,
  moved: EventData<'customer.address_changed'>,
  actor: EventActor,
): Promise<boolean> {
  const { customerId, zone, pickupDay } = moved;
  if (zone === moved.previousZone) return false;
  await removeCustomerFromRoutes(
    routing,
    tenantId,
    customerId,
    actor,
    (route) => route.zone !== null && route.zone !== zone,
  );
  const joined = zone ? await joinZoneRoute(routing, tenantId, customerId, zone, pickupDay, actor) : false;
  await rescheduleExtrasOf(routing, tenantId, [customerId], actor);
  return joined;
}

const fewestStops = (routes: readonly PlannedRoute[]): PlannedRoute | undefined =>
  [...routes].sort((a, b) => a.stops.length - b.stops.length)[0];

async function joinZoneRoute(
  routing: Routing,
  tenantId: string,
  customerId: string,
  zone: NonNullable<PlannedRoute['zone']>,
  pickupDay: EventData<'customer.address_changed'>['pickupDay'],
  actor: EventActor,
): Promise<boolean> {
  const [routes, customer] = await Promise.all([
    routing.routes.list(tenantId, { zone }),
    routing.customers.find(tenantId, customerId),
  ]);
  if (!customer || customer.status === 'archived') return false;
  if (routes.some((route) => route.stops.some((stop) => stop.customerId === customerId))) return false;
  const target = fewestStops(pickupDay ? routes.filter((route) => route.pickupDay === pickupDay) : routes);
  if (!target) return false;
  await addRouteCustomer(routing, tenantId, target.routeId, customerId, actor);
  return true;
}
