import {
  checkoutResult,
  type Order,
  orderList,
  type Product,
  productList,
  productResult,
  type ProductInput,
  simulateConfirmResult,
} from '@pickup/contracts';
import type { BillingFixture } from './billing-fixture';

export type Headers = Record<string, string>;

export interface Customer {
  userId: string;
  headers: Headers;
}

/** A customer of the business, known to billing by name (as identity announces them). */
export async function newCustomer(
  fixture: BillingFixture,
  tenantId: string,
  name: [string, string] = ['Robin', 'Meadows'],
): Promise<Customer> {
  const userId = await fixture.newPerson(tenantId, 'customer', name);
  return { userId, headers: fixture.auth('customer', tenantId, userId) };
}

/** What the customer can buy, as the shop screen lists it. */
export async function productsFor(fixture: BillingFixture, customer: Customer): Promise<Product[]> {
  const res = await fixture.api().get('/api/products/purchasable').set(customer.headers).expect(200);
  return productList.parse(res.body);
}

export function named(products: Product[], name: string): Product {
  const found = products.find((product) => product.name === name);
  if (!found) throw new Error(`No product named ${name}`);
  return found;
}

/** A product the owner adds to the business. */
export async function addProduct(
  fixture: BillingFixture,
  owner: Headers,
  fields: Partial<ProductInput> & Pick<ProductInput, 'price'>,
): Promise<Product> {
  const res = await fixture
    .api()
    .post('/api/products')
    .set(owner)
    .send({ name: `Product ${fields.price}`, category: 'test', ...fields })
    .expect(201);
  return productResult.parse(res.body).product;
}

export async function addToCart(
  fixture: BillingFixture,
  customer: Customer,
  productId: string,
  quantity = 1,
): Promise<void> {
  await fixture.api().post('/api/cart').set(customer.headers).send({ productId, quantity }).expect(201);
}

/** Checks the cart out; the answer names the payment to confirm. */
export async function checkout(fixture: BillingFixture, customer: Customer) {
  const res = await fixture
    .api()
    .post('/api/create-payment-intent')
    .set(customer.headers)
    .send({})
    .expect(200);
  return checkoutResult.parse(res.body);
}

/** Confirms a payment as Stripe.js would (simulated payments). */
export async function confirm(
  fixture: BillingFixture,
  payer: Headers,
  paymentId: string,
  outcome: 'succeeded' | 'failed' = 'succeeded',
) {
  const res = await fixture
    .api()
    .post('/api/stripe/simulate/confirm')
    .set(payer)
    .send({ paymentId, outcome })
    .expect(200);
  return simulateConfirmResult.parse(res.body);
}

/** Buys these products as the customer (cart, checkout, card) and answers the order placed. */
export async function buy(
  fixture: BillingFixture,
  customer: Customer,
  lines: { productId: string; quantity: number }[],
): Promise<Order> {
  for (const line of lines) await addToCart(fixture, customer, line.productId, line.quantity);
  const { paymentId } = await checkout(fixture, customer);
  const { orderId } = await confirm(fixture, customer.headers, paymentId);
  const res = await fixture.api().get('/api/orders').query({ limit: 100 }).set(customer.headers).expect(200);
  const order = orderList.parse(res.body).orders.find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`The order of payment ${paymentId} is not listed`);
  return order;
}

/** A product's editable fields, as the owner's edit form sends them back. */
export function editable(product: Product): ProductInput {
  const { name, description, price, category, active } = product;
  return { name, description, price, category, active };
}
