import { routingInternalApi, systemActor } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import { dayPickups, skipPickup } from '../domain/day-pickups';
import type { Routing } from '../domain/model';

/** Internal: a business's pickups of a day and one customer's skip, for messaging's reminders. */
export function dayPickupRoutes(routing: Routing): Router {
  const router = Router();

  mountOperation(router, routingInternalApi.dayPickups, ({ params, query }) =>
    dayPickups(routing, params.tenantId, query.date),
  );

  mountOperation(router, routingInternalApi.skipPickup, ({ params, body }) =>
    skipPickup(routing, params.tenantId, body.customerId, body.date, systemActor),
  );

  return router;
}
