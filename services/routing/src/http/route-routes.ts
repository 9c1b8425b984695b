import { routingApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import type { Routing } from '../domain/model';
import { optimizeRoute } from '../domain/route-optimizing';
import {
  addRouteCustomer,
  addRouteException,
  createRoute,
  deleteRoute,
  findRoute,
  listRoutes,
  removeRouteException,
  routeStats,
  updateRoute,
} from '../domain/route-planning';
import { completeRoute, completeStop, startRoute } from '../domain/route-runs';
import { routeAt } from '../domain/route-views';
import { signedIn } from './context';

/** The owner's routes: the list and its stat cards, planning, one-off changes, and each day's run. */
export function routeRoutes(routing: Routing): Router {
  const router = Router();

  mountOperation(router, routingApi.listRoutes, async ({ query }, req) => ({
    routes: await listRoutes(routing, tenantOf(req), query),
  }));

  // Before /api/routes/{id}, which would take "stats" for an id.
  mountOperation(router, routingApi.routeStats, (_input, req) => routeStats(routing, tenantOf(req)));

  mountOperation(router, routingApi.createRoute, async ({ body }, req, res) => {
    const { tenantId, actor } = signedIn(req);
    const route = await createRoute(routing, tenantId, body, actor);
    res.status(201);
    return { route };
  });

  mountOperation(router, routingApi.getRoute, async ({ params, query }, req) => ({
    route: await routeAt(routing, await findRoute(routing, tenantOf(req), params.id), query.date),
  }));

  mountOperation(router, routingApi.updateRoute, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await updateRoute(routing, tenantId, params.id, body, actor) };
  });

  mountOperation(router, routingApi.deleteRoute, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    await deleteRoute(routing, tenantId, params.id, actor);
  });

  mountOperation(router, routingApi.addRouteCustomer, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await addRouteCustomer(routing, tenantId, params.id, body.customerId, actor) };
  });

  mountOperation(router, routingApi.startRoute, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await startRoute(routing, tenantId, params.id, body.date, actor) };
  });

  mountOperation(router, routingApi.completeRoute, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await completeRoute(routing, tenantId, params.id, body.date, actor) };
  });

  mountOperation(router, routingApi.completeStop, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await completeStop(routing, tenantId, params.id, params.customerId, body, actor) };
  });

  mountOperation(router, routingApi.optimizeRoute, ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    return optimizeRoute(routing, tenantId, params.id, actor);
  });

  mountOperation(router, routingApi.addRouteException, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await addRouteException(routing, tenantId, params.id, body, actor) };
  });

  mountOperation(router, routingApi.removeRouteException, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { route: await removeRouteException(routing, tenantId, params.id, params.date, actor) };
  });

  return router;
}
