import { platformPlanIds, platformSubscriptionStatuses } from '@pickup/contracts';
import { isDuplicateKey, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { PlatformPlanPoint, PlatformPlanHistoryStore } from '../domain/model';

/**
 * Every platform plan billing announced for each business, one document per announcement, for the
 * operator's MRR over time. The operator reads it across businesses, so it is not tenant-scoped
 * (the tenants collection is not either); nothing a business asks for reads it.
 */
type PlatformPlanPointDocument = PlatformPlanPoint;

const schema = new Schema<PlatformPlanPointDocument>(
  {
    tenantId: { type: String, required: true },
    planId: { type: String, enum: platformPlanIds, required: true },
    status: { type: String, enum: platformSubscriptionStatuses, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'platform_plan_history', versionKey: false },
);
// The claim that keeps an announcement once: a redelivered event is the same business and moment.
schema.index({ tenantId: 1, asOf: 1 }, { unique: true, name: 'tenant_as_of_unique' });

export class MongoPlatformPlanHistoryStore implements PlatformPlanHistoryStore {
  private readonly model: Model<PlatformPlanPointDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'PlatformPlanPoint', schema);
  }

  async record(point: PlatformPlanPoint): Promise<boolean> {
    try {
      await this.model.create(point);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async all(): Promise<PlatformPlanPoint[]> {
    // A few announcements a business a year: the whole history is small enough to read at once.
    const docs = await this.model
      .find({}, { _id: 0, tenantId: 1, planId: 1, status: 1, asOf: 1 })
      .sort({ asOf: 1 })
      .lean<PlatformPlanPointDocument[]>();
    return docs.map(({ tenantId, planId, status, asOf }) => ({ tenantId, planId, status, asOf }));
  }
}
