import { analyticsReplayApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Routing } from '../domain/model';
import { replayRouting } from '../events/routing-replay';

/** The routing service's internal API for other services (the internal secret; the gateway never routes here). */
export function internalRoutes(routing: Routing): Router {
  const router = Router();
  mountOperation(router, analyticsReplayApi.routing, ({ query }) => replayRouting(routing, query));
  return router;
}
