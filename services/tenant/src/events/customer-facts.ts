import { customerSnapshotEvents } from '@pickup/contracts';
import { type EventHandlers, type Logger, snapshotFactHandlers } from '@pickup/kit';
import type { Tenancy } from '../domain/model';
import { applyCustomerDeletion, applyCustomerSnapshot } from '../domain/plan-usage';

/**
 * What the tenant service learns from the customer service: each customer's status, for plan
 * usage. Events may come late, twice or out of order: an older snapshot is ignored, and a deleted
 * customer stays deleted.
 */
export function customerFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  return snapshotFactHandlers({
    what: 'customer status',
    snapshots: customerSnapshotEvents,
    deletion: 'customer.deleted',
    apply: (tenantId, data, asOf) => applyCustomerSnapshot(tenancy, tenantId, data, asOf),
    remove: (tenantId, data, at) => applyCustomerDeletion(tenancy, tenantId, data, at),
    logger,
  });
}
