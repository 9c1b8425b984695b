import {
  applyTombstone,
  applyTombstonedSnapshot,
  modelOf,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Household, HouseholdDirectory } from '../domain/model';

type HouseholdDetails = Omit<Household, 'customerId'>;

/**
 * Messaging's projection of each business's households, from the customer service's snapshots. A
 * deleted household's details are dropped and the document stays as a tombstone with the deletion
 * time, so a snapshot arriving after the deletion, however late, changes nothing.
 */
interface HouseholdDocument extends TombstonedSnapshot {
  customerId: string;
  /** Null once deleted, or on a tombstone made before any snapshot of the household arrived. */
  details: HouseholdDetails | null;
}

const detailsSchema = new Schema<HouseholdDetails>(
  {
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    email: { type: String, default: '' },
  },
  { _id: false },
);

const schema = new Schema<HouseholdDocument>(
  {
    customerId: { type: String, required: true },
    details: { type: detailsSchema, default: null },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'households', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });

export class MongoHouseholdDirectory implements HouseholdDirectory {
  private readonly model: Model<HouseholdDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Household', schema);
  }

  applySnapshot(tenantId: string, { customerId, ...details }: Household, asOf: Date): Promise<boolean> {
    return applyTombstonedSnapshot(this.model, { tenantId, customerId }, { details }, asOf);
  }

  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean> {
    return applyTombstone(this.model, { tenantId, customerId }, { details: null }, at);
  }

  async find(tenantId: string, customerId: string): Promise<Household | null> {
    const doc = await this.model
      .findOne({ tenantId, customerId, details: { $ne: null } })
      .select({ _id: 0, customerId: 1, details: 1 })
      .lean<{ customerId: string; details: HouseholdDetails }>();
    if (!doc) return null;
    const { firstName, lastName, email } = doc.details;
    return { customerId: doc.customerId, firstName, lastName, email };
  }
}
