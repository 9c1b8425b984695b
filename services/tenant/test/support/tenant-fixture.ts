import { type EventData, type RegisterTenantBody, tenantRegistrationResult } from '@pickup/contracts';
import { startService } from '@pickup/kit';
import { EventProbe, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import type { TenantConfig } from '../../src/config';
import type { Clock } from '../../src/domain/model';
import { createTenantService } from '../../src/service';
import { TxtDnsServer } from './dns-server';
import { BillingStub, IdentityStub } from './peer-stubs';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test:5173';
export const publicDomain = 'pickup.test';
export const ingressAddress = '203.0.113.10';

/** A clock the test moves forward: half-made registrations age without waiting. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

export const newId = () => randomBytes(12).toString('hex');
/** A name no other test uses, valid as a subdomain. */
export const newSubdomain = (prefix = 'biz') => `${prefix}-${randomBytes(4).toString('hex')}`;
export const newEmail = (prefix = 'owner') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
/** Another caller address (the service believes X-Forwarded-For from the loopback gateway). */
export const newIp = () => `10.${randomBytes(3).join('.')}`;

/** The wizard's first step, filled in. */
export function registration(overrides: Partial<RegisterTenantBody> = {}): RegisterTenantBody {
  return {
    subdomain: newSubdomain(),
    businessName: 'Green Loop Compost',
    ownerEmail: newEmail(),
    ownerPassword: 'compost-123',
    ownerFirstName: 'Robin',
    ownerLastName: 'Meadows',
    customDomain: null,
    ...overrides,
  };
}

export type TenantFixture = Awaited<ReturnType<typeof startTenantFixture>>;

/** One tenant service for a test file: started before its tests, stopped after them. */
export function tenantForTests(overrides: Partial<TenantConfig> = {}): () => TenantFixture {
  let fixture: TenantFixture | undefined;
  beforeAll(async () => {
    fixture = await startTenantFixture(overrides);
  }, 30_000);
  afterAll(() => fixture?.stop());
  return () => {
    if (!fixture) throw new Error('the tenant service is not started yet: use it inside a test');
    return fixture;
  };
}

/**
 * A real tenant service (its own database, exchange and queue) with what the tests need around
 * it: identity and billing as stubs of their internal APIs, a DNS server for custom domains,
 * tokens for any role, and a record of the events it publishes (and billing's, sent as billing).
 */
export async function startTenantFixture(overrides: Partial<TenantConfig> = {}) {
  const clock = new MovableClock();
  const issuer = await new TestTokenIssuer().start();
  const identity = await new IdentityStub(internalSecret).start();
  const billing = await new BillingStub(internalSecret).start();
  const dns = await new TxtDnsServer().start();
  const config: TenantConfig = {
    ...testServiceConfig({ JWKS_URL: issuer.url, INTERNAL_SECRET: internalSecret }),
    IDENTITY_URL: identity.url,
    BILLING_URL: billing.url,
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    WEB_BASE_URL: webBaseUrl,
    PUBLIC_DOMAIN: publicDomain,
    INGRESS_ADDRESS: ingressAddress,
    DNS_RESOLVER: dns.address,
    ...overrides,
  };
  const consumerName = uniqueName('tenant');
  const retryDelaysMs = [200];
  const service = await startService(createTenantService({ clock, provisioningSweepEveryMs: 200 }), {
    config,
    tuning: { dbName: uniqueName('tenant_test'), consumerName, retryDelaysMs, relay: { pollMs: 50 } },
  });
  const probe = await new EventProbe(config).start();
  const db = service.deps.connection;

  const fixture = {
    service,
    config,
    clock,
    identity,
    billing,
    dns,
    probe,
    db,
    api: () => request(service.url),

    /** A bearer header for a user of a role in a business. */
    auth(role: 'owner' | 'customer' | 'platform-admin', tenantId: string | null, userId = newId()) {
      return { authorization: `Bearer ${issuer.mint({ role, tenantId, userId })}` };
    },

    /** The headers the gateway adds for an anonymous request that names a business. */
    viaGateway(tenantId: string) {
      return { 'x-tenant-id': tenantId, 'x-internal-secret': internalSecret };
    },

    /** A business registered through the wizard, and its owner's header. */
    async registered(overrides: Partial<RegisterTenantBody> = {}) {
      const body = registration(overrides);
      const res = await fixture.api().post('/api/tenants/register').send(body).expect(201);
      const result = tenantRegistrationResult.parse(res.body);
      const tenantId = result.tenant.id;
      const ownerId = identity.userByEmail(body.ownerEmail)?.id ?? newId();
      return { tenantId, body, result, owner: fixture.auth('owner', tenantId, ownerId) };
    },

    /** Publishes one of billing's events about a business, as billing does. */
    publishFromBilling<
      T extends 'platform.subscription_updated' | 'connect.account.updated' | 'order.placed',
    >(type: T, tenantId: string, data: EventData<T>, occurredAt = new Date()): Promise<string> {
      return probe.publish(type, data, { tenantId, occurredAt });
    },

    /** Publishes one of the customer service's events about a business's customer, as it does. */
    publishFromCustomer<
      T extends
        | 'customer.created'
        | 'customer.updated'
        | 'customer.archived'
        | 'customer.restored'
        | 'customer.deleted',
    >(type: T, tenantId: string, data: EventData<T>, occurredAt = new Date()): Promise<string> {
      return probe.publish(type, data, { tenantId, occurredAt });
    },

    publishFromRouting<T extends 'route.created' | 'route.updated' | 'route.deleted'>(
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

    /** The tenant document as stored, for what the API does not show (provisioning, counters). */
    storedTenant(id: string) {
      return db.collection('tenants').findOne({ _id: new Types.ObjectId(id) });
    },

    /**
     * Resolves once every event the service stored before the call has been published: the relay
     * publishes in the order events were stored, so a later registration arriving is the barrier.
     */
    async settled(): Promise<void> {
      const marker = await fixture.registered();
      await probe.waitForEvents('tenant.registered', (event) => event.tenantId === marker.tenantId);
    },

    async stop(): Promise<void> {
      await db.dropDatabase().catch(() => undefined);
      await service.stop();
      await probe.stop({ consumerName, retryDelaysMs });
      await Promise.all([issuer.stop(), identity.stop(), billing.stop(), dns.stop()]);
    },
  };
  return fixture;
}
