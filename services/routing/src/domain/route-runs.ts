import { type EventActor, type Route, routingMessages, type StopOutcome } from '@pickup/contracts';
import { conflict, type DomainEvent } from '@pickup/kit';
import { routeCompleted, routeStarted, stopCompleted } from '../events/route-events';
import { rescheduleExtrasOf } from './extras';
import type { PlannedRoute, RoutedCustomer, RouteRun, Routing, StopResultEntry } from './model';
import { findRoute } from './route-planning';
import { dueStops, planOf, routeView, type ViewContext, viewContextFor } from './route-views';
import { type Occurrence, occurrencesBetween } from './schedule';

/**
 * A route's day: started (planned or delayed → in_progress), each due stop collected or skipped,
 * completed once every due stop has a result or the owner finishes it.
 */

/** The reason recorded for a stop left without a result when its route was completed. */
export const notCollected = 'Not collected';

/** What a stop's result says. */
export interface StopOutcomeInput {
  status: StopOutcome;
  reason?: string | undefined;
  weight?: number | undefined;
}

/** A route's day being worked on: the route, that day's occurrence and what showing it needs. */
export interface RouteDay {
  route: PlannedRoute;
  occurrence: Occurrence;
  context: ViewContext;
}

/** The route's occurrence on a day (today when none is named); 409 when it does not run that day. */
export async function routeDay(
  routing: Routing,
  route: PlannedRoute,
  date: string | undefined,
): Promise<RouteDay> {
  const context = await viewContextFor(routing, route.tenantId, [route]);
  const day = date ?? context.today;
  const occurrence = occurrencesBetween(planOf(route), day, day)[0];
  if (!occurrence) throw conflict(routingMessages.notScheduledThatDay);
  return { route, occurrence, context };
}

const alreadyDone = (run: RouteRun) =>
  conflict(run.status === 'completed' ? routingMessages.alreadyCompleted : routingMessages.alreadyStarted);

/** Starts the day's run; null when it had been started already (then `existing` is that run). */
async function startRun(routing: Routing, day: RouteDay, actor: EventActor): Promise<RouteRun | null> {
  const run: RouteRun = {
    tenantId: day.route.tenantId,
    routeId: day.route.routeId,
    date: day.occurrence.date,
    status: 'in_progress',
    startedAt: routing.clock.now(),
    completedAt: null,
    results: [],
  };
  return routing.runs.start(run, [routeStarted(day.route, run, actor)]);
}

const viewOf = (day: RouteDay, run: RouteRun | null): Route =>
  routeView(day.route, day.occurrence, run, day.context);

export async function startRoute(
  routing: Routing,
  tenantId: string,
  routeId: string,
  date: string | undefined,
  actor: EventActor,
): Promise<Route> {
  const day = await routeDay(routing, await findRoute(routing, tenantId, routeId), date);
  const started = await startRun(routing, day, actor);
  if (!started) {
    const existing = await routing.runs.find(tenantId, routeId, day.occurrence.date);
    throw existing ? alreadyDone(existing) : conflict(routingMessages.alreadyStarted);
  }
  return viewOf(day, started);
}

/**
 * Records one stop's result on an in-progress run (a second result for the same stop replaces the
 * first); the run is completed once every due stop has one. Answers the run after.
 */
export async function recordStop(
  routing: Routing,
  day: RouteDay,
  customerId: string,
  outcome: StopOutcomeInput,
  actor: EventActor,
): Promise<RouteRun> {
  const due = dueStops(day.route, day.occurrence, day.context.customers);
  const customer = due.find((stop) => stop.customer.customerId === customerId)?.customer;
  if (!customer) throw conflict(routingMessages.stopNotDue);
  const now = routing.clock.now();
  const result: StopResultEntry = {
    customerId,
    status: outcome.status,
    reason: outcome.reason ?? '',
    weight: outcome.weight ?? null,
    at: now,
  };
  const { tenantId, routeId } = day.route;
  const run = await routing.runs.update(
    tenantId,
    routeId,
    day.occurrence.date,
    (current) => {
      if (current.status === 'completed') throw conflict(routingMessages.alreadyCompleted);
      const results = [...current.results.filter((held) => held.customerId !== customerId), result];
      const finished = due.every((stop) =>
        results.some((held) => held.customerId === stop.customer.customerId),
      );
      return finished ? { results, status: 'completed', completedAt: now } : { results };
    },
    (after) => [
      stopCompleted(day.route, after.date, result, customer, actor),
      ...(after.status === 'completed' ? [routeCompleted(day.route, after.date, now, actor)] : []),
    ],
  );
  if (!run) throw conflict(routingMessages.notStarted);
  // Collected, the stop's extras are delivered; skipped, they move to the next pickup.
  await rescheduleExtrasOf(routing, tenantId, [customerId], actor);
  return run;
}

export async function completeStop(
  routing: Routing,
  tenantId: string,
  routeId: string,
  customerId: string,
  outcome: StopOutcomeInput & { date?: string | undefined },
  actor: EventActor,
): Promise<Route> {
  const day = await routeDay(routing, await findRoute(routing, tenantId, routeId), outcome.date);
  return viewOf(day, await recordStop(routing, day, customerId, outcome, actor));
}

/** Finishes an in-progress run: due stops without a result are recorded as skipped, not collected. */
export async function completeRoute(
  routing: Routing,
  tenantId: string,
  routeId: string,
  date: string | undefined,
  actor: EventActor,
): Promise<Route> {
  const day = await routeDay(routing, await findRoute(routing, tenantId, routeId), date);
  const due = dueStops(day.route, day.occurrence, day.context.customers);
  const customers = new Map<string, RoutedCustomer>(
    due.map((stop) => [stop.customer.customerId, stop.customer]),
  );
  const now = routing.clock.now();
  let added: StopResultEntry[] = [];
  const run = await routing.runs.update(
    tenantId,
    routeId,
    day.occurrence.date,
    (current) => {
      if (current.status === 'completed') throw conflict(routingMessages.alreadyCompleted);
      added = due
        .filter((stop) => !current.results.some((held) => held.customerId === stop.customer.customerId))
        .map((stop) => ({
          customerId: stop.customer.customerId,
          status: 'skipped',
          reason: notCollected,
          weight: null,
          at: now,
        }));
      return { results: [...current.results, ...added], status: 'completed', completedAt: now };
    },
    (after): DomainEvent[] => [
      ...added.map((result) =>
        stopCompleted(day.route, after.date, result, customers.get(result.customerId), actor),
      ),
      routeCompleted(day.route, after.date, now, actor),
    ],
  );
  if (!run) throw conflict(routingMessages.notStarted);
  await rescheduleExtrasOf(
    routing,
    tenantId,
    added.map((result) => result.customerId),
    actor,
  );
  return viewOf(day, run);
}

/** Starts the day's run unless it is running (the driver is at the curb); 409 when completed. */
export async function ensureStarted(routing: Routing, day: RouteDay, actor: EventActor): Promise<void> {
  const existing = await routing.runs.find(day.route.tenantId, day.route.routeId, day.occurrence.date);
  if (existing?.status === 'completed') throw conflict(routingMessages.alreadyCompleted);
  if (!existing) await startRun(routing, day, actor);
}
