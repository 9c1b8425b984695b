import { type EventData, planUsage, platformPlans } from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import { MongoOrderCountStore } from '../src/data/order-counts';
import { monthIn } from '../src/domain/plan-usage';
import { newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const professionalLimits = { customers: 200, routes: 50, monthlyOrders: 2000 };

const plan = (
  overrides: Partial<EventData<'platform.subscription_updated'>> = {},
): EventData<'platform.subscription_updated'> => ({
  planId: 'professional',
  status: 'active',
  limits: professionalLimits,
  canCreate: true,
  trialEndsAt: null,
  currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  scheduledPlanId: null,
  ...overrides,
});

const order = (placedAt: Date): EventData<'order.placed'> => ({
  orderId: newId(),
  number: 'ORD-1001',
  customerUserId: newId(),
  items: [{ productId: newId(), name: 'Compost Bag', quantity: 1, unitPriceCents: 800 }],
  subtotalCents: 800,
  taxCents: 64,
  totalCents: 864,
  placedAt: placedAt.toISOString(),
});

const usageOf = async (owner: Record<string, string>) =>
  planUsage.parse((await tenant().api().get('/api/business/plan-usage').set(owner).expect(200)).body);
const infoOf = async (owner: Record<string, string>) =>
  (await tenant().api().get('/api/tenants/info').set(owner).expect(200)).body;

describe('GET /api/business/plan-usage', () => {
  it('starts on the trial with the Starter limits and nothing used', async () => {
    const { owner } = await tenant().registered();
    const trial = platformPlans.find((p) => p.id === 'trial');
    expect(await usageOf(owner)).toEqual({
      planId: 'trial',
      planName: 'Trial',
      status: 'trial',
      customers: { current: 0, limit: trial?.limits.customers },
      routes: { current: 0, limit: trial?.limits.routes },
      monthlyOrders: { current: 0, limit: trial?.limits.monthlyOrders },
    });
  });

  it('follows the plan billing announces, and the business’s tier and standing with it', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    await fixture.publishFromBilling('platform.subscription_updated', tenantId, plan());
    await waitFor(async () => (await usageOf(owner)).planId === 'professional', { what: 'the new plan' });
    expect(await usageOf(owner)).toMatchObject({
      planName: 'Professional',
      status: 'active',
      customers: { current: 0, limit: 200 },
      monthlyOrders: { current: 0, limit: 2000 },
    });
    expect(await infoOf(owner)).toMatchObject({
      subscriptionTier: 'professional',
      subscriptionStatus: 'active',
    });
    const [updated] = await fixture.probe.waitForEvents(
      'tenant.updated',
      (e) => e.tenantId === tenantId && e.data.subscriptionStatus === 'active',
    );
    expect(updated?.data.tenantId).toBe(tenantId);
  });

  it.each([
    ['trial_expired', 'trial'],
    ['past_due', 'active'],
    ['cancelled', 'cancelled'],
  ] as const)('shows billing’s %s as the business standing %s', async (status, standing) => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    await fixture.publishFromBilling('platform.subscription_updated', tenantId, plan({ status }));
    await waitFor(async () => (await usageOf(owner)).status === status, { what: status });
    expect((await infoOf(owner)).subscriptionStatus).toBe(standing);
  });

  it('keeps the newest plan when an older announcement arrives late', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const now = Date.now();
    await fixture.publishFromBilling('platform.subscription_updated', tenantId, plan(), new Date(now));
    await waitFor(async () => (await usageOf(owner)).planId === 'professional', { what: 'the new plan' });
    const stale = await fixture.publishFromBilling(
      'platform.subscription_updated',
      tenantId,
      plan({ planId: 'starter', limits: { customers: 50, routes: 10, monthlyOrders: 500 } }),
      new Date(now - 60_000),
    );
    await fixture.handled(stale);
    expect((await usageOf(owner)).planId).toBe('professional');
  });

  it('counts this month’s orders, not earlier ones', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    await fixture.publishFromBilling('order.placed', tenantId, order(new Date(Date.now() - 40 * 86_400_000)));
    await fixture.publishFromBilling('order.placed', tenantId, order(new Date()));
    await fixture.publishFromBilling('order.placed', tenantId, order(new Date()));
    await waitFor(async () => (await usageOf(owner)).monthlyOrders.current === 2, { what: 'two orders' });
    expect((await usageOf(owner)).monthlyOrders).toEqual({ current: 2, limit: 500 });
  });

  it('is the owner’s own business only', async () => {
    const fixture = tenant();
    const a = await fixture.registered();
    const b = await fixture.registered();
    await fixture.publishFromBilling('order.placed', a.tenantId, order(new Date()));
    await waitFor(async () => (await usageOf(a.owner)).monthlyOrders.current === 1, { what: 'A’s order' });
    expect((await usageOf(b.owner)).monthlyOrders.current).toBe(0);
    const asCustomer = await fixture
      .api()
      .get('/api/business/plan-usage')
      .set(fixture.auth('customer', a.tenantId));
    expect(asCustomer.status).toBe(403);
  });
});

describe('order counts', () => {
  it('count an order announced twice once', async () => {
    const counts = new MongoOrderCountStore(tenant().db);
    const tenantId = newId();
    const eventId = newId();
    expect(await counts.countOnce(tenantId, '2026-11', eventId)).toBe(true);
    expect(await counts.countOnce(tenantId, '2026-11', eventId)).toBe(false);
    expect(await counts.countOnce(tenantId, '2026-11', newId())).toBe(true);
    expect(await counts.current(tenantId, '2026-11')).toBe(2);
    expect(await counts.current(tenantId, '2026-10')).toBe(0);
  });

  it('put an order in the month of the business’s own clock', () => {
    const lateEvening = new Date('2026-12-01T03:00:00Z');
    expect(monthIn('America/New_York', lateEvening)).toBe('2026-11');
    expect(monthIn('UTC', lateEvening)).toBe('2026-12');
  });
});

describe('payments onboarded', () => {
  it('follow billing’s Connect account, newest snapshot first', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const account = (detailsSubmitted: boolean): EventData<'connect.account.updated'> => ({
      accountId: 'acct_test_1',
      status: detailsSubmitted ? 'active' : 'pending',
      chargesEnabled: detailsSubmitted,
      payoutsEnabled: detailsSubmitted,
      detailsSubmitted,
    });
    const now = Date.now();
    await fixture.publishFromBilling('connect.account.updated', tenantId, account(true), new Date(now));
    await waitFor(async () => (await infoOf(owner)).stripeOnboarded === true, { what: 'onboarded' });
    const stale = await fixture.publishFromBilling(
      'connect.account.updated',
      tenantId,
      account(false),
      new Date(now - 1000),
    );
    await fixture.handled(stale);
    expect((await infoOf(owner)).stripeOnboarded).toBe(true);
  });
});
