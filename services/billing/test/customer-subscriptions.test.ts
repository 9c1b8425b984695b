import {
  billingMessages,
  cardConfirmation,
  cartItems,
  type CustomerPlanInterval,
  customerSubscriptionResult,
  restartSubscriptionResult,
  servicePlansResult,
  startCustomerSubscriptionResult,
} from '@pickup/contracts';
import { Types } from 'mongoose';
import { billingForTests, internalSecret, newId } from './support/billing-fixture';
import { addToCart, buy, confirm, productsFor } from './support/shop';

const billing = billingForTests();

const day = 86_400_000;

/** One payable business for every subscriber of this file (each test has its own customers). */
let business: { tenantId: string; owner: Record<string, string> } | undefined;

/** The customer service's internal call at sign-up: it answers the card to confirm. */
async function signUp(tenantId: string, userId: string, planId: CustomerPlanInterval) {
  const res = await billing()
    .api()
    .post('/internal/customer-subscriptions')
    .set('x-internal-secret', internalSecret)
    .send({ tenantId, customerUserId: userId, email: `${userId}@example.com`, name: 'Robin Meadows', planId })
    .expect(200);
  return startCustomerSubscriptionResult.parse(res.body);
}

/** A customer who signed up and has not confirmed the card yet. */
async function signedUp(planId: CustomerPlanInterval = 'weekly') {
  const fixture = billing();
  business ??= await fixture.payableTenant();
  const { tenantId } = business;
  const userId = newId();
  const { subscriptionId, paymentId } = await signUp(tenantId, userId, planId);
  const customer = fixture.auth('customer', tenantId, userId);

  const mine = async () =>
    customerSubscriptionResult.parse(
      (await fixture.api().get('/api/billing/subscription').set(customer).expect(200)).body,
    ).subscription;
  /** Its Stripe subscription's id: Stripe's events name it, and only billing's database holds it. */
  const stripeSubscriptionId = async () => {
    const doc = await fixture.db
      .collection('customer_subscriptions')
      .findOne({ _id: new Types.ObjectId(subscriptionId) });
    if (typeof doc?.stripeSubscriptionId !== 'string') throw new Error('No Stripe subscription yet');
    return doc.stripeSubscriptionId;
  };
  const invoice = async (fields: Record<string, unknown>) => ({
    id: `in_${newId()}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: await stripeSubscriptionId() },
    },
    ...fields,
  });
  return {
    fixture,
    tenantId,
    userId,
    customer,
    subscriptionId,
    paymentId,
    mine,
    stripeSubscriptionId,
    invoice,
  };
}

/** A customer whose card is confirmed and first month paid. */
async function subscribed(planId: CustomerPlanInterval = 'weekly') {
  const subscriber = await signedUp(planId);
  await confirm(subscriber.fixture, subscriber.customer, subscriber.paymentId);
  await subscriber.fixture.probe.waitForEvents(
    'subscription.activated',
    (e) => e.data.subscriptionId === subscriber.subscriptionId,
  );
  return subscriber;
}

const near = (iso: string | null | undefined, expected: number) =>
  typeof iso === 'string' && Math.abs(Date.parse(iso) - expected) < 60_000;

describe('a business’s pickup plans', () => {
  const plans = [
    expect.objectContaining({ id: 'weekly', name: 'Weekly', price: 25, interval: 'month', popular: true }),
    expect.objectContaining({ id: 'biweekly', name: 'Biweekly', price: 15, popular: false }),
    expect.objectContaining({ id: 'monthly', name: 'Monthly', price: 10, popular: false }),
  ];

  it('are shown for the business the request names (gateway header or token)', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    const viaGateway = await fixture
      .api()
      .get('/api/service-plans')
      .set({ 'x-internal-secret': internalSecret, 'x-tenant-id': tenantId })
      .expect(200);
    expect(servicePlansResult.parse(viaGateway.body).plans).toEqual(plans);
    const signedIn = await fixture
      .api()
      .get('/api/service-plans')
      .set(fixture.auth('customer', tenantId))
      .expect(200);
    expect(signedIn.body).toEqual(viaGateway.body);
  });

  it('are 404 "Business Not Found" without a business, for an unknown or switched-off one, or a forged header', async () => {
    const fixture = billing();
    const off = await fixture.newTenant({ isActive: false });
    const notFound = { error: 'Business Not Found', code: 'NOT_FOUND' };
    for (const headers of [
      {},
      { 'x-internal-secret': internalSecret, 'x-tenant-id': newId() },
      { 'x-internal-secret': internalSecret, 'x-tenant-id': off },
      { 'x-tenant-id': await fixture.newTenant() },
    ]) {
      const res = await fixture.api().get('/api/service-plans').set(headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
  });
});

describe('a customer’s subscription', () => {
  it('starts once the card is confirmed: active, with the card and the next charge', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, paymentId, mine } = await signedUp('weekly');
    expect(await confirm(fixture, customer, paymentId)).toEqual({ status: 'succeeded', orderId: null });

    const subscription = await mine();
    expect(subscription).toEqual({
      id: subscriptionId,
      planId: 'weekly',
      planName: 'Weekly',
      amount: 25,
      status: 'active',
      nextChargeAt: expect.any(String),
      scheduledPlanId: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(near(subscription.nextChargeAt, fixture.clock.now().getTime() + 30 * day)).toBe(true);

    const [activated] = await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(activated).toMatchObject({
      tenantId,
      data: {
        subscriptionId,
        customerUserId: userId,
        planId: 'weekly',
        amountCents: 2500,
        status: 'active',
        nextChargeAt: subscription.nextChargeAt,
        scheduledPlanId: null,
      },
    });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === paymentId,
    );
    expect(paid?.data).toEqual({
      paymentId,
      purpose: 'customer_subscription',
      userId,
      amountCents: 2500,
      applicationFeeCents: 250,
      orderId: null,
      subscriptionId,
    });

    const twice = await fixture.api().post('/api/stripe/simulate/confirm').set(customer).send({ paymentId });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(billingMessages.alreadyPaid);
  });

  it('is confirmed by its customer only', async () => {
    const { fixture, tenantId, paymentId, mine } = await signedUp();
    for (const payer of [fixture.auth('customer', tenantId), fixture.auth('owner', tenantId)]) {
      const res = await fixture.api().post('/api/stripe/simulate/confirm').set(payer).send({ paymentId });
      expect(res.status).toBe(404);
    }
    expect((await mine()).status).toBe('incomplete');
  });

  it('changes plan from the next billing cycle; the same plan is 409', async () => {
    const { fixture, userId, customer, subscriptionId, paymentId, mine, invoice } =
      await subscribed('weekly');
    const change = (planId: string) =>
      fixture.api().put('/api/billing/subscription/plan').set(customer).send({ planId });

    const res = await change('monthly').expect(200);
    expect(customerSubscriptionResult.parse(res.body).subscription).toMatchObject({
      planId: 'weekly',
      amount: 25,
      status: 'active',
      scheduledPlanId: 'monthly',
    });
    const [scheduled] = await fixture.probe.waitForEvents(
      'subscription.updated',
      (e) => e.data.subscriptionId === subscriptionId && e.data.scheduledPlanId === 'monthly',
    );
    expect(scheduled?.actor).toEqual({ userId, role: 'customer' });

    const same = await change('monthly');
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ error: billingMessages.samePlan, code: 'CONFLICT' });
    // Back to the current plan calls the change off.
    expect((await change('weekly').expect(200)).body.subscription.scheduledPlanId).toBeNull();
    expect((await change('weekly')).status).toBe(409);
    const bad = await change('yearly');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'planId', message: 'Choose weekly, biweekly or monthly' }]);

    // The next month's invoice, at the new price, switches the plan.
    await change('biweekly').expect(200);
    await fixture.webhook('invoice.paid', await invoice({ amount_paid: 1500 })).expect(200);
    expect(await mine()).toMatchObject({
      planId: 'biweekly',
      planName: 'Biweekly',
      amount: 15,
      scheduledPlanId: null,
    });
    // The renewal is a payment of its own, not the sign-up's.
    const [renewal] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.subscriptionId === subscriptionId && e.data.paymentId !== paymentId,
    );
    expect(renewal?.data).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f]{24}$/),
      purpose: 'customer_subscription',
      userId,
      amountCents: 1500,
      applicationFeeCents: 150,
      orderId: null,
      subscriptionId,
    });
  });

  it('cannot change plan before the first card is confirmed: 409, it starts once the card is', async () => {
    const { fixture, customer, mine } = await signedUp('weekly');
    const res = await fixture
      .api()
      .put('/api/billing/subscription/plan')
      .set(customer)
      .send({ planId: 'monthly' });
    expect([res.status, res.body]).toEqual([
      409,
      { error: billingMessages.subscriptionNotStarted, code: 'CONFLICT' },
    ]);
    expect(await mine()).toMatchObject({ planId: 'weekly', status: 'incomplete', scheduledPlanId: null });
  });

  it('takes a new card', async () => {
    const { fixture, customer, subscriptionId, mine } = await subscribed();
    const res = await fixture.api().post('/api/billing/subscription/card').set(customer).expect(200);
    const card = cardConfirmation.parse(res.body);
    expect(card).toEqual({
      clientSecret: expect.stringContaining('_secret_'),
      paymentId: expect.any(String),
      intent: 'setup',
    });
    // Asked again before confirming: the same card form.
    expect(
      (await fixture.api().post('/api/billing/subscription/card').set(customer).expect(200)).body,
    ).toEqual(card);

    expect(await confirm(fixture, customer, card.paymentId)).toEqual({ status: 'succeeded', orderId: null });
    expect(await mine()).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '4242' } });
    await fixture.probe.waitForEvents(
      'subscription.updated',
      (e) => e.data.subscriptionId === subscriptionId && e.data.status === 'active',
    );
  });

  it('is cancelled at the customer’s request, once', async () => {
    const { fixture, userId, customer, subscriptionId, mine, stripeSubscriptionId } = await subscribed();
    const cancelledAtStripe = await stripeSubscriptionId();
    const res = await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200);
    expect(customerSubscriptionResult.parse(res.body).subscription).toMatchObject({
      id: subscriptionId,
      status: 'cancelled',
      nextChargeAt: null,
      scheduledPlanId: null,
    });
    const [cancelled] = await fixture.probe.waitForEvents(
      'subscription.canceled',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(cancelled).toMatchObject({
      actor: { userId, role: 'customer' },
      data: { reason: 'customer_request', status: 'cancelled', customerUserId: userId, nextChargeAt: null },
    });

    // Cancelling again, and Stripe's own report of the deletion, change nothing.
    expect(
      (await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200)).body,
    ).toEqual(res.body);
    await fixture
      .webhook('customer.subscription.deleted', { id: cancelledAtStripe, object: 'subscription' })
      .expect(200);
    await fixture.settled();
    expect(
      fixture.probe.matching('subscription.canceled', (e) => e.data.subscriptionId === subscriptionId),
    ).toHaveLength(1);

    // A cancelled subscription has no plan or card to change.
    const cancelledMessage = { error: billingMessages.subscriptionCancelled, code: 'CONFLICT' };
    const plan = await fixture
      .api()
      .put('/api/billing/subscription/plan')
      .set(customer)
      .send({ planId: 'monthly' });
    expect([plan.status, plan.body]).toEqual([409, cancelledMessage]);
    const card = await fixture.api().post('/api/billing/subscription/card').set(customer);
    expect([card.status, card.body]).toEqual([409, cancelledMessage]);
    expect((await mine()).status).toBe('cancelled');
  });
});

describe('a customer deleted for good', () => {
  const cartOf = async (userId: string, customer: Record<string, string>) =>
    cartItems.parse((await billing().api().get(`/api/cart/${userId}`).set(customer).expect(200)).body);

  it('is no longer charged: the subscription is cancelled at once and the cart emptied; orders stay', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, mine } = await subscribed('weekly');
    const shopper = { userId, headers: customer };
    const [bag] = await productsFor(fixture, shopper);
    if (!bag) throw new Error('The business has no products');
    const order = await buy(fixture, shopper, [{ productId: bag.id, quantity: 2 }]);
    await addToCart(fixture, shopper, bag.id, 1);

    const deletion = { customerId: newId(), userId };
    await fixture.handled(await fixture.probe.publish('customer.deleted', deletion, { tenantId }));

    const [cancelled] = await fixture.probe.waitForEvents(
      'subscription.canceled',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(cancelled).toMatchObject({
      tenantId,
      actor: { userId: null, role: 'system' },
      data: { reason: 'ended', status: 'cancelled', customerUserId: userId, nextChargeAt: null },
    });
    expect(await mine()).toMatchObject({ status: 'cancelled', nextChargeAt: null, scheduledPlanId: null });
    const stored = await fixture.db
      .collection('customer_subscriptions')
      .findOne({ _id: new Types.ObjectId(subscriptionId) });
    expect(stored?.stripeSubscriptionId).toBeNull();
    expect(await cartOf(userId, customer)).toEqual([]);
    const owner = fixture.auth('owner', tenantId);
    const orders = (await fixture.api().get('/api/orders').query({ limit: 100 }).set(owner).expect(200)).body;
    expect(orders.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(
      await fixture.db.collection('payments').countDocuments({ tenantId, userId, status: 'succeeded' }),
    ).toBe(2);

    // Delivered again: nothing more is cancelled or announced.
    await fixture.handled(await fixture.probe.publish('customer.deleted', deletion, { tenantId }));
    await fixture.settled();
    expect(
      fixture.probe.matching('subscription.canceled', (e) => e.data.subscriptionId === subscriptionId),
    ).toHaveLength(1);
    expect(await mine()).toMatchObject({ status: 'cancelled' });
  });

  it('in another business, or without a login, changes nothing here', async () => {
    const { fixture, tenantId, userId, customer, mine } = await subscribed('weekly');
    const shopper = { userId, headers: customer };
    const [product] = await productsFor(fixture, shopper);
    if (!product) throw new Error('The business has no products');
    await addToCart(fixture, shopper, product.id, 1);

    const elsewhere = await fixture.newTenant();
    for (const [tenant, deletedUser] of [
      [elsewhere, userId],
      [tenantId, null],
    ] as const) {
      await fixture.handled(
        await fixture.probe.publish(
          'customer.deleted',
          { customerId: newId(), userId: deletedUser },
          { tenantId: tenant },
        ),
      );
    }
    expect((await mine()).status).toBe('active');
    expect(await cartOf(userId, customer)).toHaveLength(1);
  });

  it('who never confirmed the card: the sign-up is cancelled, and a card confirmed late starts nothing', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, paymentId, mine } = await signedUp('weekly');
    await fixture.handled(
      await fixture.probe.publish('customer.deleted', { customerId: newId(), userId }, { tenantId }),
    );
    expect((await mine()).status).toBe('cancelled');

    await confirm(fixture, customer, paymentId);
    const stored = await fixture.db
      .collection('customer_subscriptions')
      .findOne({ _id: new Types.ObjectId(subscriptionId) });
    expect(stored).toMatchObject({ status: 'cancelled', stripeSubscriptionId: null });
    expect((await fixture.payment(paymentId)).status).toBe('failed');
  });
});

describe('signing up again after cancelling', () => {
  it('starts the subscription again on the plan chosen now, with a new Stripe subscription', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, mine, stripeSubscriptionId } =
      await subscribed('weekly');
    const cancelledAtStripe = await stripeSubscriptionId();
    await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200);

    const again = await signUp(tenantId, userId, 'monthly');
    expect(again.subscriptionId).toBe(subscriptionId);
    expect(await mine()).toMatchObject({ planId: 'monthly', amount: 10, status: 'incomplete' });
    expect(await confirm(fixture, customer, again.paymentId)).toEqual({ status: 'succeeded', orderId: null });

    expect(await mine()).toEqual({
      id: subscriptionId,
      planId: 'monthly',
      planName: 'Monthly',
      amount: 10,
      status: 'active',
      nextChargeAt: expect.any(String),
      scheduledPlanId: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await stripeSubscriptionId()).not.toBe(cancelledAtStripe);
    const activations = await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.subscriptionId === subscriptionId,
      2,
    );
    expect(activations[1]?.data).toMatchObject({ planId: 'monthly', amountCents: 1000, status: 'active' });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === again.paymentId,
    );
    expect(paid?.data).toMatchObject({ amountCents: 1000, applicationFeeCents: 100, subscriptionId });
  });
});

/** The household's own Subscribe again (Manage Billing): POST /api/billing/subscription/restart. */
async function restart(
  fixture: ReturnType<typeof billing>,
  customer: Record<string, string>,
  planId: CustomerPlanInterval,
) {
  const res = await fixture.api().post('/api/billing/subscription/restart').set(customer).send({ planId });
  return res.status === 200
    ? { status: 200, result: restartSubscriptionResult.parse(res.body) }
    : { status: res.status, body: res.body as unknown };
}

async function restarted(
  fixture: ReturnType<typeof billing>,
  customer: Record<string, string>,
  planId: CustomerPlanInterval,
) {
  const answer = await restart(fixture, customer, planId);
  if (!answer.result) throw new Error(`Restart answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.result;
}

describe('subscribing again from Manage Billing', () => {
  it('after cancelling starts a new Stripe subscription on the plan chosen; paid, it is active and announced', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, paymentId, mine, stripeSubscriptionId } =
      await subscribed('weekly');
    const cancelledAtStripe = await stripeSubscriptionId();
    await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200);

    const again = await restarted(fixture, customer, 'biweekly');
    expect(again).toMatchObject({ subscriptionId, amount: 15, intent: 'setup' });
    expect(again.paymentId).not.toBe(paymentId);
    expect(await mine()).toMatchObject({ planId: 'biweekly', amount: 15, status: 'incomplete', card: null });
    // Asked again while its card waits: the same payment.
    expect(await restarted(fixture, customer, 'biweekly')).toEqual(again);

    expect(await confirm(fixture, customer, again.paymentId)).toEqual({ status: 'succeeded', orderId: null });
    expect(await mine()).toEqual({
      id: subscriptionId,
      planId: 'biweekly',
      planName: 'Biweekly',
      amount: 15,
      status: 'active',
      nextChargeAt: expect.any(String),
      scheduledPlanId: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await stripeSubscriptionId()).not.toBe(cancelledAtStripe);
    const activations = await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.subscriptionId === subscriptionId,
      2,
    );
    expect(activations[1]).toMatchObject({
      tenantId,
      data: { customerUserId: userId, planId: 'biweekly', amountCents: 1500, status: 'active' },
    });
  });

  it('is 409 while the subscription is active, past due, or its first invoice is being paid', async () => {
    const { fixture, customer, invoice, mine } = await subscribed('weekly');
    const already = { error: billingMessages.alreadySubscribed, code: 'CONFLICT' };
    expect(await restart(fixture, customer, 'monthly')).toEqual({ status: 409, body: already });

    await fixture
      .webhook(
        'invoice.payment_failed',
        await invoice({ amount_due: 2500, next_payment_attempt: 1_900_000_000 }),
      )
      .expect(200);
    expect((await mine()).status).toBe('past_due');
    expect(await restart(fixture, customer, 'monthly')).toEqual({ status: 409, body: already });
    expect(await mine()).toMatchObject({ planId: 'weekly', status: 'past_due' });
  });

  it('replaces a sign-up still waiting for its card: the plan chosen now, the same payment', async () => {
    const { fixture, customer, subscriptionId, paymentId, mine } = await signedUp('weekly');
    const again = await restarted(fixture, customer, 'monthly');
    expect(again).toMatchObject({ subscriptionId, paymentId, amount: 10 });
    expect(await mine()).toMatchObject({ planId: 'monthly', status: 'incomplete' });
  });

  it('never hands back a card setup left from before the cancellation', async () => {
    const { fixture, customer, subscriptionId, paymentId, mine } = await signedUp('weekly');
    await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200);

    const again = await restarted(fixture, customer, 'weekly');
    expect(again.subscriptionId).toBe(subscriptionId);
    expect(again.paymentId).not.toBe(paymentId);
    expect((await fixture.payment(paymentId)).status).toBe('failed');
    await confirm(fixture, customer, again.paymentId);
    expect((await mine()).status).toBe('active');
  });

  it('for a household the owner added without a card: named as billing knows them', async () => {
    const fixture = billing();
    business ??= await fixture.payableTenant();
    const userId = await fixture.newPerson(business.tenantId, 'customer', ['Ada', 'Compost']);
    const customer = fixture.auth('customer', business.tenantId, userId);
    const started = await restarted(fixture, customer, 'weekly');
    const stored = await fixture.db
      .collection('customer_subscriptions')
      .findOne({ _id: new Types.ObjectId(started.subscriptionId) });
    expect(stored).toMatchObject({
      tenantId: business.tenantId,
      customerUserId: userId,
      name: 'Ada Compost',
      email: `${userId}@example.com`,
      status: 'incomplete',
    });
  });

  it('belongs to the signed-in household of its own business only', async () => {
    const { fixture, tenantId, userId, customer, subscriptionId, mine } = await subscribed('weekly');
    await fixture.api().post('/api/billing/subscription/cancel').set(customer).expect(200);
    const noSubscription = { error: billingMessages.noSubscription, code: 'NOT_FOUND' };

    // The same login presented to another business: nothing of this household there.
    const elsewhere = await fixture.payableTenant();
    const stranger = fixture.auth('customer', elsewhere.tenantId, userId);
    expect(await restart(fixture, stranger, 'weekly')).toEqual({ status: 404, body: noSubscription });
    const knownInFirst = await fixture.newPerson(tenantId);
    const presentedElsewhere = fixture.auth('customer', elsewhere.tenantId, knownInFirst);
    expect(await restart(fixture, presentedElsewhere, 'weekly')).toEqual({
      status: 404,
      body: noSubscription,
    });
    // A business that cannot take cards yet.
    const unpaid = fixture.auth('customer', await fixture.newTenant(), userId);
    const notReady = await restart(fixture, unpaid, 'weekly');
    expect(notReady).toEqual({
      status: 409,
      body: { error: billingMessages.paymentsNotReady, code: 'CONFLICT' },
    });

    // Another household of the same business starts its own, and cannot pay this one's.
    const neighbour = fixture.auth(
      'customer',
      elsewhere.tenantId,
      await fixture.newPerson(elsewhere.tenantId),
    );
    const theirs = await restarted(fixture, neighbour, 'monthly');
    expect(theirs.subscriptionId).not.toBe(subscriptionId);
    const mineAgain = await restarted(fixture, customer, 'weekly');
    const foreign = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(neighbour)
      .send({ paymentId: mineAgain.paymentId });
    expect(foreign.status).toBe(404);
    expect((await mine()).status).toBe('incomplete');

    for (const headers of [{}, fixture.auth('owner', elsewhere.tenantId)]) {
      const res = await fixture
        .api()
        .post('/api/billing/subscription/restart')
        .set(headers)
        .send({ planId: 'weekly' });
      expect([401, 403]).toContain(res.status);
    }
    const bad = await fixture
      .api()
      .post('/api/billing/subscription/restart')
      .set(customer)
      .send({ planId: 'daily' });
    expect(bad.status).toBe(400);
  });
});

describe('a failed renewal', () => {
  it('makes the subscription past due and publishes payment.failed; paying the invoice restores it', async () => {
    const { fixture, userId, subscriptionId, paymentId, mine, invoice } = await subscribed();
    await fixture
      .webhook(
        'invoice.payment_failed',
        await invoice({ amount_due: 2500, next_payment_attempt: 1_900_000_000 }),
      )
      .expect(200);
    expect((await mine()).status).toBe('past_due');
    const [failed] = await fixture.probe.waitForEvents(
      'payment.failed',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(failed?.data).toEqual({
      paymentId: null,
      purpose: 'customer_subscription',
      userId,
      amountCents: 2500,
      reason: 'The renewal payment failed',
      subscriptionId,
    });
    await fixture.probe.waitForEvents(
      'subscription.updated',
      (e) => e.data.subscriptionId === subscriptionId && e.data.status === 'past_due',
    );

    const periodEnd = Math.floor(fixture.clock.now().getTime() / 1000) + 31 * 86_400;
    await fixture
      .webhook(
        'invoice.paid',
        await invoice({
          amount_paid: 2500,
          lines: { object: 'list', data: [{ period: { end: periodEnd } }] },
        }),
      )
      .expect(200);
    expect(await mine()).toMatchObject({
      status: 'active',
      nextChargeAt: new Date(periodEnd * 1000).toISOString(),
    });
    // Paid again after a failure: activated again (routing takes the customer back).
    await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.subscriptionId === subscriptionId,
      2,
    );
    const [renewal] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.subscriptionId === subscriptionId && e.data.paymentId !== paymentId,
    );
    expect(renewal?.data).toMatchObject({ amountCents: 2500, applicationFeeCents: 250 });
  });

  it('is charged again at once with a new card', async () => {
    const { fixture, customer, subscriptionId, mine, invoice } = await subscribed();
    await fixture.webhook('invoice.payment_failed', await invoice({ amount_due: 2500 })).expect(200);
    expect((await mine()).status).toBe('past_due');

    const { paymentId } = cardConfirmation.parse(
      (await fixture.api().post('/api/billing/subscription/card').set(customer).expect(200)).body,
    );
    await confirm(fixture, customer, paymentId);
    expect((await mine()).status).toBe('active');
    await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.subscriptionId === subscriptionId,
      2,
    );
  });

  it('ends in cancellation, reason payment_failed, when Stripe gives up', async () => {
    const { fixture, userId, subscriptionId, mine, invoice, stripeSubscriptionId } = await subscribed();
    await fixture
      .webhook('invoice.payment_failed', await invoice({ amount_due: 2500, next_payment_attempt: null }))
      .expect(200);
    await fixture
      .webhook('customer.subscription.deleted', { id: await stripeSubscriptionId(), object: 'subscription' })
      .expect(200);
    expect(await mine()).toMatchObject({ status: 'cancelled', nextChargeAt: null });
    const [cancelled] = await fixture.probe.waitForEvents(
      'subscription.canceled',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(cancelled).toMatchObject({
      actor: { userId: null, role: 'system' },
      data: { reason: 'payment_failed', status: 'cancelled', customerUserId: userId },
    });
  });
});

describe('Stripe’s own changes to the subscription', () => {
  it('customer.subscription.updated to past_due makes it past due', async () => {
    const { fixture, subscriptionId, mine, stripeSubscriptionId } = await subscribed();
    await fixture
      .webhook('customer.subscription.updated', {
        id: await stripeSubscriptionId(),
        object: 'subscription',
        status: 'past_due',
        items: { object: 'list', data: [] },
      })
      .expect(200);
    expect((await mine()).status).toBe('past_due');
    const [updated] = await fixture.probe.waitForEvents(
      'subscription.updated',
      (e) => e.data.subscriptionId === subscriptionId && e.data.status === 'past_due',
    );
    expect(updated?.actor.role).toBe('system');
  });

  it('customer.subscription.deleted of a running subscription cancels it, reason ended', async () => {
    const { fixture, subscriptionId, mine, stripeSubscriptionId } = await subscribed();
    await fixture
      .webhook('customer.subscription.deleted', { id: await stripeSubscriptionId(), object: 'subscription' })
      .expect(200);
    expect((await mine()).status).toBe('cancelled');
    const [cancelled] = await fixture.probe.waitForEvents(
      'subscription.canceled',
      (e) => e.data.subscriptionId === subscriptionId,
    );
    expect(cancelled?.data.reason).toBe('ended');
  });

  it('a late invoice.paid of a cancelled subscription changes nothing, whoever cancelled it', async () => {
    const byCustomer = await subscribed();
    // Read while the subscription runs: cancelling forgets its Stripe id.
    const lateForCustomer = await byCustomer.invoice({ amount_paid: 2500 });
    await byCustomer.fixture
      .api()
      .post('/api/billing/subscription/cancel')
      .set(byCustomer.customer)
      .expect(200);

    const byStripe = await subscribed();
    const lateForStripe = await byStripe.invoice({ amount_paid: 2500 });
    await byStripe.fixture
      .webhook('customer.subscription.deleted', {
        id: await byStripe.stripeSubscriptionId(),
        object: 'subscription',
      })
      .expect(200);

    const fixture = billing();
    await fixture.webhook('invoice.paid', lateForCustomer).expect(200);
    await fixture.webhook('invoice.paid', lateForStripe).expect(200);
    await fixture.settled();
    for (const { subscriptionId, paymentId, mine } of [byCustomer, byStripe]) {
      expect(await mine()).toMatchObject({ status: 'cancelled', nextChargeAt: null });
      expect(
        fixture.probe.matching('subscription.activated', (e) => e.data.subscriptionId === subscriptionId),
      ).toHaveLength(1);
      expect(
        fixture.probe.matching(
          'payment.succeeded',
          (e) => e.data.subscriptionId === subscriptionId && e.data.paymentId !== paymentId,
        ),
      ).toEqual([]);
    }
  });
});

describe('without a subscription, or as someone else', () => {
  it('is 404 "No subscription found" for a customer who never signed up', async () => {
    const fixture = billing();
    business ??= await fixture.payableTenant();
    const customer = fixture.auth('customer', business.tenantId);
    const calls = [
      fixture.api().get('/api/billing/subscription').set(customer),
      fixture.api().put('/api/billing/subscription/plan').set(customer).send({ planId: 'monthly' }),
      fixture.api().post('/api/billing/subscription/card').set(customer),
      fixture.api().post('/api/billing/subscription/cancel').set(customer),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: billingMessages.noSubscription, code: 'NOT_FOUND' });
    }
  });

  it('is the customer’s own: the same person in another business has none, owners are refused', async () => {
    const { fixture, userId, tenantId } = await subscribed();
    const elsewhere = await fixture.newTenant();
    const res = await fixture
      .api()
      .get('/api/billing/subscription')
      .set(fixture.auth('customer', elsewhere, userId));
    expect(res.status).toBe(404);
    const owner = fixture.auth('owner', tenantId);
    const calls = [
      () => fixture.api().get('/api/billing/subscription'),
      () => fixture.api().put('/api/billing/subscription/plan').send({ planId: 'monthly' }),
      () => fixture.api().post('/api/billing/subscription/card'),
      () => fixture.api().post('/api/billing/subscription/cancel'),
    ];
    for (const call of calls) {
      expect((await call().set(owner)).status).toBe(403);
      expect((await call()).status).toBe(401);
    }
  });
});
