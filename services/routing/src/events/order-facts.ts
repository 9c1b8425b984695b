import type { EventHandlers, Logger } from '@pickup/kit';
import { placeOrder, settleOrder } from '../domain/extras';
import type { Routing } from '../domain/model';

/**
 * What routing learns from billing: paid orders, whose extras ride on the household's next pickup,
 * and orders the owner marked delivered or cancelled, whose extras leave the pickups ahead.
 */
export function orderFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  return {
    'order.placed': async (event) => {
      if (!event.tenantId) return;
      const recorded = await placeOrder(routing, event.tenantId, event.data, event.actor);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, recorded }, 'order extras');
    },
    'order.status_changed': async (event) => {
      if (!event.tenantId) return;
      const withdrawn = await settleOrder(routing, event.tenantId, event.data);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, withdrawn }, 'order extras settled');
    },
  };
}
