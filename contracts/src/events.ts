import { roles, tenantSubscriptionStatuses } from './constants';
import { objectId } from './ids';
import { z } from './zod';

/** What tenant events carry: the whole public state, so a projection never needs to ask. */
const tenantSnapshot = z.object({
  tenantId: objectId,
  subdomain: z.string(),
  businessName: z.string(),
  customDomain: z.string().nullable(),
  isActive: z.boolean(),
  subscriptionStatus: z.enum(tenantSubscriptionStatuses),
});

/**
 * The event catalogue: every event type the platform publishes, with the schema of its `data`.
 * The routing key on the bus is the type. A service adds its events here when it starts
 * publishing them, and consumers parse `data` with the same schema.
 */
export const eventCatalogue = {
  'user.registered': z.object({
    userId: objectId,
    role: z.enum(roles),
    tenantId: objectId.nullable(),
    email: z.email(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  'user.disabled': z.object({
    userId: objectId,
    tenantId: objectId.nullable(),
  }),
  'tenant.registered': tenantSnapshot,
  'tenant.updated': tenantSnapshot,
} as const;

export type EventType = keyof typeof eventCatalogue;
export const eventTypes = Object.keys(eventCatalogue) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;

export const eventActor = z.object({
  userId: z.string().nullable(),
  role: z.enum([...roles, 'system']),
});
export type EventActor = z.infer<typeof eventActor>;

export const systemActor: EventActor = { userId: null, role: 'system' };

/** What travels on the bus for every event. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(\.[a-z_]+)+$/),
  version: z.number().int().min(1),
  occurredAt: z.iso.datetime(),
  tenantId: z.string().nullable(),
  actor: eventActor,
  data: z.unknown(),
});
export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelope>, 'data'> & {
  data: TData;
};

export type TypedEvent<T extends EventType> = EventEnvelope<EventData<T>> & { type: T };

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** Parses an envelope and, when its type is in the catalogue, its data. */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = eventEnvelope.parse(raw);
  if (isEventType(envelope.type)) {
    return { ...envelope, data: eventCatalogue[envelope.type].parse(envelope.data) };
  }
  return envelope;
}
