// The demo customer's orders, made through the gateway as the portal makes them: cart, checkout
// and the simulated card payment. Two earlier orders are marked delivered by the owner (as a
// driver's collected stop does when routes run); the latest rides on the household's next pickup
// (routing puts it there), so the dashboard's Recent Orders, the Orders page and Popular Items show
// real data. Idempotent: a customer with any order keeps what they have. Needs simulated payments
// (the development set-up): with real Stripe keys nothing is paid for, and nothing is made.
import {
  billingApi,
  cartItemResult,
  checkoutResult,
  orderList,
  orderResult,
  paymentsConfig,
  productList,
  simulateConfirmResult,
  type Product,
} from '@pickup/contracts';
import type { CustomerSession } from './demo-customer-login';
import { expectAnswer, type GatewayClient } from './gateway-client';

/** Oldest first: what the household bought, by product name and quantity; the last stays on its way. */
const demoBaskets: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = [
  [
    ['Compost Bag', 1],
    ['Farm Fresh Eggs', 1],
  ],
  [['Compostable Liners (50)', 1]],
  [['Farm Fresh Eggs', 2]],
];

async function buy(
  api: GatewayClient,
  customer: CustomerSession,
  products: Product[],
  basket: ReadonlyArray<readonly [string, number]>,
): Promise<string | null> {
  for (const [name, quantity] of basket) {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) continue;
    expectAnswer(
      await api.call(billingApi.addToCart, {
        token: customer.token,
        body: { productId: product.id, quantity },
      }),
      201,
      cartItemResult,
      `putting ${name} in the cart`,
    );
  }
  const checkout = await api.call(billingApi.checkout, { token: customer.token, body: {} });
  if (checkout.status !== 200) return null;
  const { paymentId } = checkoutResult.parse(checkout.body);
  const confirmed = expectAnswer(
    await api.call(billingApi.simulateConfirm, { token: customer.token, body: { paymentId } }),
    200,
    simulateConfirmResult,
    'paying for the demo order',
  );
  return confirmed.orderId;
}

/** Places the orders when the customer has none. Answers what was made, in words. */
export async function addDemoOrders(
  api: GatewayClient,
  ownerToken: string,
  customer: CustomerSession,
): Promise<string[]> {
  const existing = expectAnswer(
    await api.call(billingApi.listOrders, { token: customer.token, query: {} }),
    200,
    orderList,
    "reading the demo customer's orders",
  );
  if (existing.total > 0) return [];
  // Simulated payments only: the confirm call is refused when real Stripe keys are set.
  const payments = expectAnswer(
    await api.call(billingApi.paymentsConfig, {}),
    200,
    paymentsConfig,
    'reading how payments are taken',
  );
  if (!payments.simulated) return [];

  const products = expectAnswer(
    await api.call(billingApi.purchasableProducts, { token: customer.token }),
    200,
    productList,
    'reading the products for sale',
  );
  const orderIds: string[] = [];
  for (const basket of demoBaskets) {
    const orderId = await buy(api, customer, products, basket);
    if (orderId) orderIds.push(orderId);
  }
  for (const orderId of orderIds.slice(0, -1)) {
    expectAnswer(
      await api.call(billingApi.updateOrderStatus, {
        token: ownerToken,
        params: { id: orderId },
        body: { status: 'delivered' },
      }),
      200,
      orderResult,
      'marking a demo order delivered',
    );
  }
  return orderIds.length > 0 ? [`${orderIds.length} orders for the demo customer`] : [];
}
