import { billingApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import {
  accountStatus,
  connectAccount,
  currentAccount,
  demoPayment,
  ownBusiness,
  refreshOnboarding,
} from '../domain/connect';
import { accountStatusOf } from '../domain/connect-status';
import type { Billing } from '../domain/model';
import { signedIn } from './context';

/** Stripe Connect: the screens' calls and the onboarding wizard's, on the owner's own business. */
export function connectRoutes(billing: Billing): Router {
  const router = Router();

  mountOperation(router, billingApi.connectCreateAccount, (_input, req) =>
    connectAccount(billing, signedIn(req).tenantId),
  );

  mountOperation(router, billingApi.connectRefreshOnboarding, (_input, req) =>
    refreshOnboarding(billing, signedIn(req).tenantId),
  );

  mountOperation(router, billingApi.connectAccountStatus, (_input, req) =>
    accountStatus(billing, signedIn(req).tenantId),
  );

  mountOperation(router, billingApi.connectDemoPayment, ({ body }, req) => {
    const description =
      typeof body.metadata?.description === 'string' ? body.metadata.description : 'Connect test payment';
    return demoPayment(billing, signedIn(req), description);
  });

  mountOperation(router, billingApi.tenantSetupStripe, ({ params }, req) =>
    connectAccount(billing, ownBusiness(signedIn(req).tenantId, params.id)),
  );

  mountOperation(router, billingApi.tenantStripeStatus, async ({ params }, req) => {
    const tenantId = ownBusiness(signedIn(req).tenantId, params.id);
    const stored = await billing.connectAccounts.find(tenantId);
    if (!stored)
      return { detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false, status: null };
    const account = await currentAccount(billing, stored);
    const { detailsSubmitted, chargesEnabled, payoutsEnabled } = account;
    return { detailsSubmitted, chargesEnabled, payoutsEnabled, status: accountStatusOf(account) };
  });

  mountOperation(router, billingApi.tenantOnboardingLink, async (_input, req) => ({
    onboardingLink: (await connectAccount(billing, signedIn(req).tenantId)).onboardingUrl,
  }));

  return router;
}
