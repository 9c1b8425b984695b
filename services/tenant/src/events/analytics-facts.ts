import type { EventHandler, EventHandlers, Logger } from '@pickup/kit';
import { analyticsEventTypes, applyAnalyticsEvent } from '../domain/analytics-projection';
import type { Tenancy } from '../domain/model';

/**
 * What analytics learns from customer, billing, routing and weight: each event applied to the
 * business's facts by the same projection a rebuild replays through (docs/analytics.md).
 */
export function analyticsFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  const handler: EventHandler = async (event) => {
    await applyAnalyticsEvent(tenancy, event);
    logger.debug({ eventId: event.id, tenantId: event.tenantId, type: event.type }, 'analytics');
  };
  return Object.fromEntries(analyticsEventTypes.map((type) => [type, handler])) as EventHandlers;
}
