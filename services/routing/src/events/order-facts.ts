import type { EventHandlers, Logger } from '@pickup/kit';
import { placeOrder } from '../domain/extras';
import type { Routing } from '../domain/model';

/** What routing learns from billing: paid orders, whose extras ride on the household's next pickup. */
export function orderFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  return {
    'order.placed': async (event) => {
      if (!event.tenantId) return;
      const recorded = await placeOrder(routing, event.tenantId, event.data, event.actor);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, recorded }, 'order extras');
    },
  };
}
