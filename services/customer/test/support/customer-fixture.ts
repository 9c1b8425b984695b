import {
  type AddCustomerBody,
  addCustomerResult,
  type EventData,
  type EventType,
  type Role,
} from '@pickup/contracts';
import { startService } from '@pickup/kit';
import { EventProbe, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { CustomerConfig } from '../../src/config';
import { createCustomerService } from '../../src/service';
import { BillingStub, IdentityStub } from './peer-stubs';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test:5173';

export const newId = () => randomBytes(12).toString('hex');
export const newEmail = (prefix = 'household') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The add dialog, filled in. */
export function newCustomer(overrides: Partial<AddCustomerBody> = {}): AddCustomerBody {
  return {
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: newEmail(),
    phone: '(207) 555-0142',
    address: '18 Harlow Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    ...overrides,
  };
}

export type CustomerFixture = Awaited<ReturnType<typeof startCustomerFixture>>;

/** One customer service for a test file: started before its tests, stopped after them. */
export function customerForTests(overrides: Partial<CustomerConfig> = {}): () => CustomerFixture {
  let fixture: CustomerFixture | undefined;
  beforeAll(async () => {
    fixture = await startCustomerFixture(overrides);
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error('the customer service is not started yet: use it inside a test');
    return fixture;
  };
}

/**
 * A real customer service (its own database, exchange and queue) with what the tests need around
 * it: identity and billing as stubs of their internal APIs, tokens for any role, businesses
 * announced as the tenant service announces them, and a record of the events it publishes.
 */
export async function startCustomerFixture(overrides: Partial<CustomerConfig> = {}) {
  const issuer = await new TestTokenIssuer().start();
  const identity = await new IdentityStub(internalSecret).start();
  const billing = await new BillingStub(internalSecret).start();
  const config: CustomerConfig = {
    ...testServiceConfig({ JWKS_URL: issuer.url, INTERNAL_SECRET: internalSecret }),
    IDENTITY_URL: identity.url,
    BILLING_URL: billing.url,
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    WEB_BASE_URL: webBaseUrl,
    GEOCODER_TIMEOUT_MS: 1000,
    ...overrides,
  };
  const consumerName = uniqueName('customer');
  const retryDelaysMs = [200];
  const service = await startService(createCustomerService(), {
    config,
    tuning: { dbName: uniqueName('customer_test'), consumerName, retryDelaysMs, relay: { pollMs: 50 } },
  });
  const probe = await new EventProbe(config).start();
  const db = service.deps.connection;

  const fixture = {
    service,
    config,
    identity,
    billing,
    probe,
    db,
    api: () => request(service.url),

    /** A bearer header for a user of a role in a business. */
    auth(role: Role, tenantId: string | null, userId = newId()) {
      return { authorization: `Bearer ${issuer.mint({ role, tenantId, userId })}` };
    },

    /** The headers the gateway adds for an anonymous request that names a business. */
    viaGateway(tenantId: string) {
      return { 'x-tenant-id': tenantId, 'x-internal-secret': internalSecret };
    },

    /** Publishes another service's event about a business, as that service does. */
    publish<T extends EventType>(
      type: T,
      tenantId: string | null,
      data: EventData<T>,
      occurredAt = new Date(),
    ) {
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

    /** Publishes an event and waits until the service has handled it. */
    async deliver<T extends EventType>(
      type: T,
      tenantId: string | null,
      data: EventData<T>,
      occurredAt?: Date,
    ) {
      await fixture.handled(await fixture.publish(type, tenantId, data, occurredAt));
    },

    /** A business, announced as the tenant service does, and its owner's header. */
    async business(overrides: Partial<EventData<'tenant.registered'>> = {}) {
      const tenantId = newId();
      const snapshot: EventData<'tenant.registered'> = {
        tenantId,
        subdomain: `biz-${randomBytes(4).toString('hex')}`,
        businessName: 'Green Loop Compost',
        customDomain: null,
        customDomainVerified: false,
        isActive: true,
        subscriptionStatus: 'trial',
        ...overrides,
      };
      await fixture.deliver('tenant.registered', tenantId, snapshot);
      return { tenantId, snapshot, owner: fixture.auth('owner', tenantId) };
    },

    /** A customer the owner adds, as the contract answers it. */
    async add(owner: Record<string, string>, body: AddCustomerBody = newCustomer()) {
      const res = await fixture.api().post('/api/customers').set(owner).send(body);
      if (res.status !== 201)
        throw new Error(`adding a customer answered ${res.status} ${JSON.stringify(res.body)}`);
      return addCustomerResult.parse(res.body);
    },

    async stop(): Promise<void> {
      await db.dropDatabase().catch(() => undefined);
      await service.stop();
      await probe.stop({ consumerName, retryDelaysMs });
      await Promise.all([issuer.stop(), identity.stop(), billing.stop()]);
    },
  };
  return fixture;
}
