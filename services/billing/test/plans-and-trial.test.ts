import {
  billingMessages,
  createSubscriptionResult,
  paymentsConfig,
  platformPlansResult,
  platformSubscription,
  type PurchasablePlanId,
} from '@pickup/contracts';
import { billingForTests, newId } from './support/billing-fixture';
import { confirm } from './support/shop';

const billing = billingForTests();

const day = 86_400_000;
const starterLimits = { customers: 50, routes: 10, monthlyOrders: 500 };
const professionalLimits = { customers: 200, routes: 50, monthlyOrders: 2000 };
const unlimited = { customers: -1, routes: -1, monthlyOrders: -1 };

async function business(registeredAt?: Date) {
  const fixture = billing();
  const tenantId = await fixture.newTenant({}, registeredAt);
  const ownerId = newId();
  return { fixture, tenantId, ownerId, owner: fixture.auth('owner', tenantId, ownerId) };
}

type Business = Awaited<ReturnType<typeof business>>;

async function planOf({ fixture, owner }: Business) {
  const res = await fixture.api().get('/api/stripe/subscription').set(owner).expect(200);
  return platformSubscription.parse(res.body);
}

async function choose({ fixture, owner }: Business, planId: PurchasablePlanId) {
  const res = await fixture.api().post('/api/create-subscription').set(owner).send({ planId }).expect(200);
  return createSubscriptionResult.parse(res.body);
}

/** A business that bought a plan: card confirmed, first month paid. */
async function paying(planId: PurchasablePlanId) {
  const shop = await business();
  const { paymentId } = await choose(shop, planId);
  if (!paymentId) throw new Error('a first plan asks for a card');
  await confirm(shop.fixture, shop.owner, paymentId);
  return { ...shop, paymentId };
}

const near = (iso: string | null, expected: number, toleranceMs = 60_000) =>
  iso !== null && Math.abs(Date.parse(iso) - expected) < toleranceMs;

describe('the platform’s plans', () => {
  it('tells the web app that payments are simulated (no publishable key), without a token', async () => {
    const res = await billing().api().get('/api/stripe/config').expect(200);
    expect(paymentsConfig.parse(res.body)).toEqual({ publishableKey: null, simulated: true });
  });

  it('are Starter $29, Professional $79 (the popular one) and Enterprise $149, with their limits', async () => {
    const res = await billing().api().get('/api/stripe/plans').expect(200);
    expect(platformPlansResult.parse(res.body).plans).toEqual([
      {
        id: 'starter',
        name: 'Starter',
        amount: 29,
        interval: 'month',
        limits: starterLimits,
        popular: false,
      },
      {
        id: 'professional',
        name: 'Professional',
        amount: 79,
        interval: 'month',
        limits: professionalLimits,
        popular: true,
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        amount: 149,
        interval: 'month',
        limits: unlimited,
        popular: false,
      },
    ]);
  });
});

describe('a new business', () => {
  it('is on a 14-day trial counted from its registration, with the Starter limits', async () => {
    const registeredAt = new Date(Date.now() - 2 * day);
    const shop = await business(registeredAt);
    const trialEndsAt = new Date(registeredAt.getTime() + 14 * day).toISOString();
    expect(await planOf(shop)).toEqual({
      planId: 'trial',
      planName: 'Trial',
      status: 'trial',
      limits: starterLimits,
      trialEndsAt,
      currentPeriodEnd: null,
      scheduledPlanId: null,
      canCreate: true,
    });
    const [event] = await shop.fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === shop.tenantId,
    );
    expect(event?.data).toEqual({
      planId: 'trial',
      status: 'trial',
      limits: starterLimits,
      canCreate: true,
      trialEndsAt,
      currentPeriodEnd: null,
      scheduledPlanId: null,
    });
  });

  it('is 404 when billing does not know the business', async () => {
    const fixture = billing();
    const res = await fixture.api().get('/api/stripe/subscription').set(fixture.auth('owner', newId()));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: billingMessages.noSubscription, code: 'NOT_FOUND' });
  });
});

describe('buying a plan', () => {
  it('asks for a card first (a SetupIntent); asking again answers the same one', async () => {
    const shop = await business();
    const before = Date.now();
    const first = await choose(shop, 'professional');
    expect(first).toEqual({
      clientSecret: expect.stringContaining('_secret_'),
      paymentId: expect.any(String),
      intent: 'setup',
      planId: 'professional',
      effectiveAt: expect.any(String),
    });
    expect(Date.parse(first.effectiveAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await choose(shop, 'professional')).toMatchObject({ paymentId: first.paymentId });
    // Nothing is bought until the card is confirmed.
    expect((await planOf(shop)).status).toBe('trial');
  });

  it('is active once the card is confirmed and the first month paid', async () => {
    const shop = await business();
    const { paymentId } = await choose(shop, 'professional');
    if (!paymentId) throw new Error('a first plan asks for a card');
    expect(await confirm(shop.fixture, shop.owner, paymentId)).toEqual({
      status: 'succeeded',
      orderId: null,
    });

    const plan = await planOf(shop);
    expect(plan).toMatchObject({
      planId: 'professional',
      planName: 'Professional',
      status: 'active',
      limits: professionalLimits,
      trialEndsAt: null,
      scheduledPlanId: null,
      canCreate: true,
    });
    expect(near(plan.currentPeriodEnd, shop.fixture.clock.now().getTime() + 30 * day)).toBe(true);

    const [active] = await shop.fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === shop.tenantId && e.data.status === 'active',
    );
    expect(active?.data).toMatchObject({
      planId: 'professional',
      limits: professionalLimits,
      canCreate: true,
    });
    const [paid] = await shop.fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.tenantId === shop.tenantId,
    );
    expect(paid?.data).toEqual({
      paymentId,
      purpose: 'platform_subscription',
      userId: shop.ownerId,
      amountCents: 7900,
      applicationFeeCents: 0,
      orderId: null,
      subscriptionId: null,
    });

    const twice = await shop.fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(shop.owner)
      .send({ paymentId });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: billingMessages.alreadyPaid, code: 'CONFLICT' });
  });

  it('keeps one card setup while the owner changes their mind: Starter, then Professional, buys Professional', async () => {
    const shop = await business();
    const starter = await choose(shop, 'starter');
    const professional = await choose(shop, 'professional');
    expect(professional).toEqual({
      clientSecret: starter.clientSecret,
      paymentId: starter.paymentId,
      intent: 'setup',
      planId: 'professional',
      effectiveAt: expect.any(String),
    });
    if (!professional.paymentId) throw new Error('a first plan asks for a card');
    expect(await confirm(shop.fixture, shop.owner, professional.paymentId)).toEqual({
      status: 'succeeded',
      orderId: null,
    });

    expect(await planOf(shop)).toMatchObject({
      planId: 'professional',
      planName: 'Professional',
      status: 'active',
      limits: professionalLimits,
    });
    const [paid] = await shop.fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.tenantId === shop.tenantId,
    );
    expect(paid?.data).toMatchObject({ paymentId: professional.paymentId, amountCents: 7900 });
    expect(
      await shop.fixture.db
        .collection('payments')
        .countDocuments({ tenantId: shop.tenantId, purpose: 'platform_subscription' }),
    ).toBe(1);
  });

  it('starts no second Stripe subscription when another card is confirmed while a plan is active', async () => {
    const shop = await business();
    const { fixture, tenantId } = shop;
    // A second owner of the business starts a card setup of their own, and leaves it open.
    const partnerId = newId();
    const partner = { ...shop, ownerId: partnerId, owner: fixture.auth('owner', tenantId, partnerId) };
    const theirs = await choose(partner, 'enterprise');
    if (!theirs.paymentId) throw new Error('a first plan asks for a card');
    const { paymentId } = await choose(shop, 'starter');
    if (!paymentId) throw new Error('a first plan asks for a card');
    await confirm(fixture, shop.owner, paymentId);
    expect(await planOf(shop)).toMatchObject({ planId: 'starter', status: 'active' });
    const billed = await fixture.db.collection('platform_subscriptions').findOne({ _id: tenantId as never });
    expect(billed?.stripeSubscriptionId).toEqual(expect.any(String));

    expect(await confirm(fixture, partner.owner, theirs.paymentId)).toEqual({
      status: 'failed',
      orderId: null,
    });
    expect(await fixture.payment(theirs.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: billingMessages.planAlreadyActive,
      stripeSubscriptionId: null,
    });
    expect(await planOf(shop)).toMatchObject({ planId: 'starter', status: 'active', scheduledPlanId: null });
    const after = await fixture.db.collection('platform_subscriptions').findOne({ _id: tenantId as never });
    expect(after?.stripeSubscriptionId).toBe(billed?.stripeSubscriptionId);
  });

  it('lets only the owner who started it confirm the card', async () => {
    const shop = await business();
    const { paymentId } = await choose(shop, 'starter');
    const { fixture, tenantId } = shop;
    const other = await business();
    for (const payer of [fixture.auth('owner', tenantId), fixture.auth('customer', tenantId), other.owner]) {
      const res = await fixture.api().post('/api/stripe/simulate/confirm').set(payer).send({ paymentId });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await planOf(shop)).status).toBe('trial');
  });

  it('refuses a plan that is not for sale', async () => {
    const shop = await business();
    for (const planId of ['trial', 'platinum', undefined]) {
      const res = await shop.fixture.api().post('/api/create-subscription').set(shop.owner).send({ planId });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { path: 'planId', message: 'Choose Starter, Professional or Enterprise' },
      ]);
    }
  });
});

describe('changing plan', () => {
  it('is scheduled for the next billing cycle on the card on file; the same plan is 409', async () => {
    const shop = await paying('professional');
    const { currentPeriodEnd } = await planOf(shop);

    const change = await choose(shop, 'enterprise');
    expect(change).toEqual({
      clientSecret: null,
      paymentId: null,
      intent: null,
      planId: 'enterprise',
      effectiveAt: currentPeriodEnd,
    });
    // Until then the business keeps its plan and its limits.
    expect(await planOf(shop)).toMatchObject({
      planId: 'professional',
      status: 'active',
      limits: professionalLimits,
      scheduledPlanId: 'enterprise',
    });
    const [scheduled] = await shop.fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === shop.tenantId && e.data.scheduledPlanId === 'enterprise',
    );
    expect(scheduled).toMatchObject({
      actor: { userId: shop.ownerId, role: 'owner' },
      data: { planId: 'professional', status: 'active' },
    });

    const same = await shop.fixture
      .api()
      .post('/api/create-subscription')
      .set(shop.owner)
      .send({ planId: 'enterprise' });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ error: billingMessages.samePlan, code: 'CONFLICT' });

    // Choosing the current plan again calls the change off; then it too is the same plan.
    await choose(shop, 'professional');
    expect((await planOf(shop)).scheduledPlanId).toBeNull();
    const current = await shop.fixture
      .api()
      .post('/api/create-subscription')
      .set(shop.owner)
      .send({ planId: 'professional' });
    expect(current.status).toBe(409);
  });

  it('takes effect when the next month’s invoice is paid', async () => {
    const shop = await paying('starter');
    await choose(shop, 'enterprise');
    const stored = await shop.fixture.db
      .collection('platform_subscriptions')
      .findOne({ _id: shop.tenantId as never });
    const periodEnd = Math.floor(Date.now() / 1000) + 60 * 86_400;
    await shop.fixture
      .webhook('invoice.paid', {
        id: `in_${newId()}`,
        object: 'invoice',
        amount_paid: 14900,
        amount_due: 14900,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: stored?.stripeSubscriptionId },
        },
        lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
      })
      .expect(200);

    expect(await planOf(shop)).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      limits: unlimited,
      scheduledPlanId: null,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    // The renewal is a payment of its own, made by whoever saved the card.
    const [renewal] = await shop.fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.tenantId === shop.tenantId && e.data.amountCents === 14900,
    );
    expect(renewal?.data).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f]{24}$/),
      purpose: 'platform_subscription',
      userId: expect.stringMatching(/^[0-9a-f]{24}$/),
      amountCents: 14900,
      applicationFeeCents: 0,
      orderId: null,
      subscriptionId: null,
    });
  });
});

describe('who may call', () => {
  it('keeps a business’s plan to its owner', async () => {
    const { fixture, tenantId } = await business();
    const calls = [
      () => fixture.api().get('/api/stripe/subscription'),
      () => fixture.api().post('/api/create-subscription').send({ planId: 'starter' }),
    ];
    for (const call of calls) {
      expect((await call().set(fixture.auth('customer', tenantId))).status).toBe(403);
      expect((await call().set(fixture.auth('platform-admin', null))).status).toBe(403);
      expect((await call()).status).toBe(401);
      const homeless = await call().set(fixture.auth('owner', null));
      expect(homeless.status).toBe(403);
      expect(homeless.body.error).toBe('No business is identified for this request');
    }
  });
});

// These move the service's clock: they come last, since every trial in this file's database moves with it.
describe('the end of a trial', () => {
  it('reminds the owner 3 days before the end, once', async () => {
    const fixture = billing();
    const registeredAt = new Date(fixture.clock.now().getTime() - 11.5 * day);
    const shop = await business(registeredAt);
    const [reminder] = await fixture.probe.waitForEvents(
      'platform.trial_ending',
      (e) => e.tenantId === shop.tenantId,
    );
    expect(reminder?.data).toEqual({
      trialEndsAt: new Date(registeredAt.getTime() + 14 * day).toISOString(),
      daysLeft: 3,
    });

    // A later business reminded proves the sweep ran again after the first reminder.
    const later = await business(new Date(fixture.clock.now().getTime() - 12 * day));
    await fixture.probe.waitForEvents('platform.trial_ending', (e) => e.tenantId === later.tenantId);
    await fixture.settled();
    expect(fixture.probe.matching('platform.trial_ending', (e) => e.tenantId === shop.tenantId)).toHaveLength(
      1,
    );
    expect((await planOf(shop)).status).toBe('trial');
  });

  it('ends an unpaid trial: trial_expired, and no new customers or routes', async () => {
    const fixture = billing();
    const shop = await business(new Date(fixture.clock.now().getTime() - 12 * day));
    const paid = await paying('starter');
    fixture.clock.advanceDays(3);

    const [ended] = await fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === shop.tenantId && e.data.status === 'trial_expired',
    );
    expect(ended?.data).toMatchObject({ planId: 'trial', canCreate: false, limits: starterLimits });
    expect(await planOf(shop)).toMatchObject({ status: 'trial_expired', canCreate: false });
    // A business that pays is not touched by the sweep.
    expect(await planOf(paid)).toMatchObject({ status: 'active', canCreate: true });
  });

  it('lets a business whose trial ended buy a plan, and create again', async () => {
    const fixture = billing();
    const shop = await business(new Date(fixture.clock.now().getTime() - 15 * day));
    await fixture.probe.waitForEvents(
      'platform.subscription_updated',
      (e) => e.tenantId === shop.tenantId && e.data.status === 'trial_expired',
    );
    const { paymentId, clientSecret } = await choose(shop, 'starter');
    expect(clientSecret).toContain('_secret_');
    if (!paymentId) throw new Error('an expired trial asks for a card');
    await confirm(fixture, shop.owner, paymentId);
    expect(await planOf(shop)).toMatchObject({
      planId: 'starter',
      status: 'active',
      canCreate: true,
      trialEndsAt: null,
    });
  });
});
