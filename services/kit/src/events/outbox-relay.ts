import type { mongo } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { type OutboxEntry, type OutboxFields, outboxSignal, toEnvelope } from './outbox';

export interface OutboxRelayOptions {
  bus: EventBus;
  logger: Logger;
  /**
   * The collections of every model that carries the outbox plugin. The relay works on them
   * directly: it spans tenants by nature, so the tenant-scoping hooks must not apply.
   */
  collections: mongo.Collection[];
  /** Collections whose documents exist only to carry events: deleted once their events are out. */
  transientCollections?: mongo.Collection[];
  pollIntervalMs?: number;
  /** How long a relay owns a document while publishing; another instance takes over after. */
  leaseMs?: number;
  maxBackoffMs?: number;
}

type OutboxDocument = OutboxFields & { _id: mongo.ObjectId };
type ClaimedDocument = Pick<OutboxDocument, '_id' | 'outbox' | 'outboxAttempts'>;
type OutboxCollection = mongo.Collection<OutboxDocument>;

/** The outbox plugin guarantees these fields on every collection the relay is given. */
const asOutboxCollection = (collection: mongo.Collection) => collection as unknown as OutboxCollection;

/**
 * Publishes staged events in the order they were staged, with broker confirms, and removes
 * each from its document only after the broker has it. A failure leaves the entry in place,
 * counts the attempt on the document, and retries it after a back-off: nothing is dropped.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly onStaged = () => this.wake?.();

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    outboxSignal.on('staged', this.onStaged);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    outboxSignal.off('staged', this.onStaged);
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollIntervalMs ?? 500;
    while (this.running) {
      try {
        await this.drain();
      } catch (error) {
        this.options.logger.error({ err: error }, 'outbox relay pass failed');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        sleep(pollMs).then(resolve, resolve);
      });
      this.wake = null;
    }
  }

  /** One pass over every outbox; resolves when nothing claimable is left. */
  async drain(): Promise<void> {
    const transient = new Set(this.options.transientCollections ?? []);
    for (const untyped of [...this.options.collections, ...transient]) {
      const collection = asOutboxCollection(untyped);
      for (;;) {
        if (!this.running || !this.options.bus.isConnected()) return;
        const claimed = await this.claim(collection);
        if (!claimed) break;
        await this.flush(collection, claimed, transient.has(untyped));
      }
    }
  }

  private async claim(collection: OutboxCollection): Promise<ClaimedDocument | null> {
    const now = new Date();
    return collection.findOneAndUpdate(
      { outboxPending: true, $or: [{ outboxLeaseUntil: null }, { outboxLeaseUntil: { $lt: now } }] },
      { $set: { outboxLeaseUntil: new Date(now.getTime() + (this.options.leaseMs ?? 30_000)) } },
      // No projection: FerretDB's findAndModify does not take one.
      { returnDocument: 'after' },
    );
  }

  private async flush(collection: OutboxCollection, doc: ClaimedDocument, transient: boolean): Promise<void> {
    const published: OutboxEntry[] = [];
    let failed: { entry: OutboxEntry; error: unknown } | null = null;
    for (const entry of doc.outbox ?? []) {
      try {
        await this.options.bus.publish(toEnvelope(entry), entry.requestId);
        published.push(entry);
      } catch (error) {
        failed = { entry, error };
        break;
      }
    }

    const filter = { _id: doc._id };
    if (published.length > 0) {
      // $pullAll of the entries exactly as read: FerretDB's $pull takes no conditions like $in.
      await collection.updateOne(filter, { $pullAll: { outbox: published } });
    }
    if (failed) {
      const attempts = (doc.outboxAttempts ?? 0) + 1;
      const backoffMs = Math.min(this.options.maxBackoffMs ?? 30_000, 250 * 2 ** attempts);
      this.options.logger.warn(
        { err: failed.error, eventId: failed.entry.id, type: failed.entry.type, attempts },
        'event not published yet, will retry',
      );
      await collection.updateOne(filter, {
        $set: {
          outboxAttempts: attempts,
          outboxLastError: String(failed.error),
          outboxLeaseUntil: new Date(Date.now() + backoffMs),
        },
      });
      return;
    }
    // Entries staged while this pass ran keep the document pending; only an empty outbox clears it.
    await collection.updateOne(
      { _id: doc._id, outbox: [] },
      { $set: { outboxPending: false, outboxLeaseUntil: null, outboxAttempts: 0 } },
    );
    await collection.updateOne(
      { _id: doc._id, outboxPending: true },
      { $set: { outboxLeaseUntil: null, outboxAttempts: 0 } },
    );
    if (transient) await collection.deleteOne({ _id: doc._id, outboxPending: false });
  }
}
