import {
  type EventActor,
  eventCatalogue,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@pickup/contracts';
import { v7 as uuidv7 } from 'uuid';
import { currentRequestId } from '../request-context';

/** Who acts, for which business: every event names both. */
export interface EventContext {
  tenantId: string | null;
  actor: EventActor;
}

/**
 * An event a command emits once its write is stored. Built by a service's payload builders
 * (`src/events/`), handed by the use case to the write that announces it.
 */
export interface DomainEvent {
  /** UUIDv7: ordered by time, so the outbox publishes events in the order they were made. */
  id: string;
  type: EventType;
  version: number;
  occurredAt: Date;
  tenantId: string | null;
  actor: EventActor;
  data: unknown;
  requestId?: string;
}

/** Checks the data against the catalogue at once: a bad event never gets stored. */
export function domainEvent<T extends EventType>(
  type: T,
  data: EventData<T>,
  context: EventContext,
): DomainEvent {
  const requestId = currentRequestId();
  return {
    id: uuidv7(),
    type,
    version: 1,
    occurredAt: new Date(),
    tenantId: context.tenantId,
    actor: { userId: context.actor.userId, role: context.actor.role },
    data: eventCatalogue[type].parse(data),
    ...(requestId ? { requestId } : {}),
  };
}

export function toEnvelope(event: DomainEvent): EventEnvelope {
  return {
    id: event.id,
    type: event.type,
    version: event.version,
    occurredAt: event.occurredAt.toISOString(),
    tenantId: event.tenantId,
    actor: event.actor,
    data: event.data,
  };
}
