import { billingApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import {
  cancelMySubscription,
  changeMyPlan,
  mySubscription,
  restartMySubscription,
  toSubscriptionView,
  updateMyCard,
} from '../domain/customer-subscriptions';
import type { Billing } from '../domain/model';
import { signedIn } from './context';

/** A customer's own pickup subscription (the portal's billing card). */
export function subscriptionRoutes(billing: Billing): Router {
  const router = Router();

  mountOperation(router, billingApi.mySubscription, async (_input, req) => {
    const { tenantId, userId } = signedIn(req);
    return { subscription: toSubscriptionView(await mySubscription(billing, tenantId, userId)) };
  });
  mountOperation(router, billingApi.changeMyPlan, async ({ body }, req) => ({
    subscription: toSubscriptionView(await changeMyPlan(billing, signedIn(req), body.planId)),
  }));
  mountOperation(router, billingApi.updateMyCard, (_input, req) => updateMyCard(billing, signedIn(req)));
  mountOperation(router, billingApi.restartMySubscription, ({ body }, req) =>
    restartMySubscription(billing, signedIn(req), body.planId),
  );
  mountOperation(router, billingApi.cancelMySubscription, async (_input, req) => ({
    subscription: toSubscriptionView(await cancelMySubscription(billing, signedIn(req))),
  }));

  return router;
}
