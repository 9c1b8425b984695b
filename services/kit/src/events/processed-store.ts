import type { Redis } from 'ioredis';
import { type Connection, type Model, Schema } from 'mongoose';
import { expiryPlugin } from '../data/expiry';
import { isDuplicateKey } from '../data/mongo-errors';
import { modelOf } from '../data/models';

export type ProcessOutcome = 'handled' | 'duplicate';

/** Another consumer instance is handling the same event right now: try again later. */
export class EventInProgressError extends Error {
  constructor(eventId: string) {
    super(`Event ${eventId} is being handled elsewhere`);
    this.name = 'EventInProgressError';
  }
}

/**
 * Remembers which events a consumer has applied, so a redelivered event is applied once.
 * An event is claimed before its handler runs and marked done after; a failed handler
 * releases the claim, and a claim left by a crashed process expires after its lease.
 */
export interface ProcessedEventStore {
  once(consumer: string, eventId: string, handler: () => Promise<void>): Promise<ProcessOutcome>;
}

interface ProcessedEvent {
  /** `<consumer>:<eventId>`: lookups by _id stay fast on every MongoDB-compatible store. */
  _id: string;
  consumer: string;
  eventId: string;
  state: 'processing' | 'done';
  leaseUntil: Date;
  processedAt?: Date;
  /** When the record may go: a redelivery after that long is not expected. */
  expiresAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>({
  _id: { type: String, required: true },
  consumer: { type: String, required: true },
  eventId: { type: String, required: true },
  state: { type: String, required: true },
  leaseUntil: { type: Date, required: true },
  processedAt: Date,
  expiresAt: { type: Date, required: true },
});
processedEventSchema.plugin(expiryPlugin, { field: 'expiresAt' });

/** How long applied events are remembered: far longer than any redelivery or outbox retry. */
export const processedEventRetentionMs = 7 * 24 * 3600 * 1000;

export class MongoProcessedEventStore implements ProcessedEventStore {
  private readonly model: Model<ProcessedEvent>;

  constructor(
    connection: Connection,
    private readonly leaseMs = 60_000,
  ) {
    this.model = modelOf(connection, 'ProcessedEvent', processedEventSchema, 'processed_events');
  }

  /** Creates the collection ahead of the first event; call once at start-up before consuming. */
  async init(): Promise<void> {
    await this.model.createCollection();
  }

  async once(consumer: string, eventId: string, handler: () => Promise<void>): Promise<ProcessOutcome> {
    const _id = `${consumer}:${eventId}`;
    if (!(await this.claim(_id, consumer, eventId))) return 'duplicate';
    try {
      await handler();
    } catch (error) {
      // The claim is this call's own, so releasing it by _id cannot touch a finished record.
      await this.model.deleteOne({ _id });
      throw error;
    }
    const processedAt = new Date();
    const expiresAt = new Date(processedAt.getTime() + processedEventRetentionMs);
    await this.model.updateOne({ _id }, { $set: { state: 'done', processedAt, expiresAt } });
    return 'handled';
  }

  private async claim(_id: string, consumer: string, eventId: string): Promise<boolean> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    try {
      const expiresAt = new Date(Date.now() + processedEventRetentionMs);
      await this.model.create({ _id, consumer, eventId, state: 'processing', leaseUntil, expiresAt });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await this.model.findById(_id).lean();
    if (!existing || existing.state === 'done') return false;
    if (existing.leaseUntil > new Date()) throw new EventInProgressError(eventId);
    // A claim left by a process that died mid-handler: take it over once its lease has run out.
    const takenOver = await this.model.updateOne(
      { _id, state: 'processing', leaseUntil: existing.leaseUntil },
      { $set: { leaseUntil } },
    );
    if (takenOver.modifiedCount === 1) return true;
    throw new EventInProgressError(eventId);
  }
}

/** The same contract on Redis, for a process without a database of its own (the gateway). */
export class RedisProcessedEventStore implements ProcessedEventStore {
  constructor(
    private readonly redis: Redis,
    private readonly leaseMs = 60_000,
    private readonly rememberForSeconds = 7 * 24 * 3600,
  ) {}

  async once(consumer: string, eventId: string, handler: () => Promise<void>): Promise<ProcessOutcome> {
    const key = `processed:${consumer}:${eventId}`;
    const claimed = await this.redis.set(key, 'processing', 'PX', this.leaseMs, 'NX');
    if (!claimed) {
      if ((await this.redis.get(key)) === 'done') return 'duplicate';
      throw new EventInProgressError(eventId);
    }
    try {
      await handler();
    } catch (error) {
      await this.redis.del(key);
      throw error;
    }
    await this.redis.set(key, 'done', 'EX', this.rememberForSeconds);
    return 'handled';
  }
}
