import { type EventData, type RegisterTenantBody, tenantRegistrationResult } from '@pickup/contracts';
import { forTestFile, newTestId, startServiceTestBed } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { TenantConfig } from '../../src/config';
import type { Clock } from '../../src/domain/model';
import { createTenantService } from '../../src/service';
import { TxtDnsServer } from './dns-server';
import { BillingStub, IdentityStub } from './peer-stubs';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test:5173';
export const publicDomain = 'pickup.test';
export const ingressAddress = '203.0.113.10';
/** An address where nothing listens. */
const noService = 'http://127.0.0.1:9';

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

export const newId = newTestId;
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
export const tenantForTests = (overrides: Partial<TenantConfig> = {}): (() => TenantFixture) =>
  forTestFile('the tenant service', () => startTenantFixture(overrides));

/**
 * A real tenant service on the kit's test bed and a clock the test moves, with its own helpers:
 * identity and billing as stubs of their internal APIs, a DNS server for custom domains,
 * registrations through the wizard, and other services' events sent as they send them.
 */
export async function startTenantFixture(overrides: Partial<TenantConfig> = {}) {
  const clock = new MovableClock();
  const identity = await new IdentityStub(internalSecret).start();
  const billing = await new BillingStub(internalSecret).start();
  const dns = await new TxtDnsServer().start();
  const bed = await startServiceTestBed({
    definition: createTenantService({ clock, provisioningSweepEveryMs: 200 }),
    config: (base): TenantConfig => ({
      ...base,
      INTERNAL_SECRET: internalSecret,
      IDENTITY_URL: identity.url,
      BILLING_URL: billing.url,
      // The analytics sources' replays: read only by a rebuild, which its test points at stubs.
      CUSTOMER_URL: noService,
      ROUTING_URL: noService,
      WEIGHT_URL: noService,
      INTERNAL_CALL_TIMEOUT_MS: 1000,
      WEB_BASE_URL: webBaseUrl,
      PUBLIC_DOMAIN: publicDomain,
      INGRESS_ADDRESS: ingressAddress,
      DNS_RESOLVER: dns.address,
      ...overrides,
    }),
    relay: { pollMs: 50 },
  });
  const { probe, db } = bed;

  const fixture = {
    ...bed,
    clock,
    identity,
    billing,
    dns,

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
      await bed.stop();
      await Promise.all([identity.stop(), billing.stop(), dns.stop()]);
    },
  };
  return fixture;
}
