import type { EventData, EventType, Role } from '@pickup/contracts';
import { startService } from '@pickup/kit';
import { EventProbe, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { Clock } from '../../src/domain/model';
import { createWeightService } from '../../src/service';

export const newId = () => randomBytes(12).toString('hex');

/**
 * The tests' clock: it starts at 15:00 UTC on 24 November 2026 (the 24th in New York, the default
 * time zone, and the 25th at UTC+14) and runs from there, so "today" is known to every test.
 */
export const today = '2026-11-24';
const startsAt = new Date('2026-11-24T15:00:00.000Z').getTime();
const startedAt = Date.now();
export const testClock: Clock = { now: () => new Date(startsAt + (Date.now() - startedAt)) };

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
    location: null,
    status: 'active',
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly',
    pickupInstructions: '',
    ...overrides,
  };
}

/** A stop's result as routing announces it. */
export function stopResult(
  overrides: Partial<EventData<'stop.completed'>> & Pick<EventData<'stop.completed'>, 'customerId'>,
): EventData<'stop.completed'> {
  return {
    routeId: newId(),
    date: today,
    status: 'collected',
    reason: '',
    weight: null,
    bucketNumber: 'B-001',
    customerName: 'Robin Meadows',
    at: testClock.now().toISOString(),
    ...overrides,
  };
}

export type WeightFixture = Awaited<ReturnType<typeof startWeightFixture>>;

/** One weight service for a test file: started before its tests, stopped after them. */
export function weightForTests(): () => WeightFixture {
  let fixture: WeightFixture | undefined;
  beforeAll(async () => {
    fixture = await startWeightFixture();
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error('the weight service is not started yet: use it inside a test');
    return fixture;
  };
}

/**
 * A real weight service (its own database, exchange and queue) on the tests' clock, with what the
 * tests need around it: tokens for any role, and other services' events, sent as they send them.
 */
export async function startWeightFixture() {
  const issuer = await new TestTokenIssuer().start();
  const config = testServiceConfig({ JWKS_URL: issuer.url });
  const consumerName = uniqueName('weight');
  const retryDelaysMs = [200];
  const service = await startService(createWeightService({ clock: testClock }), {
    config,
    tuning: { dbName: uniqueName('weight_test'), consumerName, retryDelaysMs },
  });
  const probe = await new EventProbe(config).start();
  const db = service.deps.connection;

  const fixture = {
    service,
    /** Every event on the test's exchange: the service's own too. */
    probe,
    db,
    api: () => request(service.url),

    /** A bearer header for a user of a role in a business. */
    auth(role: Role, tenantId: string | null, userId = newId()) {
      return { authorization: `Bearer ${issuer.mint({ role, tenantId, userId })}` };
    },

    /** A new business and its owner's login and header. */
    business() {
      const tenantId = newId();
      const ownerId = newId();
      return { tenantId, ownerId, owner: fixture.auth('owner', tenantId, ownerId) };
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

    /** Publishes another service's event about a business and resolves once the service handled it. */
    async apply<T extends EventType>(
      type: T,
      tenantId: string | null,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<void> {
      await fixture.handled(await probe.publish(type, data, { tenantId, occurredAt }));
    },

    /** A customer of the business, as the customer service announced them. */
    async customer(tenantId: string, overrides: Partial<CustomerSnapshot> = {}): Promise<CustomerSnapshot> {
      const snapshot = customerSnapshot(overrides);
      await fixture.apply('customer.created', tenantId, snapshot);
      return snapshot;
    },

    /** The owner's name, as identity announced their login. */
    async ownerNamed(tenantId: string, userId: string, firstName: string, lastName: string): Promise<void> {
      await fixture.apply('user.registered', null, {
        userId,
        role: 'owner',
        tenantId,
        email: `${userId}@example.com`,
        username: `owner-${userId}`,
        firstName,
        lastName,
      });
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
