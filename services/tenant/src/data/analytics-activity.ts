import type { ActivityItem } from '@pickup/contracts';
import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ActivityStore } from '../domain/analytics-model';

/** Recent Activity: a business's newest items, each once (its id is its event's). */
interface ActivityDocument {
  tenantId: string;
  itemId: string;
  kind: ActivityItem['kind'];
  text: string;
  at: Date;
}

/** Kept per business: twice what the overview shows, so trimming never races a reader short. */
const keptPerBusiness = 20;

const schema = new Schema<ActivityDocument>(
  {
    itemId: { type: String, required: true },
    kind: { type: String, required: true },
    text: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'analytics_activity', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, itemId: 1 }, { unique: true, name: 'tenant_item_unique' });
schema.index({ tenantId: 1, at: -1, _id: -1 }, { name: 'tenant_at' });

export class MongoActivityStore implements ActivityStore {
  private readonly model: Model<ActivityDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'AnalyticsActivity', schema);
  }

  async add(tenantId: string, item: ActivityItem): Promise<void> {
    try {
      await this.model.create({
        tenantId,
        itemId: item.id,
        kind: item.kind,
        text: item.text,
        at: new Date(item.at),
      });
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    const older = await this.model
      .find({ tenantId })
      .sort({ at: -1, _id: -1 })
      .skip(keptPerBusiness)
      .select({ _id: 1 })
      .lean<{ _id: unknown }[]>();
    if (older.length > 0)
      await this.model.deleteMany({ tenantId, _id: { $in: older.map((doc) => doc._id) } });
  }

  async latest(tenantId: string, limit: number): Promise<ActivityItem[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ at: -1, _id: -1 })
      .limit(limit)
      .lean<ActivityDocument[]>();
    return docs.map((doc) => ({ id: doc.itemId, kind: doc.kind, text: doc.text, at: doc.at.toISOString() }));
  }

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
