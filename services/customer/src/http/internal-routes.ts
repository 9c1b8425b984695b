import { analyticsReplayApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Clientele } from '../domain/model';
import { replayCustomers } from '../events/customer-replay';

/** The customer service's internal API for other services (the internal secret; the gateway never routes here). */
export function internalRoutes(clientele: Clientele): Router {
  const router = Router();
  mountOperation(router, analyticsReplayApi.customer, ({ query }) => replayCustomers(clientele, query));
  return router;
}
