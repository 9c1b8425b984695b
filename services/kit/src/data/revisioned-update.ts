import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import type { DomainEvent } from '../events/domain-event';
import { stageEvents, updateOneWithEvents } from '../events/outbox';
import { isDuplicateKey } from './mongo-errors';
import { claimRevision } from './revision-claims';

/** A write loses to another made in between at most this often before giving up: a busy document. */
export const maxWriteAttempts = 10;

/** A document that counts its writes, so a change is written only onto the version it was decided from. */
export interface RevisionedDocument {
  revision: number;
}

/** A document as read: every stored document has an _id, whether its type names it or not. */
type Stored<D> = D & { _id: unknown };

export interface RevisionedUpdate<D extends RevisionedDocument, E, C extends Partial<E>> {
  model: Model<D>;
  /** Finds the one document; on a tenant-owned collection it names the tenant. */
  filter: QueryFilter<D>;
  /** Names the document in the error thrown when other writes keep coming in between. */
  label: string;
  toEntity: (doc: D) => E;
  /** The changes to make to the entity as it is now, or null for none. Called again on every retry. */
  decide: (before: E) => C | null;
  /**
   * What is stored for the changes that differ, given the entity after them: their stored form and
   * any field kept beside the entity. Without it, the changes themselves.
   */
  set?: (changes: C, after: E) => Record<string, unknown>;
  /** Fields the changes remove from the stored document (a field cleared, never stored as null). */
  unset?: (changes: C) => string[];
  announce: (after: E, before: E) => DomainEvent[];
  /** The error to throw when a unique index refuses the write; without it the refusal is thrown. */
  onDuplicateKey?: (after: E) => Error | Promise<Error>;
  /**
   * For a document made at its first change: what the entity reads as until then, and the
   * document that first change makes. Without it, no document means no entity (null).
   */
  absent?: { reads: E; document: (after: E) => Record<string, unknown> };
}

export interface RevisionedResult<E> {
  before: E;
  /** As stored; the entity as it was when nothing differed. */
  after: E;
  /** False when nothing differed: nothing was written and nothing announced. */
  changed: boolean;
}

/** The changes whose value differs from the entity's. */
function effective<E, C extends Partial<E>>(entity: E, changes: C): C {
  return Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => !isDeepStrictEqual(entity[field as keyof E], value)),
  ) as C;
}

/** Where a change goes: the document as read, or the first change that makes it. */
interface Target<E, C> {
  before: E;
  /** The entity as stored, or null when another write came in between. */
  write: (changes: C, after: E, events: DomainEvent[]) => Promise<E | null>;
}

/**
 * Optimistic read-decide-write without transactions (FerretDB has none): reads the document, lets
 * the domain decide from it, and writes only what differs, with its events, onto the revision it
 * read (claimed first, so that only one writer writes onto a revision: ./revision-claims). When
 * another write came in between, it reads again and decides again. Answers null when
 * there is no such document (unless `absent` says how the first change makes it).
 */
export function updateRevisioned<D extends RevisionedDocument, E, C extends Partial<E>>(
  update: RevisionedUpdate<D, E, C> & Required<Pick<RevisionedUpdate<D, E, C>, 'absent'>>,
): Promise<RevisionedResult<E>>;
export function updateRevisioned<D extends RevisionedDocument, E, C extends Partial<E>>(
  update: RevisionedUpdate<D, E, C>,
): Promise<RevisionedResult<E> | null>;
export async function updateRevisioned<D extends RevisionedDocument, E, C extends Partial<E>>(
  update: RevisionedUpdate<D, E, C>,
): Promise<RevisionedResult<E> | null> {
  const { model, filter, decide, announce, absent } = update;
  for (let attempt = 0; attempt < maxWriteAttempts; attempt += 1) {
    const doc = await model.findOne(filter).lean<Stored<D>>();
    const target = doc ? onRevision(update, doc) : absent ? firstChange(model, absent) : null;
    if (!target) return null;
    const { before } = target;
    const decided = decide(before);
    const changes = decided ? effective(before, decided) : ({} as C);
    if (Object.keys(changes).length === 0) return { before, after: before, changed: false };
    const after: E = { ...before, ...changes };
    try {
      const stored = await target.write(changes, after, announce(after, before));
      if (stored) return { before, after: stored, changed: true };
      await pauseAfterLosing(attempt);
    } catch (error) {
      if (update.onDuplicateKey && isDuplicateKey(error)) throw await update.onDuplicateKey(after);
      throw error;
    }
  }
  throw new Error(`${update.label} changed ${maxWriteAttempts} times while one change was being written`);
}

/** Writers that lost to each other spread out, so that the next try finds the winner's write done. */
function pauseAfterLosing(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));
}

function onRevision<D extends RevisionedDocument, E, C extends Partial<E>>(
  { model, filter, toEntity, set, unset }: RevisionedUpdate<D, E, C>,
  doc: Stored<D>,
): Target<E, C> {
  const sameRevision = { ...filter, _id: doc._id, revision: doc.revision } as QueryFilter<D>;
  return {
    before: toEntity(doc),
    async write(changes, after, events) {
      const claim = await claimRevision(model.db, model.collection.collectionName, doc._id, doc.revision);
      if (!claim) return null;
      const removed = unset?.(changes) ?? [];
      const statement = {
        $set: set ? set(changes, after) : changes,
        $inc: { revision: 1 },
        ...(removed.length > 0 ? { $unset: Object.fromEntries(removed.map((field) => [field, 1])) } : {}),
      } as UpdateQuery<D>;
      try {
        const written = await updateOneWithEvents(model, sameRevision, statement, events);
        return written ? toEntity(written) : null;
      } finally {
        await claim.release();
      }
    },
  };
}

function firstChange<D extends RevisionedDocument, E, C>(
  model: Model<D>,
  absent: NonNullable<RevisionedUpdate<D, E, Partial<E>>['absent']>,
): Target<E, C> {
  return {
    before: absent.reads,
    async write(_changes, after, events) {
      const created = new model(absent.document(after));
      stageEvents(created, events);
      try {
        await created.save();
        return after;
      } catch (error) {
        // Another first change made the document in between: decide again on it.
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },
  };
}
