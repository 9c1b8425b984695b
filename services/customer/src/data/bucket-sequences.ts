import { isDuplicateKey, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { BucketSequenceStore } from '../domain/model';

/** One per business, keyed by its id: the last B-NNN number handed out or typed. */
interface BucketSequenceDocument {
  _id: string;
  last: number;
}

const schema = new Schema<BucketSequenceDocument>(
  { _id: { type: String, required: true }, last: { type: Number, required: true } },
  { collection: 'bucket_sequences', versionKey: false },
);

/**
 * The sequence only suggests: the customers' unique index on the bucket number decides, and a
 * number someone holds already is simply taken again (domain/customers.ts). That matters on
 * FerretDB, whose $inc and $max read and write the document in two steps: two concurrent takes
 * may get the same number, and a raise may be undone by a slower one. On MongoDB both are atomic.
 */
export class MongoBucketSequenceStore implements BucketSequenceStore {
  private readonly model: Model<BucketSequenceDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'BucketSequence', schema);
  }

  async take(tenantId: string): Promise<number> {
    // Twice at most: the business's first two takes may race to create its sequence.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const sequence = await this.model
          .findOneAndUpdate(
            { _id: tenantId },
            { $inc: { last: 1 } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean<BucketSequenceDocument>();
        if (!sequence) throw new Error(`The bucket sequence of ${tenantId} was not written`);
        return sequence.last;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt > 0) throw error;
      }
    }
  }

  async peek(tenantId: string): Promise<number> {
    const sequence = await this.model.findById(tenantId).lean<BucketSequenceDocument>();
    return (sequence?.last ?? 0) + 1;
  }

  async passTo(tenantId: string, taken: number): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.model.updateOne({ _id: tenantId }, { $max: { last: taken } }, { upsert: true });
        return;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt > 0) throw error;
      }
    }
  }
}
