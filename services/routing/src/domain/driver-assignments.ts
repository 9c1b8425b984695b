import { systemActor } from '@pickup/contracts';
import { announceRouteUpdate } from '../events/route-events';
import type { DriverAssignments, Routing, ScheduledRun } from './model';
import { dueStops, planOf, viewContextFor } from './route-views';
import { occurrencesBetween } from './schedule';

/** What the drivers' rules ask of the routes: counts, a removed driver's routes, a calendar feed's days. */
export function driverAssignments(routing: Routing): DriverAssignments {
  return {
    async routeCounts(tenantId) {
      const counts = new Map<string, number>();
      for (const { driverId } of await routing.routes.list(tenantId, {})) {
        if (driverId) counts.set(driverId, (counts.get(driverId) ?? 0) + 1);
      }
      return counts;
    },

    async unassignDriver(tenantId, driverId) {
      const routes = await routing.routes.list(tenantId, { driverId });
      for (const { routeId } of routes) {
        await routing.routes.update(
          tenantId,
          routeId,
          // Another write may have given the route someone else meanwhile.
          (route) => (route.driverId === driverId ? { driverId: null } : null),
          announceRouteUpdate(systemActor),
        );
      }
      return routes.length;
    },

    async runsOfDriver(tenantId, driverId, from, to) {
      const routes = await routing.routes.list(tenantId, { driverId });
      const context = await viewContextFor(routing, tenantId, routes);
      return routes
        .flatMap((route) =>
          occurrencesBetween(planOf(route), from, to).map((occurrence): ScheduledRun => ({
            routeId: route.routeId,
            name: route.name,
            date: occurrence.date,
            startTime: route.startTime,
            endTime: route.endTime,
            estimatedMinutes: route.estimatedTime,
            startAddress: route.startAddress,
            stopCount: dueStops(route, occurrence, context.customers).length,
            notes: route.notes,
          })),
        )
        .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
    },
  };
}
