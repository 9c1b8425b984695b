import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { AnalyticsBoard, BoardStore } from '../domain/analytics-model';

/** One board per business, replaced whole each time it is computed. */
const schema = new Schema<AnalyticsBoard>(
  {
    day: { type: String, required: true },
    total: { type: Number, required: true },
    active: { type: Number, required: true },
    recentCustomers: { type: Schema.Types.Mixed, default: [] },
    topCustomers: { type: Schema.Types.Mixed, default: {} },
    computedAt: { type: Date, required: true },
    nextDayAt: { type: Date, required: true },
  },
  { collection: 'analytics_boards', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1 }, { unique: true, name: 'tenant_unique' });

export class MongoBoardStore implements BoardStore {
  private readonly model: Model<AnalyticsBoard>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'AnalyticsBoard', schema);
  }

  async find(tenantId: string): Promise<AnalyticsBoard | null> {
    const doc = await this.model.findOne({ tenantId }).select({ _id: 0 }).lean<AnalyticsBoard>();
    return doc ?? null;
  }

  async put(board: AnalyticsBoard): Promise<void> {
    await this.model.replaceOne({ tenantId: board.tenantId }, board, { upsert: true });
  }

  // The job's look for turned days spans every business: read through the collection itself, past
  // the tenant scope that guards the business-facing queries.
  async turned(now: Date, limit: number): Promise<string[]> {
    const docs = await this.model.collection
      .find({ nextDayAt: { $lte: now } }, { projection: { tenantId: 1 }, limit })
      .toArray();
    return docs.map((doc) => String(doc.tenantId));
  }

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
