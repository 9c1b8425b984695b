import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import { applyBusinessFacts, applyBusinessSettings } from '../domain/businesses';
import type { Messaging } from '../domain/model';
import { applyReminderSettings } from '../domain/reminder-settings';

/** What messaging learns of each business from the tenant service: the name it writes in, and its contact. */
export function businessFactHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  const onTenant = async (event: TypedEvent<'tenant.registered' | 'tenant.updated'>) => {
    if (!event.tenantId) return;
    const applied = await applyBusinessFacts(
      messaging,
      event.tenantId,
      event.data,
      new Date(event.occurredAt),
    );
    logger.debug({ eventId: event.id, tenantId: event.tenantId, type: event.type, applied }, 'business name');
  };
  return {
    'tenant.registered': onTenant,
    'tenant.updated': onTenant,
    'tenant.settings.updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyBusinessSettings(
        messaging,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'business settings');
      const reminders = await applyReminderSettings(
        messaging,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied: reminders }, 'reminder settings');
    },
  };
}
