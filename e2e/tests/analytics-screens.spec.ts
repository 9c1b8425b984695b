import { expect, test, type Page } from '@playwright/test';
import { mockAnalytics } from './analytics-mocks';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The owner's dashboard (/business-analytics, and / for an owner) with the tenant service answered
// by mocks: the figures and charts of a business with a history, a period switch, the export
// dialog and its download, a new business's empty screen and the shape shown while figures load,
// at desktop and phone widths, each checked with axe-core and kept as a screenshot.

async function openAs(page: Page, path = '/business-analytics'): Promise<void> {
  await mockBranding(page, testBrand);
  await signInAs(page, 'owner');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Dashboard', { timeout: 20_000 });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`business analytics at ${viewport.width}px`, () => {
    test.use({ viewport });
    // Each test builds a page, loads the charts' drawing and runs axe: on a busy machine, more than 30 s.
    test.describe.configure({ timeout: 90_000 });

    test('the figures, the charts and a period switch', async ({ page }) => {
      await mockAnalytics(page);
      await openAs(page);
      await expect(page.locator('[data-revenue]')).toHaveText('$4,823.50');
      await expect(page.locator('[data-revenue-change="up"]')).toContainText('+12.5%');
      await expect(page.locator('[data-stat="Pounds Collected"] [data-stat-value]')).toHaveText('18,204.5');
      await expect(page.locator('[data-recent-customer]')).toHaveCount(3);
      await expect(page.locator('[data-top-customer]')).toHaveCount(5);
      // Three charts, drawn once their library has loaded: a bar or a point for each of 30 days.
      await expect(page.locator('[data-chart] svg')).toHaveCount(3);
      await expect(page.locator('[data-chart]').first().locator('.MuiBarChart-element')).toHaveCount(30);
      await expect(
        page.getByRole('list', { name: 'Quick actions' }).getByRole('link', { name: /^Customers/ }),
      ).toHaveAttribute('href', '/customers');
      await expectAccessible(page, 'the analytics screen');
      await shootScreen(page, `analytics-screen-${viewportName}`, viewport.width);

      await page.getByRole('button', { name: '1y', exact: true }).click();
      await expect(page).toHaveURL(/\?period=1y$/);
      await expect(page.getByRole('button', { name: '1y', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('[data-revenue]')).toHaveText('$58,685.92');
      await expect(page.locator('[data-chart]').first().locator('.MuiBarChart-element')).toHaveCount(13);
      await page.reload();
      await expect(page.getByRole('button', { name: '1y', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await shootScreen(page, `analytics-year-${viewportName}`, viewport.width);
    });

    test('Export report downloads the diversion report', async ({ page }) => {
      await mockAnalytics(page);
      let asked: URL | undefined;
      let token: string | undefined;
      await page.route(/\/api\/analytics\/reports\/diversion(\?.*)?$/, (route) => {
        asked = new URL(route.request().url());
        token = route.request().headers().authorization;
        return route.fulfill({
          body: 'month,zone,pounds\n2026-10,hampden,412.5\n',
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="maple-street-diversion-report.csv"',
          },
        });
      });
      await openAs(page);
      await page.getByRole('button', { name: 'Export report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export report' });
      await expect(dialog.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-01$/);
      await dialog.getByLabel('From').fill('2026-11-20');
      await dialog.getByLabel('To').fill('2026-11-01');
      await dialog.getByRole('button', { name: 'Download' }).click();
      await expect(dialog).toContainText('The start date must be on or before the end date');
      await expectAccessible(page, 'the export dialog with its message');
      await shootScreen(page, `analytics-export-${viewportName}`, viewport.width, false);

      await dialog.getByLabel('From').fill('2026-01-01');
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe('maple-street-diversion-report.csv');
      expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
        from: '2026-01-01',
        to: '2026-11-01',
        format: 'csv',
      });
      expect(token).toBe('Bearer e2e-owner');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: 'Report downloaded' })).toBeVisible();
    });

    test("a new business's empty screen", async ({ page }) => {
      await mockAnalytics(page, 'new');
      await openAs(page, '/');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Your figures will show here' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add Customers' })).toHaveAttribute('href', '/customers');
      await expect(page.locator('[data-stat]')).toHaveCount(0);
      await expectAccessible(page, 'the empty analytics screen');
      await shootScreen(page, `analytics-empty-${viewportName}`, viewport.width);
    });

    test('the shape of the figures while they load', async ({ page }) => {
      await mockBranding(page, testBrand);
      await page.route('**/api/stripe/subscription', (route) =>
        route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
      );
      // The overview never answers: the skeleton stays, still for a reader who asks for less motion.
      await page.route(/\/api\/analytics\/overview(\?.*)?$/, () => undefined);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openAs(page, '/analytics');
      await expect(page.locator('[data-analytics-loading]')).toBeVisible();
      await expectAccessible(page, 'the loading analytics screen');
      await shootScreen(page, `analytics-loading-${viewportName}`, viewport.width);
    });
  });
}

test('a failed load offers Retry', async ({ page }) => {
  await mockBranding(page, testBrand);
  await mockAnalytics(page);
  // Registered last, so asked first: the first load fails, Retry reaches the overview's mock.
  let calls = 0;
  await page.route(/\/api\/analytics\/overview(\?.*)?$/, (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 502, body: '' }) : route.fallback();
  });
  await openAs(page);
  await expect(page.getByText('Unable to load analytics. Please try again.')).toBeVisible();
  await expectAccessible(page, 'the failed analytics screen');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-revenue]')).toHaveText('$4,823.50');
});
