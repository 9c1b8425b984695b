import { tenantInternalApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Tenancy } from '../domain/model';
import { resolveTenant } from '../domain/tenants';

/** The tenant service's internal API for other services (the internal secret; the gateway never routes here). */
export function internalRoutes(tenancy: Tenancy): Router {
  const router = Router();
  mountOperation(router, tenantInternalApi.resolveTenant, async ({ query }) => {
    const tenant = await resolveTenant(tenancy, query);
    return { tenantId: tenant.id, subdomain: tenant.subdomain, isActive: tenant.isActive };
  });
  return router;
}
