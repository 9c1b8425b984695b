import type { EventActor, EventData } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import { isDeepStrictEqual } from 'node:util';
import { customerNameOf } from '../domain/customers';
import type { PlannedRoute, RoutedCustomer, RouteRun, StopResultEntry } from '../domain/model';

/** Builders of the routing service's route events: each use case hands them to the write that announces them. */

/** The route as other services keep it: when it runs and whom it visits. */
export function routeSnapshotOf(route: PlannedRoute): EventData<'route.created'> {
  return {
    routeId: route.routeId,
    name: route.name,
    driverId: route.driverId,
    pickupDay: route.pickupDay,
    firstDate: route.firstDate,
    startTime: route.startTime,
    endTime: route.endTime,
    customerIds: route.stops.map((stop) => stop.customerId),
  };
}

const contextOf = (tenantId: string, actor: EventActor) => ({ tenantId, actor });

export const routeCreated = (route: PlannedRoute, actor: EventActor): DomainEvent =>
  domainEvent('route.created', routeSnapshotOf(route), contextOf(route.tenantId, actor));

export const routeDeleted = (route: PlannedRoute, actor: EventActor): DomainEvent =>
  domainEvent('route.deleted', { routeId: route.routeId }, contextOf(route.tenantId, actor));

/**
 * route.updated when what it carries changed: a new note, vehicle or start address is not news to
 * the services that keep a copy.
 */
export const announceRouteUpdate =
  (actor: EventActor) =>
  (after: PlannedRoute, before: PlannedRoute): DomainEvent[] =>
    isDeepStrictEqual(routeSnapshotOf(after), routeSnapshotOf(before))
      ? []
      : [domainEvent('route.updated', routeSnapshotOf(after), contextOf(after.tenantId, actor))];

/** A day's run of the route started or completed at that moment. */
export const routeRunData = (route: PlannedRoute, date: string, at: Date): EventData<'route.started'> => ({
  routeId: route.routeId,
  name: route.name,
  date,
  at: at.toISOString(),
});

export const routeStarted = (route: PlannedRoute, run: RouteRun, actor: EventActor): DomainEvent =>
  domainEvent(
    'route.started',
    routeRunData(route, run.date, run.startedAt),
    contextOf(route.tenantId, actor),
  );

export const routeCompleted = (route: PlannedRoute, date: string, at: Date, actor: EventActor): DomainEvent =>
  domainEvent('route.completed', routeRunData(route, date, at), contextOf(route.tenantId, actor));

/** A stop's result on the route's day, with the household's name and bucket as routing holds them. */
export const stopResultData = (
  route: PlannedRoute,
  date: string,
  result: StopResultEntry,
  customer: RoutedCustomer | undefined,
): EventData<'stop.completed'> => ({
  routeId: route.routeId,
  customerId: result.customerId,
  date,
  status: result.status,
  reason: result.reason,
  weight: result.weight,
  bucketNumber: customer?.bucketNumber ?? '',
  customerName: customer ? customerNameOf(customer) : '',
  at: result.at.toISOString(),
});

/** A stop's result: the weight service waits for collected ones, and records a curb weight. */
export const stopCompleted = (
  route: PlannedRoute,
  date: string,
  result: StopResultEntry,
  customer: RoutedCustomer | undefined,
  actor: EventActor,
): DomainEvent =>
  domainEvent(
    'stop.completed',
    stopResultData(route, date, result, customer),
    contextOf(route.tenantId, actor),
  );
