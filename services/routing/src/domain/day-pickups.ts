import {
  type DayPickup,
  type DayPickupsResult,
  type EventActor,
  type PickupSkipResult,
  remindersMessages,
} from '@pickup/contracts';
import { conflict } from '@pickup/kit';
import { rescheduleExtrasOf } from './extras';
import type { PlannedRoute, RouteChanges, Routing } from './model';
import { dueStops, isDue, knownStops, planOf, viewContextFor } from './route-views';
import { instantAt, occurrencesBetween, pickupWindow, windowEnd, windowHours } from './schedule';

/**
 * A business's pickups of one day, for whoever reminds its customers (messaging), and one
 * customer's skip of one day's pickup. The schedule's rules decide both, here only: moved and
 * skipped occurrences, each customer's frequency, only active customers, skipped days left out.
 */

export async function dayPickups(
  routing: Routing,
  tenantId: string,
  date: string,
): Promise<DayPickupsResult> {
  const routes = await routing.routes.list(tenantId, {});
  const context = await viewContextFor(routing, tenantId, routes);
  const pickups = routes.flatMap((route) =>
    occurrencesBetween(planOf(route), date, date).flatMap((occurrence): DayPickup[] => {
      const times = { ...route, estimatedMinutes: route.estimatedTime };
      const { start } = windowHours(times);
      const startsAt = instantAt(occurrence.date, start, context.timeZone).toISOString();
      const { timeWindow } = pickupWindow(times);
      return dueStops(route, occurrence, context.customers).map((stop) => ({
        customerId: stop.customer.customerId,
        routeId: route.routeId,
        routeName: route.name,
        date: occurrence.date,
        startTime: start,
        endTime: windowEnd(times),
        timeWindow,
        startsAt,
      }));
    }),
  );
  pickups.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.routeName.localeCompare(b.routeName));
  return { date, timeZone: context.timeZone, pickups };
}

/** The route's stops with the customer's one set to skip `date`, forgetting skips of days gone by. */
function withSkip(route: PlannedRoute, customerId: string, date: string, today: string): RouteChanges | null {
  const entry = route.stops.find((stop) => stop.customerId === customerId);
  if (!entry || entry.skippedDates?.includes(date)) return null;
  const skippedDates = [...(entry.skippedDates ?? []).filter((day) => day >= today), date];
  return { stops: route.stops.map((stop) => (stop === entry ? { ...stop, skippedDates } : stop)) };
}

/**
 * Leaves the customer out of every route that visits them on `date`: that day's stops, their
 * pickups ahead and the driver's list no longer hold it, and extras riding on it move to their
 * next pickup. Asked again, the same answer; 409 when they have no pickup that day (or it is past).
 */
export async function skipPickup(
  routing: Routing,
  tenantId: string,
  customerId: string,
  date: string,
  actor: EventActor,
): Promise<PickupSkipResult> {
  const routes = await routing.routes.withCustomer(tenantId, customerId);
  const context = await viewContextFor(routing, tenantId, routes);
  if (date < context.today) throw conflict(remindersMessages.noPickupToSkip);
  const routeIds: string[] = [];
  for (const route of routes) {
    const [occurrence] = occurrencesBetween(planOf(route), date, date);
    const stop = knownStops(route, context.customers).find(
      (known) => known.customer.customerId === customerId,
    );
    if (!occurrence || !stop) continue;
    if (stop.entry.skippedDates?.includes(date)) {
      routeIds.push(route.routeId);
      continue;
    }
    if (!isDue(stop, occurrence)) continue;
    const updated = await routing.routes.update(
      tenantId,
      route.routeId,
      (current) => withSkip(current, customerId, date, context.today),
      () => [],
    );
    if (updated) routeIds.push(route.routeId);
  }
  if (routeIds.length === 0) throw conflict(remindersMessages.noPickupToSkip);
  await rescheduleExtrasOf(routing, tenantId, [customerId], actor);
  return { customerId, date, routeIds };
}
