import {
  platformPlanIds,
  platformSubscriptionStatuses,
  type PageQuery,
  tenantSubscriptionStatuses,
} from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  platformListPage,
  searchFilter,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, type QueryFilter, Schema, Types } from 'mongoose';
import {
  type BusinessTimeline,
  type NewTenant,
  type PlatformPlanFacts,
  type ProvisioningStep,
  type Tenant,
  type TenantChanges,
  TenantFieldTakenError,
  type TenantListFilter,
  type TenantStore,
} from '../domain/model';

const provisioningSteps: ProvisioningStep[] = ['awaiting_owner', 'awaiting_payments', 'complete'];

/**
 * Businesses span the platform (the operator lists them all; the gateway and registration look
 * them up by subdomain and domain), so this collection is not tenant-scoped: it is the tenants.
 * The custom domain is absent, not null, when there is none: its unique index is sparse.
 */
interface TenantDocument extends Omit<Tenant, 'id' | 'customDomain'> {
  _id: Types.ObjectId;
  customDomain?: string;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const planSchema = new Schema<PlatformPlanFacts>(
  {
    planId: { type: String, enum: platformPlanIds, required: true },
    status: { type: String, enum: platformSubscriptionStatuses, required: true },
    limits: {
      customers: { type: Number, required: true },
      routes: { type: Number, required: true },
      monthlyOrders: { type: Number, required: true },
    },
    asOf: { type: Date, required: true },
  },
  { _id: false },
);

const schema = new Schema<TenantDocument>(
  {
    subdomain: { type: String, required: true },
    businessName: { type: String, required: true },
    customDomain: { type: String },
    customDomainVerified: { type: Boolean, default: false },
    customDomainVerifiedAt: { type: Date, default: null },
    ownerEmail: { type: String, default: null },
    ownerUserId: { type: String, default: null },
    isActive: { type: Boolean, default: true },
    subscriptionTier: { type: String, enum: platformPlanIds, default: 'trial' },
    subscriptionStatus: { type: String, enum: tenantSubscriptionStatuses, default: 'trial' },
    plan: { type: planSchema, default: null },
    stripeOnboarded: { type: Boolean, default: false },
    stripeOnboardedAsOf: { type: Date, default: null },
    onboardingCompleted: { type: Boolean, default: false },
    provisioning: { type: String, enum: provisioningSteps, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'tenants', timestamps: true, versionKey: false },
);
schema.index({ subdomain: 1 }, { unique: true, name: 'subdomain_unique' });
schema.index({ customDomain: 1 }, { unique: true, sparse: true, name: 'custom_domain_unique' });
schema.index({ ownerEmail: 1 }, { name: 'owner_email' });
schema.index({ ownerUserId: 1 }, { name: 'owner_user' });
schema.index({ provisioning: 1, createdAt: -1 }, { name: 'provisioning_created' });
schema.plugin(outboxPlugin);

function toTenant(doc: TenantDocument): Tenant {
  return {
    id: doc._id.toHexString(),
    subdomain: doc.subdomain,
    businessName: doc.businessName,
    customDomain: doc.customDomain ?? null,
    customDomainVerified: doc.customDomainVerified,
    customDomainVerifiedAt: doc.customDomainVerifiedAt ?? null,
    ownerEmail: doc.ownerEmail ?? null,
    ownerUserId: doc.ownerUserId ?? null,
    isActive: doc.isActive,
    subscriptionTier: doc.subscriptionTier,
    subscriptionStatus: doc.subscriptionStatus,
    plan: doc.plan
      ? {
          planId: doc.plan.planId,
          status: doc.plan.status,
          limits: {
            customers: doc.plan.limits.customers,
            routes: doc.plan.limits.routes,
            monthlyOrders: doc.plan.limits.monthlyOrders,
          },
          asOf: doc.plan.asOf,
        }
      : null,
    stripeOnboarded: doc.stripeOnboarded,
    stripeOnboardedAsOf: doc.stripeOnboardedAsOf ?? null,
    onboardingCompleted: doc.onboardingCompleted,
    provisioning: doc.provisioning,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** What is stored of the changes: a removed custom domain is unset, never stored as null. */
function storedOf(changes: TenantChanges): Record<string, unknown> {
  const { customDomain, ...rest } = changes;
  return customDomain ? { ...rest, customDomain } : rest;
}

export class MongoTenantStore implements TenantStore {
  private readonly model: Model<TenantDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Tenant', schema);
  }

  async insert(tenant: NewTenant): Promise<Tenant> {
    const doc = new this.model({
      ...tenant,
      customDomain: tenant.customDomain ?? undefined,
      provisioning: 'awaiting_owner',
    });
    try {
      await doc.save();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw await this.takenField(tenant.subdomain, null);
    }
    return toTenant(doc.toObject());
  }

  async find(id: string): Promise<Tenant | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.one({ _id: id });
  }

  findBySubdomain(subdomain: string): Promise<Tenant | null> {
    return this.one({ subdomain });
  }

  findByCustomDomain(domain: string): Promise<Tenant | null> {
    return this.one({ customDomain: domain });
  }

  findByOwnerEmail(email: string): Promise<Tenant | null> {
    return this.one({ ownerEmail: email });
  }

  findByOwnerUser(userId: string): Promise<Tenant | null> {
    return this.one({ ownerUserId: userId });
  }

  async update(
    id: string,
    decide: (tenant: Tenant) => TenantChanges | null,
    announce: (after: Tenant, before: Tenant) => DomainEvent[],
  ): Promise<Tenant | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const updated = await updateRevisioned({
      model: this.model,
      filter: { _id: new Types.ObjectId(id) },
      label: `Tenant ${id}`,
      toEntity: toTenant,
      decide,
      set: storedOf,
      unset: (changes) => (changes.customDomain === null ? ['customDomain'] : []),
      announce,
      onDuplicateKey: (after) => this.takenField(after.subdomain, id),
    });
    return updated?.after ?? null;
  }

  async deleteAwaitingOwner(id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    // Never announced, so nothing to announce: the business simply never was.
    const deleted = await this.model.deleteOne({ _id: id, provisioning: 'awaiting_owner' });
    return deleted.deletedCount === 1;
  }

  async provisioningSince(createdBefore: Date, limit: number): Promise<Tenant[]> {
    const docs = await this.model
      .find({ provisioning: { $ne: 'complete' }, createdAt: { $lt: createdBefore } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<TenantDocument[]>();
    return docs.map(toTenant);
  }

  async list(filter: TenantListFilter, page: PageQuery) {
    const listed = await platformListPage(this.model, {
      filter: {
        provisioning: 'complete',
        ...(filter.isActive === undefined ? {} : { isActive: filter.isActive }),
        ...searchFilter(filter.search, ['businessName', 'subdomain', 'ownerEmail', 'customDomain']),
      },
      sort: { createdAt: -1 },
      page,
    });
    return { tenants: listed.items.map(toTenant), pagination: listed.pagination };
  }

  count(filter: Parameters<TenantStore['count']>[0]): Promise<number> {
    return this.model.countDocuments({ provisioning: 'complete', ...filter });
  }

  async searchActiveByName(search: string, limit: number): Promise<Tenant[]> {
    const docs = await this.model
      .find({ provisioning: 'complete', isActive: true, ...searchFilter(search, ['businessName']) })
      .sort({ businessName: 1, _id: 1 })
      .limit(limit)
      .lean<TenantDocument[]>();
    return docs.map(toTenant);
  }

  async timelines(): Promise<BusinessTimeline[]> {
    // The platform's businesses number in the thousands at most: read in one go, computed in code.
    const docs = await this.model
      .find({ provisioning: 'complete' }, { ownerEmail: 1, plan: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<Pick<TenantDocument, '_id' | 'ownerEmail' | 'plan' | 'createdAt'>[]>();
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      ownerEmail: doc.ownerEmail ?? null,
      plan: doc.plan ? { ...doc.plan, limits: { ...doc.plan.limits } } : null,
      createdAt: doc.createdAt,
    }));
  }

  private async one(filter: QueryFilter<TenantDocument>): Promise<Tenant | null> {
    const doc = await this.model.findOne(filter).lean<TenantDocument>();
    return doc ? toTenant(doc) : null;
  }

  /** Which unique field refused a write (FerretDB does not say which index did). */
  private async takenField(subdomain: string | null, ownId: string | null): Promise<TenantFieldTakenError> {
    const holder = subdomain === null ? null : await this.findBySubdomain(subdomain);
    return new TenantFieldTakenError(holder && holder.id !== ownId ? 'subdomain' : 'customDomain');
  }
}
