import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import type { Tenancy } from '../domain/model';
import { applyRouteDeletion, applyRouteSnapshot } from '../domain/plan-usage';

/**
 * What the tenant service learns from the routing service: which routes each business has, for
 * plan usage. Events may come late, twice or out of order: an older snapshot is ignored, and a
 * deleted route stays deleted.
 */
export function routeFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  const snapshot = async (event: TypedEvent<'route.created' | 'route.updated'>) => {
    if (!event.tenantId) return;
    const applied = await applyRouteSnapshot(tenancy, event.tenantId, event.data, new Date(event.occurredAt));
    logger.debug({ eventId: event.id, tenantId: event.tenantId, type: event.type, applied }, 'route');
  };
  return {
    'route.created': snapshot,
    'route.updated': snapshot,
    'route.deleted': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyRouteDeletion(
        tenancy,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'route deleted');
    },
  };
}
