import { defaultTimeZone } from '@pickup/contracts';
import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { TimeZoneStore } from '../domain/model';

/** Each business's time zone (tenant.settings.updated), keyed by the business's id. */
interface TimeZoneDocument {
  _id: string;
  timeZone: string;
  asOf: Date;
}

const schema = new Schema<TimeZoneDocument>(
  {
    _id: { type: String, required: true },
    timeZone: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'time_zones', versionKey: false },
);

export class MongoTimeZoneStore implements TimeZoneStore {
  private readonly model: Model<TimeZoneDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'TimeZone', schema);
  }

  async timeZoneOf(tenantId: string): Promise<string> {
    const doc = await this.model.findById(tenantId).lean<TimeZoneDocument>();
    return doc?.timeZone ?? defaultTimeZone;
  }

  apply(tenantId: string, timeZone: string, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.model, tenantId, { timeZone }, asOf);
  }
}
