import { stopOutcomes } from '@pickup/contracts';
import { applyTombstonedSnapshot, modelOf, tenantScopedPlugin, type TombstonedSnapshot } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { StopResult, StopResults } from '../domain/model';

/**
 * Each stop's latest result on a day's run (routing's stop.completed), one document per route,
 * customer and day: what the Pending Weights panel reads. `asOf` is when the result was recorded,
 * so a result that arrives late never replaces a newer one. Stops are never deleted on their own,
 * so `deletedAt` stays null (the customer's deletion removes their stops outright).
 */
type StopDocument = Omit<StopResult, 'at'> & TombstonedSnapshot;

const schema = new Schema<StopDocument>(
  {
    routeId: { type: String, required: true },
    customerId: { type: String, required: true },
    date: { type: String, required: true },
    status: { type: String, enum: stopOutcomes, required: true },
    weight: { type: Number, default: null },
    customerName: { type: String, default: '' },
    bucketNumber: { type: String, default: '' },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'stop_results', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index(
  { tenantId: 1, routeId: 1, customerId: 1, date: 1 },
  { unique: true, name: 'tenant_stop_unique' },
);
schema.index({ tenantId: 1, date: 1, status: 1 }, { name: 'tenant_date_status' });
schema.index({ tenantId: 1, customerId: 1 }, { name: 'tenant_customer' });

const resultOf = (doc: StopDocument): StopResult => ({
  tenantId: doc.tenantId,
  routeId: doc.routeId,
  customerId: doc.customerId,
  date: doc.date,
  status: doc.status,
  weight: doc.weight ?? null,
  customerName: doc.customerName,
  bucketNumber: doc.bucketNumber,
  at: doc.asOf,
});

export class MongoStopResults implements StopResults {
  private readonly model: Model<StopDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'StopResult', schema);
  }

  apply(result: StopResult): Promise<boolean> {
    const { tenantId, routeId, customerId, date, at, ...fields } = result;
    return applyTombstonedSnapshot(this.model, { tenantId, routeId, customerId, date }, fields, at);
  }

  async find(
    tenantId: string,
    routeId: string,
    customerId: string,
    date: string,
  ): Promise<StopResult | null> {
    const doc = await this.model.findOne({ tenantId, routeId, customerId, date }).lean<StopDocument>();
    return doc ? resultOf(doc) : null;
  }

  async collectedWithoutWeight(tenantId: string, date: string): Promise<StopResult[]> {
    const docs = await this.model
      .find({ tenantId, date, status: 'collected', weight: null })
      .sort({ asOf: 1, _id: 1 })
      .lean<StopDocument[]>();
    return docs.map(resultOf);
  }

  async removeOfCustomer(tenantId: string, customerId: string): Promise<void> {
    await this.model.deleteMany({ tenantId, customerId });
  }
}
