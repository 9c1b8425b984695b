import { routingApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import { driverCompleteStop, driverToday } from '../domain/driver-app';
import type { Routing } from '../domain/model';
import { signedIn } from './context';

/** The drivers' mobile app: today's routes and each stop's result, for the signed-in driver. */
export function driverAppRoutes(routing: Routing): Router {
  const router = Router();

  mountOperation(router, routingApi.driverToday, (_input, req) => {
    const { tenantId, userId } = signedIn(req);
    return driverToday(routing, tenantId, userId);
  });

  mountOperation(router, routingApi.driverCompleteStop, ({ params, body }, req) => {
    const { tenantId, userId, actor } = signedIn(req);
    return driverCompleteStop(routing, tenantId, userId, params.id, body, actor);
  });

  return router;
}
