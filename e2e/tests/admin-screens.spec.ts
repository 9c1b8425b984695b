import { expect, test, type Page } from '@playwright/test';
import { mockBranding, screenshotPath, shootScreen, signInAs, viewports } from './helpers';

// The platform operator's console with the tenant service answered by mocks, at desktop and phone
// widths, each screen and dialog kept as a screenshot.

const demoRequest = {
  id: '670000000000000000000001',
  name: 'Dana Fields',
  email: 'dana@riverbend-compost-collective.com',
  company: 'Riverbend Compost Collective',
  phone: '(207) 555-0101',
  message: 'We run three routes around Bangor and would like to move our customers off spreadsheets.',
  status: 'new',
  notes: '',
  createdAt: '2026-11-20T14:00:00.000Z',
  contactedAt: null,
};

const tenants = [
  {
    id: '680000000000000000000001',
    businessName: 'Maple Street Compost',
    subdomain: 'maple-street',
    customDomain: 'pickup.maplestreet.com',
    ownerEmail: 'robin@maplestreet.com',
    subscriptionTier: 'professional',
    subscriptionStatus: 'active',
    stripeOnboarded: true,
    isActive: true,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: '680000000000000000000002',
    businessName: 'Green Loop',
    subdomain: 'green-loop',
    customDomain: null,
    ownerEmail: 'sam@greenloop.com',
    subscriptionTier: 'trial',
    subscriptionStatus: 'trial',
    stripeOnboarded: false,
    isActive: false,
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
  },
];

const analytics = {
  overview: { totalTenants: 12, activeTenants: 10, newDemoRequests: 3, totalDemoRequests: 8 },
  demoRequestsByStatus: { new: 3, contacted: 2, scheduled: 1, completed: 2 },
  tenantsBySubscription: { trial: 4, active: 7, cancelled: 1 },
  recentDemoRequests: [
    demoRequest,
    { ...demoRequest, id: '670000000000000000000002', name: 'Lee Park', status: 'scheduled' },
  ],
  recentTenants: tenants,
};

const pagination = { total: 45, page: 1, limit: 20, totalPages: 3 };

async function mockConsole(page: Page): Promise<void> {
  await mockBranding(page, null);
  await page.route('**/api/admin/analytics', (route) => route.fulfill({ json: analytics }));
  await page.route(/\/api\/admin\/tenants(\?.*)?$/, (route) =>
    route.fulfill({ json: { tenants, pagination } }),
  );
  await page.route(/\/api\/demo-requests(\?.*)?$/, (route) =>
    route.fulfill({ json: { demoRequests: [demoRequest], pagination } }),
  );
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`platform admin at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('dashboard, demo requests, tenants and analytics', async ({ page }) => {
      await mockConsole(page);
      await signInAs(page, 'platform-admin');

      await page.goto('/platform-admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Dashboard');
      await expect(page.locator('[data-stat="Total Tenants"] [data-stat-value]')).toHaveText('12');
      await shootScreen(page, `admin-overview-${viewportName}`, viewport.width);

      await page.goto('/platform-admin/demo-requests');
      await expect(page.locator('[data-demo-request]')).toHaveCount(1);
      await shootScreen(page, `admin-demo-requests-${viewportName}`, viewport.width);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByRole('dialog')).toContainText('Demo request from Dana Fields');
      await page.screenshot({ path: screenshotPath(`admin-demo-request-dialog-${viewportName}`) });
      await page.keyboard.press('Escape');

      await page.goto('/platform-admin/tenants');
      await expect(page.locator('[data-tenant]')).toHaveCount(2);
      await shootScreen(page, `admin-tenants-${viewportName}`, viewport.width);
      await page.getByRole('button', { name: 'Add Tenant' }).click();
      await expect(page.getByRole('dialog')).toContainText('inviting them to choose a password');
      await page.screenshot({ path: screenshotPath(`admin-tenant-create-${viewportName}`) });
      await page.keyboard.press('Escape');

      await page.goto('/platform-admin/analytics');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Analytics');
      await expect(page.locator('[data-bar]').first()).toBeVisible();
      await shootScreen(page, `admin-analytics-${viewportName}`, viewport.width);
    });
  });
}
