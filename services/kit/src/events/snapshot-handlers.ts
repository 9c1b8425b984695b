import type { EventData, EventType, TypedEvent } from '@pickup/contracts';
import type { Logger } from '../logger';
import type { EventHandlers } from './consumer';

export interface SnapshotFacts<S extends EventType, D extends EventType> {
  /** What the events are about, for the log ("customer", "route"). */
  what: string;
  /** The events that carry the thing whole. */
  snapshots: readonly S[];
  /** The event that deletes it for good. */
  deletion: D;
  /** Holds the snapshot as of the event's time; whether it was applied. */
  apply: (tenantId: string, data: EventData<S>, asOf: Date) => Promise<boolean>;
  /** Deletes it as of the event's time; whether it was applied. */
  remove: (tenantId: string, data: EventData<D>, at: Date) => Promise<boolean>;
  logger: Logger;
}

/**
 * The handlers of another service's whole snapshots of a business's things (customers, routes):
 * each applied with the event's time, so a late, repeated or out-of-order event changes nothing
 * and a deleted thing stays deleted. An event naming no business has nothing to apply.
 */
export function snapshotFactHandlers<S extends EventType, D extends EventType>({
  what,
  snapshots,
  deletion,
  apply,
  remove,
  logger,
}: SnapshotFacts<S, D>): EventHandlers {
  const onSnapshot = async (event: TypedEvent<S>) => {
    if (!event.tenantId) return;
    const applied = await apply(event.tenantId, event.data, new Date(event.occurredAt));
    logger.debug({ eventId: event.id, tenantId: event.tenantId, type: event.type, applied }, what);
  };
  const onDeletion = async (event: TypedEvent<D>) => {
    if (!event.tenantId) return;
    const applied = await remove(event.tenantId, event.data, new Date(event.occurredAt));
    logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, `${what} deleted`);
  };
  // Each listed type gets the handler of its kind; TypeScript cannot key a mapped type by a
  // union it only knows generically, so the object is typed once here.
  return Object.fromEntries([
    ...snapshots.map((type) => [type, onSnapshot] as const),
    [deletion, onDeletion] as const,
  ]) as EventHandlers;
}
