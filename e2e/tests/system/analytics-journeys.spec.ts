import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { screenshotPath } from '../helpers';
import { expect, farAwayBrowserZone, test, todayInBusiness } from './fixtures';
import { dayAfter, signedUpHousehold } from './portal-household';

// Issue 14's journey against every real service: a household signs up and pays, the owner weighs
// its bucket, and the owner's dashboard shows what the tenant service made of those events — the
// figures the screen prints are the ones the API answered it — switches periods and downloads the
// diversion report as CSV (and the API gives the PDF).

test.use({ timezoneId: farAwayBrowserZone });

/** What this journey reads of the overview (contracts' AnalyticsOverview). */
interface AnalyticsOverview {
  revenue: { current: number };
  customers: { total: number };
  environmental: { totalWeight: number };
  recentCustomers: { customerId: string }[];
}

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const pounds = (lbs: number) =>
  lbs.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function overviewOf(owner: APIRequestContext, period: string): Promise<AnalyticsOverview> {
  const response = await owner.get(`/api/analytics/overview?period=${period}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AnalyticsOverview;
}

/** The overview the screen asks for next, as it received it. */
function nextOverview(page: Page, period: string): Promise<AnalyticsOverview> {
  return page
    .waitForResponse(
      (response) =>
        response.url().includes('/api/analytics/overview') &&
        new URL(response.url()).searchParams.get('period') === period &&
        response.status() === 200,
    )
    .then(async (response) => (await response.json()) as AnalyticsOverview);
}

/** The screen shows exactly the figures of the overview it received. */
async function expectFiguresOf(page: Page, overview: AnalyticsOverview): Promise<void> {
  await expect(page.locator('[data-revenue]')).toHaveText(money(overview.revenue.current));
  const stat = (label: string) => page.locator(`[data-stat="${label}"] [data-stat-value]`);
  await expect(stat('Total Customers')).toHaveText(overview.customers.total.toLocaleString('en-US'));
  await expect(stat('Pounds Collected')).toHaveText(pounds(overview.environmental.totalWeight));
}

test('an owner sees the figures the services made, switches periods and downloads the diversion report', async ({
  page,
  playwright,
  system,
  roleSession,
  signInAs,
  mailTo,
}) => {
  test.setTimeout(150_000);
  const slug = system.business.subdomain;
  const owner = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${(await roleSession('owner')).token}` },
  });
  const gateway = await playwright.request.newContext({ baseURL: system.gatewayUrl });
  const today = todayInBusiness();
  const before = await overviewOf(owner, '7d');

  // A household pays for its plan (simulated card) and its first bucket is weighed today.
  const household = await signedUpHousehold(owner, gateway, slug, dayAfter(today, 1), mailTo);
  const weighed = await owner.post('/api/weight-entries', {
    data: { customerId: household.customerId, weight: 14.2, pickupDate: today },
  });
  expect(weighed.status()).toBe(201);

  // The tenant service learns both by events: the 7-day figures grow by them.
  await expect
    .poll(
      async () => {
        const overview = await overviewOf(owner, '7d');
        return (
          overview.revenue.current > before.revenue.current &&
          overview.environmental.totalWeight >= before.environmental.totalWeight + 14.2 &&
          overview.recentCustomers.some((customer) => customer.customerId === household.customerId)
        );
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true);

  await signInAs('owner');
  const shownWeek = nextOverview(page, '7d');
  await page.goto(`/${slug}/business-analytics?period=7d`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Dashboard');
  const week = await shownWeek;
  expect(week.revenue.current).toBeGreaterThan(0);
  expect(week.environmental.totalWeight).toBeGreaterThan(0);
  await expectFiguresOf(page, week);
  await expect(page.locator('[data-recent-customer]').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('system-analytics-week'), fullPage: true });

  // Another period asks again and shows its own figures.
  const shownMonth = nextOverview(page, '30d');
  await page.getByRole('button', { name: '30d', exact: true }).click();
  await expect(page).toHaveURL(/\?period=30d$/);
  const month = await shownMonth;
  expect(month.revenue.current).toBeGreaterThanOrEqual(week.revenue.current);
  await expectFiguresOf(page, month);

  // The diversion report of this month, as CSV: the household's zone carries its bucket.
  await page.getByRole('button', { name: 'Export report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export report' });
  await dialog.getByLabel('From').fill(`${today.slice(0, 7)}-01`);
  await dialog.getByLabel('To').fill(today);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`diversion-${slug}-${today.slice(0, 7)}-01-to-${today}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toMatch(/^Month,Service zone,Pounds collected \(lbs\)/);
  // Other journeys of the run weigh buckets in Bangor too: at least this household's 14.2 lbs.
  const bangor = lines.find((line) => line.startsWith(`${today.slice(0, 7)},Bangor,`));
  expect(Number(bangor?.split(',')[2])).toBeGreaterThanOrEqual(14.2);
  expect(lines.at(-1)).toMatch(/^Total,All zones,/);
  await expect(page.getByText('Report downloaded')).toBeVisible();

  const pdf = await owner.get(`/api/analytics/reports/diversion?from=${today}&to=${today}&format=pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
