import { type CustomerStatus, customerStatuses } from '@pickup/contracts';
import {
  applyTombstone,
  applyTombstonedSnapshot,
  modelOf,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CustomerStatusStore } from '../domain/model';

/**
 * The tenant service's projection of each business's customers: only what plan usage counts,
 * kept as the kit's tombstoned snapshots (a deleted customer is never brought back).
 */
interface CustomerStatusDocument extends TombstonedSnapshot {
  customerId: string;
  /** Null on a tombstone. */
  status: CustomerStatus | null;
}

const schema = new Schema<CustomerStatusDocument>(
  {
    customerId: { type: String, required: true },
    status: { type: String, enum: customerStatuses, default: null },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'customer_statuses', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });
schema.index({ tenantId: 1, deletedAt: 1, status: 1 }, { name: 'tenant_deleted_status' });

export class MongoCustomerStatusStore implements CustomerStatusStore {
  private readonly model: Model<CustomerStatusDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'CustomerStatus', schema);
  }

  applySnapshot(tenantId: string, customerId: string, status: CustomerStatus, asOf: Date): Promise<boolean> {
    return applyTombstonedSnapshot(this.model, { tenantId, customerId }, { status }, asOf);
  }

  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean> {
    return applyTombstone(this.model, { tenantId, customerId }, { status: null }, at);
  }

  countExcept(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number> {
    return this.model.countDocuments({ tenantId, deletedAt: null, status: { $nin: statuses } });
  }
}
