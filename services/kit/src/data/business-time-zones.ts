import { defaultTimeZone } from '@pickup/contracts';
import { type Connection, type Model, Schema } from 'mongoose';
import type { EventHandlers } from '../events/consumer';
import type { Logger } from '../logger';
import { modelOf } from './models';
import { applyNewerSnapshot } from './snapshots';

/**
 * Each business's time zone, from the tenant service's settings: the services that speak of a
 * business's "today" (routing's runs, weight's entries) keep it the same way.
 */
export interface BusinessTimeZones {
  /** The business's time zone (defaultTimeZone until its settings arrive). */
  timeZoneOf(tenantId: string): Promise<string>;
  /** Holds the time zone as of `asOf` unless a newer one is held; whether it was applied. */
  apply(tenantId: string, timeZone: string, asOf: Date): Promise<boolean>;
}

/** One document per business, keyed by its id. */
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

export class MongoBusinessTimeZones implements BusinessTimeZones {
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

/** tenant.settings.updated: the business's time zone, when newer than the one held. */
export function businessTimeZoneHandlers(timeZones: BusinessTimeZones, logger: Logger): EventHandlers {
  return {
    'tenant.settings.updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await timeZones.apply(event.tenantId, event.data.timeZone, new Date(event.occurredAt));
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'time zone');
    },
  };
}
