import type { AnalyticsReplayPage, AnalyticsReplayQuery, EventEnvelope } from '@pickup/contracts';
import { replayedEvent, replayPage } from '@pickup/kit';
import type { EntryRecord, Weighing } from '../domain/model';
import { entrySnapshotOf } from './weight-events';

/**
 * The weight service's facts of one business told again as events, for analytics to rebuild from
 * (`analyticsReplayApi.weight`): each entry once, as it is now (analytics keeps the newest
 * snapshot of an entry). One never changed is told as recorded when it was made; one changed
 * since (edited or resolved) as updated at its last change, with the status that change left
 * behind. Entries of deleted customers are gone and tell nothing. docs/weights.md says the same.
 */
function tellEntry(entry: EntryRecord): EventEnvelope[] {
  const fact = { tenantId: entry.tenantId, key: entry.id };
  const lastChange = entry.history.at(-1);
  if (!lastChange || lastChange.action === 'created') {
    return [
      replayedEvent('weight.recorded', entrySnapshotOf(entry), { ...fact, occurredAt: entry.createdAt }),
    ];
  }
  return [
    replayedEvent(
      'weight.updated',
      { ...entrySnapshotOf(entry), previousStatus: lastChange.previousStatus ?? entry.status },
      { ...fact, occurredAt: lastChange.at },
    ),
  ];
}

/** One page of the weight service's replay for the business the query names. */
export function replayWeights(weighing: Weighing, query: AnalyticsReplayQuery): Promise<AnalyticsReplayPage> {
  return replayPage([weighing.entries.replay(tellEntry)], query);
}
