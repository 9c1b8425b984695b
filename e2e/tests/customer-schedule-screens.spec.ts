import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The customer's schedule (/schedule) with the customer and routing services answered by mocks: the
// three figures, the pickups with their badges, Skip with its confirmation and toast, the service
// information, the Update Preferences and Change Address dialogs, and a household on no route yet,
// at desktop and phone widths, each checked with axe-core and kept as a screenshot.

const userId = 'e2e-customer';
const window = '2:00 PM - 5:00 PM';

const profile = {
  id: '650000000000000000000001',
  firstName: 'Casey',
  lastName: 'Rivers',
  email: 'customer@example.com',
  phone: '(207) 555-0100',
  address: '12 Elm Street',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  zone: 'bangor',
  pickupDay: 'Friday',
  status: 'active',
  bucketNumber: 'B-0012',
  bucketCount: 2,
  pickupInstructions: 'By the side gate, behind the blue recycling bin',
  subscription: 'weekly',
  pause: null,
  hasSeenOnboarding: true,
};

const nextPickup = {
  scheduled: true,
  date: '2026-11-27',
  timeWindow: window,
  time: '2:00 PM',
  timeUntil: 'in 3 days',
  routeName: 'Bangor Fridays',
  startsAt: '2026-11-27T19:00:00.000Z',
};

const pickup = (date: string, status: string, more: Record<string, unknown> = {}) => ({
  date,
  timeWindow: window,
  routeName: 'Bangor Fridays',
  driver: 'Sam Carter',
  address: '12 Elm Street, Bangor, ME 04401',
  bucketCount: 2,
  status,
  result: null,
  extras: [],
  canSkip: false,
  canRestore: false,
  ...more,
});

const pickups = {
  pickups: [
    pickup('2026-11-20', 'completed'),
    pickup('2026-11-27', 'scheduled', {
      canSkip: true,
      extras: [
        {
          orderId: '660000000000000000000001',
          orderNumber: 'ORD-1001',
          name: 'Farm Fresh Eggs',
          quantity: 2,
        },
        { orderId: '660000000000000000000001', orderNumber: 'ORD-1001', name: 'Compost Bag', quantity: 1 },
      ],
    }),
    pickup('2026-12-04', 'skipped', { canRestore: true }),
    pickup('2026-12-11', 'scheduled', { canSkip: true }),
    pickup('2026-12-18', 'paused'),
    pickup('2026-12-25', 'paused'),
  ],
  frequency: 'weekly',
  pickupDay: 'Friday',
  routeName: 'Bangor Fridays',
  timeWindow: window,
  thisMonth: 2,
};

const offRoute = {
  pickups: [],
  frequency: null,
  pickupDay: null,
  routeName: null,
  timeWindow: null,
  thisMonth: 0,
};
const notScheduled = {
  scheduled: false,
  date: null,
  timeWindow: null,
  time: null,
  timeUntil: null,
  routeName: null,
  startsAt: null,
};

async function openSchedule(page: Page, onRoute = true): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/customer/profile', (route) => route.fulfill({ json: { profile } }));
  await page.route(`**/api/customer/${userId}/next-pickup`, (route) =>
    route.fulfill({ json: onRoute ? nextPickup : notScheduled }),
  );
  await page.route(`**/api/customer/${userId}/pickups`, (route) =>
    route.fulfill({ json: onRoute ? pickups : offRoute }),
  );
  await page.route(`**/api/customer/${userId}/pickups/*/skip`, (route) => route.fulfill({ json: pickups }));
  await signInAs(page, 'customer');
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Schedule', { timeout: 20_000 });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`customer schedule at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the figures, the pickups with their badges, and the service', async ({ page }) => {
      await openSchedule(page);
      await expect(page.locator('[data-stat="Next Pickup"] [data-stat-value]')).toHaveText('in 3 days');
      await expect(page.locator('[data-stat="This Month"] [data-stat-value]')).toHaveText('2 Pickups');
      await expect(page.locator('[data-stat="Regular Time"] [data-stat-value]')).toHaveText('2:00 PM');
      await expect(page.locator('[data-pickup]')).toHaveCount(pickups.pickups.length);
      await expect(page.locator('[data-pickup="2026-11-27"] [data-extras]')).toHaveText(
        'Delivering: Farm Fresh Eggs × 2, Compost Bag × 1',
      );
      await expect(page.locator('[data-fact="Frequency"]')).toHaveText('Weekly (Fridays)');
      await expect(page.locator('[data-fact="Status"]')).toHaveText('Active');
      await expectAccessible(page, 'the schedule');
      await shootScreen(page, `customer-schedule-${viewportName}`, viewport.width);
    });

    test('skipping a pickup asks first and says it is done', async ({ page }) => {
      await openSchedule(page);
      await page.locator('[data-pickup="2026-11-27"]').getByRole('button', { name: 'Skip' }).click();
      const confirm = page.getByRole('dialog', { name: 'Skip Pickup' });
      await expect(confirm).toContainText('Skip your pickup on Friday, November 27?');
      await expectAccessible(page, 'the skip confirmation');
      await confirm.getByRole('button', { name: 'Skip Pickup' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Pickup Skipped' })).toBeVisible();
    });

    test('the Update Preferences dialog', async ({ page }) => {
      await openSchedule(page);
      await page.getByRole('button', { name: 'Update Preferences' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Preferences' });
      await expect(dialog.getByLabel('Buckets')).toHaveValue('2');
      await dialog.getByLabel('Buckets').fill('12');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toContainText('Choose between 1 and 10 buckets');
      await expectAccessible(page, 'the Update Preferences dialog');
      await shootScreen(page, `customer-schedule-preferences-${viewportName}`, viewport.width, false);

      // A failed save is told by a toast that screen readers reach while the dialog stays open.
      await page.route('**/api/customer/preferences', (route) => route.fulfill({ status: 500, json: {} }));
      await dialog.getByLabel('Buckets').fill('3');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ has: page.getByText('Error', { exact: true }) }),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
    });

    test('the Change Address dialog', async ({ page }) => {
      await openSchedule(page);
      await page.getByRole('button', { name: 'Change Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Address' });
      await expect(dialog.getByRole('combobox', { name: 'Street address' })).toHaveValue('12 Elm Street');
      await dialog.getByLabel('ZIP code').fill('4401');
      await dialog.getByRole('button', { name: 'Change Address' }).click();
      await expect(dialog).toContainText('Enter a 5-digit ZIP code');
      await expectAccessible(page, 'the Change Address dialog');
      await shootScreen(page, `customer-schedule-address-${viewportName}`, viewport.width, false);
    });

    test('a household on no route yet', async ({ page }) => {
      await openSchedule(page, false);
      await expect(page.locator('[data-stat="Next Pickup"]')).toContainText('No pickup is scheduled yet');
      await expect(page.getByText('The business will add you to a pickup route soon')).toBeVisible();
      await expectAccessible(page, 'the schedule of a household on no route');
      await shootScreen(page, `customer-schedule-no-route-${viewportName}`, viewport.width);
    });
  });
}
