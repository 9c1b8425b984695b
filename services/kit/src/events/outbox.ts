import { EventEmitter } from 'node:events';
import {
  type Connection,
  type Document,
  type Model,
  type mongo,
  type QueryFilter,
  Schema,
  type UpdateQuery,
} from 'mongoose';
import { expiryPlugin } from '../data/expiry';
import { insertNew } from '../data/mongo-errors';
import { modelOf } from '../data/models';
import type { DomainEvent } from './domain-event';

/**
 * The transactional outbox without transactions (FerretDB has none).
 *
 * A write that announces events stores them in the changed document itself, in its `outbox`
 * map keyed by event id, so one atomic write holds the change and its events: an event exists
 * exactly when its write happened. Right after, the same process copies each event into the
 * service's `outbox` collection (one row per event, keyed by its id). The relay reads only that
 * small collection, publishes with confirms, records the events as published, then deletes the
 * rows. Its reconcile, at start and every few minutes, clears the copies of published events and
 * restores the row of any other copy: its process died between the write and the copy. Deletes, which leave no document to hold
 * an event, write an intent row first and settle it against the document (see deleteOneWithEvents).
 *
 * Consumers are idempotent, so an event published twice after a crash is harmless; one lost or
 * published for a write that did not happen would not be, and neither can occur.
 */
export const outboxCollectionName = 'outbox';
export const intentCollectionName = 'outbox_intents';

/**
 * Events the broker has confirmed, by id, kept as long as consumers remember applied events. The
 * relay records them instead of clearing each copy at once (an update of a business document,
 * which FerretDB pays for with a read of the whole table); reconcile clears copies in bulk.
 */
interface PublishedEvent {
  _id: string;
  expiresAt: Date;
}

const publishedSchema = new Schema<PublishedEvent>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);
publishedSchema.plugin(expiryPlugin, { field: 'expiresAt' });

export function publishedEvents(connection: Connection): Model<PublishedEvent> {
  return modelOf(connection, 'OutboxPublished', publishedSchema, 'outbox_published');
}

/** An event to publish. The collection holds nothing else, so the relay reads it unfiltered. */
export interface OutboxRow {
  /** The event's id: restoring or retrying a row can never duplicate it. */
  _id: string;
  event: DomainEvent;
  /** The document that keeps a copy of the event until it is published. */
  source: { collection: string; id: DocumentId } | null;
  /** Failed publish attempts, and the last failure, for operators to see. */
  attempts: number;
  lastError?: string;
  createdAt: Date;
}

/** An event of a delete that is not known yet to have happened (deleteOneWithEvents). */
export interface IntentRow {
  _id: string;
  event: DomainEvent;
  source: { collection: string; id: DocumentId };
  /** The mark the delete checks for, shared by the events of one delete. */
  fence: string;
  createdAt: Date;
}

export type DocumentId = mongo.ObjectId | string;

/** A document of an outbox model as the relay sees it, without its business fields. */
export interface OwingDocument {
  _id: DocumentId;
  outbox?: Record<string, DomainEvent>;
  outboxFence?: string;
  /** Present on a document written by updateRevisioned. */
  revision?: number;
}

/** The raw collection of an outbox model: the relay spans tenants, so no scoping hooks apply. */
export function owingDocuments(connection: Connection, collection: string): mongo.Collection<OwingDocument> {
  return connection.collection(collection) as unknown as mongo.Collection<OwingDocument>;
}

/** The fields the plugin adds to a document. */
export interface OutboxFields {
  /** Events this document announced that are not yet published, by id. */
  outbox?: Map<string, DomainEvent>;
  /** Set by the relay on a document whose delete it gave up waiting for (deleteOneWithEvents). */
  outboxFence?: string;
}

export class OutboxNotEnabledError extends Error {
  constructor(model: string) {
    super(`${model} stages events but its schema has no outboxPlugin`);
    this.name = 'OutboxNotEnabledError';
  }
}

/**
 * Tells the relay of the same process that rows were written (`released`), or that a copy failed
 * and the document still holds the events (`unreleased`), so it publishes or reconciles at once.
 */
export const outboxSignals = new EventEmitter();

const outboxSchemas = new WeakSet<Schema>();

/** The models of a connection whose documents may owe events: the relay's reconcile reads them. */
export function outboxModels(connection: Connection): Model<unknown>[] {
  return Object.values(connection.models).filter((model) => outboxSchemas.has(model.schema));
}

export function outboxRows(connection: Connection): mongo.Collection<OutboxRow> {
  return connection.collection<OutboxRow>(outboxCollectionName) as unknown as mongo.Collection<OutboxRow>;
}

export function intentRows(connection: Connection): mongo.Collection<IntentRow> {
  return connection.collection<IntentRow>(intentCollectionName) as unknown as mongo.Collection<IntentRow>;
}

export function outboxRow(event: DomainEvent, source: OutboxRow['source']): OutboxRow {
  return { _id: event.id, event, source, attempts: 0, createdAt: new Date() };
}

/** Inserts rows by their ids; one already there is left as it is. Returns how many were new. */
export function insertRows(connection: Connection, rows: OutboxRow[]): Promise<number> {
  return insertNew(outboxRows(connection), rows);
}

/**
 * Copies the events of a stored write into the outbox collection. A failure is not the
 * command's: its write and events are stored, and the relay's reconcile copies them later.
 */
async function release(connection: Connection, source: OutboxRow['source'], events: DomainEvent[]) {
  try {
    await insertRows(
      connection,
      events.map((event) => outboxRow(event, source)),
    );
    outboxSignals.emit('released', connection);
  } catch (error) {
    outboxSignals.emit('unreleased', connection, error);
  }
}

/** Where an update statement stores events: one `$set` per event, next to the change. */
function withEvents<T>(update: UpdateQuery<T>, events: DomainEvent[]): UpdateQuery<T> {
  const staged: Record<string, DomainEvent> = {};
  for (const event of events) staged[`outbox.${event.id}`] = event;
  return { ...update, $set: { ...(update.$set as Record<string, unknown> | undefined), ...staged } };
}

/**
 * Adds the `outbox` map to a schema and registers it: the relay reconciles every model that has
 * it, and staging an event on a model without it throws at the write.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    outbox: { type: Map, of: Schema.Types.Mixed, default: undefined },
    outboxFence: { type: String },
  });
  outboxSchemas.add(schema);
  schema.post('save', async function (doc: Document) {
    const staged = doc.$locals.stagedEvents as DomainEvent[] | undefined;
    if (!staged?.length) return;
    doc.$locals.stagedEvents = [];
    await release(doc.db, { collection: doc.collection.collectionName, id: doc._id }, staged);
  });
}

function requireOutbox(model: { schema: Schema; modelName?: string }): void {
  if (!outboxSchemas.has(model.schema)) throw new OutboxNotEnabledError(model.modelName ?? 'A model');
}

/** Stages events on a document: its next save stores them with the change, then releases them. */
export function stageEvents(doc: Document<unknown>, events: DomainEvent[]): void {
  requireOutbox({ schema: doc.schema, modelName: (doc.constructor as Model<unknown>).modelName });
  for (const event of events) doc.set(`outbox.${event.id}`, event);
  const staged = (doc.$locals.stagedEvents as DomainEvent[] | undefined) ?? [];
  doc.$locals.stagedEvents = [...staged, ...events];
}

/**
 * An update of one document that announces events, stored in the same write. Answers the
 * document after the update (lean), or null when the filter matched none (then no event exists).
 */
export async function updateOneWithEvents<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  update: UpdateQuery<T>,
  events: DomainEvent[],
): Promise<T | null> {
  requireOutbox(model);
  const doc = await model
    .findOneAndUpdate(filter, withEvents(update, events), { returnDocument: 'after' })
    .lean<T & { _id: DocumentId }>();
  if (!doc) return null;
  await release(model.db, { collection: model.collection.collectionName, id: doc._id }, events);
  return doc;
}

/**
 * Deletes one document and announces it. The events are written first as intents; the delete
 * only happens while the document carries no fence; then the intents become ready. A process
 * that dies in between leaves intents that the relay settles: document gone, publish; document
 * still there, fence it (so a delete arriving that late changes nothing) and drop them.
 * Answers whether this call deleted the document.
 */
export async function deleteOneWithEvents<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  events: DomainEvent[],
): Promise<boolean> {
  requireOutbox(model);
  const target = await model.findOne(filter).select({ _id: 1 }).lean<{ _id: DocumentId }>();
  if (!target) return false;
  const fence = events[0]?.id;
  if (!fence) return (await model.deleteOne({ ...filter, _id: target._id })).deletedCount === 1;

  const source = { collection: model.collection.collectionName, id: target._id };
  const ids = events.map((event) => event.id);
  const intents = intentRows(model.db);
  await intents.insertMany(
    events.map((event) => ({ _id: event.id, event, source, fence, createdAt: new Date() })),
  );
  const deleted = await model.deleteOne({ ...filter, _id: target._id, outboxFence: { $ne: fence } });
  if (deleted.deletedCount === 1) {
    await insertRows(
      model.db,
      events.map((event) => outboxRow(event, null)),
    );
    outboxSignals.emit('released', model.db);
  }
  await intents.deleteMany({ _id: { $in: ids } });
  return deleted.deletedCount === 1;
}

/** Events that announce no stored change of their own: written straight to the outbox. */
export async function publishStandalone(connection: Connection, events: DomainEvent[]): Promise<void> {
  await insertRows(
    connection,
    events.map((event) => outboxRow(event, null)),
  );
  outboxSignals.emit('released', connection);
}
