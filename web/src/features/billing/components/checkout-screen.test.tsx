import { empty, json, mockApi } from '../../../../test/api-mock';
import { advance, button, clickNow } from '../../../../test/clicks';
import { linkTo, toastText } from '../../../../test/form-queries';
import { signIn, waitFor } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();
const paymentId = '670000000000000000000001';
const checkoutPath = `/checkout?clientSecret=pi_1_secret_abc&amount=29.7&paymentId=${paymentId}&intent=payment`;
const simulated = { 'GET /api/stripe/config': json({ publishableKey: null, simulated: true }) };
const noOrders = json({
  orders: [],
  total: 0,
  totalPages: 0,
  pagination: { total: 0, page: 1, limit: 10, totalPages: 0 },
});
const payButton = () => button('Pay $29.70');

beforeEach(() => signIn('customer'));
afterEach(() => jest.useRealTimers());

describe('checkout', () => {
  it('shows the amount and says no card is charged in test mode', async () => {
    mockApi(simulated);
    const rendered = await open(checkoutPath, () => payButton() !== null);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Checkout');
    expect(rendered.container.querySelector('[data-amount-due]')?.textContent).toBe('$29.70');
    expect(rendered.text()).toContain('Test mode: no card is charged');
  });

  it('confirms a simulated payment after 2 seconds, then shows the orders', async () => {
    const api = mockApi({
      ...simulated,
      'POST /api/stripe/simulate/confirm': json({ status: 'succeeded', orderId: '680000000000000000000001' }),
      'GET /api/orders': noOrders,
    });
    const rendered = await open(checkoutPath, () => payButton() !== null);
    jest.useFakeTimers();
    clickNow(payButton());
    expect(button('Processing…')?.disabled).toBe(true);
    await advance(1950);
    expect(api.to('POST /api/stripe/simulate/confirm')).toHaveLength(0);
    await advance(300);
    expect(api.to('POST /api/stripe/simulate/confirm').map((call) => call.body)).toEqual([
      { paymentId, clientSecret: 'pi_1_secret_abc', outcome: 'succeeded' },
    ]);
    expect(rendered.location()).toBe('/orders');
    expect(toastText(rendered)).toBe('Payment SuccessfulYour order has been placed.');
  });

  it("shows Payment Failed with the server's message and lets the customer try again", async () => {
    mockApi({
      ...simulated,
      'POST /api/stripe/simulate/confirm': json(
        { error: 'This payment is already complete', code: 'CONFLICT' },
        409,
      ),
    });
    const rendered = await open(checkoutPath, () => payButton() !== null);
    jest.useFakeTimers();
    clickNow(payButton());
    await advance(2300);
    expect(toastText(rendered)).toBe('Payment FailedThis payment is already complete');
    expect(payButton()?.disabled).toBe(false);
    expect(rendered.location()).toBe(checkoutPath);
  });

  it('confirms nothing when the customer leaves before the 2 seconds are up', async () => {
    const api = mockApi({ ...simulated, 'GET /api/cart/64b0c0ffee00000000000001': json([]) });
    const rendered = await open(checkoutPath, () => payButton() !== null);
    jest.useFakeTimers();
    clickNow(payButton());
    clickNow(linkTo(rendered, '/customer/cart'));
    await advance(3000);
    expect(rendered.location()).toBe('/customer/cart');
    expect(api.to('POST /api/stripe/simulate/confirm')).toHaveLength(0);
  });

  it('offers a retry when the payment form cannot load', async () => {
    mockApi({ 'GET /api/stripe/config': [empty(502), json({ publishableKey: null, simulated: true })] });
    await open(checkoutPath, (r) => r.text().includes('The payment form could not load'));
    clickNow(button('Retry'));
    await waitFor(() => payButton() !== null, 'the payment button');
  });

  it('has nothing to pay without a payment in the address', async () => {
    mockApi(simulated);
    const rendered = await open('/checkout?amount=10', (r) => r.text().includes('Nothing to pay'));
    expect(linkTo(rendered, '/customer/cart')).not.toBeNull();
    expect(payButton()).toBeNull();
  });
});
