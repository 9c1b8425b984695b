import { customerSnapshotEvents } from '@pickup/contracts';
import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/customers';
import type { Weighing } from '../domain/model';

/**
 * What weight learns from the customer service: each business's customers (name, bucket, login,
 * status). Events may come late, twice or out of order: an older snapshot is ignored, and a
 * deleted customer stays deleted.
 */
export function customerFactHandlers(weighing: Weighing, logger: Logger): EventHandlers {
  return snapshotFactHandlers({
    what: 'customer',
    snapshots: customerSnapshotEvents,
    deletion: 'customer.deleted',
    apply: (tenantId, data, asOf) => applyCustomerSnapshot(weighing, tenantId, data, asOf),
    remove: (tenantId, data, at) => applyCustomerDeletion(weighing, tenantId, data, at),
    logger,
  });
}
