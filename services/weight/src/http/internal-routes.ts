import { analyticsReplayApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Weighing } from '../domain/model';
import { replayWeights } from '../events/weight-replay';

/** The weight service's internal API for other services (the internal secret; the gateway never routes here). */
export function internalRoutes(weighing: Weighing): Router {
  const router = Router();
  mountOperation(router, analyticsReplayApi.weight, ({ query }) => replayWeights(weighing, query));
  return router;
}
