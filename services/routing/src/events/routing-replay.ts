import type { AnalyticsReplayPage, AnalyticsReplayQuery, EventEnvelope } from '@pickup/contracts';
import { replayedEvent, replayPage } from '@pickup/kit';
import type { PlannedRoute, RoutedCustomer, RouteRun, Routing } from '../domain/model';
import { routeRunData, routeSnapshotOf, stopResultData } from './route-events';

/**
 * The routing service's facts of one business told again as the events that announced them, for
 * analytics to rebuild from (`analyticsReplayApi.routing`): each route's creation with its plan
 * as it is now, then each day's run: its start, each stop's result, its completion. Deleted
 * routes (their runs go with them) and the results of deleted customers are gone and tell
 * nothing. services/routing/README.md says the same.
 */

function tellRoute(route: PlannedRoute, createdAt: Date): EventEnvelope[] {
  return [
    replayedEvent('route.created', routeSnapshotOf(route), {
      tenantId: route.tenantId,
      key: route.routeId,
      occurredAt: createdAt,
    }),
  ];
}

/** A day's run, oldest first: started, each stop's result in the order they came, completed. */
function tellRun(run: RouteRun, route: PlannedRoute, customers: ReadonlyMap<string, RoutedCustomer>) {
  const day = `${run.routeId}:${run.date}`;
  const fact = (key: string, occurredAt: Date) => ({ tenantId: run.tenantId, key, occurredAt });
  const results = run.results
    .filter((result) => customers.has(result.customerId))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return [
    replayedEvent('route.started', routeRunData(route, run.date, run.startedAt), fact(day, run.startedAt)),
    ...results.map((result) =>
      replayedEvent(
        'stop.completed',
        stopResultData(route, run.date, result, customers.get(result.customerId)),
        fact(`${day}:${result.customerId}`, result.at),
      ),
    ),
    ...(run.status === 'completed' && run.completedAt
      ? [
          replayedEvent(
            'route.completed',
            routeRunData(route, run.date, run.completedAt),
            fact(day, run.completedAt),
          ),
        ]
      : []),
  ];
}

/** The page's runs told, with their routes and the customers their results name, each read once. */
async function tellRuns(
  routing: Routing,
  tenantId: string,
  runs: readonly RouteRun[],
): Promise<EventEnvelope[]> {
  const routeIds = [...new Set(runs.map((run) => run.routeId))];
  const [routes, customers] = await Promise.all([
    Promise.all(routeIds.map((routeId) => routing.routes.find(tenantId, routeId))),
    routing.customers.findMany(
      tenantId,
      runs.flatMap((run) => run.results.map((result) => result.customerId)),
    ),
  ]);
  const routeOf = new Map(
    routes.filter((route): route is PlannedRoute => route !== null).map((route) => [route.routeId, route]),
  );
  // Deleted customers are left out of findMany: their results are not told.
  const held = new Map(customers.map((customer) => [customer.customerId, customer]));
  return runs.flatMap((run) => {
    const route = routeOf.get(run.routeId);
    // A run whose route was deleted while the page was read goes with it.
    return route ? tellRun(run, route, held) : [];
  });
}

/** One page of the routing service's replay for the business the query names. */
export async function replayRouting(
  routing: Routing,
  query: AnalyticsReplayQuery,
): Promise<AnalyticsReplayPage> {
  // A run's events need its route and its households, which the kit's synchronous `tell` cannot
  // read: the page's runs are gathered and told after it. Runs are the last source, so their
  // events still follow the page's routes', in the page's order.
  const runs: RouteRun[] = [];
  const page = await replayPage(
    [
      routing.routes.replay(tellRoute),
      routing.runs.replay((run) => {
        runs.push(run);
        return [];
      }),
    ],
    query,
  );
  return { ...page, events: [...page.events, ...(await tellRuns(routing, query.tenantId, runs))] };
}
