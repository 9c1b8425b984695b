import { customerResult, type EventData, identityInternalApi } from '@pickup/contracts';
import { customerForTests, newCustomer, newEmail, newId } from './support/customer-fixture';

const customers = customerForTests();

const subscription = (
  customerUserId: string,
  overrides: Partial<EventData<'subscription.activated'>> = {},
): EventData<'subscription.activated'> => ({
  subscriptionId: newId(),
  customerUserId,
  planId: 'weekly',
  amountCents: 2500,
  status: 'active',
  nextChargeAt: null,
  scheduledPlanId: null,
  ...overrides,
});

const registered = (tenantId: string, email: string, userId = newId()): EventData<'user.registered'> => ({
  userId,
  role: 'customer',
  tenantId,
  email,
  username: email.split('@')[0] ?? 'household',
  firstName: 'Sam',
  lastName: 'Ortiz',
});

/** A customer the owner added who then registered: identity made their login and announced it. */
async function customerWithLogin() {
  const fixture = customers();
  const business = await fixture.business();
  const { customer } = await fixture.add(business.owner);
  const { id: userId } = fixture.identity.register({ ...customer, tenantId: business.tenantId });
  await fixture.deliver(
    'user.registered',
    business.tenantId,
    registered(business.tenantId, customer.email, userId),
  );
  return { ...business, customerId: customer.id, userId };
}

const customerOf = async (owner: Record<string, string>, id: string) =>
  customerResult.parse((await customers().api().get(`/api/customers/${id}`).set(owner).expect(200)).body)
    .customer;

describe('identity’s user.registered', () => {
  it('links a household’s new login to the business’s customer with that e-mail', async () => {
    const { owner, customerId, userId } = await customerWithLogin();
    expect(await customerOf(owner, customerId)).toMatchObject({ userId, status: 'active' });
  });

  it('lists a household that registered without being a customer, pending; other users change nothing', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const email = newEmail('registered');
    await fixture.deliver('user.registered', tenantId, registered(tenantId, email));
    await fixture.deliver('user.registered', tenantId, {
      ...registered(tenantId, newEmail()),
      role: 'owner',
    });
    const { customers: listed } = (await fixture.api().get('/api/customers').set(owner).expect(200)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      email,
      firstName: 'Sam',
      lastName: 'Ortiz',
      status: 'pending',
      bucketNumber: 'B-001',
    });
    const stats = (await fixture.api().get('/api/customers/stats').set(owner).expect(200)).body;
    expect(stats.totalCustomers).toBe(0);
  });
});

describe('billing’s subscription events', () => {
  it('follow the plan, and pause or deactivate a cancelled customer; an older snapshot changes nothing', async () => {
    const fixture = customers();
    const { tenantId, owner, customerId, userId } = await customerWithLogin();
    const start = Date.now();
    await fixture.deliver('subscription.activated', tenantId, subscription(userId), new Date(start));
    await fixture.deliver(
      'subscription.updated',
      tenantId,
      subscription(userId, { planId: 'monthly', amountCents: 1000, status: 'past_due' }),
      new Date(start + 1000),
    );
    expect(await customerOf(owner, customerId)).toMatchObject({
      status: 'active',
      subscription: 'monthly',
      subscriptionStatus: 'past_due',
      monthlySpend: 10,
    });

    await fixture.deliver(
      'subscription.canceled',
      tenantId,
      { ...subscription(userId, { status: 'cancelled' }), reason: 'payment_failed' },
      new Date(start + 2000),
    );
    expect(await customerOf(owner, customerId)).toMatchObject({
      status: 'paused',
      subscriptionStatus: 'cancelled',
      monthlySpend: 0,
    });
    await fixture.deliver('subscription.activated', tenantId, subscription(userId), new Date(start + 1500));
    expect((await customerOf(owner, customerId)).status).toBe('paused');

    await fixture.deliver('subscription.activated', tenantId, subscription(userId), new Date(start + 3000));
    expect(await customerOf(owner, customerId)).toMatchObject({ status: 'active', monthlySpend: 25 });
    await fixture.deliver(
      'subscription.canceled',
      tenantId,
      { ...subscription(userId, { status: 'cancelled' }), reason: 'customer_request' },
      new Date(start + 4000),
    );
    expect((await customerOf(owner, customerId)).status).toBe('inactive');
  });

  it('welcome a customer once, however often their subscription starts again', async () => {
    const fixture = customers();
    const { tenantId, userId } = await customerWithLogin();
    const start = Date.now();
    await fixture.deliver('subscription.activated', tenantId, subscription(userId), new Date(start));
    await fixture.deliver(
      'subscription.canceled',
      tenantId,
      { ...subscription(userId), reason: 'payment_failed' },
      new Date(start + 1000),
    );
    await fixture.deliver('subscription.activated', tenantId, subscription(userId), new Date(start + 2000));
    const welcomes = fixture.identity.calls.filter(
      (call) => call.path === `/internal/users/${userId}/welcome`,
    );
    expect(welcomes).toHaveLength(1);
  });

  it('leave alone a login the business has no customer for', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    await fixture.deliver('subscription.activated', tenantId, subscription(newId()));
    expect((await fixture.api().get('/api/customers').set(owner).expect(200)).body.total).toBe(0);
  });
});

describe('orders and payments', () => {
  it('count each order once, however often it is announced, and note the last activity', async () => {
    const fixture = customers();
    const { tenantId, owner, customerId, userId } = await customerWithLogin();
    const placedAt = new Date(Date.now() + 60_000).toISOString();
    const order: EventData<'order.placed'> = {
      orderId: newId(),
      number: 'ORD-1001',
      customerUserId: userId,
      items: [{ productId: newId(), name: 'Compost Bag', quantity: 1, unitPriceCents: 800 }],
      subtotalCents: 800,
      taxCents: 64,
      totalCents: 864,
      placedAt,
    };
    await fixture.deliver('order.placed', tenantId, order);
    await fixture.deliver('order.placed', tenantId, order);
    await fixture.deliver('order.placed', tenantId, { ...order, orderId: newId() });
    expect(await customerOf(owner, customerId)).toMatchObject({
      totalOrders: 2,
      lastOrderDate: placedAt,
      lastActivity: placedAt,
    });

    const paidAt = new Date(Date.now() + 120_000);
    await fixture.deliver(
      'payment.succeeded',
      tenantId,
      {
        paymentId: newId(),
        purpose: 'order',
        userId,
        amountCents: 864,
        applicationFeeCents: 86,
        orderId: order.orderId,
        subscriptionId: null,
      },
      paidAt,
    );
    expect((await customerOf(owner, customerId)).lastActivity).toBe(paidAt.toISOString());
  });
});

describe('deleting a customer with a login', () => {
  it('disables the login first, so a deleted customer cannot sign in', async () => {
    const fixture = customers();
    const { tenantId, owner, customerId, userId } = await customerWithLogin();
    await fixture.api().delete(`/api/customers/${customerId}`).set(owner).expect(204);
    expect(fixture.identity.isDisabled(userId)).toBe(true);
    const [deleted] = await fixture.probe.waitForEvents('customer.deleted', (e) => e.tenantId === tenantId);
    expect(deleted?.data).toEqual({ customerId, userId });
  });

  it('deletes nothing while identity is down, and deletes on the retry', async () => {
    const fixture = customers();
    const { owner, customerId } = await customerWithLogin();
    fixture.identity.failWith = 503;
    try {
      const res = await fixture.api().delete(`/api/customers/${customerId}`).set(owner);
      expect(res.status).toBe(503);
    } finally {
      fixture.identity.failWith = null;
    }
    expect((await customerOf(owner, customerId)).userId).not.toBeNull();
    await fixture.api().delete(`/api/customers/${customerId}`).set(owner).expect(204);
  });

  it('goes ahead when identity no longer knows the login', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const { customer } = await fixture.add(owner, newCustomer());
    await fixture.deliver('user.registered', tenantId, registered(tenantId, customer.email));
    await fixture.api().delete(`/api/customers/${customer.id}`).set(owner).expect(204);
    expect(fixture.identity.callsTo(identityInternalApi.disableUser)).not.toHaveLength(0);
  });
});
