import type { Connection, Schema } from 'mongoose';
import type { Job } from '../jobs/jobs';

export interface ExpiryOptions {
  /** A Date field: once it has passed, the document is of no use to anyone. */
  field: string;
}

const expiring = new WeakMap<Schema, string>();

/**
 * Declares a collection's documents disposable once `field` has passed. FerretDB has no TTL
 * indexes, so the kit's sweeper deletes them, on MongoDB too: one behaviour everywhere.
 */
export function expiryPlugin(schema: Schema, options: ExpiryOptions): void {
  expiring.set(schema, options.field);
  schema.index({ [options.field]: 1 }, { name: `${options.field}_expiry` });
}

/** Deletes every expired document of the connection's declared collections; answers how many. */
export async function sweepExpired(connection: Connection, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const model of Object.values(connection.models)) {
    const field = expiring.get(model.schema);
    if (!field) continue;
    // The raw collection: the sweep spans tenants, so tenant-scoping hooks must not apply.
    deleted += (await model.collection.deleteMany({ [field]: { $lt: now } })).deletedCount;
  }
  return deleted;
}

/** The sweeper every service runs (startService adds it). */
export function expirySweeper(connection: Connection, everyMs = 10 * 60_000): Job {
  return { name: 'expiry-sweeper', everyMs, run: async () => void (await sweepExpired(connection)) };
}
