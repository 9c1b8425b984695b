import { defaultProducts, productList, productResult } from '@pickup/contracts';
import { billingForTests, newId } from './support/billing-fixture';
import { addProduct, editable, newCustomer, productsFor } from './support/shop';

const billing = billingForTests();

async function business() {
  const fixture = billing();
  const tenantId = await fixture.newTenant();
  return { fixture, tenantId, owner: fixture.auth('owner', tenantId) };
}

async function catalogueOf(fixture: ReturnType<typeof billing>, owner: Record<string, string>) {
  return productList.parse((await fixture.api().get('/api/products').set(owner).expect(200)).body);
}

describe('a business’s products', () => {
  it('start as the four defaults, sorted by name', async () => {
    const { fixture, owner } = await business();
    const products = await catalogueOf(fixture, owner);
    const expected = [...defaultProducts]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((product) => ({ ...product, id: expect.any(String), active: true, orderCount: 0 }));
    expect(products).toEqual(expected);
  });

  it('are added by the owner (trimmed, category in lower case, active unless said otherwise)', async () => {
    const { fixture, owner } = await business();
    const res = await fixture
      .api()
      .post('/api/products')
      .set(owner)
      .send({ name: '  Worm Castings  ', price: 14.25, category: ' Soil ' })
      .expect(201);
    const { product } = productResult.parse(res.body);
    expect(product).toEqual({
      id: expect.any(String),
      name: 'Worm Castings',
      description: '',
      price: 14.25,
      category: 'soil',
      active: true,
      orderCount: 0,
    });
    expect(await catalogueOf(fixture, owner)).toContainEqual(product);
  });

  it('refuses a product without a name or category, or under $0.50, or priced in fractions of a cent', async () => {
    const { fixture, owner } = await business();
    const post = (body: object) => fixture.api().post('/api/products').set(owner).send(body);

    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'category',
      'name',
      'price',
    ]);

    const bad = await post({ name: ' ', price: 0.49, category: '', description: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'price', message: 'Price must be at least $0.50' },
        { path: 'category', message: 'Category is required' },
        { path: 'description', message: 'Description must be at most 500 characters' },
      ]),
    );
    const long = await post({ name: 'x'.repeat(101), price: 1.005, category: 'c'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at most 100 characters' },
        { path: 'category', message: 'Category must be at most 40 characters' },
        expect.objectContaining({ path: 'price' }),
      ]),
    );
    expect(await catalogueOf(fixture, owner)).toHaveLength(4);
  });

  it('are changed by the owner; another business’s product is 404 like an unknown one', async () => {
    const { fixture, owner } = await business();
    const other = await business();
    const product = await addProduct(fixture, owner, { name: 'Leaf Mulch', price: 9 });
    const change = { name: 'Leaf Mulch (large)', description: 'Two bags', price: 16.5, category: 'Soil' };

    const res = await fixture.api().put(`/api/products/${product.id}`).set(owner).send(change).expect(200);
    expect(productResult.parse(res.body).product).toEqual({
      ...product,
      ...change,
      category: 'soil',
      active: true,
    });

    const foreign = await fixture.api().put(`/api/products/${product.id}`).set(other.owner).send(change);
    const unknown = await fixture.api().put(`/api/products/${newId()}`).set(owner).send(change);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
    expect(unknown.body).toEqual(foreign.body);
    expect((await catalogueOf(fixture, owner)).find((p) => p.id === product.id)?.name).toBe(
      'Leaf Mulch (large)',
    );

    const invalid = await fixture
      .api()
      .put(`/api/products/${product.id}`)
      .set(owner)
      .send({ ...change, price: -1 });
    expect(invalid.status).toBe(400);
    expect((await fixture.api().put('/api/products/42').set(owner).send(change)).status).toBe(400);
  });

  it('are deleted by the owner only from their own business', async () => {
    const { fixture, owner } = await business();
    const other = await business();
    const product = await addProduct(fixture, owner, { name: 'Rain Barrel', price: 65 });

    const foreign = await fixture.api().delete(`/api/products/${product.id}`).set(other.owner);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
    expect(await catalogueOf(fixture, owner)).toContainEqual(product);

    await fixture.api().delete(`/api/products/${product.id}`).set(owner).expect(204);
    expect((await catalogueOf(fixture, owner)).map((p) => p.id)).not.toContain(product.id);
    expect((await fixture.api().delete(`/api/products/${product.id}`).set(owner)).status).toBe(404);
  });

  it('withdrawn, stay in the owner’s list but leave the customers’', async () => {
    const { fixture, tenantId, owner } = await business();
    const customer = await newCustomer(fixture, tenantId);
    const product = await addProduct(fixture, owner, { name: 'Seasonal Seedlings', price: 4.5 });
    expect((await productsFor(fixture, customer)).map((p) => p.id)).toContain(product.id);

    await fixture
      .api()
      .put(`/api/products/${product.id}`)
      .set(owner)
      .send({ ...editable(product), active: false })
      .expect(200);
    expect((await productsFor(fixture, customer)).map((p) => p.id)).not.toContain(product.id);
    expect(await catalogueOf(fixture, owner)).toContainEqual({ ...product, active: false });
  });

  it('belong to one business: neither its owner nor its customers see another’s', async () => {
    const a = await business();
    const b = await business();
    const onlyA = await addProduct(a.fixture, a.owner, { name: 'Only at A', price: 3 });
    const customerOfB = await newCustomer(b.fixture, b.tenantId);

    expect((await catalogueOf(b.fixture, b.owner)).map((p) => p.id)).not.toContain(onlyA.id);
    expect((await productsFor(b.fixture, customerOfB)).map((p) => p.id)).not.toContain(onlyA.id);
    const popular = await b.fixture.api().get('/api/products/popular').set(customerOfB.headers).expect(200);
    expect(productList.parse(popular.body).map((p) => p.id)).not.toContain(onlyA.id);
  });
});

describe('who may call', () => {
  it('lets only owners manage products, and only customers shop them', async () => {
    const { fixture, tenantId, owner } = await business();
    const customer = fixture.auth('customer', tenantId);
    const product = (await catalogueOf(fixture, owner))[0];
    const body = { name: 'Nope', price: 1, category: 'x' };
    const ownerCalls = [
      () => fixture.api().get('/api/products'),
      () => fixture.api().post('/api/products').send(body),
      () => fixture.api().put(`/api/products/${product?.id}`).send(body),
      () => fixture.api().delete(`/api/products/${product?.id}`),
    ];
    for (const call of ownerCalls) {
      const res = await call().set(customer);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect((await call()).status).toBe(401);
      expect((await call().set(fixture.auth('owner', null))).status).toBe(403);
    }
    for (const path of ['/api/products/purchasable', '/api/products/popular']) {
      expect((await fixture.api().get(path).set(owner)).status).toBe(403);
      expect((await fixture.api().get(path)).status).toBe(401);
    }
    expect(await catalogueOf(fixture, owner)).toHaveLength(4);
  });
});
