import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import { isDuplicateKey } from './mongo-errors';

/**
 * Applies another service's snapshot of one thing (a business, a person) to a projection keyed by
 * its id, when it is newer than the one held: events may arrive late, twice or out of order, and
 * `asOf` (the event's occurredAt) decides. Answers whether it was applied.
 */
export async function applyNewerSnapshot<T extends { _id: string; asOf: Date }>(
  model: Model<T>,
  id: string,
  fields: Omit<T, '_id' | 'asOf'>,
  asOf: Date,
): Promise<boolean> {
  // Generic over the projection's fields, which mongoose's filter and update types cannot follow.
  const update = { ...fields, asOf } as unknown as UpdateQuery<T>;
  const newer = await model.updateOne({ _id: id, asOf: { $lt: asOf } } as QueryFilter<T>, { $set: update });
  if (newer.matchedCount === 1) return true;
  try {
    await model.create({ _id: id, ...fields, asOf } as unknown as T);
    return true;
  } catch (error) {
    // It exists with a snapshot at least as new: this one is stale or a repeat.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * A business's projection of things another service owns and may delete for good (its customers):
 * one document per thing, found by `key` (tenantId and the thing's id), holding the newest
 * snapshot, and kept after a deletion as a tombstone (`deletedAt` set) so that a snapshot arriving
 * after the deletion, however late, changes nothing. A late event has no deadline, so tombstones
 * are kept for good: one small document per thing ever deleted.
 */
export interface TombstonedSnapshot {
  tenantId: string;
  /** When the snapshot held was true (the event's occurredAt): an older one is ignored. */
  asOf: Date;
  deletedAt: Date | null;
}

// Generic over the projection's fields, which mongoose's filter and update types cannot follow.
const filterOf = <T>(filter: object) => filter as QueryFilter<T>;
const updateOf = <T>(update: object) => update as UpdateQuery<T>;

/**
 * Applies a snapshot unless one newer is held or the thing was deleted; of two snapshots of the
 * same moment the later delivered wins. Answers whether it was applied.
 */
export async function applyTombstonedSnapshot<T extends TombstonedSnapshot>(
  model: Model<T>,
  key: { tenantId: string } & Record<string, string>,
  fields: object,
  asOf: Date,
): Promise<boolean> {
  // Twice at most: when the thing's first two snapshots race, one creates it, the other updates.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const updated = await model.updateOne(filterOf<T>({ ...key, deletedAt: null, asOf: { $lte: asOf } }), {
      $set: updateOf<T>({ ...fields, asOf }),
    });
    if (updated.matchedCount === 1) return true;
    try {
      await model.create({ ...key, ...fields, asOf, deletedAt: null } as unknown as T);
      return true;
    } catch (error) {
      // Held already: newer, deleted, or just created by a racing snapshot (then look again).
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return false;
}

/**
 * Marks the thing deleted for good, with `cleared` replacing what it held (a tombstone keeps no
 * personal details); a deletion arriving before any snapshot leaves the tombstone first. Answers
 * whether this call deleted it.
 */
export async function applyTombstone<T extends TombstonedSnapshot>(
  model: Model<T>,
  key: { tenantId: string } & Record<string, string>,
  cleared: object,
  at: Date,
): Promise<boolean> {
  // Twice at most: when the deletion races the thing's first snapshot, one creates it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const deleted = await model.updateOne(filterOf<T>({ ...key, deletedAt: null }), {
      $set: updateOf<T>({ ...cleared, deletedAt: at }),
    });
    if (deleted.matchedCount === 1) return true;
    try {
      await model.create({ ...key, ...cleared, asOf: at, deletedAt: at } as unknown as T);
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (await model.exists(filterOf<T>({ ...key, deletedAt: { $ne: null } }))) return false;
    }
  }
  return false;
}

/**
 * The projection document of the customer with this login, read with `fields`. Projections keep
 * the login at the top level (`userId`) beside the snapshot's details: the local database endpoint
 * hands no dotted path to its SQL, and for `details.userId` it decodes every customer of the
 * business (docs/infrastructure.md). A document written before the top-level login was kept is
 * found by its details once, and given it.
 */
export async function findByLogin<T extends TombstonedSnapshot, R>(
  model: Model<T>,
  tenantId: string,
  userId: string,
  fields: Record<string, 0 | 1>,
): Promise<R | null> {
  const found = await model.findOne(filterOf<T>({ tenantId, userId })).select(fields).lean<R>();
  if (found) return found;
  const older = filterOf<T>({ tenantId, userId: { $exists: false }, 'details.userId': userId });
  const written = await model.findOne(older).select(fields).lean<R>();
  if (written) await model.updateOne(older, { $set: updateOf<T>({ userId }) });
  return written;
}
