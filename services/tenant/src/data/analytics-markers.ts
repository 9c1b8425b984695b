import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { BusinessDay, DirtyMarkStore } from '../domain/analytics-model';

/**
 * What the analytics job has to compute again: one document per change, a day or (day null) the
 * board. Inserted, never updated; the job removes exactly the ones it read, so a marker written
 * while it computes is left for its next run.
 */
interface MarkerDocument {
  tenantId: string;
  day: BusinessDay | null;
}

const schema = new Schema<MarkerDocument>(
  { day: { type: String, default: null } },
  { collection: 'analytics_dirty', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, day: 1 }, { name: 'tenant_day' });

export class MongoDirtyMarkStore implements DirtyMarkStore {
  private readonly model: Model<MarkerDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'AnalyticsDirty', schema);
  }

  async markDay(tenantId: string, day: BusinessDay): Promise<void> {
    await this.model.create({ tenantId, day });
  }

  async markBoard(tenantId: string): Promise<void> {
    await this.model.create({ tenantId, day: null });
  }

  // The job's queue spans every business, as the outbox does: read and removed through the
  // collection itself, past the tenant scope that guards the business-facing queries.
  async take(limit: number): Promise<{ id: string; tenantId: string; day: BusinessDay | null }[]> {
    const docs = await this.model.collection.find({}, { sort: { _id: 1 }, limit }).toArray();
    return docs.map((doc) => ({
      id: String(doc._id),
      tenantId: String(doc.tenantId),
      day: typeof doc.day === 'string' ? doc.day : null,
    }));
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.model.collection.deleteMany({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } });
  }

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
