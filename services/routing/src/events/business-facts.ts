import type { EventHandlers, Logger } from '@pickup/kit';
import type { Routing } from '../domain/model';
import { applyBusinessSettings } from '../domain/time-zones';

/** What routing learns of each business from the tenant service: its time zone. */
export function businessFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  return {
    'tenant.settings.updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyBusinessSettings(
        routing,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'time zone');
    },
  };
}
