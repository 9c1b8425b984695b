import { replayAll as replayAllPages } from '@pickup/kit/testing';
import {
  analyticsReplayPage,
  type EventEnvelope,
  parseEvent,
  startCustomerSubscriptionResult,
} from '@pickup/contracts';
import { Types } from 'mongoose';
import { type BillingFixture, billingForTests, internalSecret, newId } from './support/billing-fixture';
import { buy, confirm, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

const path = '/internal/analytics/replay';

function replay(fixture: BillingFixture, query: Record<string, string | number>) {
  return fixture.api().get(path).set('x-internal-secret', internalSecret).query(query);
}

/** Every event of the business's replay, a page of `limit` records at a time. */
async function replayAll(fixture: BillingFixture, tenantId: string, limit: number) {
  return (await replayAllPages((query) => replay(fixture, query), tenantId, limit)).events;
}

async function subscribe(fixture: BillingFixture, tenantId: string) {
  const userId = newId();
  const started = startCustomerSubscriptionResult.parse(
    (
      await fixture
        .api()
        .post('/internal/customer-subscriptions')
        .set('x-internal-secret', internalSecret)
        .send({
          tenantId,
          customerUserId: userId,
          email: `${userId}@example.com`,
          name: 'Sam',
          planId: 'weekly',
        })
        .expect(200)
    ).body,
  );
  const headers = fixture.auth('customer', tenantId, userId);
  await confirm(fixture, headers, started.paymentId);
  await fixture.probe.waitForEvents(
    'subscription.activated',
    (e) => e.data.subscriptionId === started.subscriptionId,
  );
  return { userId, headers, ...started };
}

async function stored(fixture: BillingFixture, collection: string, id: string) {
  const doc = await fixture.db.collection(collection).findOne({ _id: new Types.ObjectId(id) });
  if (!doc) throw new Error(`No ${collection} ${id}`);
  return doc;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * One business with a history: an order cancelled, an order partly refunded, a household renewed,
 * a household that cancelled; and another business with an order of its own.
 */
async function businessWithHistory() {
  const fixture = billing();
  const { tenantId, owner } = await fixture.payableTenant();
  const customer = await newCustomer(fixture, tenantId);
  const [product] = await productsFor(fixture, customer);
  const productId = product?.id ?? '';
  const cancelled = await buy(fixture, customer, [{ productId, quantity: 1 }]);
  await fixture
    .api()
    .patch(`/api/orders/${cancelled.id}/status`)
    .set(owner)
    .send({ status: 'cancelled' })
    .expect(200);
  const refunded = await buy(fixture, customer, [{ productId, quantity: 3 }]);
  const refundedPayment = await fixture.db.collection('payments').findOne({ orderId: refunded.id });
  await fixture
    .webhook('charge.refunded', {
      id: `ch_${newId()}`,
      object: 'charge',
      amount: Math.round(refunded.amount * 100),
      amount_refunded: 300,
      payment_intent: refundedPayment?.stripeIntentId,
    })
    .expect(200);

  const renewed = await subscribe(fixture, tenantId);
  const { stripeSubscriptionId } = await fixture.payment(renewed.paymentId);
  const renewalIntent = `pi_${newId()}`;
  await fixture
    .webhook('invoice.paid', {
      id: `in_${newId()}`,
      object: 'invoice',
      amount_paid: 2500,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: stripeSubscriptionId } },
      payments: {
        object: 'list',
        data: [
          { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: renewalIntent } },
        ],
      },
    })
    .expect(200);
  const renewal = await fixture.db.collection('payments').findOne({ stripeIntentId: renewalIntent });

  const leaver = await subscribe(fixture, tenantId);
  await fixture.api().post('/api/billing/subscription/cancel').set(leaver.headers).expect(200);

  const other = await fixture.payableTenant();
  const stranger = await newCustomer(fixture, other.tenantId);
  const [strangersProduct] = await productsFor(fixture, stranger);
  const strangersOrder = await buy(fixture, stranger, [
    { productId: strangersProduct?.id ?? '', quantity: 1 },
  ]);
  await fixture.settled();
  return {
    fixture,
    tenantId,
    cancelled,
    refunded,
    refundedPaymentId: String(refundedPayment?._id),
    renewed,
    renewalId: String(renewal?._id),
    leaver,
    otherTenantId: other.tenantId,
    strangersOrder,
  };
}

let history: Awaited<ReturnType<typeof businessWithHistory>> | undefined;
const historyOnce = async () => (history ??= await businessWithHistory());

describe('billing’s replay for analytics', () => {
  it('tells the business’s payments, then orders, then subscriptions, each at the moment it became true', async () => {
    const { fixture, tenantId, cancelled, refunded, refundedPaymentId, renewed, renewalId, leaver } =
      await historyOnce();
    const events = await replayAll(fixture, tenantId, 1000);
    for (const event of events) {
      expect(parseEvent(event)).toEqual(event);
      expect(event.tenantId).toBe(tenantId);
    }
    expect(events.map((event) => event.type)).toEqual([
      // The cancelled order's payment, the refunded order's, the two households' first months and a renewal.
      'payment.succeeded',
      'payment.succeeded',
      'payment.refunded',
      'payment.succeeded',
      'payment.succeeded',
      'payment.succeeded',
      'order.placed',
      'order.status_changed',
      'order.placed',
      'subscription.activated',
      'subscription.activated',
      'subscription.canceled',
    ]);
    const find = (type: string, match: (data: Record<string, unknown>) => boolean) => {
      const found = events.filter(
        (event) => event.type === type && match(event.data as Record<string, unknown>),
      );
      expect(found).toHaveLength(1);
      return found[0] as EventEnvelope;
    };

    const orderPayment = await stored(fixture, 'payments', refundedPaymentId);
    const paid = find('payment.succeeded', (data) => data.paymentId === refundedPaymentId);
    expect(paid.occurredAt).toBe(iso(orderPayment.paidAt));
    expect(paid.data).toMatchObject({ purpose: 'order', orderId: refunded.id });
    const refund = find('payment.refunded', (data) => data.paymentId === refundedPaymentId);
    expect(refund.occurredAt).toBe(iso(orderPayment.refundedAt));

    const renewalDoc = await stored(fixture, 'payments', renewalId);
    expect(find('payment.succeeded', (data) => data.paymentId === renewalId).occurredAt).toBe(
      iso(renewalDoc.paidAt),
    );

    const cancelledDoc = await stored(fixture, 'orders', cancelled.id);
    expect(find('order.placed', (data) => data.orderId === cancelled.id).occurredAt).toBe(
      iso(cancelledDoc.placedAt),
    );
    const cancellation = find('order.status_changed', (data) => data.orderId === cancelled.id);
    expect(cancellation.data).toMatchObject({ status: 'cancelled' });
    expect(cancellation.occurredAt).toBe(iso(cancelledDoc.cancelledAt));

    const renewedDoc = await stored(fixture, 'customer_subscriptions', renewed.subscriptionId);
    expect(
      find('subscription.activated', (data) => data.subscriptionId === renewed.subscriptionId).occurredAt,
    ).toBe(iso(renewedDoc.activatedAt));
    const leaverDoc = await stored(fixture, 'customer_subscriptions', leaver.subscriptionId);
    const activated = find('subscription.activated', (data) => data.subscriptionId === leaver.subscriptionId);
    expect(activated.occurredAt).toBe(iso(leaverDoc.activatedAt));
    expect(activated.data).toMatchObject({ status: 'active' });
    const ended = find('subscription.canceled', (data) => data.subscriptionId === leaver.subscriptionId);
    expect(ended.occurredAt).toBe(iso(leaverDoc.cancelledAt));
    expect(ended.data).toMatchObject({ status: 'cancelled', reason: 'customer_request' });
  });

  it('says what the live events said, with the same data', async () => {
    const { fixture, tenantId, refunded, refundedPaymentId, renewalId, leaver } = await historyOnce();
    const events = await replayAll(fixture, tenantId, 1000);
    const replayed = (type: string, match: (e: EventEnvelope) => boolean) =>
      events.find((event) => event.type === type && match(event))?.data;
    const live = (type: string, match: (e: EventEnvelope) => boolean) =>
      fixture.probe.events.find((event) => event.type === type && match(event))?.data;

    const sameOrder = (e: EventEnvelope) => (e.data as { orderId?: string }).orderId === refunded.id;
    expect(replayed('order.placed', sameOrder)).toEqual(live('order.placed', sameOrder));
    for (const paymentId of [refundedPaymentId, renewalId]) {
      const samePayment = (e: EventEnvelope) => (e.data as { paymentId?: string }).paymentId === paymentId;
      expect(replayed('payment.succeeded', samePayment)).toEqual(live('payment.succeeded', samePayment));
    }
    const refundOf = (e: EventEnvelope) => (e.data as { paymentId?: string }).paymentId === refundedPaymentId;
    expect(replayed('payment.refunded', refundOf)).toEqual(live('payment.refunded', refundOf));
    const leaving = (e: EventEnvelope) =>
      (e.data as { subscriptionId?: string }).subscriptionId === leaver.subscriptionId;
    expect(replayed('subscription.canceled', leaving)).toEqual(live('subscription.canceled', leaving));
  });

  it('pages with limit and after cover everything once, with no gaps or repeats, and the same ids every time', async () => {
    const { fixture, tenantId } = await historyOnce();
    const whole = await replayAll(fixture, tenantId, 1000);
    for (const limit of [1, 2, 3, 7]) {
      const paged = await replayAll(fixture, tenantId, limit);
      expect(paged.map((event) => event.id)).toEqual(whole.map((event) => event.id));
    }
    expect(new Set(whole.map((event) => event.id)).size).toBe(whole.length);
    const first = analyticsReplayPage.parse((await replay(fixture, { tenantId, limit: 2 }).expect(200)).body);
    expect(first.next).toEqual(expect.stringMatching(/^payments:[0-9a-f]{24}$/));
  });

  it('tells only the business asked about: another’s facts never appear', async () => {
    const { fixture, tenantId, otherTenantId, strangersOrder } = await historyOnce();
    const mine = await replayAll(fixture, tenantId, 2);
    expect(JSON.stringify(mine)).not.toContain(strangersOrder.id);
    expect(JSON.stringify(mine)).not.toContain(otherTenantId);
    const theirs = await replayAll(fixture, otherTenantId, 2);
    expect(theirs.map((event) => [event.type, event.tenantId])).toEqual([
      ['payment.succeeded', otherTenantId],
      ['order.placed', otherTenantId],
    ]);
    const nobody = await replay(fixture, { tenantId: newId() }).expect(200);
    expect(nobody.body).toEqual({ events: [], next: null });
  });

  it('needs the internal secret, and a business id', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    for (const res of [
      await fixture.api().get(path).query({ tenantId }),
      await fixture.api().get(path).set('x-internal-secret', 'guessed-secret-0123456789').query({ tenantId }),
      await fixture.api().get(path).set(fixture.auth('owner', tenantId)).query({ tenantId }),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    const invalid: Record<string, string | number>[] = [
      {},
      { tenantId: 'not-an-id' },
      { tenantId, limit: 0 },
      { tenantId, limit: 1001 },
    ];
    for (const query of invalid) {
      const res = await replay(fixture, query);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
