import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import type { Billing } from '../domain/model';
import { applyTenantSnapshot } from '../domain/tenants';

/**
 * The events billing consumes: businesses (a new one gets its products and trial) and people
 * (the names on orders).
 */
export function billingEventHandlers(billing: Billing, logger: Logger): EventHandlers {
  const tenant =
    (registered: boolean) => async (event: TypedEvent<'tenant.registered' | 'tenant.updated'>) => {
      await applyTenantSnapshot(billing, event.data, new Date(event.occurredAt), registered);
      logger.debug({ eventId: event.id, tenantId: event.data.tenantId }, 'tenant applied');
    };
  return {
    'tenant.registered': tenant(true),
    'tenant.updated': tenant(false),
    'user.registered': async (event) => {
      const { userId, tenantId, firstName, lastName, email } = event.data;
      await billing.people.upsert({ id: userId, tenantId, name: `${firstName} ${lastName}`.trim(), email });
    },
  };
}
