import { customerStatuses, type PageQuery } from '@pickup/contracts';
import {
  anyOf,
  applyTombstone,
  applyTombstonedSnapshot,
  findByLogin,
  type ListPage,
  listPage,
  modelOf,
  searchFilter,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CustomerProjection, WeighedCustomer } from '../domain/model';

type CustomerDetails = Omit<WeighedCustomer, 'customerId'>;

/**
 * Weight's projection of each business's customers (name, bucket, login, status), from the
 * customer service's snapshots. A deleted customer's details are dropped and the document stays as
 * a tombstone, so a late snapshot or stop result about them changes nothing.
 */
interface CustomerDocument extends TombstonedSnapshot {
  customerId: string;
  /** Null once deleted, or on a tombstone made before any snapshot arrived. */
  details: CustomerDetails | null;
  /** The details' login again, where the local database endpoint can look it up (findByLogin). */
  userId?: string | null;
}

const detailsSchema = new Schema<CustomerDetails>(
  {
    userId: { type: String, default: null },
    name: { type: String, default: '' },
    bucketNumber: { type: String, default: '' },
    status: { type: String, enum: customerStatuses, required: true },
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
schema.index({ tenantId: 1, 'details.name': 1, _id: 1 }, { name: 'tenant_name' });
schema.index({ tenantId: 1, userId: 1 }, { name: 'tenant_login' });

/** A customer held: never a tombstone (its details are null). */
interface HeldCustomer {
  customerId: string;
  details: CustomerDetails;
}

const customerOf = ({ customerId, details }: HeldCustomer): WeighedCustomer => ({
  customerId,
  userId: details.userId ?? null,
  name: details.name,
  bucketNumber: details.bucketNumber,
  status: details.status,
});

const held = { _id: 0, customerId: 1, details: 1 } as const;

export class MongoCustomerProjection implements CustomerProjection {
  private readonly model: Model<CustomerDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Customer', schema);
  }

  applySnapshot(tenantId: string, customer: WeighedCustomer, asOf: Date): Promise<boolean> {
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

  async find(tenantId: string, customerId: string): Promise<WeighedCustomer | null> {
    const doc = await this.model
      .findOne({ tenantId, customerId, details: { $ne: null } })
      .select(held)
      .lean<HeldCustomer>();
    return doc ? customerOf(doc) : null;
  }

  async isDeleted(tenantId: string, customerId: string): Promise<boolean> {
    return (await this.model.exists({ tenantId, customerId, deletedAt: { $ne: null } })) !== null;
  }

  async findMany(tenantId: string, customerIds: readonly string[]): Promise<WeighedCustomer[]> {
    if (customerIds.length === 0) return [];
    const docs = await this.model
      .find({ tenantId, customerId: anyOf(customerIds), details: { $ne: null } })
      .select(held)
      .lean<HeldCustomer[]>();
    return docs.map(customerOf);
  }

  async findByUserId(tenantId: string, userId: string): Promise<WeighedCustomer | null> {
    const doc = await findByLogin<CustomerDocument, HeldCustomer>(this.model, tenantId, userId, held);
    return doc ? customerOf(doc) : null;
  }

  async list(
    tenantId: string,
    search: string | undefined,
    page: PageQuery,
  ): Promise<ListPage<WeighedCustomer>> {
    const listed = await listPage(this.model, {
      tenantId,
      filter: { deletedAt: null, ...searchFilter(search, ['details.name', 'details.bucketNumber']) },
      sort: { 'details.name': 1 },
      page,
    });
    return { ...listed, items: (listed.items as HeldCustomer[]).map(customerOf) };
  }
}
