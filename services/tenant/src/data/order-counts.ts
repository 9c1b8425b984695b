import { expiryPlugin, isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { OrderCountStore } from '../domain/model';

/**
 * A business's orders of one calendar month (`YYYY-MM` in its time zone), with the ids of the
 * events counted: the count and the id are written together, so an event delivered twice, even
 * after a crash half-way through handling it, is counted once.
 */
interface OrderCountDocument {
  tenantId: string;
  month: string;
  count: number;
  eventIds: string[];
  /** Plan usage shows the current month only; a month is kept a while after it ends. */
  expiresAt: Date;
}

const schema = new Schema<OrderCountDocument>(
  {
    month: { type: String, required: true },
    count: { type: Number, required: true },
    eventIds: { type: [String], default: [] },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'order_counts', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(expiryPlugin, { field: 'expiresAt' });
schema.index({ tenantId: 1, month: 1 }, { unique: true, name: 'tenant_month_unique' });

const keptDaysAfterMonth = 62;

/** The first day of the month after `month` (YYYY-MM), plus the days it is kept. */
function expiryOf(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1 + keptDaysAfterMonth));
}

export class MongoOrderCountStore implements OrderCountStore {
  private readonly model: Model<OrderCountDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'OrderCount', schema);
  }

  async countOnce(tenantId: string, month: string, eventId: string): Promise<boolean> {
    // Twice at most: when the month's first two orders race, one creates it, the other counts.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const counted = await this.model.updateOne(
        { tenantId, month, eventIds: { $ne: eventId } },
        { $inc: { count: 1 }, $push: { eventIds: eventId } },
      );
      if (counted.matchedCount === 1) return true;
      try {
        await this.model.create({
          tenantId,
          month,
          count: 1,
          eventIds: [eventId],
          expiresAt: expiryOf(month),
        });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // The month exists: either this event was counted already, or another created it.
        if (await this.model.exists({ tenantId, month, eventIds: eventId })) return false;
      }
    }
    return false;
  }

  async current(tenantId: string, month: string): Promise<number> {
    const doc = await this.model.findOne({ tenantId, month }).lean<OrderCountDocument>();
    return doc?.count ?? 0;
  }
}
