import { customerSnapshotEvents } from '@pickup/contracts';
import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/customers';
import type { Routing } from '../domain/model';
import { moveHousehold } from '../domain/moving';

/**
 * What routing learns from the customer service: each business's customers, whole, and a
 * household's move. Events may come late, twice or out of order: an older snapshot is ignored, a
 * deleted customer stays deleted, and a move applied again changes nothing.
 */
export function customerFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  return {
    ...snapshotFactHandlers({
      what: 'customer',
      snapshots: customerSnapshotEvents,
      deletion: 'customer.deleted',
      apply: (tenantId, data, asOf) => applyCustomerSnapshot(routing, tenantId, data, asOf),
      remove: (tenantId, data, at) => applyCustomerDeletion(routing, tenantId, data, at),
      logger,
    }),
    'customer.address_changed': async (event) => {
      if (!event.tenantId) return;
      const joined = await moveHousehold(routing, event.tenantId, event.data, event.actor);
      logger.debug({ eventId: event.id, tenantId: event.tenantId, joined }, 'household moved');
    },
  };
}
