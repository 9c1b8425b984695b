import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/customers';
import type { Routing } from '../domain/model';

type CustomerSnapshotEvent = TypedEvent<
  'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored'
>;

/**
 * What routing learns from the customer service: each business's customers, whole. Events may
 * come late, twice or out of order: an older snapshot is ignored, and a deleted customer stays
 * deleted.
 */
export function customerFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  const snapshot = async (event: CustomerSnapshotEvent) => {
    // Customers belong to a business; an event naming none has nothing to apply.
    if (!event.tenantId) return;
    const applied = await applyCustomerSnapshot(
      routing,
      event.tenantId,
      event.data,
      new Date(event.occurredAt),
    );
    logger.debug({ eventId: event.id, tenantId: event.tenantId, type: event.type, applied }, 'customer');
  };
  return {
    'customer.created': snapshot,
    'customer.updated': snapshot,
    'customer.archived': snapshot,
    'customer.restored': snapshot,
    'customer.deleted': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyCustomerDeletion(
        routing,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'customer deleted');
    },
  };
}
