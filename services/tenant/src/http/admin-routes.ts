import { tenantApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Tenancy } from '../domain/model';
import {
  adminTenantOf,
  createTenantForOwner,
  platformAnalytics,
  updateTenantAsAdmin,
} from '../domain/platform-admin';
import { actorOf } from './context';

/** The platform operator's console: every business, and the platform's counts. */
export function adminRoutes(tenancy: Tenancy): Router {
  const router = Router();

  mountOperation(router, tenantApi.adminListTenants, async ({ query }) => {
    const { tenants, pagination } = await tenancy.tenants.list(
      {
        ...(query.search ? { search: query.search } : {}),
        ...(query.status === 'all' ? {} : { isActive: query.status === 'active' }),
      },
      query,
    );
    return { tenants: tenants.map(adminTenantOf), pagination };
  });

  mountOperation(router, tenantApi.adminCreateTenant, async ({ body }, req, res) => {
    const tenant = await createTenantForOwner(tenancy, body, actorOf(req));
    res.status(201);
    return { tenant: adminTenantOf(tenant) };
  });

  mountOperation(router, tenantApi.adminUpdateTenant, async ({ params, body }, req) => ({
    tenant: adminTenantOf(await updateTenantAsAdmin(tenancy, params.id, body, actorOf(req))),
  }));

  mountOperation(router, tenantApi.adminAnalytics, () => platformAnalytics(tenancy));

  return router;
}
