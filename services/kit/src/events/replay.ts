import {
  type AnalyticsReplayPage,
  type AnalyticsReplayQuery,
  eventCatalogue,
  type EventData,
  type EventEnvelope,
  type EventType,
  systemActor,
} from '@pickup/contracts';
import { isValidObjectId, type Model, type QueryFilter, Types } from 'mongoose';
import { v5 as uuidv5 } from 'uuid';
import { MissingTenantScopeError } from '../data/tenant-scope';

/** Names replayed events: the same fact told again gets the same id, so a second rebuild repeats nothing. */
const replayNamespace = '3f0b6f55-4d7e-4a57-9d0c-6d3f2b9a1c84';

/**
 * A fact a service holds, told again as the catalogue's event at the moment it became true, for
 * a projection rebuilt from scratch (analytics). Checked against the catalogue like a live event.
 * `key` names the fact within the business (e.g. the document's id), for the event's stable id.
 */
export function replayedEvent<T extends EventType>(
  type: T,
  data: EventData<T>,
  { tenantId, key, occurredAt }: { tenantId: string; key: string; occurredAt: Date },
): EventEnvelope {
  const at = occurredAt.toISOString();
  return {
    id: uuidv5(`${tenantId}:${type}:${key}:${at}`, replayNamespace),
    type,
    version: 1,
    occurredAt: at,
    tenantId,
    actor: systemActor,
    data: eventCatalogue[type].parse(data),
  };
}

/** One collection a service replays: its documents of the business, each told as events. */
export interface ReplaySource<D> {
  /** Names the collection in the cursor; unique within the service. */
  name: string;
  model: Model<D>;
  /** A document's events, oldest first; none for a document with nothing to tell. */
  tell: (doc: D & { _id: unknown }) => EventEnvelope[];
}

/**
 * Where a page resumes: the source the cursor names and the id to read after, as that source
 * stores its ids; null (start from the first source) for no cursor, one naming no source, or an
 * id its source cannot hold.
 */
function resumeAt(
  sources: readonly ReplaySource<unknown>[],
  after: string | undefined,
): { index: number; lastId: unknown } | null {
  const split = after?.indexOf(':') ?? -1;
  if (!after || split < 0) return null;
  const index = sources.findIndex((source) => source.name === after.slice(0, split));
  const source = sources[index];
  if (!source) return null;
  const text = after.slice(split + 1);
  if (source.model.schema.path('_id')?.instance !== 'ObjectId') return { index, lastId: text };
  return isValidObjectId(text) ? { index, lastId: new Types.ObjectId(text) } : null;
}

/**
 * A page of a service's replay for one business: its sources in order, each source's documents
 * in `_id` order after the cursor, until `limit` documents were read. The page ends at a document
 * boundary, so a document's events are never split across pages (a page may hold a few more
 * events than `limit` documents). A cursor naming no source, or an id its source cannot hold,
 * starts again from the first source.
 */
export async function replayPage(
  sources: readonly ReplaySource<unknown>[],
  { tenantId, after, limit }: AnalyticsReplayQuery,
): Promise<AnalyticsReplayPage> {
  if (!tenantId) throw new MissingTenantScopeError('replay', 'replayPage');
  const resume = resumeAt(sources, after);
  const start = resume?.index ?? 0;
  const events: EventEnvelope[] = [];
  let read = 0;
  for (let index = start; index < sources.length; index += 1) {
    const source = sources[index] as ReplaySource<unknown>;
    const afterLast = index === start && resume ? { _id: { $gt: resume.lastId } } : {};
    const filter = { tenantId, ...afterLast } as QueryFilter<unknown>;
    const docs = await source.model
      .find(filter)
      .sort({ _id: 1 })
      .limit(limit - read)
      .lean<(Record<string, unknown> & { _id: unknown })[]>();
    for (const doc of docs) events.push(...source.tell(doc));
    read += docs.length;
    if (read >= limit) {
      const last = docs[docs.length - 1] as { _id: unknown };
      return { events, next: `${source.name}:${String(last._id)}` };
    }
  }
  return { events, next: null };
}
