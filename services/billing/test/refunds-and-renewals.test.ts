import { createSubscriptionResult, startCustomerSubscriptionResult } from '@pickup/contracts';
import { Types } from 'mongoose';
import { type BillingFixture, billingForTests, internalSecret, newId } from './support/billing-fixture';
import { buy, confirm, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

/** A household subscribed (card confirmed, first invoice paid), and what Stripe's events name. */
async function subscribedHousehold(fixture: BillingFixture) {
  const { tenantId } = await fixture.payableTenant();
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
          name: 'Robin Meadows',
          planId: 'weekly',
        })
        .expect(200)
    ).body,
  );
  await confirm(fixture, fixture.auth('customer', tenantId, userId), started.paymentId);
  const { stripeSubscriptionId } = await fixture.payment(started.paymentId);
  if (!stripeSubscriptionId) throw new Error('No Stripe subscription yet');
  return { tenantId, userId, setupPaymentId: started.paymentId, stripeSubscriptionId, ...started };
}

/** A renewal's invoice as Stripe sends it, its payment intent listed among its payments (or not). */
function renewalInvoice(stripeSubscriptionId: string, amountCents: number, intentId: string | null) {
  return {
    id: `in_${newId()}`,
    object: 'invoice',
    amount_paid: amountCents,
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription: stripeSubscriptionId } },
    ...(intentId
      ? {
          payments: {
            object: 'list',
            data: [
              { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intentId } },
            ],
          },
        }
      : {}),
  };
}

const charge = (intentId: string, amountCents: number, refundedCents: number) => ({
  id: `ch_${newId()}`,
  object: 'charge',
  amount: amountCents,
  amount_refunded: refundedCents,
  refunded: refundedCents === amountCents,
  payment_intent: intentId,
});

async function storedPayments(fixture: BillingFixture, filter: Record<string, unknown>) {
  return fixture.db.collection('payments').find(filter).toArray();
}

describe('a renewal', () => {
  it('is kept as a payment of its own, once per invoice, and payment.succeeded names it', async () => {
    const fixture = billing();
    const household = await subscribedHousehold(fixture);
    const intentId = `pi_${newId()}`;
    const invoice = renewalInvoice(household.stripeSubscriptionId, 2500, intentId);
    const id = `evt_${newId()}`;
    await fixture.webhook('invoice.paid', invoice, { id }).expect(200);
    // The same delivery again, and the same invoice under another event id: nothing more.
    expect((await fixture.webhook('invoice.paid', invoice, { id }).expect(200)).body.duplicate).toBe(true);
    await fixture.webhook('invoice.paid', invoice).expect(200);

    const [renewal, ...more] = await storedPayments(fixture, { stripeIntentId: intentId });
    expect(more).toEqual([]);
    expect(renewal).toMatchObject({
      tenantId: household.tenantId,
      purpose: 'customer_subscription',
      userId: household.userId,
      status: 'succeeded',
      amountCents: 2500,
      applicationFeeCents: 250,
      planId: 'weekly',
      subscriptionId: household.subscriptionId,
      refundedCents: 0,
      refundedAt: null,
    });
    expect(renewal?.paidAt).toBeInstanceOf(Date);
    const paymentId = String(renewal?._id);
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === paymentId,
    );
    expect(paid).toMatchObject({
      tenantId: household.tenantId,
      data: {
        paymentId,
        purpose: 'customer_subscription',
        userId: household.userId,
        amountCents: 2500,
        applicationFeeCents: 250,
        orderId: null,
        subscriptionId: household.subscriptionId,
      },
    });
    await fixture.settled();
    expect(fixture.probe.matching('payment.succeeded', (e) => e.data.paymentId === paymentId)).toHaveLength(
      1,
    );
    // The sign-up's payment stays the first invoice's, announced once.
    expect(
      fixture.probe.matching('payment.succeeded', (e) => e.data.paymentId === household.setupPaymentId),
    ).toHaveLength(1);
  });

  it('whose event leaves the intent out is keyed by its invoice (Stripe is asked for the intent), still once', async () => {
    const fixture = billing();
    const household = await subscribedHousehold(fixture);
    const invoice = renewalInvoice(household.stripeSubscriptionId, 2500, null);
    await fixture.webhook('invoice.paid', invoice).expect(200);
    await fixture.webhook('invoice.paid', invoice).expect(200);
    const renewals = await storedPayments(fixture, { stripeIntentId: invoice.id });
    expect(renewals).toHaveLength(1);
    await fixture.settled();
    expect(
      fixture.probe.matching('payment.succeeded', (e) => e.data.paymentId === String(renewals[0]?._id)),
    ).toHaveLength(1);
  });

  it('of the business’s plan is kept as the payment of whoever saved the card', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    const ownerId = newId();
    const owner = fixture.auth('owner', tenantId, ownerId);
    const chosen = createSubscriptionResult.parse(
      (
        await fixture
          .api()
          .post('/api/create-subscription')
          .set(owner)
          .send({ planId: 'starter' })
          .expect(200)
      ).body,
    );
    await confirm(fixture, owner, chosen.paymentId ?? '');
    const { stripeSubscriptionId } = await fixture.payment(chosen.paymentId ?? '');
    const intentId = `pi_${newId()}`;
    await fixture
      .webhook('invoice.paid', renewalInvoice(stripeSubscriptionId ?? '', 2900, intentId))
      .expect(200);
    const [renewal] = await storedPayments(fixture, { stripeIntentId: intentId });
    expect(renewal).toMatchObject({
      tenantId,
      purpose: 'platform_subscription',
      userId: ownerId,
      amountCents: 2900,
      applicationFeeCents: 0,
      planId: 'starter',
      subscriptionId: null,
      status: 'succeeded',
    });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === String(renewal?._id),
    );
    expect(paid?.data).toMatchObject({
      purpose: 'platform_subscription',
      userId: ownerId,
      amountCents: 2900,
    });
  });
});

describe('charge.refunded', () => {
  async function paidOrder() {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const customer = await newCustomer(fixture, tenantId);
    const [product] = await productsFor(fixture, customer);
    const order = await buy(fixture, customer, [{ productId: product?.id ?? '', quantity: 2 }]);
    const [payment] = await storedPayments(fixture, { orderId: order.id });
    if (!payment) throw new Error('No payment of the order');
    const totalCents = Math.round(order.amount * 100);
    return {
      fixture,
      tenantId,
      customer,
      paymentId: String(payment._id),
      intentId: String(payment.stripeIntentId),
      totalCents,
    };
  }

  it('keeps the refunded total and publishes payment.refunded once per event; a further refund raises it', async () => {
    const { fixture, tenantId, customer, paymentId, intentId, totalCents } = await paidOrder();
    const partial = charge(intentId, totalCents, 500);
    const id = `evt_${newId()}`;
    expect((await fixture.webhook('charge.refunded', partial, { id }).expect(200)).body.duplicate).toBe(
      false,
    );
    expect((await fixture.webhook('charge.refunded', partial, { id }).expect(200)).body.duplicate).toBe(true);
    // The same total under another event id raises nothing.
    await fixture.webhook('charge.refunded', partial).expect(200);

    const [first] = await fixture.probe.waitForEvents(
      'payment.refunded',
      (e) => e.data.paymentId === paymentId,
    );
    expect(first).toMatchObject({
      tenantId,
      data: {
        paymentId,
        purpose: 'order',
        userId: customer.userId,
        refundedCents: 500,
        amountCents: totalCents,
      },
    });
    const afterFirst = await fixture.db
      .collection('payments')
      .findOne({ _id: new Types.ObjectId(paymentId) });
    expect(afterFirst).toMatchObject({ status: 'succeeded', refundedCents: 500 });
    expect(afterFirst?.refundedAt).toBeInstanceOf(Date);

    await fixture.webhook('charge.refunded', charge(intentId, totalCents, totalCents)).expect(200);
    // An older total arriving late lowers nothing.
    await fixture.webhook('charge.refunded', charge(intentId, totalCents, 500)).expect(200);
    const refunds = await fixture.probe.waitForEvents(
      'payment.refunded',
      (e) => e.data.paymentId === paymentId,
      2,
    );
    expect(refunds.map((e) => e.data.refundedCents)).toEqual([500, totalCents]);
    await fixture.settled();
    expect(fixture.probe.matching('payment.refunded', (e) => e.data.paymentId === paymentId)).toHaveLength(2);
    const stored = await fixture.db.collection('payments').findOne({ _id: new Types.ObjectId(paymentId) });
    expect(stored).toMatchObject({ refundedCents: totalCents, amountCents: totalCents });
  });

  it('delivered twice at once is applied once', async () => {
    const { fixture, paymentId, intentId, totalCents } = await paidOrder();
    const refund = charge(intentId, totalCents, 300);
    const deliveries = await Promise.all([
      fixture.webhook('charge.refunded', refund),
      fixture.webhook('charge.refunded', refund),
      fixture.webhook('charge.refunded', refund),
    ]);
    expect(deliveries.map((res) => res.status)).toEqual([200, 200, 200]);
    await fixture.settled();
    expect(fixture.probe.matching('payment.refunded', (e) => e.data.paymentId === paymentId)).toHaveLength(1);
  });

  it('finds a renewal by the intent that paid it', async () => {
    const fixture = billing();
    const household = await subscribedHousehold(fixture);
    const renewalIntent = `pi_${newId()}`;
    await fixture
      .webhook('invoice.paid', renewalInvoice(household.stripeSubscriptionId, 2500, renewalIntent))
      .expect(200);
    const [renewal] = await storedPayments(fixture, { stripeIntentId: renewalIntent });
    await fixture.webhook('charge.refunded', charge(renewalIntent, 2500, 2500)).expect(200);
    const [refunded] = await fixture.probe.waitForEvents(
      'payment.refunded',
      (e) => e.data.paymentId === String(renewal?._id),
    );
    expect(refunded?.data).toEqual({
      paymentId: String(renewal?._id),
      purpose: 'customer_subscription',
      userId: household.userId,
      refundedCents: 2500,
      amountCents: 2500,
    });
  });

  it('finds a subscription’s first month by the intent Stripe charged for its first invoice', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
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
            name: 'Robin',
            planId: 'weekly',
          })
          .expect(200)
      ).body,
    );
    // The card saved (Stripe starts the subscription), then its first invoice paid by an intent of Stripe's.
    const { stripeIntentId } = await fixture.payment(started.paymentId);
    await fixture
      .webhook('setup_intent.succeeded', {
        id: stripeIntentId,
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: 'pm_card_visa',
      })
      .expect(200);
    const { stripeSubscriptionId } = await fixture.payment(started.paymentId);
    const firstIntent = `pi_${newId()}`;
    await fixture
      .webhook('invoice.paid', {
        ...renewalInvoice(stripeSubscriptionId ?? '', 2500, firstIntent),
        billing_reason: 'subscription_create',
      })
      .expect(200);
    expect((await fixture.payment(started.paymentId)).status).toBe('succeeded');

    await fixture.webhook('charge.refunded', charge(firstIntent, 2500, 1000)).expect(200);
    const [refunded] = await fixture.probe.waitForEvents(
      'payment.refunded',
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(refunded?.data).toEqual({
      paymentId: started.paymentId,
      purpose: 'customer_subscription',
      userId,
      refundedCents: 1000,
      amountCents: 2500,
    });
  });

  it('of a charge billing did not make, or without an intent, is acknowledged and ignored', async () => {
    const fixture = billing();
    const before = fixture.probe.events.length;
    await fixture.webhook('charge.refunded', charge(`pi_${newId()}`, 1000, 1000)).expect(200);
    await fixture
      .webhook('charge.refunded', { id: `ch_${newId()}`, object: 'charge', amount_refunded: 100 })
      .expect(200);
    await fixture.settled();
    expect(fixture.probe.events.slice(before).filter((e) => e.type === 'payment.refunded')).toEqual([]);
  });

  it('of a payment whose success billing has not applied yet is 503, so that Stripe delivers it again', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const customer = await newCustomer(fixture, tenantId);
    const [product] = await productsFor(fixture, customer);
    await fixture.api().post('/api/cart').set(customer.headers).send({ productId: product?.id, quantity: 1 });
    const started = await fixture.api().post('/api/create-payment-intent').set(customer.headers).send({});
    const { stripeIntentId } = await fixture.payment(String(started.body.paymentId));
    const res = await fixture.webhook('charge.refunded', charge(stripeIntentId, 1000, 1000));
    expect([res.status, res.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect((await fixture.payment(String(started.body.paymentId))).status).toBe('pending');
  });
});
