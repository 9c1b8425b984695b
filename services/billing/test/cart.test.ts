import { billingMessages, cartItemResult, cartItems, type Product, quickAddResult } from '@pickup/contracts';
import { billingForTests, newId } from './support/billing-fixture';
import { addProduct, type Customer, editable, named, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

/** A business with its default products, shared by the tests of this file (each has its own customers). */
let shop: { tenantId: string; owner: Record<string, string>; products: Product[] } | undefined;

async function shopper() {
  const fixture = billing();
  if (!shop) {
    const tenantId = await fixture.newTenant();
    const owner = fixture.auth('owner', tenantId);
    const products = await productsFor(fixture, await newCustomer(fixture, tenantId));
    shop = { tenantId, owner, products };
  }
  const customer = await newCustomer(fixture, shop.tenantId);
  return { fixture, ...shop, customer, eggs: named(shop.products, 'Farm Fresh Eggs') };
}

async function cartOf(fixture: ReturnType<typeof billing>, customer: Customer) {
  const res = await fixture.api().get(`/api/cart/${customer.userId}`).set(customer.headers).expect(200);
  return cartItems.parse(res.body);
}

function add(fixture: ReturnType<typeof billing>, customer: Customer, body: object) {
  return fixture.api().post('/api/cart').set(customer.headers).send(body);
}

describe('the cart', () => {
  it('is empty at first, and shows each product added with its current price', async () => {
    const { fixture, customer, eggs } = await shopper();
    expect(await cartOf(fixture, customer)).toEqual([]);

    const res = await add(fixture, customer, { productId: eggs.id, quantity: 2 }).expect(201);
    const { item } = cartItemResult.parse(res.body);
    expect(item).toEqual({
      id: expect.any(String),
      productId: eggs.id,
      productName: 'Farm Fresh Eggs',
      name: 'Farm Fresh Eggs',
      description: eggs.description,
      category: 'farm',
      price: 6.5,
      quantity: 2,
      available: true,
    });
    expect(await cartOf(fixture, customer)).toEqual([item]);
  });

  it('adds to the quantity when the same product is added again (one by default)', async () => {
    const { fixture, customer, eggs } = await shopper();
    const first = cartItemResult.parse(
      (await add(fixture, customer, { productId: eggs.id, quantity: 2 }).expect(201)).body,
    );
    const second = cartItemResult.parse(
      (await add(fixture, customer, { productId: eggs.id }).expect(201)).body,
    );
    expect(second.item).toMatchObject({ id: first.item?.id, quantity: 3 });
    const cart = await cartOf(fixture, customer);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
  });

  it('never holds more than 99 of one product: 60 and 60 more is 99', async () => {
    const { fixture, customer, eggs } = await shopper();
    await add(fixture, customer, { productId: eggs.id, quantity: 60 }).expect(201);
    const res = await add(fixture, customer, { productId: eggs.id, quantity: 60 }).expect(201);
    expect(cartItemResult.parse(res.body).item).toMatchObject({ productId: eggs.id, quantity: 99 });
    await add(fixture, customer, { productId: eggs.id }).expect(201);
    expect((await cartOf(fixture, customer)).map((item) => [item.productId, item.quantity])).toEqual([
      [eggs.id, 99],
    ]);
  });

  it('refuses quantities under 1, over 99 or not whole', async () => {
    const { fixture, customer, eggs } = await shopper();
    const cases: [unknown, string][] = [
      [0, 'Quantity must be at least 1'],
      [-2, 'Quantity must be at least 1'],
      [100, 'At most 99 of one item'],
      [1.5, 'Quantity must be a whole number'],
      ['2', 'Quantity must be a whole number'],
    ];
    for (const [quantity, message] of cases) {
      const res = await add(fixture, customer, { productId: eggs.id, quantity });
      expect([quantity, res.status]).toEqual([quantity, 400]);
      expect(res.body.details).toEqual([{ path: 'quantity', message }]);
    }
    const noProduct = await add(fixture, customer, { productId: 'eggs' });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.details).toEqual([{ path: 'productId', message: 'Must be a valid id' }]);
    expect(await cartOf(fixture, customer)).toEqual([]);
  });

  it('refuses an unknown product, another business’s, and a withdrawn one, with the same 404', async () => {
    const { fixture, owner, customer } = await shopper();
    const elsewhere = await fixture.newTenant();
    const foreign = await addProduct(fixture, fixture.auth('owner', elsewhere), {
      name: 'Elsewhere',
      price: 2,
    });
    const withdrawn = await addProduct(fixture, owner, { name: 'Withdrawn', price: 2, active: false });

    for (const productId of [newId(), foreign.id, withdrawn.id]) {
      const res = await add(fixture, customer, { productId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: billingMessages.productUnavailable, code: 'NOT_FOUND' });
    }
    expect(await cartOf(fixture, customer)).toEqual([]);
  });

  it('sets an item’s quantity; 0 or less removes the item (answered null)', async () => {
    const { fixture, customer, products } = await shopper();
    const [a, b, c] = products;
    const ids: string[] = [];
    for (const product of [a, b, c]) {
      const res = await add(fixture, customer, { productId: product?.id }).expect(201);
      ids.push(cartItemResult.parse(res.body).item?.id ?? '');
    }
    const [first, second, third] = ids;

    const set = (itemId: string | undefined, quantity: number) =>
      fixture.api().put(`/api/cart/${itemId}`).set(customer.headers).send({ quantity });
    const four = await set(first, 4).expect(200);
    expect(cartItemResult.parse(four.body).item).toMatchObject({ id: first, productId: a?.id, quantity: 4 });
    expect((await set(second, 0).expect(200)).body).toEqual({ item: null });
    expect((await set(third, -3).expect(200)).body).toEqual({ item: null });

    expect((await cartOf(fixture, customer)).map((item) => [item.id, item.quantity])).toEqual([[first, 4]]);
    const gone = await set(second, 2);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Item not found', code: 'NOT_FOUND' });
    expect((await set(first, 100)).status).toBe(400);
  });

  it('removes an item', async () => {
    const { fixture, customer, eggs } = await shopper();
    const { item } = cartItemResult.parse(
      (await add(fixture, customer, { productId: eggs.id }).expect(201)).body,
    );
    await fixture.api().delete(`/api/cart/${item?.id}`).set(customer.headers).expect(204);
    expect(await cartOf(fixture, customer)).toEqual([]);
    const again = await fixture.api().delete(`/api/cart/${item?.id}`).set(customer.headers);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Item not found', code: 'NOT_FOUND' });
  });

  it('shows a withdrawn or deleted product as unavailable, at its current price or none', async () => {
    const { fixture, owner, customer } = await shopper();
    const kept = await addProduct(fixture, owner, { name: 'Kept', price: 3 });
    const withdrawn = await addProduct(fixture, owner, { name: 'Soon withdrawn', price: 4 });
    const deleted = await addProduct(fixture, owner, { name: 'Soon deleted', price: 5 });
    for (const product of [kept, withdrawn, deleted])
      await add(fixture, customer, { productId: product.id }).expect(201);

    await fixture
      .api()
      .put(`/api/products/${withdrawn.id}`)
      .set(owner)
      .send({ ...editable(withdrawn), price: 4.25, active: false })
      .expect(200);
    await fixture.api().delete(`/api/products/${deleted.id}`).set(owner).expect(204);
    await fixture
      .api()
      .put(`/api/products/${kept.id}`)
      .set(owner)
      .send({ ...editable(kept), price: 3.75 })
      .expect(200);

    const cart = await cartOf(fixture, customer);
    expect(
      cart.map(({ productId, name, price, available }) => ({ productId, name, price, available })),
    ).toEqual([
      { productId: kept.id, name: 'Kept', price: 3.75, available: true },
      { productId: withdrawn.id, name: 'Soon withdrawn', price: 4.25, available: false },
      { productId: deleted.id, name: 'Product no longer sold', price: 0, available: false },
    ]);
  });
});

describe('quick add (Quick Order)', () => {
  it('puts one of the product in the cart at the business’s price, whatever the client says', async () => {
    const { fixture, customer, eggs } = await shopper();
    const res = await fixture
      .api()
      .post('/api/orders/quick-add')
      .set(customer.headers)
      .send({ productId: eggs.id, userId: newId(), productName: 'Free eggs', price: 0.01, category: 'gift' })
      .expect(200);
    const added = quickAddResult.parse(res.body);
    expect(added).toEqual({
      productName: 'Farm Fresh Eggs',
      item: expect.objectContaining({ productId: eggs.id, price: 6.5, quantity: 1, category: 'farm' }),
    });
    await fixture
      .api()
      .post('/api/orders/quick-add')
      .set(customer.headers)
      .send({ productId: eggs.id })
      .expect(200);
    expect((await cartOf(fixture, customer)).map((item) => item.quantity)).toEqual([2]);

    const unknown = await fixture
      .api()
      .post('/api/orders/quick-add')
      .set(customer.headers)
      .send({ productId: newId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(billingMessages.productUnavailable);
  });
});

describe('one customer’s cart', () => {
  it('is theirs alone: another customer’s cart, or items, are 404', async () => {
    const { fixture, customer, eggs, tenantId } = await shopper();
    const neighbour = await newCustomer(fixture, tenantId);
    const theirs = cartItemResult.parse(
      (await add(fixture, neighbour, { productId: eggs.id, quantity: 2 }).expect(201)).body,
    );
    const itemId = theirs.item?.id;

    const read = await fixture.api().get(`/api/cart/${neighbour.userId}`).set(customer.headers);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ error: 'Cart not found', code: 'NOT_FOUND' });

    const change = await fixture.api().put(`/api/cart/${itemId}`).set(customer.headers).send({ quantity: 9 });
    expect(change.status).toBe(404);
    expect(change.body).toEqual({ error: 'Item not found', code: 'NOT_FOUND' });
    // A quantity of 0 is a removal: still not theirs to remove.
    const zero = await fixture.api().put(`/api/cart/${itemId}`).set(customer.headers).send({ quantity: 0 });
    expect(zero.status).toBe(404);
    const remove = await fixture.api().delete(`/api/cart/${itemId}`).set(customer.headers);
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual({ error: 'Item not found', code: 'NOT_FOUND' });

    expect(await cartOf(fixture, neighbour)).toEqual([theirs.item]);
    expect(await cartOf(fixture, customer)).toEqual([]);
  });

  it('belongs to one business: the same person elsewhere has another cart', async () => {
    const { fixture, customer, eggs } = await shopper();
    await add(fixture, customer, { productId: eggs.id }).expect(201);
    const elsewhere = await fixture.newTenant();
    const sameUserElsewhere = {
      userId: customer.userId,
      headers: fixture.auth('customer', elsewhere, customer.userId),
    };
    expect(await cartOf(fixture, sameUserElsewhere)).toEqual([]);
    const item = (await cartOf(fixture, customer))[0];
    const change = await fixture
      .api()
      .put(`/api/cart/${item?.id}`)
      .set(sameUserElsewhere.headers)
      .send({ quantity: 5 });
    expect(change.status).toBe(404);
  });

  it('is for customers: owners are refused (403), anonymous callers 401', async () => {
    const { fixture, customer, owner, eggs } = await shopper();
    const itemId = newId();
    const calls = [
      () => fixture.api().get(`/api/cart/${customer.userId}`),
      () => fixture.api().post('/api/cart').send({ productId: eggs.id }),
      () => fixture.api().put(`/api/cart/${itemId}`).send({ quantity: 1 }),
      () => fixture.api().delete(`/api/cart/${itemId}`),
      () => fixture.api().post('/api/orders/quick-add').send({ productId: eggs.id }),
    ];
    for (const call of calls) {
      expect((await call().set(owner)).status).toBe(403);
      expect((await call()).status).toBe(401);
      expect((await call().set(fixture.auth('customer', null))).status).toBe(403);
    }
  });
});
