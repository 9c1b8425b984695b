import {
  type EventActor,
  eventCatalogue,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@pickup/contracts';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Connection, type Document, type Model, Schema } from 'mongoose';
import { currentRequestId } from '../request-context';

/**
 * The transactional outbox without transactions: an event is staged inside the very document
 * whose change it announces, so one atomic write stores both. The relay publishes it later.
 */
export interface OutboxEntry {
  id: string;
  type: string;
  version: number;
  occurredAt: Date;
  tenantId: string | null;
  actor: EventActor;
  data: unknown;
  requestId?: string;
}

export interface OutboxFields {
  /** Events not yet confirmed by the broker, oldest first; a document with none is not pending. */
  outbox?: OutboxEntry[];
  outboxLeaseUntil?: Date | null;
  /** Failed publish attempts of the head entry, and the last failure, for operators to see. */
  outboxAttempts?: number;
  outboxLastError?: string;
}

const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    version: { type: Number, required: true },
    occurredAt: { type: Date, required: true },
    tenantId: { type: String, default: null },
    actor: { userId: { type: String, default: null }, role: { type: String, required: true } },
    data: { type: Schema.Types.Mixed },
    requestId: String,
  },
  { _id: false, minimize: false },
);

/**
 * Tells the relay in this process which document just stored events (collection name and _id),
 * so it publishes them at once by _id instead of waiting for its scan.
 */
export const outboxSignal = new EventEmitter();
export type StagedListener = (collectionName: string, id: unknown) => void;

export function outboxPlugin(schema: Schema): void {
  schema.add({
    outbox: { type: [outboxEntrySchema], default: undefined },
    outboxLeaseUntil: { type: Date, default: null },
    outboxAttempts: { type: Number, default: 0 },
    outboxLastError: String,
  });
  // Sparse: only documents holding events are in it, so the relay's scan reads just those.
  // The one index of a tenant-owned collection that does not start with tenantId: the relay
  // works across tenants by nature.
  schema.index({ 'outbox.id': 1 }, { sparse: true });
  schema.post('save', function (doc: Document & OutboxFields) {
    if (doc.outbox?.length) outboxSignal.emit('staged', doc.collection.collectionName, doc._id);
  });
}

export interface EventContext {
  tenantId: string | null;
  actor: EventActor;
}

/** Builds an entry after checking the data against the catalogue: a bad event never gets stored. */
export function outboxEntry<T extends EventType>(
  type: T,
  data: EventData<T>,
  context: EventContext,
): OutboxEntry {
  const requestId = currentRequestId();
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date(),
    tenantId: context.tenantId,
    actor: context.actor,
    data: eventCatalogue[type].parse(data),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * Stages an event on a document of any model with the outbox plugin; the document's next save
 * stores it together with the change, atomically.
 */
export function stageEvent<T extends EventType>(
  doc: Document,
  type: T,
  data: EventData<T>,
  context: EventContext,
): void {
  const entry = outboxEntry(type, data, context);
  // The plugin makes `outbox` a document array; pushing onto the live array lets the save
  // append with $push instead of rewriting entries the relay may be removing meanwhile.
  const outbox = doc.get('outbox') as OutboxEntry[] | undefined;
  if (outbox) outbox.push(entry);
  else doc.set('outbox', [entry]);
}

/** The same for an update statement: merge this into the update so the write stays one. */
export function stageEventInUpdate<T extends EventType>(type: T, data: EventData<T>, context: EventContext) {
  return { $push: { outbox: outboxEntry(type, data, context) } };
}

export function toEnvelope(entry: OutboxEntry): EventEnvelope {
  return {
    id: entry.id,
    type: entry.type,
    version: entry.version,
    occurredAt: entry.occurredAt.toISOString(),
    tenantId: entry.tenantId,
    actor: entry.actor,
    data: entry.data,
  };
}

interface StandaloneEvent extends OutboxFields {
  createdAt: Date;
}

/**
 * Events that announce no stored change of their own (nothing to stage them in) go in a
 * collection of their own; the relay deletes each message once its event is published.
 */
export function standaloneOutbox(connection: Connection): Model<StandaloneEvent> {
  const existing = connection.models.OutboxMessage as Model<StandaloneEvent> | undefined;
  if (existing) return existing;
  const schema = new Schema<StandaloneEvent>({ createdAt: { type: Date, default: Date.now } });
  schema.plugin(outboxPlugin);
  return connection.model<StandaloneEvent>('OutboxMessage', schema, 'outbox_messages');
}

export async function publishStandalone<T extends EventType>(
  connection: Connection,
  type: T,
  data: EventData<T>,
  context: EventContext,
): Promise<void> {
  const message = new (standaloneOutbox(connection))();
  stageEvent(message, type, data, context);
  await message.save();
}
