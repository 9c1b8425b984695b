import {
  customerPlanChoices,
  type EventEnvelope,
  customerStatuses,
  type CustomerStatus,
  type PageQuery,
  pickupDays,
  serviceZones,
} from '@pickup/contracts';
import {
  anyOf,
  type DomainEvent,
  deleteOneWithEvents,
  escapeRegex,
  isDuplicateKey,
  listPage,
  modelOf,
  outboxPlugin,
  type ReplaySource,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, type QueryFilter, Schema, Types } from 'mongoose';
import {
  type Customer,
  type CustomerChanges,
  CustomerFieldTakenError,
  type CustomerListFilter,
  type CustomerStore,
  type NewCustomer,
} from '../domain/model';
import { searchPrefixes, searchTermsOf, sortNameOf } from '../domain/search-terms';

interface CustomerDocument extends Omit<Customer, 'id'> {
  _id: Types.ObjectId;
  /** What the search box finds the customer by (domain/search-terms.ts). */
  searchTerms: string[];
  /** The list's order: the name as it reads, lower-cased. */
  sortName: string;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
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

const schema = new Schema<CustomerDocument>(
  {
    userId: { type: String, default: null },
    firstName: { type: String, required: true },
    lastName: { type: String, default: '' },
    email: { type: String, required: true },
    phone: { type: String, default: '' },
    address: { type: String, default: '' },
    city: { type: String, default: '' },
    state: { type: String, default: '' },
    zipCode: { type: String, default: '' },
    zone: { type: String, enum: [...serviceZones, null], default: null },
    pickupDay: { type: String, enum: [...pickupDays, null], default: null },
    location: { type: locationSchema, default: null },
    status: { type: String, enum: customerStatuses, required: true },
    bucketNumber: { type: String, required: true },
    subscription: { type: String, enum: customerPlanChoices, required: true },
    subscriptionStatus: { type: String, required: true },
    bucketCount: { type: Number, required: true },
    containerType: { type: String, required: true },
    pickupInstructions: { type: String, default: '' },
    notes: { type: String, default: '' },
    totalOrders: { type: Number, default: 0 },
    lastOrderDate: { type: Date, default: null },
    lastActivity: { type: Date, required: true },
    monthlySpendCents: { type: Number, required: true },
    joinDate: { type: Date, required: true },
    archivedAt: { type: Date, default: null },
    welcomedAt: { type: Date, default: null },
    subscriptionAsOf: { type: Date, default: null },
    recentOrderIds: { type: [String], default: [] },
    pause: { type: pauseSchema, default: null },
    hasSeenOnboarding: { type: Boolean, default: false },
    searchTerms: { type: [String], default: [] },
    sortName: { type: String, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'customers', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, email: 1 }, { unique: true, name: 'tenant_email_unique' });
schema.index({ tenantId: 1, bucketNumber: 1 }, { unique: true, name: 'tenant_bucket_unique' });
schema.index({ tenantId: 1, sortName: 1, _id: 1 }, { name: 'tenant_list_order' });
schema.index({ tenantId: 1, searchTerms: 1 }, { name: 'tenant_search_terms' });
schema.index({ tenantId: 1, status: 1 }, { name: 'tenant_status' });
schema.index({ tenantId: 1, userId: 1 }, { name: 'tenant_user' });

function toCustomer(doc: CustomerDocument): Customer {
  return {
    id: doc._id.toHexString(),
    tenantId: doc.tenantId,
    userId: doc.userId ?? null,
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    phone: doc.phone,
    address: doc.address,
    city: doc.city,
    state: doc.state,
    zipCode: doc.zipCode,
    zone: doc.zone ?? null,
    pickupDay: doc.pickupDay ?? null,
    location: doc.location
      ? {
          latitude: doc.location.latitude,
          longitude: doc.location.longitude,
          precision: doc.location.precision,
        }
      : null,
    status: doc.status,
    bucketNumber: doc.bucketNumber,
    subscription: doc.subscription,
    subscriptionStatus: doc.subscriptionStatus,
    bucketCount: doc.bucketCount,
    containerType: doc.containerType,
    pickupInstructions: doc.pickupInstructions,
    notes: doc.notes,
    totalOrders: doc.totalOrders,
    lastOrderDate: doc.lastOrderDate ?? null,
    lastActivity: doc.lastActivity,
    monthlySpendCents: doc.monthlySpendCents,
    joinDate: doc.joinDate,
    archivedAt: doc.archivedAt ?? null,
    welcomedAt: doc.welcomedAt ?? null,
    subscriptionAsOf: doc.subscriptionAsOf ?? null,
    recentOrderIds: [...(doc.recentOrderIds ?? [])],
    pause: doc.pause ? { from: doc.pause.from, until: doc.pause.until ?? null } : null,
    hasSeenOnboarding: doc.hasSeenOnboarding ?? false,
  };
}

/** The fields kept beside a customer for the list: its search terms and its place in the order. */
const listFieldsOf = (customer: NewCustomer | Customer) => ({
  searchTerms: searchTermsOf(customer),
  sortName: sortNameOf(customer),
});

export class MongoCustomerStore implements CustomerStore {
  private readonly model: Model<CustomerDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Customer', schema);
  }

  async insert(customer: NewCustomer, announce: (stored: Customer) => DomainEvent[]): Promise<Customer> {
    const doc = new this.model({ ...customer, ...listFieldsOf(customer) });
    const stored = toCustomer(doc.toObject());
    stageEvents(doc, announce(stored));
    try {
      await doc.save();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw await this.takenField(customer.tenantId, customer.email, null);
    }
    return stored;
  }

  async find(tenantId: string, id: string): Promise<Customer | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.one({ tenantId, _id: new Types.ObjectId(id) });
  }

  findByEmail(tenantId: string, email: string): Promise<Customer | null> {
    return this.one({ tenantId, email: email.toLowerCase() });
  }

  findByUser(tenantId: string, userId: string): Promise<Customer | null> {
    return this.one({ tenantId, userId });
  }

  async update(
    tenantId: string,
    id: string,
    decide: (customer: Customer) => CustomerChanges | null,
    announce: (after: Customer, before: Customer) => DomainEvent[],
  ): Promise<Customer | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id: new Types.ObjectId(id) },
      label: `Customer ${id}`,
      toEntity: toCustomer,
      decide,
      set: (changes, after) => ({ ...changes, ...listFieldsOf(after) }),
      announce,
      onDuplicateKey: (after) => this.takenField(tenantId, after.email, id),
    });
    return updated?.after ?? null;
  }

  async remove(tenantId: string, id: string, events: DomainEvent[]): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    return deleteOneWithEvents(this.model, { tenantId, _id: new Types.ObjectId(id) }, events);
  }

  async list(tenantId: string, filter: CustomerListFilter, page: PageQuery) {
    const prefixes = searchPrefixes(filter.search);
    const listed = await listPage(this.model, {
      tenantId,
      filter: {
        ...(filter.status === 'all' ? { status: { $ne: 'archived' } } : { status: filter.status }),
        ...(prefixes.length > 0
          ? { $and: prefixes.map((prefix) => ({ searchTerms: { $regex: `^${escapeRegex(prefix)}` } })) }
          : {}),
      },
      sort: { sortName: 1 },
      page,
    });
    return {
      customers: listed.items.map(toCustomer),
      total: listed.total,
      totalPages: listed.totalPages,
      pagination: listed.pagination,
    };
  }

  count(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number> {
    return this.model.countDocuments({ tenantId, status: anyOf(statuses) });
  }

  async monthlySpendCentsExcept(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number> {
    // Grouped on null: FerretDB sums a field only when the group key is constant.
    const [total] = await this.model.aggregate<{ cents: number }>([
      { $match: { tenantId, status: { $nin: [...statuses] } } },
      { $group: { _id: null, cents: { $sum: '$monthlySpendCents' } } },
    ]);
    return total?.cents ?? 0;
  }

  async taken(tenantId: string, field: 'email' | 'bucketNumber', values: string[]): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    const docs = await this.model
      .find({ tenantId, [field]: { $in: values } })
      .select({ [field]: 1 })
      .lean<Pick<CustomerDocument, typeof field>[]>();
    return new Set(docs.map((doc) => doc[field]));
  }

  async pausesDue(tenantId: string, today: string, limit: number): Promise<Customer[]> {
    // Calendar days as yyyy-MM-dd compare as strings; a null `until` matches no $lte.
    const docs = await this.model
      .find({
        tenantId,
        $or: [{ status: 'active', 'pause.from': { $lte: today } }, { 'pause.until': { $lte: today } }],
      })
      .limit(limit)
      .lean<CustomerDocument[]>();
    return docs.map(toCustomer);
  }

  replay(tell: (customer: Customer) => EventEnvelope[]): ReplaySource<unknown> {
    return {
      name: 'customers',
      model: this.model as Model<unknown>,
      tell: (doc) => tell(toCustomer(doc as CustomerDocument)),
    };
  }

  private async one(filter: QueryFilter<CustomerDocument>): Promise<Customer | null> {
    const doc = await this.model.findOne(filter).lean<CustomerDocument>();
    return doc ? toCustomer(doc) : null;
  }

  /** Which unique field refused a write (FerretDB does not say which index did). */
  private async takenField(
    tenantId: string,
    email: string,
    ownId: string | null,
  ): Promise<CustomerFieldTakenError> {
    const holder = await this.findByEmail(tenantId, email);
    return new CustomerFieldTakenError(holder && holder.id !== ownId ? 'email' : 'bucketNumber');
  }
}
