import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Person, PersonStore, Tenant, TenantStore } from '../domain/model';

/** Billing's projections of other services' data: businesses (tenant events) and people (user events). */

interface TenantDocument {
  _id: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
  /** When the applied snapshot was true (the event's occurredAt): older ones are ignored. */
  asOf: Date;
}

const tenantSchema = new Schema<TenantDocument>(
  {
    _id: { type: String, required: true },
    subdomain: { type: String, required: true },
    businessName: { type: String, required: true },
    isActive: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'tenants', versionKey: false },
);

export class MongoTenantStore implements TenantStore {
  private readonly model: Model<TenantDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Tenant', tenantSchema);
  }

  async find(id: string): Promise<Tenant | null> {
    const doc = await this.model.findById(id).lean<TenantDocument>();
    return doc
      ? { id: doc._id, subdomain: doc.subdomain, businessName: doc.businessName, isActive: doc.isActive }
      : null;
  }

  apply(tenant: Tenant, asOf: Date): Promise<boolean> {
    const { subdomain, businessName, isActive } = tenant;
    return applyNewerSnapshot(this.model, tenant.id, { subdomain, businessName, isActive }, asOf);
  }
}

interface PersonDocument {
  _id: string;
  tenantId: string | null;
  name: string;
  email: string;
}

const personSchema = new Schema<PersonDocument>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, default: null },
    name: { type: String, required: true },
    email: { type: String, required: true },
  },
  { collection: 'people', versionKey: false },
);

export class MongoPersonStore implements PersonStore {
  private readonly model: Model<PersonDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Person', personSchema);
  }

  async find(id: string): Promise<Person | null> {
    const doc = await this.model.findById(id).lean<PersonDocument>();
    return doc ? { id: doc._id, tenantId: doc.tenantId, name: doc.name, email: doc.email } : null;
  }

  async upsert(person: Person): Promise<void> {
    await this.model.updateOne(
      { _id: person.id },
      { $set: { tenantId: person.tenantId, name: person.name, email: person.email } },
      { upsert: true },
    );
  }
}
