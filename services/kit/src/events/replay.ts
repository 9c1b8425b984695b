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

/** The cursor: the source reached and the last document's id given from it. */
function readCursor(after: string | undefined): { source: string; lastId: string } | null {
  if (!after) return null;
  const split = after.indexOf(':');
  return split < 0 ? null : { source: after.slice(0, split), lastId: after.slice(split + 1) };
}

const idOf = (text: string): unknown => (isValidObjectId(text) ? new Types.ObjectId(text) : text);

/**
 * A page of a service's replay for one business: its sources in order, each source's documents
 * in `_id` order after the cursor, until `limit` documents were read. The page ends at a document
 * boundary, so a document's events are never split across pages (a page may hold a few more
 * events than `limit` documents). An unknown cursor starts again from the first source.
 */
export async function replayPage(
  sources: readonly ReplaySource<unknown>[],
  { tenantId, after, limit }: AnalyticsReplayQuery,
): Promise<AnalyticsReplayPage> {
  if (!tenantId) throw new MissingTenantScopeError('replay', 'replayPage');
  const cursor = readCursor(after);
  let start = cursor ? sources.findIndex((source) => source.name === cursor.source) : 0;
  if (start < 0) start = 0;
  const events: EventEnvelope[] = [];
  let read = 0;
  for (let index = start; index < sources.length; index += 1) {
    const source = sources[index] as ReplaySource<unknown>;
    const lastId = index === start && cursor?.source === source.name ? cursor.lastId : null;
    const filter = { tenantId, ...(lastId ? { _id: { $gt: idOf(lastId) } } : {}) } as QueryFilter<unknown>;
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
