import { customerPlanChoices, customerStatuses, pickupDays, serviceZones } from '@pickup/contracts';
import {
  anyOf,
  applyTombstone,
  applyTombstonedSnapshot,
  escapeRegex,
  findByLogin,
  modelOf,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CustomerProjection, KnownAddress, RoutedCustomer } from '../domain/model';

type CustomerDetails = Omit<RoutedCustomer, 'customerId'>;

/**
 * Routing's projection of each business's customers, from the customer service's snapshots. A
 * deleted customer's details are dropped and the document stays as a tombstone with the deletion
 * time, so a snapshot arriving after the deletion, however late, finds it and changes nothing.
 * Tombstones are one small document per customer ever deleted, kept for good: a late event has
 * no deadline.
 */
interface CustomerDocument extends TombstonedSnapshot {
  customerId: string;
  /** Null once deleted, or on a tombstone made before any snapshot of the customer arrived. */
  details: CustomerDetails | null;
  /** The details' login again, where the local database endpoint can look it up (findByLogin). */
  userId?: string | null;
}

const locationSchema = new Schema(
  {
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    precision: { type: String, enum: ['address', 'zone'], required: true },
  },
  { _id: false },
);

const pauseSchema = new Schema(
  {
    from: { type: String, required: true },
    until: { type: String, default: null },
  },
  { _id: false },
);

const detailsSchema = new Schema<CustomerDetails>(
  {
    userId: { type: String, default: null },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    address: { type: String, default: '' },
    city: { type: String, default: '' },
    state: { type: String, default: '' },
    zipCode: { type: String, default: '' },
    zone: { type: String, enum: [...serviceZones, null], default: null },
    pickupDay: { type: String, enum: [...pickupDays, null], default: null },
    location: { type: locationSchema, default: null },
    status: { type: String, enum: customerStatuses, required: true },
    bucketNumber: { type: String, default: '' },
    bucketCount: { type: Number, required: true },
    subscription: { type: String, enum: customerPlanChoices, default: 'none' },
    pickupInstructions: { type: String, default: '' },
    pause: { type: pauseSchema, default: null },
  },
  { _id: false },
);

const schema = new Schema<CustomerDocument>(
  {
    customerId: { type: String, required: true },
    details: { type: detailsSchema, default: null },
    userId: { type: String },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'customers', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true, name: 'tenant_customer_unique' });
schema.index({ tenantId: 1, 'details.address': 1, _id: 1 }, { name: 'tenant_address' });
schema.index({ tenantId: 1, userId: 1 }, { name: 'tenant_login' });

/** A customer held: never a tombstone (its details are null). */
interface HeldCustomer {
  customerId: string;
  details: CustomerDetails;
}

const held = { _id: 0, customerId: 1, details: 1 } as const;

const customerOf = ({ customerId, details }: HeldCustomer): RoutedCustomer => ({
  customerId,
  ...details,
  location: details.location
    ? {
        latitude: details.location.latitude,
        longitude: details.location.longitude,
        precision: details.location.precision,
      }
    : null,
  pause: details.pause ? { from: details.pause.from, until: details.pause.until ?? null } : null,
});

/** What an address suggestion reads of a customer held (never a tombstone: its details are null). */
interface AddressDocument {
  customerId: string;
  details: Pick<CustomerDetails, 'address' | 'city' | 'state' | 'zipCode'>;
}
const addressFields = {
  _id: 0,
  customerId: 1,
  'details.address': 1,
  'details.city': 1,
  'details.state': 1,
  'details.zipCode': 1,
};

/** Known addresses are read in small batches: a suggestion list needs only its first few. */
const addressBatchSize = 16;

export class MongoCustomerProjection implements CustomerProjection {
  private readonly model: Model<CustomerDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Customer', schema);
  }

  applySnapshot(tenantId: string, customer: RoutedCustomer, asOf: Date): Promise<boolean> {
    const { customerId, ...details } = customer;
    return applyTombstonedSnapshot(
      this.model,
      { tenantId, customerId },
      { details, userId: details.userId ?? null },
      asOf,
    );
  }

  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean> {
    return applyTombstone(this.model, { tenantId, customerId }, { details: null, userId: null }, at);
  }

  async find(tenantId: string, customerId: string): Promise<RoutedCustomer | null> {
    const doc = await this.model
      .findOne({ tenantId, customerId, details: { $ne: null } })
      .select(held)
      .lean<HeldCustomer>();
    return doc ? customerOf(doc) : null;
  }

  async findMany(tenantId: string, customerIds: readonly string[]): Promise<RoutedCustomer[]> {
    if (customerIds.length === 0) return [];
    const docs = await this.model
      .find({ tenantId, customerId: anyOf(customerIds), details: { $ne: null } })
      .select(held)
      .lean<HeldCustomer[]>();
    return docs.map(customerOf);
  }

  async findByUserId(tenantId: string, userId: string): Promise<RoutedCustomer | null> {
    const doc = await findByLogin<CustomerDocument, HeldCustomer>(this.model, tenantId, userId, held);
    return doc ? customerOf(doc) : null;
  }

  async *addressesContaining(tenantId: string, text: string): AsyncIterable<KnownAddress> {
    const cursor = this.model
      .find({
        tenantId,
        deletedAt: null,
        'details.status': { $ne: 'archived' },
        'details.address': { $regex: escapeRegex(text), $options: 'i' },
      })
      .sort({ 'details.address': 1, _id: 1 })
      .select(addressFields)
      .batchSize(addressBatchSize)
      .lean<AddressDocument>()
      .cursor();
    try {
      for await (const { customerId, details } of cursor) yield { customerId, ...details };
    } finally {
      // The caller stops once its list is full: the server's cursor is closed, not left to expire.
      await cursor.close();
    }
  }
}
