import { tenantApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import { domainStatusOf, setCustomDomain, verifyCustomDomain } from '../domain/custom-domains';
import type { Tenancy } from '../domain/model';
import { completeOnboarding, setUpTenant, tenantInfoOf } from '../domain/tenants';
import { signedIn } from './context';

/** The owner's business: its information, set-up progress and custom domain. */
export function tenantRoutes(tenancy: Tenancy): Router {
  const router = Router();

  mountOperation(router, tenantApi.info, async (_input, req) =>
    tenantInfoOf(tenancy.hosting, await setUpTenant(tenancy, tenantOf(req))),
  );

  mountOperation(router, tenantApi.completeOnboarding, async (_input, req) => {
    const { tenantId, actor } = signedIn(req);
    return tenantInfoOf(tenancy.hosting, await completeOnboarding(tenancy, tenantId, actor));
  });

  mountOperation(router, tenantApi.domain, async (_input, req) =>
    domainStatusOf(tenancy, await setUpTenant(tenancy, tenantOf(req))),
  );

  mountOperation(router, tenantApi.setDomain, async ({ body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return domainStatusOf(
      tenancy,
      await setCustomDomain(tenancy, tenantId, body.customDomain ?? null, actor),
    );
  });

  mountOperation(router, tenantApi.verifyDomain, async (_input, req) => {
    const { tenantId, actor } = signedIn(req);
    return domainStatusOf(tenancy, await verifyCustomDomain(tenancy, tenantId, actor));
  });

  return router;
}
