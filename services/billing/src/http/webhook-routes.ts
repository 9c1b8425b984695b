import { billingApi } from '@pickup/contracts';
import { badRequest, mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Billing } from '../domain/model';
import { simulateConfirm, simulateOnboarding } from '../domain/simulation';
import { receiveWebhook } from '../domain/stripe-events';
import { signedIn } from './context';

/** Stripe's webhook, and (simulated payments only) the confirmations Stripe.js would make. */
export function webhookRoutes(billing: Billing): Router {
  const router = Router();

  mountOperation(router, billingApi.webhook, async (_input, req) => {
    if (!req.rawBody) throw badRequest('A webhook delivery is a JSON body');
    const signature = req.headers['stripe-signature'];
    const { duplicate } = await receiveWebhook(
      billing,
      req.rawBody,
      typeof signature === 'string' ? signature : undefined,
    );
    return { received: true as const, duplicate };
  });

  if (billing.settings.simulated) {
    mountOperation(router, billingApi.simulateConfirm, ({ body }, req) =>
      simulateConfirm(billing, signedIn(req), body),
    );
    mountOperation(router, billingApi.simulateOnboarding, (_input, req) =>
      simulateOnboarding(billing, signedIn(req).tenantId),
    );
  }

  return router;
}
