import type { Connection, mongo } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertNew, isDuplicateKey } from '../data/mongo-errors';
import { updateAtRevision } from '../data/revision-claims';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { EventBus } from './bus';
import { toEnvelope } from './domain-event';
import {
  type IntentRow,
  insertRows,
  intentRows,
  outboxModels,
  type OutboxRow,
  outboxRow,
  outboxRows,
  outboxSignals,
  owingDocuments,
  type OwingDocument,
  publishedEvents,
} from './outbox';
import { processedEventRetentionMs } from './processed-store';

export interface OutboxRelayOptions {
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  metrics?: Metrics;
  /** How often to look for rows written by other processes; this process's writes wake it. */
  pollMs?: number;
  /** Rows published per pass, with their confirms awaited together. */
  batchSize?: number;
  /** How long the leadership lasts without renewal; one relay per service publishes at a time. */
  leaseMs?: number;
  /** How often to reconcile documents and intents (and once at start). */
  reconcileEveryMs?: number;
  /**
   * How old an event in a document, or an intent, must be before reconcile judges it: longer
   * than any write takes, so a write still in flight is never mistaken for a crashed one.
   */
  graceMs?: number;
  maxBackoffMs?: number;
}

interface Lease {
  _id: string;
  owner: string;
  until: Date;
}

export interface ReconcileResult {
  /** Rows restored from documents whose process died before copying their events. */
  restored: number;
  /** Intents whose delete happened: now ready. */
  confirmed: number;
  /** Intents whose delete never happened: dropped, and their document fenced. */
  dropped: number;
}

const leaseId = 'relay';

/** A document's copies of events the broker has confirmed, as `$unset` paths. */
interface PublishedCopies {
  doc: OwingDocument;
  unset: Record<string, ''>;
}

const byId = (a: OutboxRow, b: OutboxRow) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * Publishes the service's outbox. One relay per service leads at a time (a lease document in
 * `outbox_lease`), so replicas do not publish the same rows twice; the others stand by.
 *
 * Each pass reads up to a batch of ready rows in id order (event ids are time-ordered), publishes
 * them together and awaits the broker's confirms, records the events as published, then deletes
 * the rows. A failed publish leaves its row, counts the attempt, and the relay backs off. Nothing
 * reads or writes a business collection except reconcile, which runs at start and then rarely: it
 * clears the published events' copies from their documents and repairs what a crash left.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private stopping = new AbortController();
  private readonly owner = randomUUID();
  private leaderUntil = 0;
  private lastReconcile = 0;
  private reconcileSoon = false;
  /** When a copy or intent that reconcile found too young to judge comes of age. */
  private reconcileDueAt = Number.POSITIVE_INFINITY;
  private backoffMs = 0;
  private readonly rows: mongo.Collection<OutboxRow>;
  private readonly intents: mongo.Collection<IntentRow>;
  private readonly leases: mongo.Collection<Lease>;
  private readonly published: ReturnType<typeof publishedEvents>;

  private readonly onReleased = (connection: Connection) => {
    if (connection === this.options.connection) this.wake?.();
  };

  private readonly onUnreleased = (connection: Connection, error: unknown) => {
    if (connection !== this.options.connection) return;
    this.options.logger.warn({ err: error }, 'events stored but not copied to the outbox; reconciling');
    this.reconcileSoon = true;
    this.wake?.();
  };

  constructor(private readonly options: OutboxRelayOptions) {
    this.rows = outboxRows(options.connection);
    this.intents = intentRows(options.connection);
    this.published = publishedEvents(options.connection);
    this.leases = options.connection.collection<Lease>('outbox_lease') as unknown as mongo.Collection<Lease>;
    options.metrics?.gauge(
      'outbox_pending_events',
      'Events in the outbox not yet confirmed by the broker',
      () => this.rows.countDocuments({}),
    );
    options.metrics?.gauge(
      'outbox_oldest_pending_seconds',
      'Age of the oldest event in the outbox not yet confirmed by the broker',
      () => this.oldestPendingSeconds(),
    );
  }

  private get settings() {
    return {
      pollMs: this.options.pollMs ?? 250,
      batchSize: this.options.batchSize ?? 200,
      leaseMs: this.options.leaseMs ?? 15_000,
      reconcileEveryMs: this.options.reconcileEveryMs ?? 5 * 60_000,
      graceMs: this.options.graceMs ?? 60_000,
      maxBackoffMs: this.options.maxBackoffMs ?? 30_000,
    };
  }

  /** Creates the index reconcile reads intents by. */
  async init(): Promise<void> {
    await this.intents.createIndex({ createdAt: 1 }, { name: 'created' });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = new AbortController();
    this.lastReconcile = 0;
    outboxSignals.on('released', this.onReleased);
    outboxSignals.on('unreleased', this.onUnreleased);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    outboxSignals.off('released', this.onReleased);
    outboxSignals.off('unreleased', this.onUnreleased);
    this.stopping.abort();
    this.wake?.();
    await this.loop;
    // Hand over at once rather than after the lease runs out.
    if (this.leaderUntil > Date.now()) {
      await this.leases.deleteOne({ _id: leaseId, owner: this.owner }).catch(() => undefined);
      this.leaderUntil = 0;
    }
  }

  /** How long the oldest event not yet published has waited; 0 when none waits. */
  async oldestPendingSeconds(): Promise<number> {
    const [oldest] = await this.rows.find({}).sort({ _id: 1 }).limit(1).toArray();
    return oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0;
  }

  private async run(): Promise<void> {
    const { pollMs, reconcileEveryMs, maxBackoffMs } = this.settings;
    while (this.running) {
      try {
        if (await this.lead()) {
          // Publishing what waits comes first: reconcile reads whole collections, and after a
          // restart with a backlog it has less to compare once the backlog is out.
          await this.drain();
          const now = Date.now();
          if (
            this.reconcileSoon ||
            now - this.lastReconcile >= reconcileEveryMs ||
            now >= this.reconcileDueAt
          ) {
            this.reconcileSoon = false;
            this.lastReconcile = Date.now();
            await this.reconcile();
            await this.drain();
          }
        }
        this.backoffMs = 0;
      } catch (error) {
        this.backoffMs = Math.min(maxBackoffMs, Math.max(250, this.backoffMs * 2));
        this.options.logger.warn({ err: error, retryInMs: this.backoffMs }, 'outbox relay pass failed');
      }
      if (!this.running) break;
      // A nap of its own, which a wake ends: a sleep left running after a wake kept its timer and
      // its listener on the stop signal until it ran out, and a burst of writes piled them up.
      const nap = new AbortController();
      this.wake = () => nap.abort();
      await sleep(this.backoffMs || pollMs, undefined, { signal: nap.signal }).catch(() => undefined);
      this.wake = null;
    }
  }

  /** Takes or renews the lease; false while another relay holds it. */
  private async lead(): Promise<boolean> {
    const { leaseMs } = this.settings;
    if (this.leaderUntil - Date.now() > leaseMs / 2) return true;
    const until = new Date(Date.now() + leaseMs);
    try {
      await this.leases.findOneAndUpdate(
        { _id: leaseId, $or: [{ owner: this.owner }, { until: { $lt: new Date() } }] },
        { $set: { owner: this.owner, until } },
        { upsert: true },
      );
      this.leaderUntil = until.getTime();
      return true;
    } catch (error) {
      // The lease exists and is another's: the upsert collided with its _id.
      if (!isDuplicateKey(error)) throw error;
      this.leaderUntil = 0;
      return false;
    }
  }

  /** Publishes every ready row, a batch at a time. Returns how many were published. */
  async drain(): Promise<number> {
    const { batchSize } = this.settings;
    let published = 0;
    while (!this.stopping.signal.aborted) {
      if (!this.options.bus.isConnected()) return published;
      // Unfiltered and unsorted: FerretDB passes only such a LIMIT to its database; any filter
      // or sort makes it read the whole table. Rows come in storage order, which is the order
      // they were written; the batch is put in id order before publishing.
      const batch = (await this.rows.find({}).limit(batchSize).toArray()).sort(byId);
      if (batch.length === 0) return published;
      published += await this.publish(batch);
      if (batch.length < batchSize) return published;
    }
    return published;
  }

  private async publish(batch: OutboxRow[]): Promise<number> {
    const outcomes = await Promise.allSettled(
      batch.map((row) => this.options.bus.publish(toEnvelope(row.event), row.event.requestId)),
    );
    const done = batch.filter((_row, index) => outcomes[index]?.status === 'fulfilled');
    if (done.length > 0) {
      // Recorded first, rows last: a copy whose row is gone is always known to be published, so
      // reconcile never restores an event that went out.
      await this.recordPublished(done.map((row) => row._id));
      // One delete by _id each, sent together: the filter FerretDB hands to its database.
      await Promise.all(done.map((row) => this.rows.deleteOne({ _id: row._id })));
    }
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      const failedIds = batch.filter((row) => !done.includes(row)).map((row) => row._id);
      const lastError = String(failed.reason);
      await this.rows.updateMany({ _id: { $in: failedIds } }, { $inc: { attempts: 1 }, $set: { lastError } });
      throw new Error(`${failedIds.length} event(s) not published: ${lastError}`, { cause: failed.reason });
    }
    return done.length;
  }

  private async recordPublished(ids: string[]): Promise<void> {
    const expiresAt = new Date(Date.now() + processedEventRetentionMs);
    // Some may be recorded already (a batch published again after a crash): nothing is missing.
    await insertNew(
      this.published,
      ids.map((_id) => ({ _id, expiresAt })),
    );
  }

  /** Which of these events are still to publish, and which went out. */
  private async knownEvents(ids: string[]): Promise<{ pending: Set<string>; published: Set<string> }> {
    if (ids.length === 0) return { pending: new Set(), published: new Set() };
    const [pending, published] = await Promise.all([
      this.rows.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray(),
      this.published
        .find({ _id: { $in: ids } })
        .select({ _id: 1 })
        .lean<{ _id: string }[]>(),
    ]);
    return {
      pending: new Set(pending.map((row) => row._id)),
      published: new Set(published.map((record) => record._id)),
    };
  }

  /**
   * Removes published events' copies from their documents. The local endpoint writes back the
   * whole document it read, so clearing a document that a service is changing at that moment would
   * undo the change: a document with a revision is cleared only under a claim on that revision
   * (the claim every revisioned writer takes), and left for the next reconcile while a writer holds
   * it. A document without a revision is changed by plain updates, which the local endpoint cannot
   * guard at all; those are cleared in one statement for the collection.
   */
  private async clearCopies(collection: string, copies: PublishedCopies[]): Promise<void> {
    const { connection } = this.options;
    const documents = owingDocuments(connection, collection);
    const unrevisioned = copies.filter(({ doc }) => typeof doc.revision !== 'number');
    if (unrevisioned.length > 0) {
      // Unsetting an id a document does not hold changes nothing.
      await documents.updateMany(
        { _id: { $in: unrevisioned.map(({ doc }) => doc._id) } },
        { $unset: Object.assign({}, ...unrevisioned.map(({ unset }) => unset)) as Record<string, ''> },
      );
    }
    for (const { doc, unset } of copies) {
      if (typeof doc.revision !== 'number') continue;
      await updateAtRevision(connection, collection, doc._id, doc.revision, { $unset: unset });
    }
  }

  /**
   * Clears the copies of published events from their documents, and repairs what a crash left:
   * a copy whose event is neither pending nor published (its process died between the write and
   * the copy) gets its row again; an intent whose delete is unknown is settled. Reads every
   * document of the outbox models (FerretDB cannot look up `outbox` entries by index), so it runs
   * at start and then every few minutes.
   */
  async reconcile(): Promise<ReconcileResult> {
    const { graceMs } = this.settings;
    const cutoff = new Date(Date.now() - graceMs);
    const { connection } = this.options;
    let restored = 0;
    // A copy or intent too young to judge is judged again once it comes of age, not at the next
    // periodic reconcile: after a crash, the last writes' events would otherwise wait minutes.
    let dueAt = Number.POSITIVE_INFINITY;
    const comesOfAge = (at: Date) => (dueAt = Math.min(dueAt, at.getTime() + graceMs));
    for (const model of outboxModels(connection)) {
      const collection = model.collection.collectionName;
      const owing = (
        await owingDocuments(connection, collection)
          .find({ outbox: { $exists: true } }, { projection: { outbox: 1, revision: 1 } })
          .toArray()
      ).filter((doc) => Object.keys(doc.outbox ?? {}).length > 0);
      const known = await this.knownEvents(owing.flatMap((doc) => Object.keys(doc.outbox ?? {})));
      const lost: OutboxRow[] = [];
      const copies: PublishedCopies[] = [];
      for (const doc of owing) {
        const unset: Record<string, ''> = {};
        for (const event of Object.values(doc.outbox ?? {})) {
          if (known.published.has(event.id)) {
            unset[`outbox.${event.id}`] = '';
          } else if (!known.pending.has(event.id)) {
            if (event.occurredAt < cutoff) lost.push(outboxRow(event, { collection, id: doc._id }));
            else comesOfAge(event.occurredAt);
          }
        }
        if (Object.keys(unset).length > 0) copies.push({ doc, unset });
      }
      restored += await insertRows(connection, lost);
      await this.clearCopies(collection, copies);
    }

    let confirmed = 0;
    let dropped = 0;
    const [youngest] = await this.intents
      .find({ createdAt: { $gte: cutoff } })
      .sort({ createdAt: 1 })
      .limit(1)
      .toArray();
    if (youngest) comesOfAge(youngest.createdAt);
    this.reconcileDueAt = dueAt;
    const intents = await this.intents.find({ createdAt: { $lt: cutoff } }).toArray();
    const fences = new Map<string, IntentRow[]>();
    for (const intent of intents) fences.set(intent.fence, [...(fences.get(intent.fence) ?? []), intent]);
    for (const [fence, group] of fences) {
      const source = group[0]?.source;
      if (!source) continue;
      const fenced = await owingDocuments(connection, source.collection).updateOne(
        { _id: source.id },
        { $set: { outboxFence: fence } },
      );
      if (fenced.matchedCount === 0) {
        // The document is gone: its delete happened, so its events are due.
        confirmed += await insertRows(
          connection,
          group.map((intent) => outboxRow(intent.event, null)),
        );
      } else {
        dropped += group.length;
      }
      await this.intents.deleteMany({ _id: { $in: group.map((intent) => intent._id) } });
    }
    if (restored + confirmed + dropped > 0) {
      this.options.logger.warn({ restored, confirmed, dropped }, 'outbox reconciled after a crash');
    }
    return { restored, confirmed, dropped };
  }
}
