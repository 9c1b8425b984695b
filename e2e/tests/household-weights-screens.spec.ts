import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  mockBranding,
  screenshotPath,
  shootScreen,
  signInAs,
  testBrand,
  viewports,
} from './helpers';

// A household's own weights (/customer/weight-tracking) with the weight service answered by a
// mock: its figures, monthly chart, last pickups and impact card, a new household's empty page and
// the card's print view, at desktop and phone widths, each checked with axe-core and kept as a
// screenshot.

const months = [
  ['2026-03', 38.4, 3],
  ['2026-04', 52.1, 4],
  ['2026-05', 61.7, 5],
  ['2026-06', 47.9, 4],
  ['2026-07', 55.3, 4],
  ['2026-08', 66.2, 5],
  ['2026-09', 49.5, 4],
  ['2026-10', 58.8, 4],
  ['2026-11', 41.6, 3],
] as const;

const pickups = [
  ['2026-11-17', 14.2, ['Glass', 'Plastic']],
  ['2026-11-10', 13.6, []],
  ['2026-11-03', 13.8, []],
  ['2026-10-27', 15.1, []],
  ['2026-10-20', 14.9, ['Plastic']],
  ['2026-10-13', 14.4, []],
  ['2026-10-06', 14.4, []],
  ['2026-09-29', 12.7, []],
  ['2026-09-22', 12.2, []],
  ['2026-09-15', 12.9, []],
] as const;

const weights = {
  entries: pickups.map(([pickupDate, weight, contamination], index) => ({
    id: `69000000000000000000000${index}`,
    pickupDate,
    weight,
    materialTypes: ['Food scraps'],
    contamination,
  })),
  monthly: months.map(([month, totalWeight, entries]) => ({ month, totalWeight, entries })),
  lifetimeLbs: 471.5,
  lifetimeEntries: 36,
  averageWeight: 13.1,
  co2eAvoidedLbs: 138.3,
  gasolineGallons: 7.1,
  since: '2026-03-03',
};

const newHousehold = {
  entries: [],
  monthly: [],
  lifetimeLbs: 0,
  lifetimeEntries: 0,
  averageWeight: null,
  co2eAvoidedLbs: 0,
  gasolineGallons: 0,
  since: null,
};

async function openWith(page: Page, answer: typeof weights | typeof newHousehold): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/customer/weights', (route) => route.fulfill({ json: answer }));
  await signInAs(page, 'customer');
  await page.goto('/customer/weight-tracking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weight Tracking', { timeout: 20_000 });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`weight tracking at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the figures, the chart, the last pickups and the impact card', async ({ page }) => {
      await openWith(page, weights);
      await expect(page.locator('[data-stat="Diverted from Landfill"] [data-stat-value]')).toHaveText(
        '471.5 lbs',
      );
      await expect(page.locator('[data-stat="CO2e Avoided"]')).toContainText('7.1 gallons of gasoline');
      // The chart draws one bar a month; its table names every month for assistive technology.
      await expect(page.locator('[data-chart] svg .MuiBarChart-element')).toHaveCount(months.length);
      await expect(page.locator('[data-chart] tbody tr')).toHaveCount(months.length);
      await expect(page.locator('[data-entry]')).toHaveCount(8);
      await expect(page.locator('[data-entry]').first()).toContainText('We found a little glass and plastic');
      await expect(page.locator('[data-impact-card]')).toContainText(testBrand.businessName);
      await expectAccessible(page, 'the weight tracking screen');
      await shootScreen(page, `household-weights-${viewportName}`, viewport.width);
    });

    test("a new household's empty page", async ({ page }) => {
      await openWith(page, newHousehold);
      await expect(page.getByRole('heading', { level: 2, name: 'No weighed pickups yet' })).toBeVisible();
      await expectAccessible(page, 'the empty weight tracking screen');
      await shootScreen(page, `household-weights-empty-${viewportName}`, viewport.width);
    });

    test('the print view shows the impact card alone', async ({ page }) => {
      await openWith(page, weights);
      await expect(page.locator('[data-impact-card]')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('[data-impact-card]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(page.getByTestId('brand')).toBeHidden();
      await page.screenshot({
        path: screenshotPath(`household-weights-print-${viewportName}`),
        fullPage: true,
      });
    });
  });
}
