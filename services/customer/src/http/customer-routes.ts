import { customerApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import {
  addCustomer,
  archiveCustomer,
  customerOf,
  deleteCustomer,
  restoreCustomer,
  updateCustomer,
} from '../domain/customers';
import { suggestedBucketNumber } from '../domain/enrolment';
import type { Clientele } from '../domain/model';
import { customerStatsOf } from '../domain/stats';
import { signedIn } from './context';
import { customerView, zonesView } from './views';

/** The owner's customers: the list and its stat cards, one customer, and each change to one. */
export function customerRoutes(clientele: Clientele): Router {
  const router = Router();

  mountOperation(router, customerApi.list, async ({ query }, req) => {
    const { search, status, ...page } = query;
    const listed = await clientele.customers.list(tenantOf(req), { search, status }, page);
    return { ...listed, customers: listed.customers.map(customerView) };
  });

  // The fixed paths before /api/customers/{id}, which would take them for an id.
  mountOperation(router, customerApi.stats, (_input, req) => customerStatsOf(clientele, tenantOf(req)));

  mountOperation(router, customerApi.zones, () => zonesView);

  mountOperation(router, customerApi.nextBucketNumber, async (_input, req) => ({
    bucketNumber: await suggestedBucketNumber(clientele, tenantOf(req)),
  }));

  mountOperation(router, customerApi.get, async ({ params }, req) => ({
    customer: customerView(await customerOf(clientele, tenantOf(req), params.id)),
  }));

  mountOperation(router, customerApi.create, async ({ body }, req, res) => {
    const { tenantId, actor } = signedIn(req);
    const added = await addCustomer(clientele, tenantId, body, actor);
    res.status(201);
    return { ...added, customer: customerView(added.customer) };
  });

  mountOperation(router, customerApi.update, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { customer: customerView(await updateCustomer(clientele, tenantId, params.id, body, actor)) };
  });

  mountOperation(router, customerApi.archive, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { customer: customerView(await archiveCustomer(clientele, tenantId, params.id, actor)) };
  });

  mountOperation(router, customerApi.unarchive, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { customer: customerView(await restoreCustomer(clientele, tenantId, params.id, actor)) };
  });

  mountOperation(router, customerApi.remove, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    await deleteCustomer(clientele, tenantId, params.id, actor);
  });

  return router;
}
