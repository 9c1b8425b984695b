import { billingApi } from '@pickup/contracts';
import { badRequest, mountOperation, notFound } from '@pickup/kit';
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
    mountOperation(router, billingApi.simulateConfirm, ({ body }, req) => {
      // A visitor's business comes from the gateway (X-Tenant or the Host), a payer's from the token.
      const tenantId = req.auth.tenantId;
      if (!tenantId) throw notFound('Payment not found');
      return simulateConfirm(billing, { tenantId, userId: req.auth.user?.id ?? null }, body);
    });
    mountOperation(router, billingApi.simulateOnboarding, (_input, req) =>
      simulateOnboarding(billing, signedIn(req).tenantId),
    );
  }

  return router;
}
