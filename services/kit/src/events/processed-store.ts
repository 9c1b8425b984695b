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

/** A consumer's claim on an event while its handler runs; taken over once its lease runs out. */
interface EventClaim {
  /** `<consumer>:<eventId>`: every lookup is by _id. */
  _id: string;
  leaseUntil: Date;
  expiresAt: Date;
}

/** An event a consumer has applied. */
interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  processedAt: Date;
  /** When the record may go: a redelivery after that long is not expected. */
  expiresAt: Date;
}

const claimSchema = new Schema<EventClaim>(
  {
    _id: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
claimSchema.plugin(expiryPlugin, { field: 'expiresAt' });

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    _id: { type: String, required: true },
    consumer: { type: String, required: true },
    eventId: { type: String, required: true },
    processedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
processedEventSchema.plugin(expiryPlugin, { field: 'expiresAt' });

/** How long a consumer's claim on an event holds without a renewal. */
export const claimLeaseMs = 30_000;

/** How long applied events are remembered: far longer than any redelivery or outbox retry. */
export const processedEventRetentionMs = 7 * 24 * 3600 * 1000;

/**
 * Claims and applied events are separate collections, so handling an event costs two inserts
 * and no update (but a renewal for a handler that outlasts a third of the lease): on FerretDB
 * every update or read reads its whole table, an insert does not.
 * Reads happen only on the rare paths (a redelivery, a failed handler, a crashed one).
 */
export class MongoProcessedEventStore implements ProcessedEventStore {
  private readonly claims: Model<EventClaim>;
  private readonly processed: Model<ProcessedEvent>;

  /**
   * A claim is a lease renewed every third of its length while the handler runs, so only a claim
   * whose process died (or stood still through two renewals) runs out: the next copy of its event
   * takes it over within `leaseMs` of the crash rather than after the longest handler imaginable.
   */
  constructor(
    connection: Connection,
    private readonly leaseMs = claimLeaseMs,
  ) {
    this.claims = modelOf(connection, 'EventClaim', claimSchema, 'event_claims');
    this.processed = modelOf(connection, 'ProcessedEvent', processedEventSchema, 'processed_events');
  }

  /** Creates the collections ahead of the first event; call once at start-up before consuming. */
  async init(): Promise<void> {
    await this.claims.createCollection();
    await this.processed.createCollection();
  }

  async once(consumer: string, eventId: string, handler: () => Promise<void>): Promise<ProcessOutcome> {
    const _id = `${consumer}:${eventId}`;
    if (!(await this.claim(_id, eventId))) return 'duplicate';
    try {
      await this.renewingClaim(_id, handler);
    } catch (error) {
      // The claim is this call's own: releasing it lets the retry claim the event again.
      await this.claims.deleteOne({ _id });
      throw error;
    }
    const processedAt = new Date();
    const expiresAt = new Date(processedAt.getTime() + processedEventRetentionMs);
    try {
      await this.processed.create({ _id, consumer, eventId, processedAt, expiresAt });
    } catch (error) {
      // Recorded already by a handler that ran after a lease ran out: applied, either way.
      if (!isDuplicateKey(error)) throw error;
    }
    return 'handled';
  }

  /** Runs the handler, renewing the claim's lease meanwhile. */
  private async renewingClaim(_id: string, handler: () => Promise<void>): Promise<void> {
    // The handler's own work keeps the process up; the renewal alone must not (a handler left
    // hanging by a closed connection would otherwise hold a stopping process or test worker).
    const renewal = setInterval(() => void this.renew(_id), this.leaseMs / 3).unref();
    try {
      await handler();
    } finally {
      clearInterval(renewal);
    }
  }

  /** A renewal that fails leaves the lease to run out: at worst another copy takes over early. */
  private async renew(_id: string): Promise<void> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    await this.claims.updateOne({ _id }, { $set: { leaseUntil } }).catch(() => undefined);
  }

  /** True when this call may apply the event; false when it was applied; throws while in hand elsewhere. */
  private async claim(_id: string, eventId: string): Promise<boolean> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const expiresAt = new Date(Date.now() + processedEventRetentionMs);
    try {
      await this.claims.create({ _id, leaseUntil, expiresAt });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (await this.processed.exists({ _id })) return false;
    const existing = await this.claims.findById(_id).lean();
    if (!existing) return this.claim(_id, eventId);
    if (existing.leaseUntil > new Date()) throw new EventInProgressError(eventId);
    // A claim left by a process that died mid-handler: take it over once its lease has run out.
    const takenOver = await this.claims.updateOne(
      { _id, leaseUntil: existing.leaseUntil },
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
