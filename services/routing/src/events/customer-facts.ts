import { customerSnapshotEvents } from '@pickup/contracts';
import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/customers';
import type { Routing } from '../domain/model';

/**
 * What routing learns from the customer service: each business's customers, whole. Events may
 * come late, twice or out of order: an older snapshot is ignored, and a deleted customer stays
 * deleted.
 */
export function customerFactHandlers(routing: Routing, logger: Logger): EventHandlers {
  return snapshotFactHandlers({
    what: 'customer',
    snapshots: customerSnapshotEvents,
    deletion: 'customer.deleted',
    apply: (tenantId, data, asOf) => applyCustomerSnapshot(routing, tenantId, data, asOf),
    remove: (tenantId, data, at) => applyCustomerDeletion(routing, tenantId, data, at),
    logger,
  });
}
