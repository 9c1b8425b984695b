import type { EventData, EventEnvelope, EventType, Role } from '@pickup/contracts';
import type { Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { ServiceConfig } from '../config';
import { type ServiceDefinition, type ServiceTuning, startService } from '../service';
import { EventProbe } from './event-probe';
import { testServiceConfig, uniqueName, waitFor } from './infra';
import { TestTokenIssuer } from './token-issuer';

// jest's hooks, which every test file runs with; the kit's own build does not load jest's types.
declare function beforeAll(hook: () => Promise<void>, timeoutMs?: number): void;
declare function afterAll(hook: () => Promise<void> | undefined): void;

/** An id as the services make them (24 hex characters, a MongoDB ObjectId's). */
export const newTestId = (): string => randomBytes(12).toString('hex');

export interface ServiceTestBedOptions<C extends ServiceConfig> {
  definition: ServiceDefinition<C>;
  /** The service's whole configuration, from the test settings whose JWKS is the bed's token issuer. */
  config: (base: ServiceConfig) => C;
  /** The outbox relay's pace, for a service whose tests wait on the events it publishes. */
  relay?: ServiceTuning['relay'];
  /** Routing-key patterns of the events the probe records: all unless told. */
  recorded?: string[];
}

/** How long a failed event waits before its one retry: short, so a test sees it. */
const retryDelaysMs = [200];

/**
 * A real service for tests, on its own database, exchange and queue, with what every service's
 * tests need around it: tokens for any role, other services' events sent as they send them, a
 * record of the events on the exchange, and the kit's record of which events the service handled.
 */
export async function startServiceTestBed<C extends ServiceConfig>(options: ServiceTestBedOptions<C>) {
  const { name } = options.definition;
  const issuer = await new TestTokenIssuer().start();
  const config = options.config(testServiceConfig({ JWKS_URL: issuer.url }));
  const consumerName = uniqueName(name);
  const service = await startService(options.definition, {
    config,
    tuning: {
      dbName: uniqueName(`${name}_test`),
      consumerName,
      retryDelaysMs,
      relay: options.relay,
    },
  });
  const probe = await new EventProbe(config, options.recorded).start();
  const db = service.deps.connection;

  const bed = {
    service,
    config,
    /** Every event on the test's exchange (of the recorded patterns): the service's own too. */
    probe,
    db,
    /** The key of the kit's records of an event handled by this service. */
    consumerName,
    api: () => request(service.url),

    /** A bearer header for a user of a role in a business; its token lasts 15 minutes unless told. */
    auth(role: Role, tenantId: string | null, userId = newTestId(), expiresInSeconds?: number) {
      const token = issuer.mint({
        role,
        tenantId,
        userId,
        ...(expiresInSeconds ? { expiresInSeconds } : {}),
      });
      return { authorization: `Bearer ${token}` };
    },

    /** A new business and its owner's login and header. */
    business() {
      const tenantId = newTestId();
      const ownerId = newTestId();
      return { tenantId, ownerId, owner: bed.auth('owner', tenantId, ownerId) };
    },

    /** Publishes another service's event about a business, as that service does; answers it. */
    async publish<T extends EventType>(
      type: T,
      tenantId: string | null,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<EventEnvelope<EventData<T>>> {
      const envelope = probe.envelope(type, data, { tenantId, occurredAt });
      await probe.send(envelope);
      return envelope;
    },

    /** Resolves once the service has handled the event of that id. */
    handled: (eventId: string) => eventHandled(db, consumerName, eventId),

    /** Publishes another service's event and resolves, answering it, once the service handled it. */
    async apply<T extends EventType>(
      type: T,
      tenantId: string | null,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<EventEnvelope<EventData<T>>> {
      const envelope = await bed.publish(type, tenantId, data, occurredAt);
      await bed.handled(envelope.id);
      return envelope;
    },

    /** Drops the test's database, stops the service and leaves nothing on the broker. */
    async stop(): Promise<void> {
      await db.dropDatabase().catch(() => undefined);
      await service.stop();
      await probe.stop({ consumerName, retryDelaysMs });
      await issuer.stop();
    },
  };
  return bed;
}

/** Resolves once a service's consumer has handled the event of that id (the kit's record of applied events). */
export async function eventHandled(db: Connection, consumerName: string, eventId: string): Promise<void> {
  await waitFor(
    async () =>
      (await db
        .collection<{ _id: string }>('processed_events')
        .countDocuments({ _id: `${consumerName}:${eventId}` })) > 0,
    { what: `event ${eventId} to be handled` },
  );
}

/**
 * One running fixture for a test file: started before its tests, stopped after them. `what` names
 * it in the error a test gets for using it outside a test.
 */
export function forTestFile<F extends { stop(): Promise<void> }>(
  what: string,
  start: () => Promise<F>,
): () => F {
  let fixture: F | undefined;
  beforeAll(async () => {
    fixture = await start();
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error(`${what} is not started yet: use it inside a test`);
    return fixture;
  };
}
