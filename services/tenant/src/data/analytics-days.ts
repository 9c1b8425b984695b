import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { BusinessDay, DayTotals, DayTotalsStore } from '../domain/analytics-model';

/** A business's figures of one day, one document per business and day; a day of nothing has none. */
const figures = [
  'revenueCents',
  'refundedCents',
  'payments',
  'joined',
  'removed',
  'churned',
  'orders',
  'routesCompleted',
  'routesTimed',
  'routeMinutes',
  'stopsCollected',
  'stopsTimed',
  'stopsOnTime',
  'pounds',
  'cleanPounds',
  'buckets',
  'contaminatedBuckets',
] as const satisfies readonly (keyof DayTotals)[];

const schema = new Schema<DayTotals>(
  {
    day: { type: String, required: true },
    ...Object.fromEntries(figures.map((figure) => [figure, { type: Number, default: 0 }])),
  },
  { collection: 'analytics_days', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, day: 1 }, { unique: true, name: 'tenant_day_unique' });

const totalsOf = (doc: DayTotals): DayTotals => ({
  tenantId: doc.tenantId,
  day: doc.day,
  ...(Object.fromEntries(figures.map((figure) => [figure, doc[figure] ?? 0])) as Omit<
    DayTotals,
    'tenantId' | 'day'
  >),
});

export class MongoDayTotalsStore implements DayTotalsStore {
  private readonly model: Model<DayTotals>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'AnalyticsDay', schema);
  }

  async put(totals: DayTotals): Promise<void> {
    const { tenantId, day } = totals;
    if (figures.every((figure) => totals[figure] === 0)) {
      await this.model.deleteOne({ tenantId, day });
      return;
    }
    await this.model.replaceOne({ tenantId, day }, totalsOf(totals), { upsert: true });
  }

  async between(tenantId: string, from: BusinessDay, to: BusinessDay): Promise<DayTotals[]> {
    const docs = await this.model
      .find({ tenantId, day: { $gte: from, $lte: to } })
      .sort({ day: 1 })
      .lean<DayTotals[]>();
    return docs.map(totalsOf);
  }

  async all(tenantId: string): Promise<DayTotals[]> {
    const docs = await this.model.find({ tenantId }).sort({ day: 1 }).lean<DayTotals[]>();
    return docs.map(totalsOf);
  }

  async forgetTenant(tenantId: string): Promise<void> {
    await this.model.deleteMany({ tenantId });
  }
}
