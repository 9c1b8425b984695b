import {
  anyOf,
  applyTombstone,
  applyTombstonedSnapshot,
  modelOf,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Household, HouseholdDirectory } from '../domain/model';

type HouseholdDetails = Omit<Household, 'customerId' | 'userId'>;

/**
 * Messaging's projection of each business's households, from the customer service's snapshots. A
 * deleted household's details are dropped and the document stays as a tombstone with the deletion
 * time, so a snapshot arriving after the deletion, however late, changes nothing.
 */
interface HouseholdDocument extends TombstonedSnapshot {
  customerId: string;
  /** Null once deleted, or on a tombstone made before any snapshot of the household arrived. */
  details: HouseholdDetails | null;
  /** Top-level, so a customer's session and a visitor's e-mail find the household. */
  userId: string | null;
  /** The e-mail in lower case; null once deleted or when it has none. */
  emailKey: string | null;
}

const detailsSchema = new Schema<HouseholdDetails>(
  {
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
  },
  { _id: false },
);

const schema = new Schema<HouseholdDocument>(
  {
    customerId: { type: String, required: true },
    details: { type: detailsSchema, default: null },
    userId: { type: String, default: null },
    emailKey: { type: String, default: null },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'households', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });
schema.index({ tenantId: 1, userId: 1 }, { name: 'tenant_user' });
schema.index({ tenantId: 1, emailKey: 1 }, { name: 'tenant_email' });

interface HeldHousehold {
  customerId: string;
  userId?: string | null;
  details: HouseholdDetails;
}

const heldFields = { _id: 0, customerId: 1, userId: 1, details: 1 };

function toHousehold({ customerId, userId, details }: HeldHousehold): Household {
  const { firstName, lastName, email, phone } = details;
  // Kept since SMS reminders needed it: absent on older documents.
  return { customerId, userId: userId ?? null, firstName, lastName, email, phone: phone ?? '' };
}

export class MongoHouseholdDirectory implements HouseholdDirectory {
  private readonly model: Model<HouseholdDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Household', schema);
  }

  applySnapshot(
    tenantId: string,
    { customerId, userId, ...details }: Household,
    asOf: Date,
  ): Promise<boolean> {
    const emailKey = details.email.trim().toLowerCase() || null;
    return applyTombstonedSnapshot(this.model, { tenantId, customerId }, { details, userId, emailKey }, asOf);
  }

  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean> {
    return applyTombstone(
      this.model,
      { tenantId, customerId },
      { details: null, userId: null, emailKey: null },
      at,
    );
  }

  find(tenantId: string, customerId: string): Promise<Household | null> {
    return this.findOne({ tenantId, customerId });
  }

  findByUserId(tenantId: string, userId: string): Promise<Household | null> {
    return this.findOne({ tenantId, userId });
  }

  findByEmail(tenantId: string, email: string): Promise<Household | null> {
    const emailKey = email.trim().toLowerCase();
    return emailKey ? this.findOne({ tenantId, emailKey }) : Promise.resolve(null);
  }

  async findMany(tenantId: string, customerIds: readonly string[]): Promise<Household[]> {
    if (customerIds.length === 0) return [];
    const docs = await this.model
      .find({ tenantId, customerId: anyOf(customerIds), details: { $ne: null } })
      .select(heldFields)
      .lean<HeldHousehold[]>();
    return docs.map(toHousehold);
  }

  private async findOne(filter: { tenantId: string } & Record<string, string>): Promise<Household | null> {
    const doc = await this.model
      .findOne({ ...filter, details: { $ne: null } })
      .select(heldFields)
      .lean<HeldHousehold>();
    return doc ? toHousehold(doc) : null;
  }
}
