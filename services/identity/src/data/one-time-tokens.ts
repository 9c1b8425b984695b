import { expiryPlugin, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { OneTimePurpose, OneTimeTokenStore } from '../domain/model';

/** Magic-link and reset tokens, by the hash of the token; a used one keeps its usedAt. */
interface OneTimeTokenDocument {
  _id: string;
  purpose: OneTimePurpose;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const schema = new Schema<OneTimeTokenDocument>(
  {
    _id: { type: String, required: true },
    purpose: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'one_time_tokens', versionKey: false },
);
schema.index({ userId: 1, purpose: 1, usedAt: 1 }, { name: 'user_purpose' });
// A link that has expired is useless, used or not.
schema.plugin(expiryPlugin, { field: 'expiresAt' });

export class MongoOneTimeTokenStore implements OneTimeTokenStore {
  private readonly model: Model<OneTimeTokenDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'OneTimeToken', schema);
  }

  async create(token: {
    hash: string;
    purpose: OneTimePurpose;
    userId: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    const { hash, ...rest } = token;
    await this.model.create({ _id: hash, ...rest, usedAt: null });
  }

  async consume(hash: string, purpose: OneTimePurpose, now: Date): Promise<string | null> {
    // One atomic update: of two requests with the same link, only one finds it unused.
    const doc = await this.model
      .findOneAndUpdate(
        { _id: hash, purpose, usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<OneTimeTokenDocument>();
    return doc?.userId ?? null;
  }

  async hasOutstanding(userId: string, purpose: OneTimePurpose, now: Date): Promise<boolean> {
    return (await this.model.exists({ userId, purpose, usedAt: null, expiresAt: { $gt: now } })) !== null;
  }

  async invalidateAll(userId: string, purpose: OneTimePurpose, at: Date): Promise<void> {
    await this.model.updateMany({ userId, purpose, usedAt: null }, { $set: { usedAt: at } });
  }
}
