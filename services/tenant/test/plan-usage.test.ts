import { type CustomerStatus, type EventData, planUsage, platformPlans } from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import { MongoCustomerStatusStore } from '../src/data/customer-statuses';
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

const customer = (customerId: string, status: CustomerStatus): EventData<'customer.created'> => ({
  customerId,
  userId: newId(),
  firstName: 'Robin',
  lastName: 'Meadows',
  email: `${customerId}@example.com`,
  phone: '207-555-0100',
  address: '12 Elm Street',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
  zone: null,
  pickupDay: null,
  location: null,
  status,
  bucketNumber: 'B-001',
  bucketCount: 1,
  subscription: 'weekly',
  pickupInstructions: '',
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

describe('customers in plan usage', () => {
  const customersOf = async (owner: Record<string, string>) => (await usageOf(owner)).customers.current;
  const at = (base: number, seconds: number) => new Date(base + seconds * 1000);

  /** Publishes the customer service's event and waits until the service has handled it. */
  const announce = async (
    type: 'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored',
    tenantId: string,
    customerId: string,
    status: CustomerStatus,
    occurredAt: Date,
  ) =>
    tenant().handled(
      await tenant().publishFromCustomer(type, tenantId, customer(customerId, status), occurredAt),
    );
  const announceDeletion = async (tenantId: string, customerId: string, occurredAt: Date) =>
    tenant().handled(
      await tenant().publishFromCustomer(
        'customer.deleted',
        tenantId,
        { customerId, userId: null },
        occurredAt,
      ),
    );

  it('counts customers as they are created, archived, restored and deleted; pending and archived do not count', async () => {
    const { tenantId, owner } = await tenant().registered();
    const [a, b, c] = [newId(), newId(), newId()];
    const now = Date.now();
    await announce('customer.created', tenantId, a, 'active', at(now, 1));
    await announce('customer.created', tenantId, b, 'paused', at(now, 2));
    await announce('customer.created', tenantId, c, 'pending', at(now, 3));
    expect(await customersOf(owner)).toBe(2);

    await announce('customer.updated', tenantId, c, 'active', at(now, 4));
    expect(await customersOf(owner)).toBe(3);
    await announce('customer.archived', tenantId, a, 'archived', at(now, 5));
    expect(await customersOf(owner)).toBe(2);
    await announce('customer.restored', tenantId, a, 'active', at(now, 6));
    expect(await customersOf(owner)).toBe(3);
    await announceDeletion(tenantId, b, at(now, 7));
    expect(await customersOf(owner)).toBe(2);
    expect((await usageOf(owner)).customers).toEqual({ current: 2, limit: 50 });
  });

  it('counts a snapshot announced twice once, and keeps the newest when an older one arrives late', async () => {
    const { tenantId, owner } = await tenant().registered();
    const [a, b] = [newId(), newId()];
    const now = Date.now();
    await announce('customer.created', tenantId, a, 'active', at(now, 1));
    await announce('customer.created', tenantId, a, 'active', at(now, 1));
    await announce('customer.created', tenantId, b, 'active', at(now, 1));
    expect(await customersOf(owner)).toBe(2);

    await announce('customer.archived', tenantId, a, 'archived', at(now, 10));
    await announce('customer.updated', tenantId, a, 'active', at(now, 5));
    expect(await customersOf(owner)).toBe(1);

    // The archive arrives before the creation it follows.
    const late = newId();
    await announce('customer.archived', tenantId, late, 'archived', at(now, 20));
    await announce('customer.created', tenantId, late, 'active', at(now, 15));
    expect(await customersOf(owner)).toBe(1);
  });

  it('never brings a deleted customer back, whatever arrives after the deletion', async () => {
    const { tenantId, owner } = await tenant().registered();
    const [a, b] = [newId(), newId()];
    const now = Date.now();
    await announce('customer.created', tenantId, a, 'active', at(now, 1));
    await announceDeletion(tenantId, a, at(now, 10));
    await announce('customer.updated', tenantId, a, 'active', at(now, 5));
    await announceDeletion(tenantId, a, at(now, 10));
    expect(await customersOf(owner)).toBe(0);

    // Deleted before its creation was heard of.
    await announceDeletion(tenantId, b, at(now, 10));
    await announce('customer.created', tenantId, b, 'active', at(now, 1));
    await announce('customer.restored', tenantId, b, 'active', at(now, 11));
    expect(await customersOf(owner)).toBe(0);
  });

  it('counts each business’s own customers only', async () => {
    const a = await tenant().registered();
    const b = await tenant().registered();
    const shared = newId();
    const now = Date.now();
    await announce('customer.created', a.tenantId, shared, 'active', at(now, 1));
    await announce('customer.created', a.tenantId, newId(), 'active', at(now, 1));
    // The same customer id announced for another business changes nothing in the first.
    await announce('customer.archived', b.tenantId, shared, 'archived', at(now, 2));
    await announceDeletion(b.tenantId, shared, at(now, 3));
    await announce('customer.created', b.tenantId, newId(), 'active', at(now, 1));
    expect(await customersOf(a.owner)).toBe(2);
    expect(await customersOf(b.owner)).toBe(1);
  });
});

describe('the customer projection', () => {
  // Racing first snapshots meet at the unique index, whichever comes first. (Many concurrent
  // updates of one document are left to the database: MongoDB applies a conditional update
  // atomically; FerretDB, the local stand-in, does not.)
  it('keeps the newer of two racing first snapshots, and a deletion racing the first snapshot wins', async () => {
    const customers = new MongoCustomerStatusStore(tenant().db);
    const tenantId = newId();
    const now = Date.now();
    for (let round = 0; round < 5; round += 1) {
      const racing = newId();
      const [older, newer] = [new Date(now), new Date(now + 1000)];
      const racers = [
        () => customers.applySnapshot(tenantId, racing, 'active', older),
        () => customers.applySnapshot(tenantId, racing, 'archived', newer),
      ];
      if (round % 2 === 1) racers.reverse();
      await Promise.all(racers.map((race) => race()));

      const deleted = newId();
      await Promise.all([
        customers.applySnapshot(tenantId, deleted, 'active', older),
        customers.applyDeletion(tenantId, deleted, newer),
      ]);
      expect(await customers.applyDeletion(tenantId, deleted, newer)).toBe(false);
    }
    expect(await customers.countExcept(tenantId, [])).toBe(5);
    expect(await customers.countExcept(tenantId, ['archived'])).toBe(0);
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

describe('routes in plan usage', () => {
  const routesOf = async (owner: Record<string, string>) => (await usageOf(owner)).routes.current;
  const at = (base: number, seconds: number) => new Date(base + seconds * 1000);
  const route = (routeId: string): EventData<'route.created'> => ({
    routeId,
    name: 'Bangor Tuesday',
    driverId: null,
    pickupDay: 'Tuesday',
    firstDate: '2026-12-01',
    startTime: '14:00',
    endTime: '17:00',
    customerIds: [],
  });
  const announce = async (
    type: 'route.created' | 'route.updated',
    tenantId: string,
    routeId: string,
    occurredAt: Date,
  ) => tenant().handled(await tenant().publishFromRouting(type, tenantId, route(routeId), occurredAt));
  const announceDeletion = async (tenantId: string, routeId: string, occurredAt: Date) =>
    tenant().handled(await tenant().publishFromRouting('route.deleted', tenantId, { routeId }, occurredAt));

  it('counts the routes the routing service announces, once each, and not deleted ones, even when a late update follows', async () => {
    const { tenantId, owner } = await tenant().registered();
    const other = await tenant().registered();
    const [a, b] = [newId(), newId()];
    const now = Date.now();
    await announce('route.created', tenantId, a, at(now, 1));
    await announce('route.created', tenantId, a, at(now, 1));
    await announce('route.created', tenantId, b, at(now, 2));
    await announce('route.created', other.tenantId, newId(), at(now, 2));
    expect(await routesOf(owner)).toBe(2);

    await announceDeletion(tenantId, a, at(now, 10));
    await announce('route.updated', tenantId, a, at(now, 5));
    expect(await routesOf(owner)).toBe(1);
    expect((await usageOf(owner)).routes).toEqual({ current: 1, limit: 10 });
    expect(await routesOf(other.owner)).toBe(1);
  });
});
