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
