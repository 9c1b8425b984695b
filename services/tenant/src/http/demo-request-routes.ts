import { type DemoRequestStatus, tenantApi, tenantMessages } from '@pickup/contracts';
import { mountOperation, type RedisRateBudget } from '@pickup/kit';
import { Router } from 'express';
import { demoRequestView, requestDemo, setDemoRequestStatus } from '../domain/demo-requests';
import type { Tenancy } from '../domain/model';
import { clientAddress, withinBudget } from './context';

/** Demo requests: anyone asks (a few an hour per address); the platform operator follows them up. */
export function demoRequestRoutes(tenancy: Tenancy, budget: RedisRateBudget): Router {
  const router = Router();

  mountOperation(router, tenantApi.requestDemo, async ({ body }, req, res) => {
    await withinBudget(res, () => budget.consume(clientAddress(req)));
    const created = await requestDemo(tenancy, body);
    res.status(201);
    return { id: created.id, message: tenantMessages.demoRequestReceived };
  });

  // The admin host's paths and /platform-admin's are one operation each.
  for (const list of [tenantApi.adminListDemoRequests, tenantApi.listDemoRequests]) {
    mountOperation(router, list, async ({ query }) => {
      const status: DemoRequestStatus | undefined = query.status === 'all' ? undefined : query.status;
      const { demoRequests, pagination } = await tenancy.demoRequests.list(status ? { status } : {}, query);
      return { demoRequests: demoRequests.map(demoRequestView), pagination };
    });
  }

  for (const update of [tenantApi.adminUpdateDemoRequestStatus, tenantApi.updateDemoRequestStatus]) {
    mountOperation(router, update, async ({ params, body }) => ({
      demoRequest: demoRequestView(await setDemoRequestStatus(tenancy, params.id, body)),
    }));
  }

  return router;
}
