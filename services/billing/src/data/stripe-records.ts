import { expiryPlugin, isDuplicateKey, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CatalogueStore, StripeEventLog } from '../domain/model';

/** Stripe retries a delivery for up to three days; its ids are remembered well beyond that. */
const stripeEventRetentionMs = 30 * 24 * 3600 * 1000;

interface StripeEventDocument {
  _id: string;
  type: string;
  appliedAt: Date;
  expiresAt: Date;
}

const eventSchema = new Schema<StripeEventDocument>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    appliedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'stripe_events', versionKey: false },
);
eventSchema.plugin(expiryPlugin, { field: 'expiresAt' });

export class MongoStripeEventLog implements StripeEventLog {
  private readonly model: Model<StripeEventDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'StripeEvent', eventSchema);
  }

  async seen(eventId: string): Promise<boolean> {
    return (await this.model.exists({ _id: eventId })) !== null;
  }

  async record(eventId: string, type: string): Promise<void> {
    const now = new Date();
    try {
      await this.model.create({
        _id: eventId,
        type,
        appliedAt: now,
        expiresAt: new Date(now.getTime() + stripeEventRetentionMs),
      });
    } catch (error) {
      // Applied by two deliveries at once: the steps are idempotent, one record is enough.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

interface CatalogueDocument {
  _id: string;
  stripeProductId: string;
}

const catalogueSchema = new Schema<CatalogueDocument>(
  { _id: { type: String, required: true }, stripeProductId: { type: String, required: true } },
  { collection: 'stripe_catalogue', versionKey: false },
);

export class MongoCatalogueStore implements CatalogueStore {
  private readonly model: Model<CatalogueDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'StripeCatalogue', catalogueSchema);
  }

  async productOf(key: string): Promise<string | null> {
    return (await this.model.findById(key).lean<CatalogueDocument>())?.stripeProductId ?? null;
  }

  async remember(key: string, stripeProductId: string): Promise<string> {
    try {
      await this.model.create({ _id: key, stripeProductId });
      return stripeProductId;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await this.productOf(key)) ?? stripeProductId;
    }
  }
}
