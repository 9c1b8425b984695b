import {
  billingMessages,
  connectAccountStatus,
  demoPaymentResult,
  onboardingLinkResult,
  onboardingUrlResult,
  tenantStripeStatus,
} from '@pickup/contracts';
import { billingForTests, newId, webBaseUrl } from './support/billing-fixture';
import { confirm } from './support/shop';

const billing = billingForTests();

/** Simulated payments: onboarding happens on the web app's own screen, not Stripe's pages. */
const onboardingUrl = `${webBaseUrl}/stripe-connect-demo?simulated-onboarding=1`;
const noAccount = { error: billingMessages.noConnectedAccount, code: 'NOT_FOUND' };

async function business() {
  const fixture = billing();
  const tenantId = await fixture.newTenant();
  return { fixture, tenantId, owner: fixture.auth('owner', tenantId) };
}

describe('the connected account', () => {
  it('does not exist before the business creates it', async () => {
    const { fixture, owner } = await business();
    const status = await fixture.api().get('/api/stripe-connect/account-status').set(owner);
    expect(status.status).toBe(404);
    expect(status.body).toEqual(noAccount);
    const refresh = await fixture.api().post('/api/stripe-connect/refresh-onboarding').set(owner);
    expect(refresh.status).toBe(404);
    expect(refresh.body).toEqual(noAccount);
    const onboarding = await fixture.api().post('/api/stripe/simulate/onboarding').set(owner);
    expect(onboarding.status).toBe(404);
    expect(onboarding.body).toEqual(noAccount);
  });

  it('is created once, pending until onboarding, and its link is answered every time', async () => {
    const { fixture, tenantId, owner } = await business();
    const created = await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    expect(onboardingUrlResult.parse(created.body)).toEqual({ onboardingUrl });

    const status = connectAccountStatus.parse(
      (await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200)).body,
    );
    expect(status).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      status: 'pending',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      onboardingUrl,
    });

    // Asked again (a double click, the wizard and the screen both): the same account.
    const again = await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    expect(again.body).toEqual({ onboardingUrl });
    const after = await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200);
    expect(after.body.accountId).toBe(status.accountId);
    expect(await fixture.db.collection('connect_accounts').countDocuments({ tenantId })).toBe(1);

    const refresh = await fixture.api().post('/api/stripe-connect/refresh-onboarding').set(owner).expect(200);
    expect(onboardingUrlResult.parse(refresh.body)).toEqual({ onboardingUrl });
  });

  it('is active once onboarding is done, and connect.account.updated says so once', async () => {
    const { fixture, tenantId, owner } = await business();
    await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    const done = await fixture.api().post('/api/stripe/simulate/onboarding').set(owner).expect(200);
    const status = connectAccountStatus.parse(done.body);
    expect(status).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      onboardingUrl: null,
    });
    const read = await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200);
    expect(read.body).toEqual(status);

    const [event] = await fixture.probe.waitForEvents(
      'connect.account.updated',
      (e) => e.tenantId === tenantId,
    );
    expect(event).toMatchObject({
      tenantId,
      actor: { userId: null, role: 'system' },
      data: {
        accountId: status.accountId,
        status: 'active',
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      },
    });

    // Stripe reporting the same flags again changes nothing, and announces nothing.
    await fixture.api().post('/api/stripe/simulate/onboarding').set(owner).expect(200);
    await fixture.settled();
    expect(fixture.probe.matching('connect.account.updated', (e) => e.tenantId === tenantId)).toHaveLength(1);
  });
});

describe('the $50 test payment', () => {
  it('needs an account (404), then a finished onboarding (409)', async () => {
    const { fixture, owner } = await business();
    const none = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 50 });
    expect(none.status).toBe(404);
    expect(none.body).toEqual(noAccount);

    await fixture.api().post('/api/stripe-connect/create-account').set(owner).expect(200);
    const pending = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 50 });
    expect(pending.status).toBe(409);
    expect(pending.body).toEqual({ error: billingMessages.paymentsNotReady, code: 'CONFLICT' });
  });

  it('splits $50 into the platform’s $5 fee and $45 for the business', async () => {
    const fixture = billing();
    const { tenantId } = await fixture.payableTenant();
    const ownerId = newId();
    const owner = fixture.auth('owner', tenantId, ownerId);
    const res = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 50, currency: 'usd', metadata: { description: 'Test payment', demo: true } })
      .expect(200);
    const payment = demoPaymentResult.parse(res.body);
    expect(payment).toEqual({
      clientSecret: expect.stringContaining('_secret_'),
      paymentId: expect.any(String),
      intent: 'payment',
      amount: 50,
      currency: 'usd',
      applicationFee: 5,
      merchantAmount: 45,
    });

    expect(await confirm(fixture, owner, payment.paymentId)).toEqual({ status: 'succeeded', orderId: null });
    const [paid] = await fixture.probe.waitForEvents(
      'payment.succeeded',
      (e) => e.data.paymentId === payment.paymentId,
    );
    expect(paid).toMatchObject({
      tenantId,
      data: {
        purpose: 'connect_demo',
        userId: ownerId,
        amountCents: 5000,
        applicationFeeCents: 500,
        orderId: null,
        subscriptionId: null,
      },
    });
  });

  it('is $50 in dollars, nothing else', async () => {
    const fixture = billing();
    const { owner } = await fixture.payableTenant();
    const other = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 10 });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([{ path: 'amount', message: 'The demo payment is $50' }]);
    const euros = await fixture
      .api()
      .post('/api/stripe-connect/create-payment-intent')
      .set(owner)
      .send({ amount: 50, currency: 'eur' });
    expect(euros.status).toBe(400);
    expect(euros.body.details.map((d: { path: string }) => d.path)).toEqual(['currency']);
  });
});

describe('the onboarding wizard’s calls', () => {
  it('setup-stripe creates the account of the owner’s own business only', async () => {
    const { fixture, tenantId, owner } = await business();
    const other = await business();

    const res = await fixture.api().post(`/api/tenants/${tenantId}/setup-stripe`).set(owner).expect(200);
    expect(onboardingUrlResult.parse(res.body)).toEqual({ onboardingUrl });
    const status = await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200);
    expect(status.body.status).toBe('pending');

    // Another business's id, or one that does not exist: the same 404, and nothing created.
    const foreign = await fixture.api().post(`/api/tenants/${other.tenantId}/setup-stripe`).set(owner);
    const unknown = await fixture.api().post(`/api/tenants/${newId()}/setup-stripe`).set(owner);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await fixture.api().get('/api/stripe-connect/account-status').set(other.owner)).status).toBe(404);

    const malformed = await fixture.api().post('/api/tenants/not-an-id/setup-stripe').set(owner);
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual([{ path: 'id', message: 'Must be a valid id' }]);
  });

  it('stripe-status follows the account from none to pending to active; another business is 404', async () => {
    const { fixture, tenantId, owner } = await business();
    const status = async () =>
      tenantStripeStatus.parse(
        (await fixture.api().get(`/api/tenants/${tenantId}/stripe-status`).set(owner).expect(200)).body,
      );
    expect(await status()).toEqual({
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      status: null,
    });
    await fixture.api().post(`/api/tenants/${tenantId}/setup-stripe`).set(owner).expect(200);
    expect(await status()).toEqual({
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      status: 'pending',
    });
    await fixture.api().post('/api/stripe/simulate/onboarding').set(owner).expect(200);
    expect(await status()).toEqual({
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      status: 'active',
    });

    const other = await business();
    const foreign = await fixture.api().get(`/api/tenants/${tenantId}/stripe-status`).set(other.owner);
    expect(foreign.status).toBe(404);
    const unknown = await fixture.api().get(`/api/tenants/${newId()}/stripe-status`).set(other.owner);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('onboarding-link creates the account when there is none, then answers the same one', async () => {
    const { fixture, tenantId, owner } = await business();
    const first = await fixture.api().post('/api/tenants/stripe/onboarding-link').set(owner).expect(200);
    expect(onboardingLinkResult.parse(first.body)).toEqual({ onboardingLink: onboardingUrl });
    const { accountId } = (
      await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200)
    ).body as { accountId: string };

    const second = await fixture.api().post('/api/tenants/stripe/onboarding-link').set(owner).expect(200);
    expect(second.body).toEqual({ onboardingLink: onboardingUrl });
    const after = await fixture.api().get('/api/stripe-connect/account-status').set(owner).expect(200);
    expect(after.body.accountId).toBe(accountId);
    expect(await fixture.db.collection('connect_accounts').countDocuments({ tenantId })).toBe(1);
  });
});

describe('who may call', () => {
  const calls = (tenantId: string) =>
    [
      ['post', '/api/stripe-connect/create-account'],
      ['post', '/api/stripe-connect/refresh-onboarding'],
      ['get', '/api/stripe-connect/account-status'],
      ['post', '/api/stripe-connect/create-payment-intent'],
      ['post', `/api/tenants/${tenantId}/setup-stripe`],
      ['get', `/api/tenants/${tenantId}/stripe-status`],
      ['post', '/api/tenants/stripe/onboarding-link'],
      ['post', '/api/stripe/simulate/onboarding'],
    ] as const;

  it('refuses customers and platform admins (403), anonymous callers (401) and owners without a business (403)', async () => {
    const { fixture, tenantId } = await business();
    for (const [method, path] of calls(tenantId)) {
      const send = (headers: Record<string, string>) =>
        fixture.api()[method](path).set(headers).send({ amount: 50 });
      const customer = await send(fixture.auth('customer', tenantId));
      expect([path, customer.status, customer.body.code]).toEqual([path, 403, 'FORBIDDEN']);
      const admin = await send(fixture.auth('platform-admin', null));
      expect([path, admin.status]).toEqual([path, 403]);
      const anonymous = await send({});
      expect([path, anonymous.status, anonymous.body.code]).toEqual([path, 401, 'UNAUTHORIZED']);
      const homeless = await send(fixture.auth('owner', null));
      expect([path, homeless.status, homeless.body]).toEqual([
        path,
        403,
        { error: 'No business is identified for this request', code: 'FORBIDDEN' },
      ]);
    }
    // None of it created an account.
    expect(await fixture.db.collection('connect_accounts').countDocuments({ tenantId })).toBe(0);
  });
});
