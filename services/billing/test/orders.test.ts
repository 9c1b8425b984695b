import { cartItems, type Order, orderList, orderResult, productList } from '@pickup/contracts';
import type { Response } from 'supertest';
import { billingForTests, newId } from './support/billing-fixture';
import { addProduct, buy, type Customer, editable, named, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

/**
 * One business whose two customers have ordered (Robin twice, Ash once), shared by the tests that
 * only read; tests that change an order's status use orders of their own.
 */
let shop:
  | {
      tenantId: string;
      owner: Record<string, string>;
      robin: Customer;
      ash: Customer;
      robinsFirst: Order;
      robinsSecond: Order;
      ashs: Order;
    }
  | undefined;

async function business() {
  const fixture = billing();
  if (!shop) {
    const { tenantId, owner } = await fixture.payableTenant();
    const robin = await newCustomer(fixture, tenantId, ['Robin', 'Meadows']);
    const ash = await newCustomer(fixture, tenantId, ['Ash', 'Fields']);
    const products = await productsFor(fixture, robin);
    const eggs = named(products, 'Farm Fresh Eggs');
    const bag = named(products, 'Compost Bag');
    const robinsFirst = await buy(fixture, robin, [{ productId: eggs.id, quantity: 2 }]);
    const ashs = await buy(fixture, ash, [{ productId: bag.id, quantity: 1 }]);
    const robinsSecond = await buy(fixture, robin, [
      { productId: bag.id, quantity: 1 },
      { productId: eggs.id, quantity: 1 },
    ]);
    shop = { tenantId, owner, robin, ash, robinsFirst, robinsSecond, ashs };
  }
  return { fixture, ...shop };
}

async function ordersOf(fixture: ReturnType<typeof billing>, headers: Record<string, string>, query = {}) {
  const res = await fixture.api().get('/api/orders').query(query).set(headers).expect(200);
  return orderList.parse(res.body);
}

/** Supertest leaves a body of a type it does not know unparsed: the PDF is read as its bytes. */
function bytes(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('a customer’s orders', () => {
  it('are their own, newest first, with their lines, totals and receipt', async () => {
    const { fixture, robin, ash, robinsFirst, robinsSecond } = await business();
    const list = await ordersOf(fixture, robin.headers);
    expect(list.orders.map((order) => order.id)).toEqual([robinsSecond.id, robinsFirst.id]);
    expect(list).toMatchObject({
      total: 2,
      totalPages: 1,
      pagination: { total: 2, page: 1, limit: 20, totalPages: 1 },
    });
    expect(list.orders[1]).toEqual({
      id: robinsFirst.id,
      number: expect.stringMatching(/^ORD-[0-9A-F]{8}$/),
      customerUserId: robin.userId,
      customerName: 'Robin Meadows',
      status: 'placed',
      items: [
        { productId: expect.any(String), name: 'Farm Fresh Eggs', category: 'farm', price: 6.5, quantity: 2 },
      ],
      subtotal: 13,
      tax: 1.04,
      amount: 14.04,
      date: expect.any(String),
      receiptUrl: `/api/orders/${robinsFirst.id}/receipt`,
      delivery: null,
    });
    expect(Date.parse(robinsSecond.date)).toBeGreaterThanOrEqual(Date.parse(robinsFirst.date));

    // The owner's filters are not theirs: asking for another customer's orders still lists their own.
    const sneaky = await ordersOf(fixture, robin.headers, {
      customerUserId: ash.userId,
      status: 'delivered',
    });
    expect(sneaky.orders.map((order) => order.id)).toEqual([robinsSecond.id, robinsFirst.id]);
    // Another business knows nothing of them.
    expect((await ordersOf(fixture, fixture.auth('customer', newId(), robin.userId))).total).toBe(0);
  });

  it('page by page', async () => {
    const { fixture, robin, robinsFirst, robinsSecond } = await business();
    const first = await ordersOf(fixture, robin.headers, { limit: 1 });
    expect(first).toMatchObject({ total: 2, totalPages: 2 });
    expect(first.orders.map((order) => order.id)).toEqual([robinsSecond.id]);
    const second = await ordersOf(fixture, robin.headers, { limit: 1, page: 2 });
    expect(second.orders.map((order) => order.id)).toEqual([robinsFirst.id]);
    const bad = await fixture.api().get('/api/orders').query({ limit: 0 }).set(robin.headers);
    expect(bad.status).toBe(400);
  });
});

describe('the owner’s orders', () => {
  it('are the whole business’s, by status and by customer', async () => {
    const { fixture, owner, ash, robin, robinsFirst, robinsSecond, ashs } = await business();
    const all = await ordersOf(fixture, owner);
    expect(all.orders.map((order) => order.id)).toEqual([robinsSecond.id, ashs.id, robinsFirst.id]);
    expect(all.orders.map((order) => order.customerName)).toEqual([
      'Robin Meadows',
      'Ash Fields',
      'Robin Meadows',
    ]);

    const ashOnly = await ordersOf(fixture, owner, { customerUserId: ash.userId });
    expect(ashOnly.orders.map((order) => order.id)).toEqual([ashs.id]);
    const placed = await ordersOf(fixture, owner, { status: 'placed', customerUserId: robin.userId });
    expect(placed.total).toBe(2);
    expect((await ordersOf(fixture, owner, { status: 'delivered' })).total).toBe(0);

    const bad = await fixture.api().get('/api/orders').query({ status: 'lost' }).set(owner);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(['status']);
  });

  it('move on (in transit, delivered) and order.status_changed tells the customer', async () => {
    const { fixture, tenantId, owner, robin } = await business();
    const ownerId = newId();
    const me = fixture.auth('owner', tenantId, ownerId);
    const order = await buy(fixture, robin, [
      { productId: (await productsFor(fixture, robin))[0]?.id ?? '', quantity: 1 },
    ]);

    const res = await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(me)
      .send({ status: 'in_transit' })
      .expect(200);
    expect(orderResult.parse(res.body).order).toEqual({ ...order, status: 'in_transit' });
    const [moved] = await fixture.probe.waitForEvents(
      'order.status_changed',
      (e) => e.data.orderId === order.id,
    );
    expect(moved).toMatchObject({
      tenantId,
      actor: { userId: ownerId, role: 'owner' },
      data: { orderId: order.id, customerUserId: robin.userId, status: 'in_transit' },
    });

    await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(owner)
      .send({ status: 'delivered' })
      .expect(200);
    const delivered = await ordersOf(fixture, owner, { status: 'delivered' });
    expect(delivered.orders.map((o) => o.id)).toContain(order.id);
    expect((await ordersOf(fixture, robin.headers)).orders.find((o) => o.id === order.id)?.status).toBe(
      'delivered',
    );

    // The same status again is no change: nothing more is announced.
    await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(owner)
      .send({ status: 'delivered' })
      .expect(200);
    await fixture.settled();
    expect(fixture.probe.matching('order.status_changed', (e) => e.data.orderId === order.id)).toHaveLength(
      2,
    );

    const bad = await fixture
      .api()
      .patch(`/api/orders/${order.id}/status`)
      .set(owner)
      .send({ status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: 'status', message: 'Status must be placed, in_transit, delivered or cancelled' },
    ]);
  });

  it('of another business are 404, and unknown to it', async () => {
    const { fixture, robinsFirst, robin } = await business();
    const other = await fixture.payableTenant();
    expect((await ordersOf(fixture, other.owner)).total).toBe(0);
    const move = await fixture
      .api()
      .patch(`/api/orders/${robinsFirst.id}/status`)
      .set(other.owner)
      .send({ status: 'cancelled' });
    const unknown = await fixture
      .api()
      .patch(`/api/orders/${newId()}/status`)
      .set(other.owner)
      .send({ status: 'cancelled' });
    expect(move.status).toBe(404);
    expect(move.body).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    expect(unknown.body).toEqual(move.body);
    expect((await ordersOf(fixture, robin.headers)).orders.find((o) => o.id === robinsFirst.id)?.status).toBe(
      'placed',
    );
    expect((await fixture.api().get(`/api/orders/${robinsFirst.id}/receipt`).set(other.owner)).status).toBe(
      404,
    );
  });
});

describe('reorder', () => {
  it('puts the order’s products still on sale back in the cart, in their quantities', async () => {
    const { fixture, tenantId, owner } = await business();
    const customer = await newCustomer(fixture, tenantId);
    const kept = await addProduct(fixture, owner, { name: `Kept ${newId()}`, price: 4 });
    const withdrawn = await addProduct(fixture, owner, { name: `Withdrawn ${newId()}`, price: 6 });
    const order = await buy(fixture, customer, [
      { productId: kept.id, quantity: 3 },
      { productId: withdrawn.id, quantity: 2 },
    ]);
    await fixture
      .api()
      .put(`/api/products/${withdrawn.id}`)
      .set(owner)
      .send({ ...editable(withdrawn), active: false })
      .expect(200);

    const res = await fixture.api().post(`/api/orders/${order.id}/reorder`).set(customer.headers).expect(200);
    const cart = cartItems.parse(res.body);
    expect(cart.map(({ productId, quantity, available }) => ({ productId, quantity, available }))).toEqual([
      { productId: kept.id, quantity: 3, available: true },
    ]);
    const read = await fixture.api().get(`/api/cart/${customer.userId}`).set(customer.headers).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('never puts more than 99 of a product in the cart: a 60 reordered twice is 99', async () => {
    const { fixture, tenantId, owner } = await business();
    const customer = await newCustomer(fixture, tenantId);
    const product = await addProduct(fixture, owner, { name: `Bulk ${newId()}`, price: 1 });
    const order = await buy(fixture, customer, [{ productId: product.id, quantity: 60 }]);
    const reorder = async () =>
      cartItems.parse(
        (await fixture.api().post(`/api/orders/${order.id}/reorder`).set(customer.headers).expect(200)).body,
      );
    expect((await reorder()).map((item) => item.quantity)).toEqual([60]);
    expect((await reorder()).map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: product.id, quantity: 99 },
    ]);
  });

  it('is the customer’s own: another customer’s order is 404, and owners cannot', async () => {
    const { fixture, owner, ash, robinsFirst } = await business();
    const res = await fixture.api().post(`/api/orders/${robinsFirst.id}/reorder`).set(ash.headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    const cart = await fixture.api().get(`/api/cart/${ash.userId}`).set(ash.headers).expect(200);
    expect(cart.body).toEqual([]);
    expect((await fixture.api().post(`/api/orders/${robinsFirst.id}/reorder`).set(owner)).status).toBe(403);
  });
});

describe('the receipt', () => {
  it('is a PDF, for the customer and for the owner', async () => {
    const { fixture, owner, robin, robinsFirst } = await business();
    for (const reader of [robin.headers, owner]) {
      const res = await fixture
        .api()
        .get(`/api/orders/${robinsFirst.id}/receipt`)
        .set(reader)
        .buffer(true)
        .parse(bytes)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${robinsFirst.number}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(500);
    }
  });

  it('of another customer’s order is 404', async () => {
    const { fixture, ash, robinsFirst } = await business();
    const res = await fixture.api().get(`/api/orders/${robinsFirst.id}/receipt`).set(ash.headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    expect((await fixture.api().get(`/api/orders/${robinsFirst.id}/receipt`)).status).toBe(401);
  });
});

describe('Popular Items', () => {
  it('ranks the customer’s own most-ordered products first, marked user-favorite, then the business’s', async () => {
    const { fixture, tenantId, robin } = await business();
    const popular = async (customer: Customer) =>
      productList.parse(
        (await fixture.api().get('/api/products/popular').set(customer.headers).expect(200)).body,
      );

    // Robin ordered eggs most (3), then the bag (fewer), each in paid orders.
    const mine = await popular(robin);
    expect(mine.slice(0, 2).map((p) => [p.name, p.category])).toEqual([
      ['Farm Fresh Eggs', 'user-favorite'],
      ['Compost Bag', 'user-favorite'],
    ]);
    expect(mine.slice(2).every((p) => p.category !== 'user-favorite')).toBe(true);
    expect(mine.length).toBeLessThanOrEqual(6);

    // A new customer sees what the business sells most (other tests' orders count too), in their
    // real categories, before what nobody ordered.
    const newcomer = await newCustomer(fixture, tenantId);
    const theirs = await popular(newcomer);
    expect(theirs.every((p) => p.category !== 'user-favorite')).toBe(true);
    const eggs = theirs.findIndex((p) => p.name === 'Farm Fresh Eggs');
    expect(theirs[eggs]).toMatchObject({ category: 'farm', orderCount: 2 });
    expect(theirs.slice(0, eggs).every((p) => p.orderCount > 0)).toBe(true);
  });

  it('ranks the business’s products by the quantity its paid orders hold, counted from the orders', async () => {
    const fixture = billing();
    const { tenantId, owner } = await fixture.payableTenant();
    const [ana, ben] = [await newCustomer(fixture, tenantId), await newCustomer(fixture, tenantId)];
    const bulk = await addProduct(fixture, owner, { name: 'Bulk Mulch', price: 2 });
    const often = await addProduct(fixture, owner, { name: 'Often Eggs', price: 3 });
    // Bought at once by two customers: every order counts, each with its quantity.
    await Promise.all([
      buy(fixture, ana, [{ productId: bulk.id, quantity: 5 }]),
      buy(fixture, ben, [{ productId: often.id, quantity: 1 }]),
    ]);
    await buy(fixture, ana, [{ productId: often.id, quantity: 1 }]);
    const newcomer = await newCustomer(fixture, tenantId);
    const popular = productList.parse(
      (await fixture.api().get('/api/products/popular').set(newcomer.headers).expect(200)).body,
    );
    expect(popular.slice(0, 2).map((p) => [p.name, p.orderCount])).toEqual([
      ['Bulk Mulch', 1],
      ['Often Eggs', 2],
    ]);
    // Another business's orders count nothing here.
    const other = await fixture.payableTenant();
    const elsewhere = productList.parse(
      (await fixture.api().get('/api/products').set(other.owner).expect(200)).body,
    );
    expect(elsewhere.every((p) => p.orderCount === 0)).toBe(true);
  });

  it('counts paid orders only, once per order whatever the quantity', async () => {
    const fixture = billing();
    const { tenantId, owner } = await fixture.payableTenant();
    const customer = await newCustomer(fixture, tenantId);
    const product = await addProduct(fixture, owner, { name: 'Counted', price: 1 });
    await buy(fixture, customer, [{ productId: product.id, quantity: 5 }]);
    await buy(fixture, customer, [{ productId: product.id, quantity: 1 }]);
    const products = productList.parse(
      (await fixture.api().get('/api/products').set(owner).expect(200)).body,
    );
    expect(products.find((p) => p.id === product.id)?.orderCount).toBe(2);
    const popular = productList.parse(
      (await fixture.api().get('/api/products/popular').set(customer.headers).expect(200)).body,
    );
    expect(popular[0]).toMatchObject({ id: product.id, category: 'user-favorite', orderCount: 2 });
  });
});
