import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import { stopBillingDeletedCustomer } from '../domain/deleted-customers';
import type { Billing } from '../domain/model';
import { applyTenantSnapshot } from '../domain/tenants';

/**
 * The events billing consumes: businesses (a new one gets its products and trial), people (the
 * names on orders) and customers deleted for good (no more charges).
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
    'customer.deleted': async (event) => {
      const { customerId, userId } = event.data;
      // A customer without a login (added by the owner, never signed up) has nothing in billing.
      if (!event.tenantId || !userId) return;
      await stopBillingDeletedCustomer(billing, event.tenantId, userId);
      logger.info(
        { eventId: event.id, tenantId: event.tenantId, customerId },
        'deleted customer no longer billed',
      );
    },
  };
}
