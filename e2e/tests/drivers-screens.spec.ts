import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shootScreen, signInAs, viewports } from './helpers';

// Driver management with the routing service answered by mocks: the counters and both lists, the
// add and edit dialogs, a confirmation and a driver's calendar feed, at desktop and phone widths,
// each checked with axe-core and kept as a screenshot; and the page a driver's own login sees.

const settings = {
  businessName: 'Maple Street Compost',
  logoUrl: null,
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
};

const base = {
  phone: '',
  licenseNumber: '',
  vehiclePlate: '',
  vehicleCapacity: '',
  maxBuckets: 20,
  googleCalendarId: '',
  isActive: true,
  role: 'driver',
  hasLogin: true,
  calendarFeedUrl: null,
  calendarSyncedAt: null,
  routeCount: 0,
};

const robin = {
  ...base,
  id: '660000000000000000000001',
  name: 'Robin Lee',
  email: 'robin.lee@example.com',
  phone: '(207) 555-0134',
  licenseNumber: 'ME-123456',
  vehicleType: 'truck',
  vehiclePlate: '4521-ME',
  vehicleCapacity: '14 ft box truck',
  maxBuckets: 40,
  role: 'admin',
  calendarFeedUrl:
    'https://maple-street.compost.example/api/calendar/660000000000000000000001.kX3p9Qm2Lr7Tz8Vb4Nc6Hd1Jf5.ics',
  calendarSyncedAt: '2026-11-22T15:04:00.000Z',
  routeCount: 3,
};

const drivers = [
  robin,
  {
    ...base,
    id: '660000000000000000000002',
    name: 'Samantha Fields-Worthington',
    email: 'samantha.fields-worthington@riverbend-haulers.example.com',
    vehicleType: 'van',
    vehiclePlate: 'VAN-77',
    hasLogin: false,
    calendarFeedUrl:
      'https://maple-street.compost.example/api/calendar/660000000000000000000002.Qw8Er5Ty2Ui9Op3As6Df1Gh4.ics',
    routeCount: 1,
  },
  {
    ...base,
    id: '660000000000000000000003',
    name: 'Pat Doyle',
    email: 'pat@example.com',
    phone: '(207) 555-0199',
    vehicleType: 'car',
    vehiclePlate: 'CAR-9',
    role: 'view-only',
    isActive: false,
  },
];

const list = { drivers, activeDrivers: 2, totalVehicles: 3, calendarSynced: 1 };

async function mockDriverServices(page: Page): Promise<void> {
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    route.fulfill({ json: settings }),
  );
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/drivers(\?.*)?$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          json: { error: 'A driver with this email already exists', code: 'CONFLICT' },
        })
      : route.fulfill({ json: list }),
  );
}

const row = (page: Page, id: string) => page.locator(`[data-driver="${id}"]`);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`driver management at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await mockDriverServices(page);
      await signInAs(page, 'owner');
      await page.goto('/business-drivers');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver Management');
      await expect(page.locator('[data-driver]')).toHaveCount(3);
    });

    test('the counters and both lists', async ({ page }) => {
      await expect(page.locator('[data-stat="Active Drivers"] [data-stat-value]')).toHaveText('2');
      await expect(page.locator('[data-driver-list="Inactive Drivers"] [data-driver]')).toHaveCount(1);
      await expectAccessible(page, 'the driver lists');
      await shootScreen(page, `drivers-list-${viewportName}`, viewport.width);
    });

    test('the add dialog, with an e-mail already taken', async ({ page }) => {
      await page.getByRole('button', { name: 'Add Driver' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Add Driver' })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Robin Again');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('robin.lee@example.com');
      await dialog.getByRole('button', { name: 'Add Driver' }).click();
      await expect(dialog.getByText('A driver with this email already exists')).toBeVisible();
      // The dialog's top, where the refused e-mail is, rather than the button last pressed.
      await page.locator('.MuiDialog-paper').evaluate((paper) => paper.scrollTo(0, 0));
      await expectAccessible(page, 'the add dialog');
      await shootScreen(page, `drivers-add-${viewportName}`, viewport.width, false);
    });

    test('the edit dialog', async ({ page }) => {
      await row(page, robin.id).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Robin Lee');
      await expectAccessible(page, 'the edit dialog');
      await shootScreen(page, `drivers-edit-${viewportName}`, viewport.width, false);
    });

    test('the deactivate confirmation', async ({ page }) => {
      await row(page, robin.id).getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByRole('dialog')).toContainText('Existing route assignments are unaffected.');
      await expectAccessible(page, 'the deactivate confirmation');
      await shootScreen(page, `drivers-deactivate-${viewportName}`, viewport.width, false);
    });

    test('the calendar feed and its new-link question', async ({ page }) => {
      await row(page, robin.id).getByRole('button', { name: 'Calendar Feed' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: 'Feed address' })).toHaveValue(robin.calendarFeedUrl);
      await expectAccessible(page, 'the calendar feed');
      await shootScreen(page, `drivers-feed-${viewportName}`, viewport.width, false);
      await dialog.getByRole('button', { name: 'New Link' }).click();
      await expect(dialog).toContainText('The current link stops working');
      await expectAccessible(page, 'the new-link question');
    });
  });

  test(`a driver's login sees the drivers' app page at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await mockDriverServices(page);
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'e2e-driver');
      localStorage.setItem(
        'auth_user',
        JSON.stringify({
          id: 'e2e-driver',
          username: 'robin.lee@example.com',
          email: 'robin.lee@example.com',
          firstName: 'Robin',
          lastName: 'Lee',
          role: 'driver',
        }),
      );
    });
    await page.goto('/business-drivers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This account is for the drivers’ app');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectAccessible(page, "a driver's page");
    await shootScreen(page, `drivers-driver-session-${viewportName}`, viewport.width);
  });
}
