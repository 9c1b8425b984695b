import { routingApi } from '@pickup/contracts';
import { mountOperation, tenantOf, userOf } from '@pickup/kit';
import { Router } from 'express';
import type { Routing } from '../domain/model';
import { customerPickups, nextPickup, restoreMyPickup, skipMyPickup } from '../domain/pickups';
import { signedIn } from './context';

/** A customer's next pickup, their schedule and their skips: their own, or any of the business's for its owner. */
export function pickupRoutes(routing: Routing): Router {
  const router = Router();
  const readerOf = (req: Parameters<typeof userOf>[0]) => {
    const user = userOf(req);
    return { userId: user.id, role: user.role };
  };

  mountOperation(router, routingApi.nextPickup, ({ params }, req) =>
    nextPickup(routing, tenantOf(req), readerOf(req), params.userId),
  );

  mountOperation(router, routingApi.customerPickups, ({ params }, req) =>
    customerPickups(routing, tenantOf(req), readerOf(req), params.userId),
  );

  mountOperation(router, routingApi.skipMyPickup, ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    return skipMyPickup(routing, tenantId, readerOf(req), params.userId, params.date, actor);
  });

  mountOperation(router, routingApi.restoreMyPickup, ({ params }, req) =>
    restoreMyPickup(routing, tenantOf(req), readerOf(req), params.userId, params.date),
  );

  return router;
}
