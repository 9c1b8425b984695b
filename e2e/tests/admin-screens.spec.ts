import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, screenshotPath, shootScreen, signInAs, viewports } from './helpers';

// The platform operator's console with the tenant service answered by mocks, at desktop and phone
// widths, each screen and dialog kept as a screenshot; the analytics, with and without businesses,
// checked with axe-core too.

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

/** Each month: businesses at its end, new in it, MRR (cents) at its end, demo requests in it. */
const growth = [
  ['2025-12', 3, 1, 5800, 0],
  ['2026-01', 3, 0, 5800, 1],
  ['2026-02', 4, 1, 8700, 0],
  ['2026-03', 5, 1, 16600, 1],
  ['2026-04', 5, 0, 16600, 1],
  ['2026-05', 6, 1, 24500, 0],
  ['2026-06', 7, 1, 39400, 1],
  ['2026-07', 8, 1, 47300, 0],
  ['2026-08', 9, 1, 50200, 1],
  ['2026-09', 10, 1, 58100, 0],
  ['2026-10', 11, 1, 58100, 2],
  ['2026-11', 12, 1, 66000, 1],
] as const;

const analytics = {
  overview: { totalTenants: 12, activeTenants: 10, newDemoRequests: 3, totalDemoRequests: 8 },
  demoRequestsByStatus: { new: 3, contacted: 2, scheduled: 1, completed: 2 },
  tenantsBySubscription: { trial: 4, active: 7, cancelled: 1 },
  recentDemoRequests: [
    demoRequest,
    { ...demoRequest, id: '670000000000000000000002', name: 'Lee Park', status: 'scheduled' },
  ],
  recentTenants: tenants,
  months: growth.map(([month, tenants, newTenants, mrrCents, demoRequests]) => ({
    month,
    tenants,
    newTenants,
    mrrCents,
    demoRequests,
  })),
  mrrCents: 66000,
  demoConversion: { requests: 8, converted: 3, rate: 37.5 },
};

/** A platform before its first business or demo request. */
const emptyAnalytics = {
  overview: { totalTenants: 0, activeTenants: 0, newDemoRequests: 0, totalDemoRequests: 0 },
  demoRequestsByStatus: { new: 0, contacted: 0, scheduled: 0, completed: 0 },
  tenantsBySubscription: { trial: 0, active: 0, cancelled: 0 },
  recentDemoRequests: [],
  recentTenants: [],
  months: growth.map(([month]) => ({ month, tenants: 0, newTenants: 0, mrrCents: 0, demoRequests: 0 })),
  mrrCents: 0,
  demoConversion: { requests: 0, converted: 0, rate: null },
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
    // Five screens and two axe runs in one test: a 2-core machine under load needs more than 30 s.
    test.describe.configure({ timeout: 90_000 });

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
      await expect(page.locator('[data-stat="MRR"] [data-stat-value]')).toHaveText('$660.00');
      await expect(page.locator('[data-stat="Demo Conversion"] [data-stat-value]')).toHaveText('37.5%');
      // The tenants as a line, the MRR as a bar a month; each chart's table names every month.
      await expect(page.locator('[data-chart] svg .MuiLineChart-line')).toHaveCount(1);
      await expect(page.locator('[data-chart] svg .MuiBarChart-element')).toHaveCount(growth.length);
      await expect(page.locator('[data-chart] tbody tr')).toHaveCount(2 * growth.length);
      await expect(page.locator('[data-bar]').first()).toBeVisible();
      await expectAccessible(page, 'the platform analytics');
      await shootScreen(page, `admin-analytics-${viewportName}`, viewport.width);
    });

    test('analytics before the first business', async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/admin/analytics', (route) => route.fulfill({ json: emptyAnalytics }));
      await signInAs(page, 'platform-admin');
      await page.goto('/platform-admin/analytics');
      await expect(page.getByRole('heading', { level: 3, name: 'No businesses yet' })).toBeVisible();
      await expect(page.locator('[data-stat="Demo Conversion"] [data-stat-value]')).toHaveText('—');
      await expectAccessible(page, 'the empty platform analytics');
      await shootScreen(page, `admin-analytics-empty-${viewportName}`, viewport.width);
    });
  });
}
