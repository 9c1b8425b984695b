import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Tenant, TenantStore } from '../domain/model';

/** Identity's projection of a business: just enough to place and admit its users, and to name it in mail. */
interface TenantDocument {
  _id: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
  /** When the applied snapshot was true (the event's occurredAt): older ones are ignored. */
  asOf: Date;
}

const schema = new Schema<TenantDocument>(
  {
    _id: { type: String, required: true },
    subdomain: { type: String, required: true },
    businessName: { type: String, required: true },
    isActive: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'tenants', versionKey: false },
);
schema.index({ subdomain: 1 }, { name: 'subdomain' });

const toTenant = (doc: TenantDocument): Tenant => ({
  id: doc._id,
  subdomain: doc.subdomain,
  businessName: doc.businessName,
  isActive: doc.isActive,
});

export class MongoTenantStore implements TenantStore {
  private readonly model: Model<TenantDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Tenant', schema);
  }

  async find(id: string): Promise<Tenant | null> {
    const doc = await this.model.findById(id).lean<TenantDocument>();
    return doc ? toTenant(doc) : null;
  }

  async findBySubdomain(subdomain: string): Promise<Tenant | null> {
    // A subdomain may have moved between businesses over time; the newest claim holds it.
    const doc = await this.model.findOne({ subdomain }).sort({ asOf: -1 }).lean<TenantDocument>();
    return doc ? toTenant(doc) : null;
  }

  apply(tenant: Tenant, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(
      this.model,
      tenant.id,
      { subdomain: tenant.subdomain, businessName: tenant.businessName, isActive: tenant.isActive },
      asOf,
    );
  }
}
