import type { EventHandlers, Logger } from '@pickup/kit';
import { applyOrderScheduled, applyRunStarted, applyStopResult } from '../domain/deliveries';
import type { Billing } from '../domain/model';

/** What billing learns from routing: where each order's extras ride, and how that run goes. */
export function deliveryFactHandlers(billing: Billing, logger: Logger): EventHandlers {
  return {
    'order.scheduled': async (event) => {
      if (!event.tenantId) return;
      await applyOrderScheduled(billing, event.tenantId, event.data);
      logger.debug(
        { eventId: event.id, tenantId: event.tenantId, orderId: event.data.orderId },
        'order scheduled',
      );
    },
    'route.started': async (event) => {
      if (!event.tenantId) return;
      const moved = await applyRunStarted(billing, event.tenantId, event.data);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, moved }, 'run started');
    },
    'stop.completed': async (event) => {
      if (!event.tenantId) return;
      const delivered = await applyStopResult(billing, event.tenantId, event.data);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, delivered }, 'stop result');
    },
  };
}
