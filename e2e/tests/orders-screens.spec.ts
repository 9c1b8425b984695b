import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The household's orders (/orders) with billing answered by a mock: where each order's extras are
// (the pickup they ride on, in transit, delivered), Track's dialog and Reorder, at desktop and
// phone widths, each checked with axe-core and kept as a screenshot.

const line = (productId: string, name: string, category: string, price: number, quantity: number) => ({
  productId,
  name,
  category,
  price,
  quantity,
});
const eggs = (quantity: number) => line('660000000000000000000001', 'Farm Fresh Eggs', 'farm', 6.5, quantity);
const bag = (quantity: number) => line('660000000000000000000002', 'Compost Bag', 'compost', 8, quantity);

function order(
  index: number,
  status: 'placed' | 'in_transit' | 'delivered',
  items: ReturnType<typeof line>[],
  date: string,
  delivery: { date: string; routeName: string; timeWindow: string } | null,
) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const tax = Math.round(subtotal * 8) / 100;
  const id = `68000000000000000000000${index}`;
  return {
    id,
    number: `ORD-10${index}4A7F2`,
    customerUserId: 'e2e-customer',
    customerName: 'Casey Rivers',
    status,
    items,
    subtotal,
    tax,
    amount: Math.round((subtotal + tax) * 100) / 100,
    date,
    receiptUrl: `/api/orders/${id}/receipt`,
    delivery,
  };
}

const window = '2:00 PM - 5:00 PM';
const orders = [
  order(1, 'placed', [bag(2)], '2026-11-23T16:20:00.000Z', null),
  order(2, 'in_transit', [eggs(2), bag(1)], '2026-11-22T14:05:00.000Z', {
    date: '2026-11-24',
    routeName: 'Tuesday North',
    timeWindow: window,
  }),
  order(3, 'placed', [eggs(1)], '2026-11-21T09:40:00.000Z', {
    date: '2026-12-01',
    routeName: 'Tuesday North',
    timeWindow: window,
  }),
  order(4, 'delivered', [eggs(3)], '2026-11-12T18:10:00.000Z', {
    date: '2026-11-17',
    routeName: 'Tuesday North',
    timeWindow: window,
  }),
];
const [, inTransit] = orders;

async function openOrders(page: Page, path = '/orders'): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route(/\/api\/orders(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        orders,
        total: orders.length,
        totalPages: 1,
        pagination: { total: orders.length, page: 1, limit: 10, totalPages: 1 },
      },
    }),
  );
  await signInAs(page, 'customer');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders', { timeout: 20_000 });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`orders at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('each order says where its extras are', async ({ page }) => {
      await openOrders(page);
      await expect(page.locator('[data-order]')).toHaveCount(orders.length);
      await expect(page.locator(`[data-order="${inTransit?.id}"] [data-delivery]`)).toHaveText(
        'Arrives with your pickup on Tue, Nov 24, 2:00 PM - 5:00 PM',
      );
      await expect(page.locator('[data-order] [data-delivery]').last()).toHaveText(
        'Delivered with your pickup on Tue, Nov 17',
      );
      await expectAccessible(page, 'the orders screen');
      await shootScreen(page, `orders-${viewportName}`, viewport.width);
    });

    test('Track shows the pickup an order in transit rides on', async ({ page }) => {
      await openOrders(page);
      await page.getByRole('button', { name: 'Track' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Tuesday North');
      await expect(dialog).toContainText('Tuesday, November 24, 2026');
      await expect(dialog.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/schedule');
      await expectAccessible(page, 'the tracking dialog');
      await shootScreen(page, `orders-track-${viewportName}`, viewport.width, false);
    });
  });
}
