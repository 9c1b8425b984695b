import { empty, json, mockApi, type Answer } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import type { Order } from '@pickup/contracts/schemas';
import {
  compostBag,
  customerId,
  deliveredOrder,
  farmEggs,
  inTransitOrder,
  placedOrder,
  nextPickup,
  noPickup,
  orderList,
  popular,
  products,
  profile,
  subscription,
  thread,
  weights,
} from '../testing/dashboard-fixtures';
import { chosenProductKey } from '../utils/chosen-product';
import { nextPickupRefreshMs } from './next-pickup-card';

const open = screenTests();

/** Every service the dashboard reads, answered; a test replaces what it is about. */
function services(overrides: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    'GET /api/business/branding': json({ businessName: 'Maple Street Compost', logoUrl: null }),
    [`GET /api/customer/${customerId}/next-pickup`]: json(nextPickup),
    'GET /api/customer/profile': json({ profile }),
    'GET /api/products/purchasable': json(products),
    'GET /api/products/popular': json(popular),
    'GET /api/orders': json(orderList),
    [`GET /api/messages/user/${customerId}`]: json(thread),
    'GET /api/customer/weights': json(weights),
    'GET /api/billing/subscription': json({ subscription }),
    ...overrides,
  });
}

const loaded = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-pickup-date]') !== null ||
  rendered.text().includes('No pickup scheduled yet');

const quickOrderField = (rendered: RenderedApp) =>
  rendered.container.querySelector<HTMLInputElement>('input[name="quickOrder"]');

const orderRow = (rendered: RenderedApp, order: Order) =>
  rendered.container.querySelector(`[data-order="${order.id}"]`);

beforeEach(() => signIn('customer'));

describe('the customer dashboard', () => {
  it('welcomes the household by name and shows its real next pickup', async () => {
    services();
    const rendered = await open('/dashboard', loaded);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Welcome back, Test!');
    const card = rendered.container.querySelector('[data-next-pickup]');
    expect(card?.querySelector('[data-pickup-date]')?.textContent).toBe('Friday, November 27');
    expect(card?.querySelector('[data-pickup-window]')?.textContent).toBe('2:00 PM - 5:00 PM');
    expect(card?.querySelector('[data-time-until]')?.textContent).toBe('in 3 days');
    expect(card?.querySelector('[data-pickup-route]')?.textContent).toBe('Friday North');
  });

  it('asks routing again every 5 minutes', async () => {
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    const api = services();
    const rendered = await open('/dashboard', loaded);
    expect(api.to(`GET /api/customer/${customerId}/next-pickup`)).toHaveLength(1);
    const poll = setTimeoutSpy.mock.calls.find(([, delay]) => delay === nextPickupRefreshMs);
    expect(nextPickupRefreshMs).toBe(300_000);
    expect(poll).toBeDefined();
    setTimeoutSpy.mockRestore();
    // What the timer runs when 5 minutes are up: the next pickup is fetched again.
    (poll?.[0] as () => void)();
    await waitFor(() => api.to(`GET /api/customer/${customerId}/next-pickup`).length === 2, 'the refetch');
    expect(rendered.container.querySelector('[data-pickup-date]')).not.toBeNull();
  });

  it('tells a household on no route yet what happens next', async () => {
    services({ [`GET /api/customer/${customerId}/next-pickup`]: json(noPickup) });
    const rendered = await open('/dashboard', loaded);
    expect(rendered.container.querySelector('[data-next-pickup]')?.textContent).toContain(
      'No pickup scheduled yet',
    );
    expect(rendered.text()).toContain('The business adds your address to one of its routes');
  });

  it('keeps the other panels when one service fails', async () => {
    services({ 'GET /api/orders': empty(502), 'GET /api/products/popular': empty(502) });
    const rendered = await open('/dashboard', loaded);
    await waitFor(() => rendered.text().includes('Your orders could not load'), 'the orders failure');
    expect(rendered.text()).toContain('Popular items could not load');
    expect(rendered.container.querySelector('[data-subscription]')).not.toBeNull();
    expect(rendered.container.querySelectorAll('[data-message]')).toHaveLength(5);
  });

  it('shows the four tiles, and the cart tile opens the cart dialog', async () => {
    services({ [`GET /api/cart/${customerId}`]: json([]) });
    const rendered = await open('/dashboard', loaded);
    const tiles = [...rendered.container.querySelectorAll('[data-tile]')];
    expect(tiles.map((tile) => tile.getAttribute('data-tile'))).toEqual([
      'Schedule',
      'Cart',
      'Support',
      'Weight',
    ]);
    expect(rendered.container.querySelector('[data-tile="Schedule"] a')?.getAttribute('href')).toBe(
      '/customer/schedule',
    );
    expect(rendered.container.querySelector('[data-tile="Support"] a')?.getAttribute('href')).toBe(
      '/customer/messaging',
    );
    expect(rendered.container.querySelector('[data-tile="Weight"] a')?.getAttribute('href')).toBe(
      '/customer/weight-tracking',
    );
    await click(rendered.container.querySelector('[data-tile="Cart"] button'));
    await waitFor(() => rendered.text().includes('Your cart is empty'), 'the cart dialog');
  });

  it('keeps the tenant prefix in the tiles under a business path', async () => {
    services();
    const rendered = await open('/acme/dashboard', loaded);
    expect(rendered.container.querySelector('[data-tile="Schedule"] a')?.getAttribute('href')).toBe(
      '/acme/schedule',
    );
    expect(rendered.container.querySelector('[data-tile="Support"] a')?.getAttribute('href')).toBe(
      '/acme/messaging',
    );
  });

  describe('Quick Order', () => {
    it('keeps View Details disabled while the text is blank, and shows at most 5 matches', async () => {
      services();
      const rendered = await open('/dashboard', loaded);
      expect(button('View Details')?.disabled).toBe(true);
      await typeInto(quickOrderField(rendered), '   ');
      expect(button('View Details')?.disabled).toBe(true);
      await typeInto(quickOrderField(rendered), 'egg');
      const matches = rendered.container.querySelectorAll('[aria-label="Matching products"] li');
      expect(matches).toHaveLength(5);
      expect(button('View Details')?.disabled).toBe(false);
      await typeInto(quickOrderField(rendered), 'kale');
      expect(rendered.text()).toContain('No products match “kale”.');
      expect(button('View Details')?.disabled).toBe(true);
    });

    it('stores the chosen product and opens its details', async () => {
      services();
      const rendered = await open('/dashboard', loaded);
      await typeInto(quickOrderField(rendered), 'finished compost');
      await click(button('View Details'));
      const chosen = compostBag;
      expect(rendered.location()).toBe(`/product-details?id=${chosen.id}`);
      expect(JSON.parse(window.localStorage.getItem(chosenProductKey) ?? 'null')).toEqual(chosen);
      await waitFor(() => rendered.container.querySelector('h1')?.textContent === chosen.name, 'the details');
    });
  });

  it('lists popular items by what the household orders, and choosing one opens it', async () => {
    services();
    const rendered = await open('/dashboard', loaded);
    const list = rendered.container.querySelector('[aria-label="Popular items"]');
    await waitFor(() => list?.querySelectorAll('li').length === 2, 'the popular items');
    expect(list?.textContent).toContain('Your favourite · Ordered 41 times');
    await click(list?.querySelector('button') ?? null);
    expect(rendered.location()).toBe(`/product-details?id=${farmEggs.id}`);
  });

  describe('Recent Orders', () => {
    it('offers Track on an order in transit and Reorder on a delivered one, nothing on a placed one', async () => {
      services();
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => orderRow(rendered, inTransitOrder) !== null, 'the orders');
      const inTransit = orderRow(rendered, inTransitOrder);
      expect(inTransit?.querySelector('a')?.textContent).toBe('Track');
      expect(inTransit?.querySelector('a')?.getAttribute('href')).toBe(`/orders?track=${inTransitOrder.id}`);
      expect(inTransit?.querySelector('[data-delivery]')?.textContent).toBe(
        'Arrives with your pickup on Fri, Nov 27, 2:00 PM - 5:00 PM',
      );
      expect(orderRow(rendered, placedOrder)?.querySelector('a, button')).toBeNull();
      expect(orderRow(rendered, deliveredOrder)?.querySelector('button')?.textContent).toBe('Reorder');
      expect(orderRow(rendered, deliveredOrder)?.querySelector('[data-delivery]')?.textContent).toBe(
        'Delivered with your pickup on Fri, Nov 27',
      );
      expect(rendered.container.querySelector('a[href="/orders"]')?.textContent).toBe('View All');
    });

    it('puts a delivered order back in the cart and shows it', async () => {
      const cart = [
        {
          id: '690000000000000000000701',
          productId: farmEggs.id,
          productName: 'Farm Eggs',
          name: 'Farm Eggs',
          description: '',
          category: 'eggs',
          price: 6.5,
          quantity: 2,
          available: true,
        },
      ];
      const api = services({
        [`POST /api/orders/${deliveredOrder.id}/reorder`]: json(cart),
        [`GET /api/cart/${customerId}`]: json(cart),
      });
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => orderRow(rendered, deliveredOrder) !== null, 'the orders');
      await click(orderRow(rendered, deliveredOrder)?.querySelector('button') ?? null);
      expect(api.to(`POST /api/orders/${deliveredOrder.id}/reorder`)).toHaveLength(1);
      await waitFor(() => rendered.text().includes('Your Cart'), 'the cart dialog');
      expect(rendered.text()).toContain('2 × Farm Eggs');
    });

    it("says Couldn't Add Item when the reorder fails", async () => {
      services({ [`POST /api/orders/${deliveredOrder.id}/reorder`]: empty(502) });
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => orderRow(rendered, deliveredOrder) !== null, 'the orders');
      await click(orderRow(rendered, deliveredOrder)?.querySelector('button') ?? null);
      await waitFor(() => toastText(rendered) !== null, 'the toast');
      expect(toastText(rendered)).toBe(
        "Couldn't Add ItemSomething went wrong. Please try again, or message us if the problem continues.",
      );
    });
  });

  it('shows the last 5 messages, newest first, and links to /messages', async () => {
    services();
    const rendered = await open('/dashboard', loaded);
    await waitFor(() => rendered.container.querySelectorAll('[data-message]').length === 5, 'the messages');
    const shown = [...rendered.container.querySelectorAll('[data-message]')];
    expect(shown[0]?.textContent).toContain('Support');
    expect(shown[0]?.textContent).toContain('See you then!');
    expect(shown[0]?.textContent).toContain('now');
    expect(shown[1]?.textContent).toContain('You');
    expect(shown[1]?.textContent).toContain('45 minutes ago');
    expect(shown.some((each) => each.textContent?.includes('Can I get a second bucket?'))).toBe(false);
    expect(rendered.container.querySelector('a[href="/messages"]')?.textContent).toBe('View All');
  });

  describe('Payment & Billing', () => {
    it('shows the real plan, price, status, card and the plan change ahead', async () => {
      services();
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => rendered.container.querySelector('[data-subscription]') !== null, 'the plan');
      const fact = (label: string) =>
        rendered.container.querySelector(`[data-subscription] [data-fact="${label}"]`)?.textContent;
      expect(fact('Plan')).toBe('Weekly Pickup');
      expect(fact('Price')).toBe('$25.00 / month');
      expect(fact('Status')).toBe('Active');
      expect(fact('Card')).toBe('Visa ending in 4242');
      expect(fact('Plan change')).toBe('Changes to Biweekly on Dec 12');
      expect(rendered.container.querySelector('a[href="/subscribe"]')?.textContent).toBe('Manage Billing');
    });

    it('says when there is no card subscription and offers the plans', async () => {
      services({
        'GET /api/billing/subscription': json({ error: 'No subscription', code: 'NOT_FOUND' }, 404),
      });
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => rendered.text().includes('No card subscription'), 'the empty plan');
      expect(rendered.container.querySelector('a[href="/subscribe"]')?.textContent).toBe('View Plans');
    });
  });

  describe('the onboarding', () => {
    it('shows the 3 steps once and tells the server when closed', async () => {
      const api = services({
        'GET /api/customer/profile': json({ profile: { ...profile, hasSeenOnboarding: false } }),
        'PUT /api/customer/onboarding': json({ profile }),
      });
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => document.querySelector('[data-onboarding-step="1"]') !== null, 'the welcome');
      expect(document.body.textContent).toContain('Welcome to Maple Street Compost!');
      await click(button('Next'));
      expect(document.querySelector('[data-onboarding-step="2"]')?.textContent).toContain('Quick Order');
      await click(button('Next'));
      expect(document.querySelector('[data-onboarding-pickup]')?.textContent).toContain(
        'Friday, November 27',
      );
      await click(button('Close'));
      await waitFor(() => document.querySelector('[data-onboarding-step]') === null, 'the dialog to close');
      expect(api.to('PUT /api/customer/onboarding')).toHaveLength(1);
      expect(window.localStorage.getItem('hasSeenOnboarding')).toBe(customerId);
      expect(rendered.location()).toBe('/dashboard');
    });

    it('is not shown once the server remembers it was seen', async () => {
      services();
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => rendered.container.querySelector('[data-subscription]') !== null, 'the page');
      expect(document.querySelector('[data-onboarding-step]')).toBeNull();
    });

    it('stays shut for the household that closed it, even when the server was not told', async () => {
      window.localStorage.setItem('hasSeenOnboarding', customerId);
      services({ 'GET /api/customer/profile': json({ profile: { ...profile, hasSeenOnboarding: false } }) });
      const rendered = await open('/dashboard', loaded);
      await waitFor(() => rendered.container.querySelector('[data-subscription]') !== null, 'the page');
      expect(document.querySelector('[data-onboarding-step]')).toBeNull();
    });
  });
});
