import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import type { Tenancy } from '../domain/model';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/plan-usage';

type CustomerSnapshotEvent = TypedEvent<
  'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored'
>;

/**
 * What the tenant service learns from the customer service: each customer's status, for plan
 * usage. Events may come late, twice or out of order: an older snapshot is ignored, and a deleted
 * customer stays deleted.
 */
export function customerFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  const snapshot = async (event: CustomerSnapshotEvent) => {
    if (!event.tenantId) return;
    const applied = await applyCustomerSnapshot(
      tenancy,
      event.tenantId,
      event.data,
      new Date(event.occurredAt),
    );
    logger.debug(
      { eventId: event.id, tenantId: event.tenantId, type: event.type, applied },
      'customer status',
    );
  };
  return {
    'customer.created': snapshot,
    'customer.updated': snapshot,
    'customer.archived': snapshot,
    'customer.restored': snapshot,
    'customer.deleted': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyCustomerDeletion(
        tenancy,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'customer deleted');
    },
  };
}
