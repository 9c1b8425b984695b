import { expect, test, type Page } from '@playwright/test';
import { screenshotPath, shootScreen, signInAs, viewports } from './helpers';

// Business Settings with the tenant service answered by mocks: each tab at desktop and phone
// widths, the colours previewed on the whole page while edited, and Save All Changes.

const settings = {
  businessName: 'Maple Street Compost',
  tagline: 'Scraps in, soil out, every week',
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  logoUrl: null,
  emailRemindersEnabled: true,
  smsRemindersEnabled: false,
  dayBeforeReminderEnabled: true,
  dayBeforeReminderTime: '18:00',
  morningOfReminderEnabled: false,
  morningOfReminderTime: '08:00',
  reminderMessage: "Don't forget to put your buckets out for pickup!",
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
  phone: '(207) 555-0134',
  email: 'hello@maplestreet.com',
  website: 'https://maplestreet.com',
  timeZone: 'America/New_York',
};

const usage = {
  planId: 'professional',
  planName: 'Professional',
  status: 'active',
  customers: { current: 182, limit: 200 },
  routes: { current: 38, limit: 50 },
  monthlyOrders: { current: 234, limit: 2000 },
};

/** The owner's settings as the tenant service keeps them: a save changes what the next read answers. */
async function mockSettings(page: Page): Promise<{ saved: () => Record<string, unknown>[] }> {
  let current: Record<string, unknown> = { ...settings };
  const bodies: Record<string, unknown>[] = [];
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    route.fulfill({ json: current }),
  );
  await page.route('**/api/business/info', (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    current = { ...current, ...body };
    return route.fulfill({ json: current });
  });
  await page.route('**/api/business/plan-usage', (route) => route.fulfill({ json: usage }));
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  return { saved: () => bodies };
}

const header = (page: Page) => page.locator('header').first();

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`business settings at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('each tab of the business settings', async ({ page }) => {
      await mockSettings(page);
      await signInAs(page, 'owner');
      await page.goto('/business-settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Settings');
      await expect(page.locator('input[name="businessName"]')).toHaveValue('Maple Street Compost');
      await shootScreen(page, `settings-general-${viewportName}`, viewport.width);

      await page.getByRole('tab', { name: 'Branding' }).click();
      await expect(page.getByText('PNG, JPG, SVG up to 5MB, at least 300x300px recommended')).toBeVisible();
      await shootScreen(page, `settings-branding-${viewportName}`, viewport.width);

      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.locator('input[name="dayBeforeReminderTime"]')).toHaveValue('18:00');
      await shootScreen(page, `settings-notifications-${viewportName}`, viewport.width);

      await page.getByRole('tab', { name: 'Subscription' }).click();
      await expect(page.locator('[data-usage="Customers"]')).toHaveAttribute('data-usage-level', 'high');
      await shootScreen(page, `settings-subscription-${viewportName}`, viewport.width);
    });
  });
}

test('a colour being edited shows on the whole page at once, and stays once saved', async ({ page }) => {
  const server = await mockSettings(page);
  await signInAs(page, 'owner');
  await page.goto('/business-settings?tab=branding');
  await expect(header(page)).toHaveCSS('background-color', 'rgb(31, 111, 92)');

  // A light colour: the header takes it with black text, the page's links and buttons a darker shade.
  await page.locator('input[name="primaryColor"]').fill('#ffd54f');
  await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 213, 79)');
  await expect(header(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath('settings-branding-preview-desktop'),
    animations: 'disabled',
  });

  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Settings SavedYour business settings have been updated successfully.',
  );
  expect(server.saved()).toEqual([{ primaryColor: '#ffd54f' }]);
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page.locator('[data-screen="businessCustomers"]')).toBeAttached();
  await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 213, 79)');
});

test('leaving with unsaved edits asks first, and leaving restores the saved colours', async ({ page }) => {
  await mockSettings(page);
  await signInAs(page, 'owner');
  await page.goto('/business-settings?tab=branding');
  await page.locator('input[name="primaryColor"]').fill('#8e24aa');
  await expect(header(page)).toHaveCSS('background-color', 'rgb(142, 36, 170)');
  await page.getByRole('link', { name: 'Customers' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await page.screenshot({ path: screenshotPath('settings-leave-desktop'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page.locator('[data-screen="businessCustomers"]')).toBeAttached();
  await expect(header(page)).toHaveCSS('background-color', 'rgb(31, 111, 92)');
});
