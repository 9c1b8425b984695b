import { randomUUID } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';
import { isDuplicateKey } from './mongo-errors';

/**
 * One writer at a time per revision of a document. A conditional update (`{_id, revision}`) is
 * compare-and-set on MongoDB, but the local endpoint, FerretDB 1.x, reads the document, checks the
 * filter and writes it back in separate steps: measured, six concurrent writers onto one revision
 * all "won" in 20 rounds of 20, and six concurrent `$inc`s lost some in every round. A unique
 * insert it does enforce atomically, so each writer first inserts a claim on the revision it read;
 * only the one whose insert succeeds writes. The claim is removed once the write is done (a writer
 * that claims the same revision later finds the document moved on and its filter matching nothing),
 * and one left by a process that died is taken over once it is `staleAfterMs` old.
 */
export const revisionClaimsCollection = 'revision_claims';

const staleAfterMs = 30_000;

interface ClaimDocument {
  _id: string;
  token: string;
  at: Date;
}

export interface RevisionClaim {
  release(): Promise<void>;
}

/** Claims the revision for this writer, or answers null when another writer holds it. */
export async function claimRevision(
  connection: Connection,
  collection: string,
  id: unknown,
  revision: number,
): Promise<RevisionClaim | null> {
  const claims = connection.collection<ClaimDocument>(revisionClaimsCollection);
  const _id = `${collection}:${String(id)}:${revision}`;
  const token = randomUUID();
  const insert = async () => {
    try {
      await claims.insertOne({ _id, token, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  };
  let claimed = await insert();
  if (!claimed) {
    const taken = await claims.deleteOne({ _id, at: { $lt: new Date(Date.now() - staleAfterMs) } });
    claimed = taken.deletedCount === 1 && (await insert());
  }
  if (!claimed) return null;
  return {
    async release() {
      await claims.deleteOne({ _id, token });
    },
  };
}

interface RevisionedDocument {
  _id: mongo.ObjectId | string;
  revision: number;
}

/**
 * A write beside a document's revisioned writers that changes nothing they decide from, so it
 * leaves the revision as it is (clearing published events' copies, filling a field derived from
 * the document): made under the claim on the revision read and onto that revision only, so that the
 * local endpoint, which writes back the whole document it read, cannot undo a writer's change.
 * Answers whether it was written; false while a writer holds the revision or once it moved on.
 */
export async function updateAtRevision(
  connection: Connection,
  collection: string,
  id: RevisionedDocument['_id'],
  revision: number,
  update: mongo.UpdateFilter<RevisionedDocument>,
): Promise<boolean> {
  const claim = await claimRevision(connection, collection, id, revision);
  if (!claim) return false;
  try {
    const documents = connection.collection<RevisionedDocument>(collection);
    const written = await documents.updateOne({ _id: id, revision }, update);
    return written.matchedCount === 1;
  } finally {
    await claim.release();
  }
}
