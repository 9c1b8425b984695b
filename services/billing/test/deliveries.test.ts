import { type EventData, type Order, orderList, orderResult } from '@pickup/contracts';
import { type BillingFixture, billingForTests, newId } from './support/billing-fixture';
import { buy, type Customer, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

/** A business, one of its households and an order of theirs, freshly placed. */
async function placedOrder() {
  const fixture = billing();
  const { tenantId, owner } = await fixture.payableTenant();
  const customer = await newCustomer(fixture, tenantId);
  const [product] = await productsFor(fixture, customer);
  const order = await buy(fixture, customer, [{ productId: product?.id ?? '', quantity: 2 }]);
  return { fixture, tenantId, owner, customer, order, customerId: newId(), routeId: newId() };
}

type Placed = Awaited<ReturnType<typeof placedOrder>>;

/** Routing's order.scheduled for the order: on the route's run of that day, at that moment. */
function scheduling(
  placed: Placed,
  facts: Partial<EventData<'order.scheduled'>> = {},
): EventData<'order.scheduled'> {
  return {
    orderId: placed.order.id,
    customerId: placed.customerId,
    customerUserId: placed.customer.userId,
    routeId: placed.routeId,
    routeName: 'Tuesday North',
    date: '2026-11-27',
    timeWindow: '2:00 PM - 5:00 PM',
    at: '2026-11-24T10:00:00.000Z',
    ...facts,
  };
}

function stopResult(
  placed: Placed,
  facts: Partial<EventData<'stop.completed'>> = {},
): EventData<'stop.completed'> {
  return {
    routeId: placed.routeId,
    customerId: placed.customerId,
    date: '2026-11-27',
    status: 'collected',
    reason: '',
    weight: null,
    bucketNumber: 'B-0001',
    customerName: 'Robin Meadows',
    at: '2026-11-27T19:00:00.000Z',
    ...facts,
  };
}

const runOf = (placed: Placed, date = '2026-11-27'): EventData<'route.started'> => ({
  routeId: placed.routeId,
  name: 'Tuesday North',
  date,
  at: `${date}T18:00:00.000Z`,
});

/** The order as its customer reads it. */
async function orderAsRead(fixture: BillingFixture, customer: Customer, id: string): Promise<Order> {
  const res = await fixture.api().get('/api/orders').query({ limit: 100 }).set(customer.headers).expect(200);
  const found = orderList.parse(res.body).orders.find((order) => order.id === id);
  if (!found) throw new Error(`Order ${id} is not listed`);
  return found;
}

const statusChanges = (fixture: BillingFixture, orderId: string) =>
  fixture.probe
    .matching('order.status_changed', (event) => event.data.orderId === orderId)
    .map((event) => event.data.status);

describe('an order’s delivery', () => {
  it('is null until routing schedules it, then the pickup it rides on, for the customer and the owner', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, owner, customer, order } = placed;
    expect(order.delivery).toBeNull();

    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    const read = await orderAsRead(fixture, customer, order.id);
    expect(read).toMatchObject({
      status: 'placed',
      delivery: { date: '2026-11-27', routeName: 'Tuesday North', timeWindow: '2:00 PM - 5:00 PM' },
    });
    const ownerList = orderList.parse((await fixture.api().get('/api/orders').set(owner).expect(200)).body);
    expect(ownerList.orders.find((o) => o.id === order.id)?.delivery).toEqual(read.delivery);
  });

  it('follows the newest scheduling: a later one replaces it, an older one is ignored', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, customer, order } = placed;
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture.apply(
      'order.scheduled',
      tenantId,
      scheduling(placed, { date: '2026-12-04', routeName: 'Friday South', at: '2026-11-27T20:00:00.000Z' }),
    );
    await fixture.apply(
      'order.scheduled',
      tenantId,
      scheduling(placed, { date: '2026-11-20', at: '2026-11-20T09:00:00.000Z' }),
    );
    expect((await orderAsRead(fixture, customer, order.id)).delivery).toEqual({
      date: '2026-12-04',
      routeName: 'Friday South',
      timeWindow: '2:00 PM - 5:00 PM',
    });
  });

  it('is in transit when its run starts and delivered when its stop is collected, each announced once', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, customer, order } = placed;
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));

    // Another day's run of the route, and a skipped stop, change nothing.
    await fixture.apply('route.started', tenantId, runOf(placed, '2026-11-20'));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('placed');

    const started = await fixture.apply('route.started', tenantId, runOf(placed));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('in_transit');
    const [moved] = await fixture.probe.waitForEvents(
      'order.status_changed',
      (event) => event.data.orderId === order.id,
    );
    expect(moved).toMatchObject({
      tenantId,
      actor: { userId: null, role: 'system' },
      data: { orderId: order.id, customerUserId: customer.userId, status: 'in_transit' },
    });

    await fixture.apply(
      'stop.completed',
      tenantId,
      stopResult(placed, { status: 'skipped', reason: 'No bucket' }),
    );
    // A neighbour's stop on the same run is not this household's.
    await fixture.apply('stop.completed', tenantId, stopResult(placed, { customerId: newId() }));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('in_transit');

    const collected = await fixture.apply('stop.completed', tenantId, stopResult(placed));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('delivered');

    // Redelivered, and told again by routing under new ids: nothing more happens.
    await fixture.probe.send(started);
    await fixture.probe.send(collected);
    await fixture.apply('route.started', tenantId, runOf(placed));
    await fixture.apply('stop.completed', tenantId, stopResult(placed));
    await fixture.settled();
    expect(statusChanges(fixture, order.id)).toEqual(['in_transit', 'delivered']);
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('delivered');
  });

  it('catches up when routing’s news of the run arrives before the scheduling', async () => {
    const first = await placedOrder();
    await first.fixture.apply('stop.completed', first.tenantId, stopResult(first));
    await first.fixture.apply('order.scheduled', first.tenantId, scheduling(first));
    expect((await orderAsRead(first.fixture, first.customer, first.order.id)).status).toBe('delivered');

    const second = await placedOrder();
    await second.fixture.apply('route.started', second.tenantId, runOf(second));
    await second.fixture.apply('order.scheduled', second.tenantId, scheduling(second));
    const read = await orderAsRead(second.fixture, second.customer, second.order.id);
    expect(read).toMatchObject({ status: 'in_transit', delivery: { date: '2026-11-27' } });
  });

  it('moved off a started run (its stop skipped), waits again for the next pickup', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, customer, order } = placed;
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture.apply('route.started', tenantId, runOf(placed));
    await fixture.apply(
      'stop.completed',
      tenantId,
      stopResult(placed, { status: 'skipped', reason: 'Skipped' }),
    );
    await fixture.apply(
      'order.scheduled',
      tenantId,
      scheduling(placed, { date: '2026-12-04', at: '2026-11-27T20:00:00.000Z' }),
    );
    expect(await orderAsRead(fixture, customer, order.id)).toMatchObject({
      status: 'placed',
      delivery: { date: '2026-12-04' },
    });
    await fixture.settled();
    expect(statusChanges(fixture, order.id)).toEqual(['in_transit', 'placed']);
  });

  it('of a delivered or cancelled order is settled: routing changes nothing more', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, owner, customer, order } = placed;
    await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(owner)
      .send({ status: 'cancelled' })
      .expect(200);
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture.apply('route.started', tenantId, runOf(placed));
    await fixture.apply('stop.completed', tenantId, stopResult(placed));
    expect(await orderAsRead(fixture, customer, order.id)).toMatchObject({
      status: 'cancelled',
      delivery: null,
    });
    await fixture.settled();
    expect(statusChanges(fixture, order.id)).toEqual(['cancelled']);
  });

  it('the owner still moves on by hand, and the run then changes nothing it already did', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, owner, customer, order } = placed;
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(owner)
      .send({ status: 'in_transit' })
      .expect(200);
    await fixture.apply('route.started', tenantId, runOf(placed));
    await fixture.apply('stop.completed', tenantId, stopResult(placed));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('delivered');
    await fixture.settled();
    expect(statusChanges(fixture, order.id)).toEqual(['in_transit', 'delivered']);
  });

  it.each(['delivered', 'cancelled'] as const)(
    'goes when the owner marks the order %s by hand, and routing’s later news brings it back nowhere',
    async (status) => {
      const placed = await placedOrder();
      const { fixture, tenantId, owner, customer, order } = placed;
      await fixture.apply('order.scheduled', tenantId, scheduling(placed));
      await fixture.apply('route.started', tenantId, runOf(placed));
      const res = await fixture
        .api()
        .patch(`/api/orders/${order.id}/status`)
        .set(owner)
        .send({ status })
        .expect(200);
      expect(orderResult.parse(res.body).order).toMatchObject({ status, delivery: null });

      await fixture.apply(
        'order.scheduled',
        tenantId,
        scheduling(placed, { date: '2026-12-04', at: '2026-11-27T20:00:00.000Z' }),
      );
      await fixture.apply('stop.completed', tenantId, stopResult(placed));
      expect(await orderAsRead(fixture, customer, order.id)).toMatchObject({ status, delivery: null });
      await fixture.settled();
      expect(statusChanges(fixture, order.id)).toEqual(['in_transit', status]);
    },
  );

  it('delivered on its route stays with the pickup that brought it, whatever the owner sets after', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, owner, customer, order } = placed;
    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture.apply('stop.completed', tenantId, stopResult(placed));
    const delivery = { date: '2026-11-27', routeName: 'Tuesday North', timeWindow: '2:00 PM - 5:00 PM' };
    expect(await orderAsRead(fixture, customer, order.id)).toMatchObject({ status: 'delivered', delivery });

    for (const status of ['delivered', 'cancelled'] as const) {
      const res = await fixture
        .api()
        .patch(`/api/orders/${order.id}/status`)
        .set(owner)
        .send({ status })
        .expect(200);
      expect(orderResult.parse(res.body).order).toMatchObject({ status, delivery });
    }
  });

  it('is another business’s business: its routing news never touches these orders', async () => {
    const placed = await placedOrder();
    const { fixture, tenantId, customer, order } = placed;
    const other = newId();
    // Another business cannot schedule this order, nor start its run or collect its stop.
    await fixture.apply('order.scheduled', other, scheduling(placed));
    expect((await orderAsRead(fixture, customer, order.id)).delivery).toBeNull();

    await fixture.apply('order.scheduled', tenantId, scheduling(placed));
    await fixture.apply('route.started', other, runOf(placed));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('placed');
    await fixture.apply('stop.completed', other, stopResult(placed));
    expect((await orderAsRead(fixture, customer, order.id)).status).toBe('placed');

    // Nor can a scheduling name another customer's login for it.
    const stranger = await placedOrder();
    await stranger.fixture.apply(
      'order.scheduled',
      stranger.tenantId,
      scheduling(stranger, { customerUserId: newId() }),
    );
    expect((await orderAsRead(stranger.fixture, stranger.customer, stranger.order.id)).delivery).toBeNull();
    await fixture.settled();
    expect(statusChanges(fixture, order.id)).toEqual([]);
  });
});
