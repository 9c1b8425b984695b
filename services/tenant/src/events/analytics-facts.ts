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

/**
 * Handlers of several concerns as one consumer's: where two listen to the same event type, each
 * runs in turn (the event is acknowledged once all are done; every handler is idempotent, so a
 * retry after one failed repeats nothing).
 */
export function combinedHandlers(...sets: EventHandlers[]): EventHandlers {
  const byType = new Map<string, EventHandler[]>();
  for (const set of sets) {
    for (const [type, handler] of Object.entries(set) as [string, EventHandler][]) {
      byType.set(type, [...(byType.get(type) ?? []), handler]);
    }
  }
  const runAll =
    (handlers: EventHandler[]): EventHandler =>
    async (event) => {
      for (const handler of handlers) await handler(event);
    };
  return Object.fromEntries([...byType].map(([type, handlers]) => [type, runAll(handlers)])) as EventHandlers;
}
