import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import { applyBusiness, applyPlatformPlan, applySettings } from '../domain/businesses';
import type { Clientele } from '../domain/model';

/** What the customer service learns of each business: from the tenant service, and its plan from billing. */
export function businessFactHandlers(clientele: Clientele, logger: Logger): EventHandlers {
  const business = async (event: TypedEvent<'tenant.registered' | 'tenant.updated'>) => {
    const applied = await applyBusiness(clientele, event.data, new Date(event.occurredAt));
    logger.debug({ eventId: event.id, tenantId: event.data.tenantId, applied }, 'business');
  };
  return {
    'tenant.registered': business,
    'tenant.updated': business,
    'tenant.settings.updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applySettings(clientele, event.tenantId, event.data, new Date(event.occurredAt));
      logger.debug(
        { eventId: event.id, tenantId: event.tenantId, applied },
        'milestone interval and time zone',
      );
    },
    'platform.subscription_updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyPlatformPlan(
        clientele,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'customer allowance');
    },
  };
}
