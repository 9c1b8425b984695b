import {
  addCustomerResult,
  billingMessages,
  customerMessages,
  defaultBusinessSettings,
  type EventData,
  importCustomersResult,
  platformPlans,
} from '@pickup/contracts';
import { customerForTests, newCustomer, newEmail, newId } from './support/customer-fixture';

const customers = customerForTests();

const planOf = (
  planId: 'trial' | 'starter' | 'enterprise',
  overrides: Partial<EventData<'platform.subscription_updated'>> = {},
): EventData<'platform.subscription_updated'> => ({
  planId,
  status: 'active',
  limits: {
    ...(platformPlans.find((plan) => plan.id === planId)?.limits ?? {
      customers: 0,
      routes: 0,
      monthlyOrders: 0,
    }),
  },
  canCreate: true,
  trialEndsAt: null,
  currentPeriodEnd: null,
  scheduledPlanId: null,
  ...overrides,
});

const importRows = (owner: Record<string, string>, count: number) =>
  customers()
    .api()
    .post('/api/customers/import')
    .set(owner)
    .send({ customers: Array.from({ length: count }, (_, i) => ({ line: i + 2, customer: newCustomer() })) });

describe('the plan’s customer limit', () => {
  it('refuses customers beyond the plan’s limit with an upgrade message, counting neither archived nor pending ones', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    await fixture.deliver(
      'platform.subscription_updated',
      tenantId,
      planOf('starter', { limits: { customers: 3, routes: 10, monthlyOrders: 500 } }),
    );
    const filled = importCustomersResult.parse((await importRows(owner, 4).expect(200)).body);
    expect(filled).toMatchObject({
      created: 3,
      failed: [{ line: 5, error: customerMessages.planLimitReached }],
    });

    const refused = await fixture.api().post('/api/customers').set(owner).send(newCustomer());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: customerMessages.planLimitReached, code: 'FORBIDDEN' });
    const signup = await fixture
      .api()
      .post('/api/customer/signup')
      .set(fixture.viaGateway(tenantId))
      .send({ ...newCustomer(), planId: 'weekly' });
    expect(signup.status).toBe(403);
    expect(signup.body.error).toBe(customerMessages.signupUnavailable);
    await fixture.deliver('user.registered', tenantId, {
      userId: newId(),
      role: 'customer',
      tenantId,
      email: newEmail(),
      username: 'pending-household',
      firstName: 'Pat',
      lastName: 'Pending',
    });

    const [some] = (
      await fixture.api().get('/api/customers').query({ status: 'active', limit: 1 }).set(owner)
    ).body.customers;
    await fixture.api().patch(`/api/customers/${some.id}/archive`).set(owner).expect(200);
    await fixture.add(owner);
    expect((await fixture.api().post('/api/customers').set(owner).send(newCustomer())).status).toBe(403);
  });

  it('answers 402 once the trial ended unpaid, until billing announces a plan; older news changes nothing', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const ended = new Date();
    await fixture.deliver(
      'platform.subscription_updated',
      tenantId,
      planOf('trial', { status: 'trial_expired', canCreate: false }),
      ended,
    );
    const refused = await fixture.api().post('/api/customers').set(owner).send(newCustomer());
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ error: billingMessages.choosePlan, code: 'PAYMENT_REQUIRED' });
    expect((await importRows(owner, 1)).status).toBe(402);

    await fixture.deliver(
      'platform.subscription_updated',
      tenantId,
      planOf('trial'),
      new Date(ended.getTime() - 60_000),
    );
    expect((await fixture.api().post('/api/customers').set(owner).send(newCustomer())).status).toBe(402);

    await fixture.deliver(
      'platform.subscription_updated',
      tenantId,
      planOf('enterprise'),
      new Date(ended.getTime() + 1000),
    );
    expect((await fixture.api().post('/api/customers').set(owner).send(newCustomer())).status).toBe(201);
  });
});

describe('milestones', () => {
  it('are reached at each multiple of the business’s interval, which follows its settings', async () => {
    const fixture = customers();
    const { tenantId, owner, snapshot } = await fixture.business();
    await importRows(owner, 24).expect(200);
    const twentyFifth = await fixture.add(owner);
    // The default interval is 50.
    expect(twentyFifth.milestoneResult).toEqual({ isMilestone: false, customerCount: 25 });

    await fixture.deliver('tenant.settings.updated', tenantId, {
      ...defaultBusinessSettings,
      businessName: snapshot.businessName,
      milestoneInterval: 25,
    });
    await fixture.api().patch(`/api/customers/${twentyFifth.customer.id}/archive`).set(owner).expect(200);
    const res = await fixture.api().post('/api/customers').set(owner).send(newCustomer());
    const again = addCustomerResult.parse(res.body);
    expect(again.milestoneResult).toEqual({ isMilestone: true, customerCount: 25 });
    const [reached] = await fixture.probe.waitForEvents(
      'customer.milestone.reached',
      (e) => e.tenantId === tenantId,
    );
    expect(reached?.data).toEqual({ customerId: again.customer.id, customerCount: 25, interval: 25 });
    expect((await fixture.add(owner)).milestoneResult).toEqual({ isMilestone: false, customerCount: 26 });
  });

  it('come back from an import as the last one the batch crossed; the trial stops at 50', async () => {
    const fixture = customers();
    const { tenantId, owner, snapshot } = await fixture.business();
    await fixture.deliver('tenant.settings.updated', tenantId, {
      ...defaultBusinessSettings,
      businessName: snapshot.businessName,
      milestoneInterval: 25,
    });
    const batch = importCustomersResult.parse((await importRows(owner, 50).expect(200)).body);
    expect(batch.milestoneResult).toEqual({ isMilestone: true, customerCount: 50 });
    await fixture.probe.waitForEvents('customer.milestone.reached', (e) => e.tenantId === tenantId, 2);

    // Before billing announces a plan, the trial's limits hold: 50 customers.
    const trialLimit = platformPlans.find((plan) => plan.id === 'trial')?.limits.customers;
    expect(trialLimit).toBe(50);
    const refused = await fixture.api().post('/api/customers').set(owner).send(newCustomer());
    expect(refused.status).toBe(403);
  });
});
