import type { CartItem, CheckoutResult, Order, OrderList } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';

const open = screenTests();
const customerId = userOf('customer').id;

function order(overrides: Partial<Order>): Order {
  return {
    id: '680000000000000000000001',
    number: 'ORD-1001',
    customerUserId: customerId,
    customerName: 'Test User',
    status: 'delivered',
    items: [
      {
        productId: '660000000000000000000001',
        name: 'Farm Fresh Eggs',
        category: 'farm',
        price: 6.5,
        quantity: 2,
      },
      {
        productId: '660000000000000000000002',
        name: 'Compost Bag',
        category: 'compost',
        price: 8,
        quantity: 1,
      },
    ],
    subtotal: 21,
    tax: 1.68,
    amount: 22.68,
    date: '2026-11-20T15:00:00.000Z',
    receiptUrl: '/api/orders/680000000000000000000001/receipt',
    delivery: { date: '2026-11-24', routeName: 'Tuesday North', timeWindow: '2:00 PM - 5:00 PM' },
    ...overrides,
  };
}

function list(orders: Order[], totalPages = 1, page = 1): OrderList {
  return {
    orders,
    total: orders.length,
    totalPages,
    pagination: { total: orders.length, page, limit: 10, totalPages },
  };
}

const delivered = order({});
const inTransit = order({
  id: '680000000000000000000002',
  number: 'ORD-1002',
  status: 'in_transit',
  receiptUrl: 'https://pay.stripe.com/receipts/acct_1/rcpt_2',
  delivery: { date: '2026-11-27', routeName: 'Friday South', timeWindow: '2:00 PM - 5:00 PM' },
});
const placed = order({
  id: '680000000000000000000004',
  number: 'ORD-1004',
  status: 'placed',
  delivery: { date: '2026-12-04', routeName: 'Friday South', timeWindow: '2:00 PM - 5:00 PM' },
});
// Paid a moment ago: routing has not put it on a pickup yet.
const unscheduled = order({
  id: '680000000000000000000005',
  number: 'ORD-1005',
  status: 'placed',
  delivery: null,
});

const eggsInCart: CartItem = {
  id: '650000000000000000000001',
  productId: '660000000000000000000001',
  productName: 'Farm Fresh Eggs',
  name: 'Farm Fresh Eggs',
  description: '',
  category: 'farm',
  price: 6.5,
  quantity: 2,
  available: true,
};

const hasOrders = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-order]') !== null || rendered.text().includes('No orders yet');

const orderCard = (rendered: RenderedApp, id: string) =>
  rendered.container.querySelector(`[data-order="${id}"]`);

beforeEach(() => signIn('customer'));

describe('orders', () => {
  it('lists the orders with their status, lines, totals and date', async () => {
    mockApi({ 'GET /api/orders': json(list([inTransit, delivered])) });
    const rendered = await open('/orders', hasOrders);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Your Orders');
    const card = orderCard(rendered, delivered.id);
    expect(card?.querySelector('h2')?.textContent).toBe('Order ORD-1001');
    expect(card?.querySelector('[data-status]')?.textContent).toBe('Delivered');
    expect(orderCard(rendered, inTransit.id)?.querySelector('[data-status]')?.textContent).toBe('In Transit');
    expect(card?.textContent).toContain('2 × Farm Fresh Eggs$13.00');
    expect(card?.textContent).toContain('1 × Compost Bag$8.00');
    expect(card?.textContent).toContain('Subtotal$21.00Tax$1.68Total$22.68');
    expect(card?.textContent).toContain('November 20, 2026');
  });

  it('says where the extras are: the pickup they ride on, or that they came with it', async () => {
    mockApi({ 'GET /api/orders': json(list([unscheduled, placed, inTransit, delivered])) });
    const rendered = await open('/orders', hasOrders);
    const deliveryOf = (id: string) =>
      orderCard(rendered, id)?.querySelector('[data-delivery]')?.textContent ?? null;
    expect(deliveryOf(placed.id)).toBe('Arrives with your pickup on Fri, Dec 4, 2:00 PM - 5:00 PM');
    expect(deliveryOf(inTransit.id)).toBe('Arrives with your pickup on Fri, Nov 27, 2:00 PM - 5:00 PM');
    expect(deliveryOf(delivered.id)).toBe('Delivered with your pickup on Tue, Nov 24');
    expect(deliveryOf(unscheduled.id)).toBeNull();
    // Track is for an order on its way; Reorder and the receipt stay on every order.
    const labels = (id: string) =>
      [...(orderCard(rendered, id)?.querySelectorAll('a, button') ?? [])].map((each) => each.textContent);
    expect(labels(inTransit.id)).toEqual(['Receipt', 'Track', 'Reorder']);
    expect(labels(delivered.id)).toEqual(['Receipt', 'Reorder']);
    expect(labels(placed.id)).toEqual(['Receipt', 'Reorder']);
  });

  it('tracks an order in transit: its route, day and window, and the way to the schedule', async () => {
    mockApi({ 'GET /api/orders': json(list([inTransit, delivered])) });
    const rendered = await open('/orders', hasOrders);
    await click(button('Track'));
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the tracking dialog');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Track Order ORD-1002In Transit');
    expect(dialog?.querySelector('dl')?.textContent).toBe(
      'RouteFriday SouthDayFriday, November 27, 2026Window2:00 PM - 5:00 PM',
    );
    expect(rendered.location()).toBe(`/orders?track=${inTransit.id}`);
    expect(dialog?.querySelector('a')?.getAttribute('href')).toBe('/schedule');

    await click(button('Close'));
    await waitFor(() => rendered.location() === '/orders', 'the dialog to close');
  });

  it('opens the tracking the dashboard links to', async () => {
    mockApi({ 'GET /api/orders': json(list([inTransit, delivered])) });
    await open(`/orders?track=${inTransit.id}`, hasOrders);
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the tracking dialog');
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toContain('ORD-1002');
  });

  it('opens no tracking for an order already delivered', async () => {
    mockApi({ 'GET /api/orders': json(list([inTransit, delivered])) });
    await open(`/orders?track=${delivered.id}`, hasOrders);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('after a payment, asks again until Stripe’s webhook has placed the new order', async () => {
    const justPlaced = order({
      id: '680000000000000000000003',
      number: 'ORD-1003',
      date: new Date().toISOString(),
    });
    const api = mockApi({
      'GET /api/orders': [json(list([delivered])), json(list([justPlaced, delivered]))],
    });
    // Stripe brings the customer back here after a redirect-based payment.
    const rendered = await open('/orders?redirect_status=succeeded', hasOrders);
    expect(rendered.text()).toContain('Confirming your payment');
    await waitFor(() => orderCard(rendered, justPlaced.id) !== null, 'the new order', 5000);
    expect(rendered.text()).not.toContain('Confirming your payment');
    const asked = api.to('GET /api/orders').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.to('GET /api/orders')).toHaveLength(asked);
  }, 10_000);

  it('asks for the next page', async () => {
    const api = mockApi({ 'GET /api/orders': json(list([delivered], 2)) });
    const rendered = await open('/orders', hasOrders);
    expect(api.to('GET /api/orders')[0]?.url).toBe('/api/orders?page=1&limit=10');
    await click(button('Go to page 2'));
    await waitFor(() => api.to('GET /api/orders').length === 2, 'the second page');
    expect(api.to('GET /api/orders')[1]?.url).toBe('/api/orders?page=2&limit=10');
    expect(rendered.location()).toBe('/orders?page=2');
  });

  it('shows an empty state leading to the cart', async () => {
    mockApi({ 'GET /api/orders': json(list([], 0)) });
    const rendered = await open('/orders', hasOrders);
    expect(rendered.text()).toContain('No orders yet');
    expect(rendered.container.querySelector('section a[href="/customer/cart"]')?.textContent).toBe(
      'Go to Cart',
    );
  });

  it("links to Stripe's receipt, and opens this API's PDF with the session's token", async () => {
    const api = mockApi({
      'GET /api/orders': json(list([inTransit, delivered])),
      [`GET /api/orders/${delivered.id}/receipt`]: new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const opened: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    window.open = jest.fn((url?: string | URL) => {
      opened.push(String(url));
      return window;
    });
    const rendered = await open('/orders', hasOrders);
    const stripeLink = orderCard(rendered, inTransit.id)?.querySelector('a');
    expect(stripeLink?.getAttribute('href')).toBe(inTransit.receiptUrl);
    expect(stripeLink?.getAttribute('target')).toBe('_blank');

    await click(orderCard(rendered, delivered.id)?.querySelector('button') ?? null);
    await waitFor(() => opened.length === 1, 'the receipt');
    expect(opened).toEqual(['blob:receipt']);
    expect(api.to(`GET /api/orders/${delivered.id}/receipt`)[0]?.headers.Authorization).toBe(
      'Bearer token-customer',
    );
  });

  it('puts the order back in the cart and shows the cart dialog, which proceeds to checkout', async () => {
    const payment: CheckoutResult = {
      clientSecret: 'pi_9_secret_z',
      paymentId: '670000000000000000000009',
      intent: 'payment',
      amount: 14.04,
      subtotal: 13,
      tax: 1.04,
      items: [],
    };
    const api = mockApi({
      'GET /api/orders': json(list([delivered])),
      [`POST /api/orders/${delivered.id}/reorder`]: json([eggsInCart]),
      'POST /api/create-payment-intent': json(payment),
    });
    const rendered = await open('/orders', hasOrders);
    await click(button('Reorder'));
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the cart dialog');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Your Cart');
    expect(dialog?.textContent).toContain('2 × Farm Fresh Eggs$13.00');
    expect(dialog?.textContent).toContain('Subtotal$13.00Tax (8%)$1.04Total$14.04');
    // The reorder's answer is the cart: the dialog needs no second call.
    expect(api.to(`GET /api/cart/${customerId}`)).toHaveLength(0);

    await click(button('Proceed to Checkout'));
    await waitFor(() => rendered.location().startsWith('/checkout'), 'checkout');
    expect(rendered.location()).toBe(
      '/checkout?clientSecret=pi_9_secret_z&amount=14.04&paymentId=670000000000000000000009&intent=payment',
    );
  });

  it('shows Checkout Issue when the dialog cannot start checkout', async () => {
    mockApi({
      'GET /api/orders': json(list([delivered])),
      [`POST /api/orders/${delivered.id}/reorder`]: json([eggsInCart]),
      'POST /api/create-payment-intent': empty(502),
    });
    const rendered = await open('/orders', hasOrders);
    await click(button('Reorder'));
    await waitFor(() => button('Proceed to Checkout') !== null, 'the cart dialog');
    await click(button('Proceed to Checkout'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      "Checkout IssueWe couldn't start checkout right now. Please try again in a moment.",
    );
  });

  it("says so when the order can't go back in the cart", async () => {
    mockApi({
      'GET /api/orders': json(list([delivered])),
      [`POST /api/orders/${delivered.id}/reorder`]: empty(500),
    });
    const rendered = await open('/orders', hasOrders);
    await click(button('Reorder'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      "Couldn't Add ItemSomething went wrong. Please try again, or message us if the problem continues.",
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('confirms a payment Stripe brought back, and drops its parameters from the address', async () => {
    mockApi({ 'GET /api/orders': json(list([delivered])) });
    const rendered = await open(
      '/orders?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
      hasOrders,
    );
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Payment SuccessfulYour order has been placed.');
    expect(rendered.location()).toBe('/orders');
  });
});
