import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import type { Tenancy } from '../domain/model';
import { applyRouteDeletion, applyRouteSnapshot } from '../domain/plan-usage';

/**
 * What the tenant service learns from the routing service: which routes each business has, for
 * plan usage. Events may come late, twice or out of order: an older snapshot is ignored, and a
 * deleted route stays deleted.
 */
export function routeFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  return snapshotFactHandlers({
    what: 'route',
    snapshots: ['route.created', 'route.updated'],
    deletion: 'route.deleted',
    apply: (tenantId, data, asOf) => applyRouteSnapshot(tenancy, tenantId, data, asOf),
    remove: (tenantId, data, at) => applyRouteDeletion(tenancy, tenantId, data, at),
    logger,
  });
}
