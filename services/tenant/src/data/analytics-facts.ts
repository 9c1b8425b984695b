import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import {
  type AnalyticsFact,
  type AnalyticsFactStore,
  type BusinessDay,
  type CustomerFact,
  daysOfFact,
  type FactKind,
  type PaymentFact,
  type WeightFact,
} from '../domain/analytics-model';

/**
 * Every analytics fact of every business in one collection, one document per fact key. `days`
 * lists the days the fact is counted on, so that a day's facts are one top-level equality
 * (`{tenantId, days}`), which the local FerretDB passes to its database and MongoDB answers from a
 * multikey index; `kind`, `day`, `userId` and `routeId` stay top-level for the same reason.
 */
type FactDocument = AnalyticsFact & { days: BusinessDay[] };

const schema = new Schema<FactDocument>(
  {
    key: { type: String, required: true },
    kind: { type: String, required: true },
    asOf: { type: Date, required: true },
    days: { type: [String], default: [] },
  },
  // The kinds' own fields are stored as the domain gives them (the model's types say which).
  { collection: 'analytics_facts', versionKey: false, strict: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, key: 1 }, { unique: true, name: 'tenant_key_unique' });
schema.index({ tenantId: 1, days: 1 }, { name: 'tenant_days' });
schema.index({ tenantId: 1, kind: 1, day: 1 }, { name: 'tenant_kind_day' });
schema.index({ tenantId: 1, kind: 1, userId: 1 }, { name: 'tenant_kind_user' });
schema.index({ tenantId: 1, kind: 1, routeId: 1 }, { name: 'tenant_kind_route' });

/** A stored document as its fact: the store's own fields dropped. */
function factOf(doc: FactDocument & { _id?: unknown }): AnalyticsFact {
  const { _id, days: _days, ...fact } = doc;
  return fact as AnalyticsFact;
}

export class MongoAnalyticsFactStore implements AnalyticsFactStore {
  private readonly model: Model<FactDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'AnalyticsFact', schema);
  }

  async find(tenantId: string, key: string): Promise<AnalyticsFact | null> {
    const doc = await this.model.findOne({ tenantId, key }).lean<FactDocument>();
    return doc ? factOf(doc) : null;
  }

  async save(fact: AnalyticsFact): Promise<boolean> {
    const { tenantId, key } = fact;
    const doc = { ...fact, days: daysOfFact(fact) };
    // Twice at most: when a fact's first two words race, one creates it, the other replaces it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const replaced = await this.model.replaceOne({ tenantId, key, asOf: { $lte: fact.asOf } }, doc);
      if (replaced.matchedCount === 1) return true;
      try {
        await this.model.create(doc);
        return true;
      } catch (error) {
        // Held already: newer, or just created by a racing word (then look again).
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return false;
  }

  async onDay(tenantId: string, day: BusinessDay): Promise<AnalyticsFact[]> {
    const docs = await this.model.find({ tenantId, days: day }).lean<FactDocument[]>();
    return docs.map(factOf);
  }

  async ofKind<K extends FactKind>(
    tenantId: string,
    kind: K,
  ): Promise<Extract<AnalyticsFact, { kind: K }>[]> {
    const docs = await this.model.find({ tenantId, kind }).lean<FactDocument[]>();
    return docs.map(factOf) as Extract<AnalyticsFact, { kind: K }>[];
  }

  async customerOfUser(tenantId: string, userId: string): Promise<CustomerFact | null> {
    const doc = await this.model.findOne({ tenantId, kind: 'customer', userId }).lean<FactDocument>();
    return doc ? (factOf(doc) as CustomerFact) : null;
  }

  async paymentsSince(tenantId: string, from: BusinessDay): Promise<PaymentFact[]> {
    const docs = await this.model
      .find({ tenantId, kind: 'payment', $or: [{ day: { $gte: from } }, { refundDay: { $gte: from } }] })
      .lean<FactDocument[]>();
    return docs.map(factOf) as PaymentFact[];
  }

  async stopDaysOfRoute(tenantId: string, routeId: string): Promise<BusinessDay[]> {
    const stops = await this.model
      .find({ tenantId, kind: 'stop', routeId })
      .select({ _id: 0, day: 1 })
      .lean<{ day: BusinessDay }[]>();
    return [...new Set(stops.map((stop) => stop.day))];
  }

  async any(tenantId: string): Promise<boolean> {
    return (await this.model.exists({ tenantId })) !== null;
  }

  async weightsBetween(tenantId: string, from: BusinessDay, to: BusinessDay): Promise<WeightFact[]> {
    const docs = await this.model
      .find({ tenantId, kind: 'weight', day: { $gte: from, $lte: to } })
      .lean<FactDocument[]>();
    return docs.map(factOf) as WeightFact[];
  }

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
