import { expect, test, type Page } from '@playwright/test';
import {
  compostBag,
  nextPickup,
  orderList,
  popular,
  products,
  profile,
  subscription,
  thread,
  weights,
} from '../../web/src/features/customer-dashboard/testing/dashboard-fixtures';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The customer dashboard and product details with every service answered by a mock: the next
// pickup, the tiles, Quick Order, Popular Items, Recent Orders, Messages, the weight card and the
// plan, then a product's details; at desktop and phone widths, each checked with axe-core and kept
// as a screenshot.

/** The smoke tests' signed-in customer (helpers.signInAs): their own messages read as You. */
const signedInId = 'e2e-customer';
const theirThread = {
  ...thread,
  messages: thread.messages.map((message) =>
    message.senderType === 'customer' ? { ...message, senderId: signedInId } : message,
  ),
};

async function answerServices(page: Page, onboardingSeen = true): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/customer/*/next-pickup', (route) => route.fulfill({ json: nextPickup }));
  await page.route('**/api/customer/profile', (route) =>
    route.fulfill({ json: { profile: { ...profile, hasSeenOnboarding: onboardingSeen } } }),
  );
  await page.route('**/api/customer/onboarding', (route) =>
    route.fulfill({ json: { profile: { ...profile, hasSeenOnboarding: true } } }),
  );
  await page.route('**/api/products/purchasable', (route) => route.fulfill({ json: products }));
  await page.route('**/api/products/popular', (route) => route.fulfill({ json: popular }));
  await page.route(/\/api\/orders(\?.*)?$/, (route) => route.fulfill({ json: orderList }));
  await page.route(/\/api\/messages\/user\/[^/?]+(\?.*)?$/, (route) => route.fulfill({ json: theirThread }));
  await page.route('**/api/customer/weights', (route) => route.fulfill({ json: weights }));
  await page.route('**/api/billing/subscription', (route) => route.fulfill({ json: { subscription } }));
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`customer dashboard at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the dashboard: next pickup, tiles, orders, messages, weights and plan', async ({ page }) => {
      await answerServices(page);
      await signInAs(page, 'customer');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Casey!', {
        timeout: 20_000,
      });
      await expect(page.locator('[data-pickup-date]')).toHaveText('Friday, November 27');
      await expect(page.locator('[data-tile]')).toHaveCount(4);
      await expect(page.locator('[data-order]')).toHaveCount(3);
      await expect(page.locator('[data-message]')).toHaveCount(5);
      await expect(page.locator('[data-lifetime-lbs]')).toHaveText('312.4 lbs');
      await expect(page.locator('[data-fact="Card"]')).toHaveText('Visa ending in 4242');
      await page.getByLabel('Search products').fill('egg');
      await expect(page.locator('[aria-label="Matching products"] li')).toHaveCount(5);
      await expectAccessible(page, 'the customer dashboard');
      await shootScreen(page, `customer-dashboard-${viewportName}`, viewport.width);
    });

    test('the onboarding dialog', async ({ page }) => {
      await answerServices(page, false);
      await signInAs(page, 'customer');
      await page.goto('/dashboard');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Welcome to ${testBrand.businessName}!`, { timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.locator('[data-onboarding-pickup]')).toContainText('Friday, November 27');
      await expectAccessible(page, 'the onboarding dialog');
      await shootScreen(page, `customer-dashboard-onboarding-${viewportName}`, viewport.width, false);
      await dialog.getByRole('button', { name: 'Finish' }).click();
      await expect(dialog).toBeHidden();
    });

    test('product details', async ({ page }) => {
      await answerServices(page);
      await signInAs(page, 'customer');
      await page.goto(`/product-details?id=${compostBag.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(compostBag.name, { timeout: 20_000 });
      await expect(page.locator('[data-price]')).toHaveText('$12.00');
      await expectAccessible(page, 'product details');
      await shootScreen(page, `product-details-${viewportName}`, viewport.width);
    });
  });
}
