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

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
