import { analyticsReplayApi, billingInternalApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import { connectAccount } from '../domain/connect';
import { startCustomerSubscription } from '../domain/customer-subscriptions';
import type { Billing } from '../domain/model';
import { replayBilling } from '../events/billing-replay';

/** Billing's internal API for other services (the internal secret; the gateway never routes here). */
export function internalRoutes(billing: Billing): Router {
  const router = Router();
  mountOperation(router, billingInternalApi.createConnectAccount, ({ body }) =>
    connectAccount(billing, body.tenantId, { businessName: body.businessName, email: body.email }),
  );
  mountOperation(router, billingInternalApi.startCustomerSubscription, ({ body }) =>
    startCustomerSubscription(billing, body),
  );
  mountOperation(router, analyticsReplayApi.billing, ({ query }) => replayBilling(billing, query));
  return router;
}
