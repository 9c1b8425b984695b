import { billingMessages, checkoutResult, orderList, type Product } from '@pickup/contracts';
import { billingForTests, newId } from './support/billing-fixture';
import { addProduct, addToCart, checkout, confirm, editable, newCustomer } from './support/shop';

const billing = billingForTests();

async function shopper() {
  const fixture = billing();
  const { tenantId, owner } = await fixture.payableTenant();
  const userId = await fixture.newPerson(tenantId);
  const customer = fixture.auth('customer', tenantId, userId);
  const products = (await fixture.api().get('/api/products/purchasable').set(customer).expect(200))
    .body as Product[];
  return { fixture, tenantId, owner, userId, customer, products };
}

/** One payable business for the tests that only need customers of their own. */
let shared: Awaited<ReturnType<typeof shopper>> | undefined;
async function sharedShop() {
  shared ??= await shopper();
  const customer = await newCustomer(shared.fixture, shared.tenantId);
  return { ...shared, customer };
}

describe('checkout', () => {
  it('charges the cart at the server’s prices plus 8 % tax, whatever the client says', async () => {
    const { fixture, userId, customer, products } = await shopper();
    const eggs = products.find((p) => p.name === 'Farm Fresh Eggs');
    const bag = products.find((p) => p.name === 'Compost Bag');
    await fixture
      .api()
      .post('/api/cart')
      .set(customer)
      .send({ productId: eggs?.id, quantity: 2 })
      .expect(201);
    await fixture.api().post('/api/cart').set(customer).send({ productId: bag?.id }).expect(201);

    const res = await fixture
      .api()
      .post('/api/create-payment-intent')
      .set(customer)
      .send({ amount: 0.01, items: [{ id: eggs?.id, price: 0.01, quantity: 2 }] })
      .expect(200);
    const checkout = checkoutResult.parse(res.body);
    // 2 × $6.50 + $8.00 = $21.00; tax $1.68; total $22.68.
    expect(checkout).toMatchObject({ subtotal: 21, tax: 1.68, amount: 22.68, intent: 'payment' });
    expect(checkout.clientSecret).toContain('_secret_');

    const confirmed = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(customer)
      .send({ paymentId: checkout.paymentId })
      .expect(200);
    expect(confirmed.body.status).toBe('succeeded');

    const orders = orderList.parse((await fixture.api().get('/api/orders').set(customer).expect(200)).body);
    expect(orders.total).toBe(1);
    expect(orders.orders[0]).toMatchObject({
      amount: 22.68,
      status: 'placed',
      customerName: 'Robin Meadows',
    });
    const cart = await fixture.api().get(`/api/cart/${userId}`).set(customer).expect(200);
    expect(cart.body).toEqual([]);

    const [placed] = await fixture.probe.waitForEvents(
      'order.placed',
      (e) => e.data.customerUserId === userId,
    );
    expect(placed?.data.totalCents).toBe(2268);
    const [paid] = await fixture.probe.waitForEvents('payment.succeeded', (e) => e.data.userId === userId);
    expect(paid?.data).toMatchObject({ purpose: 'order', amountCents: 2268, applicationFeeCents: 227 });
  });

  // Tax is 8 % of the subtotal, rounded once to the cent (half up); the fee is 10 % of the total.
  const carts: {
    what: string;
    lines: [number, number][];
    subtotal: number;
    tax: number;
    amount: number;
    feeCents: number;
  }[] = [
    { what: 'one at $0.50', lines: [[0.5, 1]], subtotal: 0.5, tax: 0.04, amount: 0.54, feeCents: 5 },
    // 1.19 × 8 % = 0.0952: rounds up.
    {
      what: 'one at $1.19 (tax rounds up)',
      lines: [[1.19, 1]],
      subtotal: 1.19,
      tax: 0.1,
      amount: 1.29,
      feeCents: 13,
    },
    // Per line it would be 0.10 + 0.10; on the subtotal 2.38 × 8 % = 0.1904 is 0.19.
    {
      what: 'two lines at $1.19 (tax rounded once)',
      lines: [
        [1.19, 1],
        [1.19, 1],
      ],
      subtotal: 2.38,
      tax: 0.19,
      amount: 2.57,
      feeCents: 26,
    },
    { what: 'seven at $12.99', lines: [[12.99, 7]], subtotal: 90.93, tax: 7.27, amount: 98.2, feeCents: 982 },
    { what: 'three at $33.33', lines: [[33.33, 3]], subtotal: 99.99, tax: 8, amount: 107.99, feeCents: 1080 },
    // 59.97 + 1.14 = 61.11; tax 4.8888 is 4.89.
    {
      what: 'three at $19.99 and two at $0.57',
      lines: [
        [19.99, 3],
        [0.57, 2],
      ],
      subtotal: 61.11,
      tax: 4.89,
      amount: 66,
      feeCents: 660,
    },
  ];

  it.each(carts)(
    'totals $what: $amount with tax $tax, a fee of $feeCents cents',
    async ({ lines, subtotal, tax, amount, feeCents }) => {
      const { fixture, owner, customer } = await sharedShop();
      const items = [];
      for (const [price, quantity] of lines) {
        const product = await addProduct(fixture, owner, { name: `At ${price} ${newId()}`, price });
        await addToCart(fixture, customer, product.id, quantity);
        items.push({ productId: product.id, price, quantity });
      }
      const result = await checkout(fixture, customer);
      expect(result).toMatchObject({ subtotal, tax, amount });
      expect(result.items).toEqual(items.map((item) => expect.objectContaining(item)));

      const { orderId } = await confirm(fixture, customer.headers, result.paymentId);
      const [paid] = await fixture.probe.waitForEvents(
        'payment.succeeded',
        (e) => e.data.paymentId === result.paymentId,
      );
      expect(paid?.data).toMatchObject({
        purpose: 'order',
        amountCents: Math.round(amount * 100),
        applicationFeeCents: feeCents,
        orderId,
      });
      const [placed] = await fixture.probe.waitForEvents('order.placed', (e) => e.data.orderId === orderId);
      expect(placed?.data).toMatchObject({
        subtotalCents: Math.round(subtotal * 100),
        taxCents: Math.round(tax * 100),
        totalCents: Math.round(amount * 100),
      });
    },
  );

  it('reads nothing about money from the client: a tampered amount or item list changes nothing', async () => {
    const { fixture, customer, products } = await sharedShop();
    const bag = products.find((p) => p.name === 'Compost Bag');
    const liners = products.find((p) => p.name === 'Compostable Liners (50)');
    await addToCart(fixture, customer, bag?.id ?? '', 1);
    const tampered = [
      { amount: -50, items: [] },
      { amount: '1e9', items: [{ productId: liners?.id, price: 0, quantity: 99 }] },
      { amount: 8.64, items: 'everything' },
    ];
    for (const body of tampered) {
      const res = await fixture
        .api()
        .post('/api/create-payment-intent')
        .set(customer.headers)
        .send(body)
        .expect(200);
      expect(checkoutResult.parse(res.body)).toMatchObject({
        subtotal: 8,
        tax: 0.64,
        amount: 8.64,
        items: [{ productId: bag?.id, name: 'Compost Bag', category: 'compost', price: 8, quantity: 1 }],
      });
    }
  });

  it('charges the price the owner set last', async () => {
    const { fixture, owner, customer } = await sharedShop();
    const product = await addProduct(fixture, owner, { name: `Repriced ${newId()}`, price: 10 });
    await addToCart(fixture, customer, product.id, 2);
    await fixture
      .api()
      .put(`/api/products/${product.id}`)
      .set(owner)
      .send({ ...editable(product), price: 12.5 })
      .expect(200);
    expect(await checkout(fixture, customer)).toMatchObject({ subtotal: 25, tax: 2, amount: 27 });
  });

  it('refuses an empty cart', async () => {
    const { fixture, customer } = await sharedShop();
    const res = await fixture
      .api()
      .post('/api/create-payment-intent')
      .set(customer.headers)
      .send({ amount: 10 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: billingMessages.emptyCart, code: 'VALIDATION_FAILED' });
  });

  it('does not charge a withdrawn product, which stays in the cart unavailable', async () => {
    const { fixture, owner, customer } = await sharedShop();
    const kept = await addProduct(fixture, owner, { name: `Kept ${newId()}`, price: 5 });
    const withdrawn = await addProduct(fixture, owner, { name: `Withdrawn ${newId()}`, price: 20 });
    await addToCart(fixture, customer, kept.id, 2);
    await addToCart(fixture, customer, withdrawn.id, 1);
    await fixture
      .api()
      .put(`/api/products/${withdrawn.id}`)
      .set(owner)
      .send({ ...editable(withdrawn), active: false })
      .expect(200);

    const result = await checkout(fixture, customer);
    expect(result).toMatchObject({ subtotal: 10, tax: 0.8, amount: 10.8 });
    expect(result.items.map((item) => item.productId)).toEqual([kept.id]);
    await confirm(fixture, customer.headers, result.paymentId);

    const cart = await fixture.api().get(`/api/cart/${customer.userId}`).set(customer.headers).expect(200);
    expect(cart.body).toEqual([expect.objectContaining({ productId: withdrawn.id, available: false })]);

    // A cart of withdrawn products only is an empty cart.
    const res = await fixture.api().post('/api/create-payment-intent').set(customer.headers).send({});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(billingMessages.emptyCart);
  });

  it('is refused while the business cannot take card payments', async () => {
    const fixture = billing();
    const tenantId = await fixture.newTenant();
    const customer = await newCustomer(fixture, tenantId);
    const products = (await fixture.api().get('/api/products/purchasable').set(customer.headers).expect(200))
      .body as Product[];
    await addToCart(fixture, customer, products[0]?.id ?? '', 1);
    const res = await fixture.api().post('/api/create-payment-intent').set(customer.headers).send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: billingMessages.paymentsNotReady, code: 'CONFLICT' });
  });

  it('places no order when the card is declined, and keeps the cart', async () => {
    const { fixture, customer, products } = await sharedShop();
    await addToCart(fixture, customer, products[0]?.id ?? '', 3);
    const { paymentId, amount } = await checkout(fixture, customer);
    expect(await confirm(fixture, customer.headers, paymentId, 'failed')).toEqual({
      status: 'failed',
      orderId: null,
    });

    const [failed] = await fixture.probe.waitForEvents(
      'payment.failed',
      (e) => e.data.paymentId === paymentId,
    );
    expect(failed?.data).toEqual({
      paymentId,
      purpose: 'order',
      userId: customer.userId,
      amountCents: Math.round(amount * 100),
      reason: 'Your card was declined.',
      subscriptionId: null,
    });
    const orders = orderList.parse(
      (await fixture.api().get('/api/orders').set(customer.headers).expect(200)).body,
    );
    expect(orders.total).toBe(0);
    const cart = await fixture.api().get(`/api/cart/${customer.userId}`).set(customer.headers).expect(200);
    expect(cart.body).toHaveLength(1);
  });

  it('does not confirm a declined payment again (409: start a new one); a new checkout goes through', async () => {
    const { fixture, customer, products } = await sharedShop();
    await addToCart(fixture, customer, products[0]?.id ?? '', 1);
    const { paymentId } = await checkout(fixture, customer);
    await confirm(fixture, customer.headers, paymentId, 'failed');

    for (const outcome of ['succeeded', 'failed']) {
      const again = await fixture
        .api()
        .post('/api/stripe/simulate/confirm')
        .set(customer.headers)
        .send({ paymentId, outcome });
      expect([outcome, again.status, again.body]).toEqual([
        outcome,
        409,
        { error: billingMessages.paymentDeclined, code: 'CONFLICT' },
      ]);
    }
    const none = orderList.parse(
      (await fixture.api().get('/api/orders').set(customer.headers).expect(200)).body,
    );
    expect(none.total).toBe(0);

    const retry = await checkout(fixture, customer);
    expect(retry.paymentId).not.toBe(paymentId);
    const { status, orderId } = await confirm(fixture, customer.headers, retry.paymentId);
    expect(status).toBe('succeeded');
    const orders = orderList.parse(
      (await fixture.api().get('/api/orders').set(customer.headers).expect(200)).body,
    );
    expect(orders.orders.map((order) => order.id)).toEqual([orderId]);
  });

  it('confirms a payment once (409 after), and only the payer’s own (404 for anyone else)', async () => {
    const { fixture, tenantId, owner, customer, products } = await sharedShop();
    await addToCart(fixture, customer, products[0]?.id ?? '', 1);
    const { paymentId } = await checkout(fixture, customer);

    const neighbour = await newCustomer(fixture, tenantId);
    const elsewhere = await fixture.payableTenant();
    for (const payer of [
      neighbour.headers,
      owner,
      fixture.auth('customer', elsewhere.tenantId, customer.userId),
    ]) {
      const res = await fixture.api().post('/api/stripe/simulate/confirm').set(payer).send({ paymentId });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const unknown = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(customer.headers)
      .send({ paymentId: newId() });
    expect(unknown.status).toBe(404);

    await confirm(fixture, customer.headers, paymentId);
    const twice = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(customer.headers)
      .send({ paymentId });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: billingMessages.alreadyPaid, code: 'CONFLICT' });
    const orders = orderList.parse(
      (await fixture.api().get('/api/orders').set(customer.headers).expect(200)).body,
    );
    expect(orders.total).toBe(1);

    const invalid = await fixture
      .api()
      .post('/api/stripe/simulate/confirm')
      .set(customer.headers)
      .send({ paymentId, outcome: 'maybe' });
    expect(invalid.status).toBe(400);
  });

  it('is for customers: owners are refused (403), anonymous callers 401 (and find no payment to confirm)', async () => {
    const { fixture, owner } = await sharedShop();
    expect((await fixture.api().post('/api/create-payment-intent').set(owner).send({})).status).toBe(403);
    expect((await fixture.api().post('/api/create-payment-intent').send({})).status).toBe(401);
    expect(
      (await fixture.api().post('/api/stripe/simulate/confirm').send({ paymentId: newId() })).status,
    ).toBe(404);
  });
});
