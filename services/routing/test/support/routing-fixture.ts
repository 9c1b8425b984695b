import type { EventData, Role } from '@pickup/contracts';
import { startService } from '@pickup/kit';
import { EventProbe, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { RoutingConfig } from '../../src/config';
import { routingService } from '../../src/service';

export const newId = () => randomBytes(12).toString('hex');

type CustomerSnapshot = EventData<'customer.created'>;

/** A customer as the customer service announces them; each test names what matters to it. */
export function customerSnapshot(overrides: Partial<CustomerSnapshot> = {}): CustomerSnapshot {
  const customerId = overrides.customerId ?? newId();
  return {
    customerId,
    userId: newId(),
    firstName: 'Robin',
    lastName: 'Meadows',
    email: `${customerId}@example.com`,
    phone: '207-555-0100',
    address: '12 Elm Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Tuesday',
    location: { latitude: 44.8012, longitude: -68.7778, precision: 'zone' },
    status: 'active',
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly',
    pickupInstructions: '',
    ...overrides,
  };
}

type CustomerEventType =
  'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored' | 'customer.deleted';

export type RoutingFixture = Awaited<ReturnType<typeof startRoutingFixture>>;

/** The web app's address in tests: drivers' calendar feed links start with it. */
export const webBaseUrl = 'http://web.pickup.test';

/**
 * One routing service for a test file: started before its tests, stopped after them. Settings are
 * read when it starts, so they may name a stub a test file starts first.
 */
export function routingForTests(overrides: () => Partial<RoutingConfig> = () => ({})): () => RoutingFixture {
  let fixture: RoutingFixture | undefined;
  beforeAll(async () => {
    fixture = await startRoutingFixture(overrides());
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error('the routing service is not started yet: use it inside a test');
    return fixture;
  };
}

/**
 * A real routing service (its own database, exchange and queue) with what the tests need around
 * it: tokens for any role, and the customer service's events, sent as it sends them.
 */
export async function startRoutingFixture(overrides: Partial<RoutingConfig> = {}) {
  const issuer = await new TestTokenIssuer().start();
  const config: RoutingConfig = {
    ...testServiceConfig({ JWKS_URL: issuer.url }),
    GEOCODER_TIMEOUT_MS: 1000,
    // Nothing listens there: identity as a service that is down, unless a test file stubs it.
    IDENTITY_URL: 'http://127.0.0.1:9',
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    WEB_BASE_URL: webBaseUrl,
    ...overrides,
  };
  const consumerName = uniqueName('routing');
  const retryDelaysMs = [200];
  const service = await startService(routingService, {
    config,
    tuning: { dbName: uniqueName('routing_test'), consumerName, retryDelaysMs },
  });
  const probe = await new EventProbe(config).start();
  const db = service.deps.connection;

  const fixture = {
    service,
    config,
    /** Every event on the test's exchange: the service's own too. */
    probe,
    db,
    api: () => request(service.url),

    /** A bearer header for a user of a role in a business (a given user: a driver's or a customer's login). */
    auth(role: Role, tenantId: string | null, userId = newId()) {
      return { authorization: `Bearer ${issuer.mint({ role, tenantId, userId })}` };
    },

    /** A new business and its owner's header. */
    business() {
      const tenantId = newId();
      return { tenantId, owner: fixture.auth('owner', tenantId) };
    },

    /** Publishes one of the customer service's events about a business's customer, as it does. */
    publishFromCustomer<T extends CustomerEventType>(
      type: T,
      tenantId: string,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<string> {
      return probe.publish(type, data, { tenantId, occurredAt });
    },

    /** Resolves once the service has handled the event of that id (the kit's record of applied events). */
    handled(eventId: string) {
      return waitFor(
        async () =>
          (await db
            .collection('processed_events')
            .countDocuments({ _id: `${consumerName}:${eventId}` as never })) > 0,
        { what: `event ${eventId} to be handled` },
      );
    },

    /** Publishes one of the customer service's events and resolves once the service handled it. */
    async apply<T extends CustomerEventType>(
      type: T,
      tenantId: string,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<void> {
      await fixture.handled(await fixture.publishFromCustomer(type, tenantId, data, occurredAt));
    },

    /** The customer as routing holds them, for what the API does not show. */
    storedCustomer(tenantId: string, customerId: string) {
      return db.collection('customers').findOne({ tenantId, customerId });
    },

    async stop(): Promise<void> {
      await db.dropDatabase().catch(() => undefined);
      await service.stop();
      await probe.stop({ consumerName, retryDelaysMs });
      await issuer.stop();
    },
  };
  return fixture;
}
