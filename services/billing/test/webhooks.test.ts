import {
  billingMessages,
  connectAccountStatus,
  createSubscriptionResult,
  orderList,
  platformSubscription,
  webhookResult,
} from '@pickup/contracts';
import { billingForTests, newId } from './support/billing-fixture';
import { addToCart, checkout, confirm, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

const invalidSignature = { error: billingMessages.invalidSignature, code: 'VALIDATION_FAILED' };

/** A customer with a checkout started and not yet paid: the payment Stripe's events are about. */
async function pendingCheckout() {
  const fixture = billing();
  const { tenantId } = await fixture.payableTenant();
  const customer = await newCustomer(fixture, tenantId);
  const [product] = await productsFor(fixture, customer);
  await addToCart(fixture, customer, product?.id ?? '', 2);
  const started = await checkout(fixture, customer);
  const { stripeIntentId } = await fixture.payment(started.paymentId);
  const intent = {
    id: stripeIntentId,
    object: 'payment_intent',
    amount: Math.round(started.amount * 100),
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'pm_card_visa',
  };
  return { fixture, tenantId, customer, started, intent };
}

async function ordersOf(fixture: ReturnType<typeof billing>, headers: Record<string, string>) {
  return orderList.parse((await fixture.api().get('/api/orders').set(headers).expect(200)).body);
}

/** A business paying for its plan, and the id of its Stripe subscription. */
async function payingBusiness() {
  const fixture = billing();
  const tenantId = await fixture.newTenant();
  const owner = fixture.auth('owner', tenantId);
  const chosen = createSubscriptionResult.parse(
    (await fixture.api().post('/api/create-subscription').set(owner).send({ planId: 'starter' }).expect(200))
      .body,
  );
  await confirm(fixture, owner, chosen.paymentId ?? '');
  const stored = await fixture.db.collection('platform_subscriptions').findOne({ _id: tenantId as never });
  const stripeSubscriptionId = String(stored?.stripeSubscriptionId);
  const plan = async () =>
    platformSubscription.parse(
      (await fixture.api().get('/api/stripe/subscription').set(owner).expect(200)).body,
    );
  return { fixture, tenantId, owner, stripeSubscriptionId, plan, setupPaymentId: chosen.paymentId };
}

describe('the webhook’s signature', () => {
  it('is checked over the exact bytes: another secret, a changed body or no header is 400, and nothing is applied', async () => {
    const { fixture, customer, started, intent } = await pendingCheckout();
    const payload = fixture.stripeEvent('payment_intent.succeeded', intent);

    const deliveries = [
      fixture.deliver(payload, fixture.sign(payload, 'whsec_someone_else')),
      fixture.deliver(payload.replace(`"amount":${intent.amount}`, '"amount":1'), fixture.sign(payload)),
      fixture.deliver(payload, null),
      fixture.deliver(payload, 't=1,v1=deadbeef'),
    ];
    for (const delivery of deliveries) {
      const res = await delivery;
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidSignature);
    }
    expect((await ordersOf(fixture, customer.headers)).total).toBe(0);
    expect((await fixture.payment(started.paymentId)).status).toBe('pending');

    // The same event, signed right, is applied (the bad deliveries did not mark it as seen).
    const res = await fixture.deliver(payload, fixture.sign(payload)).expect(200);
    expect(webhookResult.parse(res.body)).toEqual({ received: true, duplicate: false });
    expect((await ordersOf(fixture, customer.headers)).total).toBe(1);
  });

  it('is over a JSON body: another media type is 415', async () => {
    const fixture = billing();
    const res = await fixture
      .api()
      .post('/api/stripe/webhook')
      .set('content-type', 'text/plain')
      .set('stripe-signature', fixture.sign('hello'))
      .send('hello');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('each Stripe event', () => {
  it('is applied once: the same event id again is answered duplicate, with no second order or event', async () => {
    const { fixture, customer, started, intent } = await pendingCheckout();
    const id = `evt_${newId()}`;
    const first = await fixture.webhook('payment_intent.succeeded', intent, { id }).expect(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const second = await fixture.webhook('payment_intent.succeeded', intent, { id }).expect(200);
    expect(second.body).toEqual({ received: true, duplicate: true });
    // Stripe may also report the same payment under another event id: still one order.
    await fixture.webhook('payment_intent.succeeded', intent).expect(200);

    const orders = await ordersOf(fixture, customer.headers);
    expect(orders.total).toBe(1);
    const [placed] = await fixture.probe.waitForEvents(
      'order.placed',
      (e) => e.data.customerUserId === customer.userId,
    );
    await fixture.settled();
    expect(fixture.probe.matching('order.placed', (e) => e.data.customerUserId === customer.userId)).toEqual([
      placed,
    ]);
    expect(
      fixture.probe.matching('payment.succeeded', (e) => e.data.paymentId === started.paymentId),
    ).toHaveLength(1);
    expect(placed?.data.orderId).toBe(orders.orders[0]?.id);
  });

  it('payment_intent.succeeded places the order: order.placed, and payment.succeeded with the 10 % fee', async () => {
    const { fixture, tenantId, customer, started, intent } = await pendingCheckout();
    await fixture.webhook('payment_intent.succeeded', intent).expect(200);
    const [order] = (await ordersOf(fixture, customer.headers)).orders;
    const totalCents = Math.round(started.amount * 100);

    const [placed] = await fixture.probe.waitForEvents('order.placed', (e) => e.data.orderId === order?.id);
    expect(placed).toMatchObject({
      tenantId,
      actor: { userId: customer.userId, role: 'customer' },
      data: {
        number: order?.number,
        customerUserId: customer.userId,
        items: [
          {
            productId: started.items[0]?.productId,
            name: started.items[0]?.name,
            quantity: 2,
            unitPriceCents: Math.round((started.items[0]?.price ?? 0) * 100),
          },
        ],
        subtotalCents: Math.round(started.subtotal * 100),
        taxCents: Math.round(started.tax * 100),
        totalCents,
        placedAt: order?.date,
      },
    });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(paid?.data).toEqual({
      paymentId: started.paymentId,
      purpose: 'order',
      userId: customer.userId,
      amountCents: totalCents,
      applicationFeeCents: Math.round(totalCents * 0.1),
      orderId: order?.id,
      subscriptionId: null,
    });
    expect((await fixture.payment(started.paymentId)).status).toBe('succeeded');
  });

  it('payment_intent.succeeded after a decline places the order: the payer may try again on Stripe’s side', async () => {
    const { fixture, customer, started, intent } = await pendingCheckout();
    expect(await confirm(fixture, customer.headers, started.paymentId, 'failed')).toEqual({
      status: 'failed',
      orderId: null,
    });
    expect((await ordersOf(fixture, customer.headers)).total).toBe(0);

    await fixture.webhook('payment_intent.succeeded', intent).expect(200);
    const orders = await ordersOf(fixture, customer.headers);
    expect(orders.total).toBe(1);
    const [order] = orders.orders;
    expect(order).toMatchObject({ status: 'placed', amount: started.amount });
    expect(await fixture.payment(started.paymentId)).toMatchObject({
      status: 'succeeded',
      orderId: order?.id,
    });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(paid?.data.orderId).toBe(order?.id);
    const cart = await fixture.api().get(`/api/cart/${customer.userId}`).set(customer.headers).expect(200);
    expect(cart.body).toEqual([]);
  });

  it('payment_intent.payment_failed publishes payment.failed with Stripe’s reason, or a plain one', async () => {
    const { fixture, customer, started, intent } = await pendingCheckout();
    await fixture
      .webhook('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      })
      .expect(200);
    const [failed] = await fixture.probe.waitForEvents(
      'payment.failed',
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(failed?.data).toEqual({
      paymentId: started.paymentId,
      purpose: 'order',
      userId: customer.userId,
      amountCents: Math.round(started.amount * 100),
      reason: 'Your card has insufficient funds.',
      subscriptionId: null,
    });
    expect((await ordersOf(fixture, customer.headers)).total).toBe(0);

    const other = await pendingCheckout();
    await other.fixture
      .webhook('payment_intent.payment_failed', { ...other.intent, status: 'requires_payment_method' })
      .expect(200);
    const [plain] = await fixture.probe.waitForEvents(
      'payment.failed',
      (e) => e.data.paymentId === other.started.paymentId,
    );
    expect(plain?.data.reason).toBe('The card was declined');
  });

  it('account.updated reports the connected account: restricted, then active', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    const owner = fixture.auth('owner', tenantId);
    await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    const { accountId } = connectAccountStatus.parse(
      (await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200)).body,
    );
    const account = (flags: { charges: boolean; payouts: boolean; details: boolean }) => ({
      id: accountId,
      object: 'account',
      charges_enabled: flags.charges,
      payouts_enabled: flags.payouts,
      details_submitted: flags.details,
    });

    await fixture
      .webhook('account.updated', account({ charges: false, payouts: false, details: true }))
      .expect(200);
    const [restricted] = await fixture.probe.waitForEvents(
      'connect.account.updated',
      (e) => e.tenantId === tenantId,
    );
    expect(restricted?.data).toEqual({
      accountId,
      status: 'restricted',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: true,
    });
    expect(
      (await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200)).body,
    ).toMatchObject({
      status: 'restricted',
      onboardingUrl: null,
    });

    await fixture
      .webhook('account.updated', account({ charges: true, payouts: true, details: true }))
      .expect(200);
    const events = await fixture.probe.waitForEvents(
      'connect.account.updated',
      (e) => e.tenantId === tenantId,
      2,
    );
    expect(events[1]?.data).toMatchObject({ status: 'active', chargesEnabled: true, payoutsEnabled: true });
    // The business now takes payments.
    const demo = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 50 });
    expect(demo.status).toBe(200);
  });

  it('of an unknown type, or about something billing did not make, is acknowledged and ignored', async () => {
    const fixture = billing();
    const before = fixture.probe.events.length;
    const id = `evt_${newId()}`;
    const unknown = await fixture
      .webhook('charge.refunded', { id: 'ch_1', object: 'charge' }, { id })
      .expect(200);
    expect(unknown.body).toEqual({ received: true, duplicate: false });
    expect((await fixture.webhook('charge.refunded', { id: 'ch_1', object: 'charge' }, { id })).body).toEqual(
      {
        received: true,
        duplicate: true,
      },
    );
    const strangers = [
      ['customer.created', { id: 'cus_1', object: 'customer' }],
      ['payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent', amount: 100 }],
      ['account.updated', { id: 'acct_not_ours', object: 'account', charges_enabled: true }],
      ['customer.subscription.deleted', { id: 'sub_not_ours', object: 'subscription' }],
      [
        'invoice.payment_failed',
        { id: 'in_1', object: 'invoice', amount_due: 100, subscription: 'sub_not_ours' },
      ],
      // An invoice of no subscription (a one-off invoice) is not billing's.
      ['invoice.paid', { id: 'in_2', object: 'invoice', amount_paid: 100, billing_reason: 'manual' }],
    ] as const;
    for (const [type, object] of strangers) {
      const res = await fixture.webhook(type, object);
      expect([type, res.status, res.body]).toEqual([type, 200, { received: true, duplicate: false }]);
    }
    await fixture.settled();
    // Billing published only the barrier's own event (the probe also records the tenant.registered it sent).
    const published = fixture.probe.events
      .slice(before)
      .filter((event) => event.type !== 'tenant.registered');
    expect(published.map((event) => event.type)).toEqual(['platform.subscription_updated']);
  });

  it('invoice.paid of a subscription billing has not stored yet is 503, so that Stripe delivers it again', async () => {
    const fixture = billing();
    const id = `evt_${newId()}`;
    const invoice = {
      id: 'in_early',
      object: 'invoice',
      amount_paid: 2900,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: `sub_${newId()}` } },
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await fixture.webhook('invoice.paid', invoice, { id });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('needs no token: a signed-in caller is treated the same', async () => {
    const { fixture, customer, intent } = await pendingCheckout();
    const payload = fixture.stripeEvent('payment_intent.succeeded', intent);
    const res = await fixture
      .api()
      .post('/api/stripe/webhook')
      .set(customer.headers)
      .set('content-type', 'application/json')
      .set('stripe-signature', fixture.sign(payload, 'whsec_someone_else'))
      .send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidSignature);
  });
});

describe('the platform plan’s Stripe events', () => {
  it('invoice.payment_failed makes the plan past due, still creating; customer.subscription.deleted cancels it', async () => {
    const { fixture, tenantId, stripeSubscriptionId, plan } = await payingBusiness();
    // The invoice as Stripe sent it before 2025: the subscription at the top level.
    await fixture
      .webhook('invoice.payment_failed', {
        id: `in_${newId()}`,
        object: 'invoice',
        amount_due: 2900,
        billing_reason: 'subscription_cycle',
        subscription: stripeSubscriptionId,
        next_payment_attempt: Math.floor(Date.now() / 1000) + 86_400,
      })
      .expect(200);
    expect(await plan()).toMatchObject({ planId: 'starter', status: 'past_due', canCreate: true });
    const [pastDue] = await fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === tenantId && e.data.status === 'past_due',
    );
    expect(pastDue?.data).toMatchObject({ planId: 'starter', canCreate: true });

    // Stripe saying past_due again changes nothing.
    await fixture
      .webhook('customer.subscription.updated', {
        id: stripeSubscriptionId,
        object: 'subscription',
        status: 'past_due',
        items: { object: 'list', data: [] },
      })
      .expect(200);

    await fixture
      .webhook('customer.subscription.deleted', { id: stripeSubscriptionId, object: 'subscription' })
      .expect(200);
    expect(await plan()).toMatchObject({ status: 'cancelled', canCreate: false, scheduledPlanId: null });
    const [cancelled] = await fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === tenantId && e.data.status === 'cancelled',
    );
    expect(cancelled?.data.canCreate).toBe(false);
    await fixture.settled();
    expect(
      fixture.probe.matching(
        'platform.subscription_updated',
        (e) => e.tenantId === tenantId && e.data.status === 'past_due',
      ),
    ).toHaveLength(1);
  });

  it('customer.subscription.updated to past_due makes the plan past due; paying the invoice restores it', async () => {
    const { fixture, tenantId, stripeSubscriptionId, plan, setupPaymentId } = await payingBusiness();
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    await fixture
      .webhook('customer.subscription.updated', {
        id: stripeSubscriptionId,
        object: 'subscription',
        status: 'past_due',
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
      })
      .expect(200);
    expect(await plan()).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });

    await fixture
      .webhook('invoice.paid', {
        id: `in_${newId()}`,
        object: 'invoice',
        amount_paid: 2900,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: stripeSubscriptionId },
        },
      })
      .expect(200);
    expect(await plan()).toMatchObject({ planId: 'starter', status: 'active', canCreate: true });
    const [renewal] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.tenantId === tenantId && e.data.paymentId !== setupPaymentId,
    );
    expect(renewal?.data).toMatchObject({
      purpose: 'platform_subscription',
      amountCents: 2900,
      applicationFeeCents: 0,
    });
  });

  it('a late invoice.paid of a deleted subscription changes nothing: the plan stays cancelled', async () => {
    const { fixture, tenantId, stripeSubscriptionId, plan, setupPaymentId } = await payingBusiness();
    await fixture
      .webhook('customer.subscription.deleted', { id: stripeSubscriptionId, object: 'subscription' })
      .expect(200);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await fixture
      .webhook('invoice.paid', {
        id: `in_${newId()}`,
        object: 'invoice',
        amount_paid: 2900,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: stripeSubscriptionId },
        },
        lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
      })
      .expect(200);

    expect(await plan()).toMatchObject({ planId: 'starter', status: 'cancelled', canCreate: false });
    await fixture.settled();
    const updates = fixture.probe.matching('platform.subscription_updated', (e) => e.tenantId === tenantId);
    expect(updates.map((e) => e.data.status).slice(-1)).toEqual(['cancelled']);
    expect(updates.filter((e) => e.data.status === 'active')).toHaveLength(1);
    expect(
      fixture.probe.matching(
        'payment.succeeded',
        (e) => e.tenantId === tenantId && e.data.paymentId !== setupPaymentId,
      ),
    ).toEqual([]);
  });

  it('a cancelled plan is bought again with a new card', async () => {
    const { fixture, owner, stripeSubscriptionId, plan } = await payingBusiness();
    await fixture
      .webhook('customer.subscription.deleted', { id: stripeSubscriptionId, object: 'subscription' })
      .expect(200);
    const again = createSubscriptionResult.parse(
      (
        await fixture
          .api()
          .post('/api/create-subscription')
          .set(owner)
          .send({ planId: 'starter' })
          .expect(200)
      ).body,
    );
    expect(again).toMatchObject({ intent: 'setup', clientSecret: expect.stringContaining('_secret_') });
    await confirm(fixture, owner, again.paymentId ?? '');
    expect(await plan()).toMatchObject({ planId: 'starter', status: 'active', canCreate: true });
  });
});
