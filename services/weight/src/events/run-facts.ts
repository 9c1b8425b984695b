import type { EventHandlers, Logger } from '@pickup/kit';
import type { Weighing } from '../domain/model';
import { applyStopResult } from '../domain/pending';

/** What weight learns from routing: each stop's result, for pending weights and curb weights. */
export function runFactHandlers(weighing: Weighing, logger: Logger): EventHandlers {
  return {
    'stop.completed': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyStopResult(weighing, event.tenantId, event.data, event.actor);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'stop result');
    },
  };
}
