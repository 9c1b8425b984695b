import { type AddCustomerBody, addCustomerResult, type Customer, type EventData } from '@pickup/contracts';
import { forTestFile, newTestId, startServiceTestBed } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import type { CustomerConfig } from '../../src/config';
import type { Clock } from '../../src/domain/model';
import { createCustomerService, type CustomerServiceOptions } from '../../src/service';
import { BillingStub, IdentityStub } from './peer-stubs';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test:5173';

export const newId = newTestId;
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

/** A clock the test sets: pauses begin and end without waiting for their days. */
export class SettableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(moment: Date): void {
    this.offsetMs = moment.getTime() - Date.now();
  }
}

export type CustomerFixture = Awaited<ReturnType<typeof startCustomerFixture>>;

/** One customer service for a test file: started before its tests, stopped after them. */
export const customerForTests = (
  overrides: Partial<CustomerConfig> = {},
  options: CustomerServiceOptions = {},
): (() => CustomerFixture) =>
  forTestFile('the customer service', () => startCustomerFixture(overrides, options));

/**
 * A real customer service on the kit's test bed, with its own helpers: identity and billing as
 * stubs of their internal APIs, requests as the gateway forwards them, businesses announced as the
 * tenant service announces them, and customers added as the owner adds them.
 */
export async function startCustomerFixture(
  overrides: Partial<CustomerConfig> = {},
  options: CustomerServiceOptions = {},
) {
  const identity = await new IdentityStub(internalSecret).start();
  const billing = await new BillingStub(internalSecret).start();
  const bed = await startServiceTestBed({
    definition: createCustomerService(options),
    config: (base): CustomerConfig => ({
      ...base,
      INTERNAL_SECRET: internalSecret,
      IDENTITY_URL: identity.url,
      BILLING_URL: billing.url,
      INTERNAL_CALL_TIMEOUT_MS: 1000,
      WEB_BASE_URL: webBaseUrl,
      GEOCODER_TIMEOUT_MS: 1000,
      ...overrides,
    }),
    relay: { pollMs: 50 },
  });

  const fixture = {
    ...bed,
    identity,
    billing,

    /** The headers the gateway adds for an anonymous request that names a business. */
    viaGateway(tenantId: string) {
      return { 'x-tenant-id': tenantId, 'x-internal-secret': internalSecret };
    },

    /** Publishes an event and waits until the service has handled it. */
    deliver: bed.apply,

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
      await bed.apply('tenant.registered', tenantId, snapshot);
      return { tenantId, snapshot, owner: bed.auth('owner', tenantId) };
    },

    /** A customer the owner adds, as the contract answers it. */
    async add(owner: Record<string, string>, body: AddCustomerBody = newCustomer()) {
      const res = await bed.api().post('/api/customers').set(owner).send(body);
      if (res.status !== 201)
        throw new Error(`adding a customer answered ${res.status} ${JSON.stringify(res.body)}`);
      return addCustomerResult.parse(res.body);
    },

    /**
     * A customer the owner added who registered since: identity made their login and announced
     * it. Answers the customer and the household's own header.
     */
    async household(
      business: { tenantId: string; owner: Record<string, string> },
      body: AddCustomerBody = newCustomer(),
    ): Promise<{ customer: Customer; userId: string; headers: Record<string, string> }> {
      const { customer } = await fixture.add(business.owner, body);
      const { id: userId } = identity.register({ ...customer, tenantId: business.tenantId });
      await bed.apply('user.registered', business.tenantId, {
        userId,
        role: 'customer',
        tenantId: business.tenantId,
        email: customer.email,
        username: customer.email.split('@')[0] ?? 'household',
        firstName: customer.firstName,
        lastName: customer.lastName,
      });
      return { customer, userId, headers: bed.auth('customer', business.tenantId, userId) };
    },

    async stop(): Promise<void> {
      await bed.stop();
      await Promise.all([identity.stop(), billing.stop()]);
    },
  };
  return fixture;
}
