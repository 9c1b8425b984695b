import type { CartItem, CheckoutResult, Product } from '@pickup/contracts/schemas';
import { json, mockApi, empty } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { linkTo, toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';

const open = screenTests();
const customerId = userOf('customer').id;
const cartPath = `GET /api/cart/${customerId}`;

function item(overrides: Partial<CartItem>): CartItem {
  return {
    id: '650000000000000000000001',
    productId: '660000000000000000000001',
    productName: 'Farm Fresh Eggs',
    name: 'Farm Fresh Eggs',
    description: 'A dozen free-range eggs',
    category: 'farm',
    price: 6.5,
    quantity: 1,
    available: true,
    ...overrides,
  };
}

const eggs = item({ quantity: 3 });
const compost = item({
  id: '650000000000000000000002',
  productId: '660000000000000000000002',
  productName: 'Compost Bag',
  name: 'Compost Bag',
  category: 'compost',
  price: 8,
  quantity: 1,
});
const liners = item({
  id: '650000000000000000000003',
  productId: '660000000000000000000003',
  productName: 'Compostable Liners (50)',
  name: 'Compostable Liners (50)',
  category: 'supplies',
  price: 12,
  quantity: 2,
  available: false,
});

const hasCart = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-cart-item]') !== null ||
  rendered.text().includes('Your cart is empty');

function summary(rendered: RenderedApp): Record<string, string> {
  return Object.fromEntries(
    [...rendered.container.querySelectorAll('[data-summary-row]')].map((row) => [
      row.getAttribute('data-summary-row') ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

function cartLines(rendered: RenderedApp): string[] {
  return [...rendered.container.querySelectorAll('[data-cart-item] h3')].map((h) => h.textContent ?? '');
}

beforeEach(() => signIn('customer'));

describe('cart screen', () => {
  it('shows the items, and totals with 8 % tax to the cent, leaving out withdrawn products', async () => {
    mockApi({ [cartPath]: json([eggs, compost, liners]) });
    const rendered = await open('/customer/cart', hasCart);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Your Cart');
    expect(cartLines(rendered)).toEqual(['Farm Fresh Eggs', 'Compost Bag', 'Compostable Liners (50)']);
    // 3 × 6.50 + 8.00 = 27.50; 8 % of it is 2.20; the liners are no longer sold and not charged.
    expect(summary(rendered)).toEqual({ Subtotal: '$27.50', 'Tax (8%)': '$2.20', Total: '$29.70' });
    expect(rendered.text()).toContain('No longer available: not charged');
  });

  it('rounds the tax half up to the cent', async () => {
    mockApi({ [cartPath]: json([item({ price: 12.35, quantity: 1 })]) });
    const rendered = await open('/customer/cart', hasCart);
    // 8 % of 12.35 is 0.988.
    expect(summary(rendered)).toEqual({ Subtotal: '$12.35', 'Tax (8%)': '$0.99', Total: '$13.34' });
  });

  it('sends the new quantity with plus and minus, and updates the totals', async () => {
    const api = mockApi({
      [cartPath]: json([eggs]),
      [`PUT /api/cart/${eggs.id}`]: (request) =>
        json({ item: { ...eggs, quantity: (request.body as { quantity: number }).quantity } }),
    });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Increase quantity of Farm Fresh Eggs'));
    expect(api.to(`PUT /api/cart/${eggs.id}`).map((call) => call.body)).toEqual([{ quantity: 4 }]);
    expect(rendered.container.querySelector('[data-quantity]')?.textContent).toBe('4');
    expect(summary(rendered).Subtotal).toBe('$26.00');
    await click(button('Decrease quantity of Farm Fresh Eggs'));
    expect(api.to(`PUT /api/cart/${eggs.id}`).map((call) => call.body)).toEqual([
      { quantity: 4 },
      { quantity: 3 },
    ]);
    expect(summary(rendered).Subtotal).toBe('$19.50');
  });

  it('removes an item when minus takes its quantity to 0', async () => {
    const api = mockApi({
      [cartPath]: [json([eggs, compost]), json([eggs])],
      [`PUT /api/cart/${compost.id}`]: json({ item: null }),
    });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Decrease quantity of Compost Bag'));
    expect(api.to(`PUT /api/cart/${compost.id}`)[0]?.body).toEqual({ quantity: 0 });
    expect(cartLines(rendered)).toEqual(['Farm Fresh Eggs']);
    expect(summary(rendered).Total).toBe('$21.06');
  });

  it('puts the quantity back and says so when the server refuses it', async () => {
    mockApi({ [cartPath]: json([eggs]), [`PUT /api/cart/${eggs.id}`]: empty(500) });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Increase quantity of Farm Fresh Eggs'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to update item quantity');
    expect(rendered.container.querySelector('[data-quantity]')?.textContent).toBe('3');
  });

  it('removes an item, and brings it back with a toast when that fails', async () => {
    const api = mockApi({
      [cartPath]: json([eggs, compost]),
      [`DELETE /api/cart/${compost.id}`]: [empty(204), empty(500)],
    });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Remove Compost Bag'));
    expect(api.to(`DELETE /api/cart/${compost.id}`)).toHaveLength(1);
    expect(cartLines(rendered)).toEqual(['Farm Fresh Eggs']);
    rendered.unmount();

    const again = await open('/customer/cart', hasCart);
    await click(button('Remove Compost Bag'));
    await waitFor(() => toastText(again) !== null, 'the toast');
    expect(toastText(again)).toBe('ErrorFailed to remove item');
    expect(cartLines(again)).toEqual(['Farm Fresh Eggs', 'Compost Bag']);
  });

  it('proceeds to checkout with the payment in the query', async () => {
    const payment: CheckoutResult = {
      clientSecret: 'pi_123_secret_abc',
      paymentId: '670000000000000000000001',
      intent: 'payment',
      amount: 29.7,
      subtotal: 27.5,
      tax: 2.2,
      items: [],
    };
    const api = mockApi({
      [cartPath]: json([eggs, compost, liners]),
      'POST /api/create-payment-intent': json(payment),
    });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Proceed to Checkout'));
    expect(api.to('POST /api/create-payment-intent')[0]?.body).toEqual({
      amount: 29.7,
      items: [
        { productId: eggs.productId, quantity: 3 },
        { productId: compost.productId, quantity: 1 },
      ],
    });
    await waitFor(() => rendered.location().startsWith('/checkout'), 'checkout');
    expect(rendered.location()).toBe(
      '/checkout?clientSecret=pi_123_secret_abc&amount=29.7&paymentId=670000000000000000000001&intent=payment',
    );
  });

  it('shows Checkout Failed when the payment cannot start', async () => {
    mockApi({ [cartPath]: json([eggs]), 'POST /api/create-payment-intent': empty(502) });
    const rendered = await open('/customer/cart', hasCart);
    await click(button('Proceed to Checkout'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Checkout FailedUnable to process checkout. Please try again.');
    expect(rendered.location()).toBe('/customer/cart');
  });

  it('offers the products on sale when the cart is empty, and adds one', async () => {
    const product: Product = {
      id: compost.productId,
      name: 'Compost Bag',
      description: '20 lb bag of finished compost',
      price: 8,
      category: 'compost',
      active: true,
      orderCount: 0,
    };
    const api = mockApi({
      [cartPath]: [json([]), json([compost])],
      'GET /api/products/purchasable': json([product]),
      'POST /api/cart': json({ item: compost }, 201),
    });
    const rendered = await open('/customer/cart', hasCart);
    await waitFor(() => button('Add to Cart') !== null, 'the products');
    expect(rendered.text()).toContain('Your cart is empty');
    expect(rendered.text()).toContain('$8.00');
    await click(button('Add to Cart'));
    expect(api.to('POST /api/cart')[0]?.body).toEqual({ productId: compost.productId, quantity: 1 });
    await waitFor(() => cartLines(rendered).length === 1, 'the filled cart');
    expect(toastText(rendered)).toBe('Added to CartCompost Bag is in your cart.');
  });

  it('leads back to the dashboard', async () => {
    mockApi({ [cartPath]: json([eggs]) });
    const rendered = await open('/acme/cart', hasCart);
    expect(linkTo(rendered, '/acme/dashboard')?.textContent).toBe('Back to Dashboard');
  });
});
