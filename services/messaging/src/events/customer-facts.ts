import { customerSnapshotEvents } from '@pickup/contracts';
import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/households';
import type { Messaging } from '../domain/model';

/**
 * What messaging learns from the customer service: each business's households, whom to write.
 * An older snapshot is ignored, and a deleted household stays deleted.
 */
export function customerFactHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  return snapshotFactHandlers({
    what: 'household',
    snapshots: customerSnapshotEvents,
    deletion: 'customer.deleted',
    apply: (tenantId, data, asOf) => applyCustomerSnapshot(messaging, tenantId, data, asOf),
    remove: (tenantId, data, at) => applyCustomerDeletion(messaging, tenantId, data, at),
    logger,
  });
}
