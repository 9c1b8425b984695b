import { systemActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { ReminderKey } from '../domain/reminder-model';

/** reminder.sent: once per customer, pickup day, kind and channel, by the scheduler. */
export function reminderSent(key: ReminderKey, routeId: string, sentAt: Date): DomainEvent {
  return domainEvent(
    'reminder.sent',
    {
      customerId: key.customerId,
      routeId,
      pickupDate: key.pickupDate,
      kind: key.kind,
      channel: key.channel,
      sentAt: sentAt.toISOString(),
    },
    { tenantId: key.tenantId, actor: systemActor },
  );
}
