import type { EventData } from '@pickup/contracts';
import { forTestFile, freePort, newTestId, startServiceTestBed, waitFor } from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import Stripe from 'stripe';
import { type BillingConfig, simulatedWebhookSecret } from '../../src/config';
import type { Clock } from '../../src/domain/model';
import { createBillingService } from '../../src/service';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test';

const stripeMock = {
  host: process.env.STRIPE_API_HOST ?? '127.0.0.1',
  port: Number(process.env.STRIPE_API_PORT ?? 12111),
};

/** A clock the test moves forward: trials end without waiting. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceDays(days: number): void {
    this.offsetMs += days * 86_400_000;
  }
}

export const newId = newTestId;

export type BillingFixture = Awaited<ReturnType<typeof startBillingFixture>>;

/** One billing service for a test file: started before its tests, stopped after them. */
export const billingForTests = (overrides: Partial<BillingConfig> = {}): (() => BillingFixture) =>
  forTestFile('billing', () => startBillingFixture(overrides));

/**
 * A real billing service on the kit's test bed, on stripe-mock and a clock the test moves, with
 * its own helpers: tenants and people as other services announce them, Connect onboarding, and
 * Stripe webhook deliveries signed as Stripe signs them.
 */
export async function startBillingFixture(overrides: Partial<BillingConfig> = {}) {
  const clock = new MovableClock();
  const port = await freePort();
  const bed = await startServiceTestBed({
    definition: createBillingService({ clock, trialSweepEveryMs: 200 }),
    config: (base) =>
      ({
        ...base,
        INTERNAL_SECRET: internalSecret,
        PORT: port,
        STRIPE_SECRET_KEY: 'sk_test_billingtests',
        STRIPE_API_HOST: stripeMock.host,
        STRIPE_API_PORT: stripeMock.port,
        STRIPE_API_PROTOCOL: 'http',
        WEB_BASE_URL: webBaseUrl,
        ...overrides,
      }) as BillingConfig,
    relay: { pollMs: 50 },
  });
  const { config, probe, db } = bed;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    host: stripeMock.host,
    port: stripeMock.port,
    protocol: 'http',
  });

  const fixture = {
    ...bed,
    clock,

    /** A new business, as the tenant service announces it; resolves once billing has seeded it. */
    async newTenant(
      facts: Partial<EventData<'tenant.registered'>> = {},
      occurredAt = clock.now(),
    ): Promise<string> {
      const tenantId = facts.tenantId ?? newId();
      await probe.publish(
        'tenant.registered',
        {
          tenantId,
          subdomain: `biz${tenantId.slice(-8)}`,
          businessName: 'Green Bucket Compost',
          customDomain: null,
          customDomainVerified: false,
          isActive: true,
          subscriptionStatus: 'trial',
          ...facts,
        },
        { tenantId, occurredAt },
      );
      await waitFor(
        async () =>
          (await db.collection('platform_subscriptions').findOne({ _id: tenantId as never })) !== null,
        {
          what: `tenant ${tenantId} in billing`,
        },
      );
      return tenantId;
    },

    /** A person billing knows by name (as identity announces a registration). */
    async newPerson(
      tenantId: string,
      role: 'owner' | 'customer' = 'customer',
      name = ['Robin', 'Meadows'],
    ): Promise<string> {
      const userId = newId();
      const [firstName = 'Robin', lastName = 'Meadows'] = name;
      await probe.publish(
        'user.registered',
        {
          userId,
          role,
          tenantId,
          email: `${userId}@example.com`,
          username: `u${userId}`,
          firstName,
          lastName,
        },
        { tenantId },
      );
      await waitFor(async () => (await db.collection('people').findOne({ _id: userId as never })) !== null, {
        what: `person ${userId} in billing`,
      });
      return userId;
    },

    /** A business whose Connect account is onboarded (charges enabled), and its owner's header. */
    async payableTenant(): Promise<{ tenantId: string; owner: Record<string, string> }> {
      const tenantId = await fixture.newTenant();
      const owner = fixture.auth('owner', tenantId);
      await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
      await fixture.api().post('/api/stripe/simulate/onboarding').set(owner).expect(200);
      return { tenantId, owner };
    },

    /** A Stripe event's JSON, as Stripe sends it. */
    stripeEvent(
      type: string,
      object: Record<string, unknown>,
      id = `evt_test_${randomBytes(8).toString('hex')}`,
    ) {
      return JSON.stringify({
        id,
        object: 'event',
        api_version: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
    },

    /** The Stripe-Signature header Stripe would send with this payload (or another secret's). */
    sign(payload: string, secret = config.STRIPE_WEBHOOK_SECRET ?? simulatedWebhookSecret): string {
      return stripe.webhooks.generateTestHeaderString({ payload, secret });
    },

    /** Posts bytes to the webhook with this signature header (none when null). */
    deliver(payload: string, signature: string | null) {
      const req = fixture.api().post('/api/stripe/webhook').set('content-type', 'application/json');
      return (signature === null ? req : req.set('stripe-signature', signature)).send(payload);
    },

    /** Delivers a Stripe event to the webhook, signed as Stripe signs it (or with another secret). */
    webhook(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
      const payload = fixture.stripeEvent(type, object, options.id);
      return fixture.deliver(payload, fixture.sign(payload, options.secret));
    },

    /** Billing's record of a payment (its Stripe intent and subscription ids are only stored here). */
    async payment(paymentId: string) {
      const doc = await db.collection('payments').findOne({ _id: new Types.ObjectId(paymentId) });
      if (!doc) throw new Error(`No payment ${paymentId}`);
      return {
        status: String(doc.status),
        stripeIntentId: String(doc.stripeIntentId),
        stripeSubscriptionId: typeof doc.stripeSubscriptionId === 'string' ? doc.stripeSubscriptionId : null,
        failureReason: typeof doc.failureReason === 'string' ? doc.failureReason : null,
        orderId: doc.orderId ? String(doc.orderId) : null,
      };
    },

    /**
     * Resolves once every event billing stored before the call has been published: the relay
     * publishes in the order events were stored, so a later event arriving is the barrier a test
     * needs before asserting that something was published only once, or not at all.
     */
    async settled(): Promise<void> {
      const marker = await fixture.newTenant();
      await probe.waitForEvents('platform.subscription_updated', (event) => event.tenantId === marker);
    },
  };
  return fixture;
}
