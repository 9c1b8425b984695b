import { authMessages, billingApi, customerPlans } from '@pickup/contracts';
import { mountOperation, notFound } from '@pickup/kit';
import { Router } from 'express';
import type { Billing } from '../domain/model';
import { purchasablePlans } from '../domain/platform-plan-rules';
import {
  choosePlatformPlan,
  platformSubscriptionOf,
  toPlatformSubscriptionView,
} from '../domain/platform-subscriptions';
import { signedIn } from './context';

/** Plans: the platform's (what a business pays) and a business's (what its customers pay). */
export function planRoutes(billing: Billing): Router {
  const router = Router();

  mountOperation(router, billingApi.paymentsConfig, () => ({
    publishableKey: billing.settings.publishableKey,
    simulated: billing.settings.simulated,
  }));

  mountOperation(router, billingApi.platformPlans, () => ({
    plans: purchasablePlans().map((plan) => ({
      id: plan.id,
      name: plan.name,
      amount: plan.price,
      interval: 'month' as const,
      limits: plan.limits,
      popular: plan.popular,
    })),
  }));

  mountOperation(router, billingApi.platformSubscription, async (_input, req) =>
    toPlatformSubscriptionView(await platformSubscriptionOf(billing, signedIn(req).tenantId)),
  );

  mountOperation(router, billingApi.createSubscription, async ({ body }, req) =>
    choosePlatformPlan(billing, signedIn(req), body.planId),
  );

  mountOperation(router, billingApi.servicePlans, async (_input, req) => {
    const tenant = req.auth.tenantId ? await billing.tenants.find(req.auth.tenantId) : null;
    if (!tenant?.isActive) throw notFound(authMessages.businessNotFound);
    return { plans: customerPlans.map((plan) => ({ ...plan, features: [...plan.features] })) };
  });

  return router;
}
