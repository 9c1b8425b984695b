import type { mongo } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { type OutboxEntry, type OutboxFields, outboxSignal, type StagedListener, toEnvelope } from './outbox';

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
  /**
   * How often to scan every outbox for pending events. Events saved in this process are
   * published at once; the scan finds the rest: those of a process that stopped before
   * publishing, those staged by update statements, and those whose publish failed.
   */
  scanIntervalMs?: number;
  /** How long a relay owns a document while publishing; another instance takes over after. */
  leaseMs?: number;
  maxBackoffMs?: number;
  /** Hinted documents published at the same time. */
  concurrency?: number;
}

type OutboxDocument = OutboxFields & { _id: mongo.ObjectId };
type OutboxCollection = mongo.Collection<OutboxDocument>;

/** The outbox plugin guarantees these fields on every collection the relay is given. */
const asOutboxCollection = (collection: mongo.Collection) => collection as unknown as OutboxCollection;

/**
 * Publishes staged events in the order they were staged, with broker confirms, and removes
 * each from its document only after the broker has it. A failure leaves the entry in place,
 * counts the attempt on the document, and retries it after a back-off: nothing is dropped.
 *
 * Documents are found by _id wherever possible: FerretDB's SQLite backend answers an exact
 * _id filter from its primary key but scans the collection for any other filter.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Ends the wait between passes on stop, so no timer keeps a stopped process alive. */
  private stopping = new AbortController();
  private lastScan = 0;
  private readonly byName = new Map<string, OutboxCollection>();
  private readonly transient = new Set<OutboxCollection>();
  /** Documents known to hold events, by collection: published before the next scan. */
  private readonly hinted = new Map<OutboxCollection, Map<string, mongo.ObjectId>>();

  private readonly onStaged: StagedListener = (collectionName, id) => {
    const collection = this.byName.get(collectionName);
    if (!collection || typeof id !== 'object' || id === null) return;
    this.hint(collection, id as mongo.ObjectId);
    this.wake?.();
  };

  constructor(private readonly options: OutboxRelayOptions) {
    for (const untyped of options.collections) this.track(asOutboxCollection(untyped));
    for (const untyped of options.transientCollections ?? []) {
      const collection = asOutboxCollection(untyped);
      this.track(collection);
      this.transient.add(collection);
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = new AbortController();
    outboxSignal.on('staged', this.onStaged);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    outboxSignal.off('staged', this.onStaged);
    this.stopping.abort();
    this.wake?.();
    await this.loop;
  }

  private track(collection: OutboxCollection): void {
    this.byName.set(collection.collectionName, collection);
    this.hinted.set(collection, new Map());
  }

  private hint(collection: OutboxCollection, id: mongo.ObjectId): void {
    this.hinted.get(collection)?.set(id.toHexString(), id);
  }

  private async run(): Promise<void> {
    const scanMs = this.options.scanIntervalMs ?? 5000;
    while (this.running) {
      try {
        await this.drain();
      } catch (error) {
        this.options.logger.error({ err: error }, 'outbox relay pass failed');
      }
      if (!this.running) break;
      const untilScan = Math.max(0, this.lastScan + scanMs - Date.now());
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        sleep(untilScan, undefined, { signal: this.stopping.signal }).then(resolve, resolve);
      });
      this.wake = null;
    }
  }

  /** Publishes what was hinted and, when the scan is due, what a scan finds. */
  async drain(): Promise<void> {
    await this.drainHinted();
    if (Date.now() - this.lastScan >= (this.options.scanIntervalMs ?? 5000)) {
      this.lastScan = Date.now();
      await this.drainByScan();
    }
  }

  /**
   * Publishes hinted documents a few at a time: each document's events stay in order, and
   * events of different documents never had an order to keep.
   */
  private async drainHinted(): Promise<void> {
    for (const [collection, ids] of this.hinted) {
      while (ids.size > 0) {
        if (!this.running || !this.options.bus.isConnected()) return;
        const batch = [...ids].slice(0, this.options.concurrency ?? 8);
        for (const [key] of batch) ids.delete(key);
        await Promise.all(
          batch.map(async ([, id]) => {
            const claimed = await this.claimById(collection, id);
            if (claimed) await this.flush(collection, claimed);
          }),
        );
      }
    }
  }

  private async drainByScan(): Promise<void> {
    for (const collection of this.byName.values()) {
      for (;;) {
        if (!this.running || !this.options.bus.isConnected()) return;
        const claimed = await this.claimByScan(collection);
        if (!claimed) break;
        await this.flush(collection, claimed);
      }
    }
  }

  private leaseUntil(): Date {
    return new Date(Date.now() + (this.options.leaseMs ?? 30_000));
  }

  /**
   * A hinted document, leased in one write. When another relay held it, this one leaves it:
   * that relay publishes what it read, and later entries are found when its lease ends.
   */
  private async claimById(collection: OutboxCollection, id: mongo.ObjectId): Promise<OutboxDocument | null> {
    const before = await collection.findOneAndUpdate(
      { _id: id },
      { $set: { outboxLeaseUntil: this.leaseUntil() } },
      { returnDocument: 'before' },
    );
    if (!before?.outbox?.length) return null;
    if (before.outboxLeaseUntil && before.outboxLeaseUntil > new Date()) return null;
    return before;
  }

  private async claimByScan(collection: OutboxCollection): Promise<OutboxDocument | null> {
    const now = new Date();
    return collection.findOneAndUpdate(
      {
        'outbox.id': { $exists: true },
        $or: [{ outboxLeaseUntil: null }, { outboxLeaseUntil: { $lt: now } }],
      },
      { $set: { outboxLeaseUntil: this.leaseUntil() } },
      // No projection: FerretDB's findAndModify does not take one.
      { returnDocument: 'after' },
    );
  }

  private async flush(collection: OutboxCollection, doc: OutboxDocument): Promise<void> {
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

    const byId = { _id: doc._id };
    if (failed) {
      if (published.length > 0) await collection.updateOne(byId, { $pullAll: { outbox: published } });
      const attempts = (doc.outboxAttempts ?? 0) + 1;
      const backoffMs = Math.min(this.options.maxBackoffMs ?? 30_000, 250 * 2 ** attempts);
      this.options.logger.warn(
        { err: failed.error, eventId: failed.entry.id, type: failed.entry.type, attempts },
        'event not published yet, will retry',
      );
      await collection.updateOne(byId, {
        $set: {
          outboxAttempts: attempts,
          outboxLastError: String(failed.error),
          outboxLeaseUntil: new Date(Date.now() + backoffMs),
        },
      });
      return;
    }
    // A transient document only ever carries the one event it was created for.
    if (this.transient.has(collection)) {
      await collection.deleteOne(byId);
      return;
    }
    // $pullAll of the entries exactly as read (FerretDB's $pull takes no conditions like $in),
    // releasing the lease in the same write. Entries staged meanwhile stay: their save hinted
    // the document again, and the scan finds them otherwise.
    await collection.updateOne(byId, {
      $pullAll: { outbox: published },
      $set: { outboxLeaseUntil: null, outboxAttempts: 0 },
    });
  }
}
