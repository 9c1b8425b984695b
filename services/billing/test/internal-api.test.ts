import {
  billingMessages,
  connectAccountStatus,
  customerSubscriptionResult,
  onboardingUrlResult,
  startCustomerSubscriptionResult,
} from '@pickup/contracts';
import { billingForTests, internalSecret, newId, webBaseUrl } from './support/billing-fixture';
import { confirm } from './support/shop';

const billing = billingForTests();

const signUp = (tenantId: string, customerUserId = newId(), planId = 'weekly') => ({
  tenantId,
  customerUserId,
  email: `${customerUserId}@example.com`,
  name: 'Robin Meadows',
  planId,
});

function internal(body: object, secret: string | null = internalSecret) {
  const req = billing().api().post('/internal/customer-subscriptions');
  return (secret === null ? req : req.set('x-internal-secret', secret)).send(body);
}

describe('POST /internal/customer-subscriptions', () => {
  it('refuses callers without the internal secret, signed in or not', async () => {
    const fixture = billing();
    const { tenantId, owner } = await fixture.payableTenant();
    const body = signUp(tenantId);
    for (const res of [
      await internal(body, null),
      await internal(body, 'guessed-secret-0123456789'),
      await fixture.api().post('/internal/customer-subscriptions').set(owner).send(body),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await fixture.db.collection('customer_subscriptions').countDocuments({ tenantId })).toBe(0);
  });

  it('answers the card to confirm at sign-up, and the same answer when asked again', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const body = signUp(tenantId);
    const res = await internal(body).expect(200);
    const started = startCustomerSubscriptionResult.parse(res.body);
    expect(started).toEqual({
      clientSecret: expect.stringContaining('_secret_'),
      paymentId: expect.any(String),
      intent: 'setup',
      subscriptionId: expect.any(String),
    });
    expect((await internal(body).expect(200)).body).toEqual(started);

    // Until the card is confirmed the customer's subscription is incomplete, with no card.
    const customer = fixture.auth('customer', tenantId, body.customerUserId);
    const mine = await fixture.api().get('/api/billing/subscription').set(customer).expect(200);
    expect(customerSubscriptionResult.parse(mine.body).subscription).toEqual({
      id: started.subscriptionId,
      planId: 'weekly',
      planName: 'Weekly',
      amount: 25,
      status: 'incomplete',
      nextChargeAt: null,
      scheduledPlanId: null,
      card: null,
    });
  });

  it('asked again with another plan before the card is confirmed, answers the same card, now for that plan', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const weekly = signUp(tenantId);
    const first = startCustomerSubscriptionResult.parse((await internal(weekly).expect(200)).body);
    const monthly = startCustomerSubscriptionResult.parse(
      (await internal({ ...weekly, planId: 'monthly' }).expect(200)).body,
    );
    expect(monthly).toEqual(first);

    const customer = fixture.auth('customer', tenantId, weekly.customerUserId);
    const mine = async () =>
      customerSubscriptionResult.parse(
        (await fixture.api().get('/api/billing/subscription').set(customer).expect(200)).body,
      ).subscription;
    expect(await mine()).toMatchObject({ planId: 'monthly', amount: 10, status: 'incomplete' });
    await confirm(fixture, customer, monthly.paymentId);
    expect(await mine()).toMatchObject({
      planId: 'monthly',
      planName: 'Monthly',
      amount: 10,
      status: 'active',
    });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === monthly.paymentId,
    );
    expect(paid?.data).toMatchObject({ amountCents: 1000, applicationFeeCents: 100 });
    expect(
      await fixture.db
        .collection('payments')
        .countDocuments({ tenantId, userId: weekly.customerUserId, purpose: 'customer_subscription' }),
    ).toBe(1);
  });

  it('lets the household confirm its sign-up payment by the client secret, before it has a session', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const body = signUp(tenantId);
    const started = startCustomerSubscriptionResult.parse((await internal(body).expect(200)).body);
    // What the gateway forwards for a visitor of the business's page.
    const visitor = { 'x-internal-secret': internalSecret, 'x-tenant-id': tenantId };
    const confirmAs = (headers: Record<string, string>, clientSecret?: string) =>
      fixture
        .api()
        .post('/api/stripe/simulate/confirm')
        .set(headers)
        .send({ paymentId: started.paymentId, clientSecret });

    expect((await confirmAs(visitor)).status).toBe(404);
    expect((await confirmAs(visitor, `${started.clientSecret}x`)).status).toBe(404);
    const elsewhere = await fixture.payableTenant();
    expect(
      (await confirmAs({ ...visitor, 'x-tenant-id': elsewhere.tenantId }, started.clientSecret)).status,
    ).toBe(404);

    const res = await confirmAs(visitor, started.clientSecret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'succeeded', orderId: null });
    const [activated] = await fixture.probe.waitForEvents(
      'subscription.activated',
      (e) => e.data.customerUserId === body.customerUserId,
    );
    expect(activated?.tenantId).toBe(tenantId);
    expect((await confirmAs(visitor, started.clientSecret)).status).toBe(409);
  });

  it('is 409 once the customer’s subscription is running', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const body = signUp(tenantId, newId(), 'monthly');
    const { paymentId } = startCustomerSubscriptionResult.parse((await internal(body).expect(200)).body);
    await confirm(fixture, fixture.auth('customer', tenantId, body.customerUserId), paymentId);
    const again = await internal(body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This customer already has a subscription', code: 'CONFLICT' });
  });

  it('is 409 while the business cannot take card payments (no account, or onboarding not finished)', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    const notReady = { error: billingMessages.paymentsNotReady, code: 'CONFLICT' };
    const none = await internal(signUp(tenantId));
    expect(none.status).toBe(409);
    expect(none.body).toEqual(notReady);

    await fixture
      .api()
      .post('/api/stripe-connect/create-account')
      .set(fixture.auth('owner', tenantId))
      .expect(200);
    const pending = await internal(signUp(tenantId));
    expect(pending.status).toBe(409);
    expect(pending.body).toEqual(notReady);
    expect(await fixture.db.collection('customer_subscriptions').countDocuments({ tenantId })).toBe(0);
  });

  it('keeps one business’s customers apart from another’s', async () => {
    const fixture = billing();
    const a = await fixture.payableTenant();
    const b = await fixture.payableTenant();
    const customerUserId = newId();
    const inA = startCustomerSubscriptionResult.parse(
      (await internal(signUp(a.tenantId, customerUserId)).expect(200)).body,
    );
    const inB = startCustomerSubscriptionResult.parse(
      (await internal(signUp(b.tenantId, customerUserId)).expect(200)).body,
    );
    expect(inB.subscriptionId).not.toBe(inA.subscriptionId);
    // A payment of one business cannot be confirmed from the other.
    const res = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(fixture.auth('customer', b.tenantId, customerUserId))
      .send({ paymentId: inA.paymentId });
    expect(res.status).toBe(404);
  });

  it('validates the sign-up', async () => {
    const empty = await internal({});
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'customerUserId',
      'email',
      'name',
      'planId',
      'tenantId',
    ]);
    const bad = await internal({ ...signUp(newId()), email: 'robin', planId: 'yearly', name: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'name', 'planId']);
  });
});

describe('POST /internal/connect-accounts', () => {
  const register = (body: object, secret: string | null = internalSecret) => {
    const req = billing().api().post('/internal/connect-accounts');
    return (secret === null ? req : req.set('x-internal-secret', secret)).send(body);
  };
  const business = (tenantId = newId()) => ({
    tenantId,
    businessName: 'Green Loop Compost',
    email: `owner-${tenantId}@example.com`,
  });

  it('creates the Stripe account of a business billing has not heard of yet, once, and answers its onboarding link', async () => {
    const fixture = billing();
    const body = business();
    const first = onboardingUrlResult.parse((await register(body).expect(200)).body);
    expect(first).toEqual({ onboardingUrl: `${webBaseUrl}/stripe-connect-demo?simulated-onboarding=1` });

    // Registration retried after a timeout, and the owner's own screen: the same account.
    expect((await register(body).expect(200)).body).toEqual(first);
    const owner = fixture.auth('owner', body.tenantId);
    await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    expect(await fixture.db.collection('connect_accounts').countDocuments({ tenantId: body.tenantId })).toBe(
      1,
    );

    const status = connectAccountStatus.parse(
      (await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200)).body,
    );
    expect(status).toMatchObject({ accountId: expect.stringMatching(/^acct_/), status: 'pending' });
    const done = await fixture.api().post('/api/stripe/simulate/onboarding').set(owner).expect(200);
    expect(done.body).toMatchObject({ accountId: status.accountId, status: 'active' });
  });

  it('keeps each business to its own account', async () => {
    const fixture = billing();
    const [a, b] = [business(), business()];
    await register(a).expect(200);
    await register(b).expect(200);
    const accountOf = async (tenantId: string) =>
      (
        await fixture
          .api()
          .get('/api/stripe-connect/account-status')
          .set(fixture.auth('owner', tenantId))
          .expect(200)
      ).body.accountId as string;
    expect(await accountOf(a.tenantId)).not.toBe(await accountOf(b.tenantId));
  });

  it('refuses callers without the internal secret, and validates the business', async () => {
    const fixture = billing();
    const body = business();
    for (const res of [
      await register(body, null),
      await register(body, 'guessed-secret-0123456789'),
      await fixture
        .api()
        .post('/internal/connect-accounts')
        .set(fixture.auth('owner', body.tenantId))
        .send(body),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await fixture.db.collection('connect_accounts').countDocuments({ tenantId: body.tenantId })).toBe(
      0,
    );

    const invalid = await register({ tenantId: 'nope', businessName: ' ', email: 'owner' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'businessName',
      'email',
      'tenantId',
    ]);
  });
});
