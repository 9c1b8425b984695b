import { type CustomerStatus, customerStatuses } from '@pickup/contracts';
import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CustomerStatusStore } from '../domain/model';

/**
 * The tenant service's projection of each business's customers: only what plan usage counts.
 * A deleted customer stays as a tombstone (`deleted`), so a snapshot arriving after the deletion,
 * however late, finds it and changes nothing. Tombstones are one small document per customer
 * ever deleted, kept for good: a late event has no deadline.
 */
interface CustomerStatusDocument {
  tenantId: string;
  customerId: string;
  /** Null on a tombstone made before any snapshot of the customer arrived. */
  status: CustomerStatus | null;
  /** When the snapshot held was true (the event's occurredAt): an older one is ignored. */
  asOf: Date;
  deleted: boolean;
}

const schema = new Schema<CustomerStatusDocument>(
  {
    customerId: { type: String, required: true },
    status: { type: String, enum: customerStatuses, default: null },
    asOf: { type: Date, required: true },
    deleted: { type: Boolean, default: false },
  },
  { collection: 'customer_statuses', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });
schema.index({ tenantId: 1, deleted: 1, status: 1 }, { name: 'tenant_deleted_status' });

export class MongoCustomerStatusStore implements CustomerStatusStore {
  private readonly model: Model<CustomerStatusDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'CustomerStatus', schema);
  }

  async applySnapshot(
    tenantId: string,
    customerId: string,
    status: CustomerStatus,
    asOf: Date,
  ): Promise<boolean> {
    // Twice at most: when the customer's first two snapshots race, one creates it, the other updates.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // Not older than the one held: two snapshots of the same moment keep the later delivered.
      const updated = await this.model.updateOne(
        { tenantId, customerId, deleted: false, asOf: { $lte: asOf } },
        { $set: { status, asOf } },
      );
      if (updated.matchedCount === 1) return true;
      try {
        await this.model.create({ tenantId, customerId, status, asOf, deleted: false });
        return true;
      } catch (error) {
        // Held already: newer, deleted, or just created by a racing snapshot (then look again).
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return false;
  }

  async applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean> {
    // Twice at most: when the deletion races the customer's first snapshot, one creates it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const deleted = await this.model.updateOne(
        { tenantId, customerId, deleted: false },
        { $set: { deleted: true } },
      );
      if (deleted.matchedCount === 1) return true;
      try {
        // Deleted before any snapshot of it arrived: the tombstone comes first.
        await this.model.create({ tenantId, customerId, status: null, asOf: at, deleted: true });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (await this.model.exists({ tenantId, customerId, deleted: true })) return false;
      }
    }
    return false;
  }

  countExcept(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number> {
    return this.model.countDocuments({ tenantId, deleted: false, status: { $nin: statuses } });
  }
}
