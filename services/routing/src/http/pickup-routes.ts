import { routingApi } from '@pickup/contracts';
import { mountOperation, tenantOf, userOf } from '@pickup/kit';
import { Router } from 'express';
import type { Routing } from '../domain/model';
import { customerPickups, nextPickup } from '../domain/pickups';

/** A customer's next pickup and their schedule: their own, or any of the business's for its owner. */
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

  return router;
}
