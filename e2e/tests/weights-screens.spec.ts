import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shootScreen, signInAs, viewports } from './helpers';

// Weight tracking with the weight service answered by mocks: the screen, Search Customer, Record
// Weight, Edit Weight Entry, Mark Resolved, Details and History at desktop and phone widths, each
// checked with axe-core and kept as a screenshot; and the spec's banner when a load fails.

const settings = {
  businessName: 'Maple Street Compost',
  logoUrl: null,
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
};

/** A day as the weight API speaks it, in the browser's (and this machine's) own time zone. */
function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const now = new Date();
const today = isoDay(now);
const daysAgo = (days: number) => isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
const routeId = '660000000000000000000001';

const entry = {
  id: '690000000000000000000001',
  customerId: '650000000000000000000001',
  customerName: 'Robin Lee',
  bucketNumber: 'B-007',
  weight: 12.5,
  materialTypes: ['food scraps', 'coffee grounds'],
  contamination: [],
  pickupDate: daysAgo(1),
  entryDate: daysAgo(1),
  notes: '',
  status: 'processed',
  reviewReason: null,
  source: 'curb',
  routeId,
  resolvedAt: null,
  resolvedBy: null,
  resolutionNotes: null,
  createdAt: `${daysAgo(1)}T15:00:00.000Z`,
  updatedAt: `${daysAgo(1)}T15:00:00.000Z`,
};

const review = {
  ...entry,
  id: '690000000000000000000002',
  customerId: '650000000000000000000002',
  customerName: 'Samantha Fields-Worthington',
  bucketNumber: 'B-012',
  weight: 31.4,
  materialTypes: ['food scraps', 'yard trimmings'],
  contamination: ['Glass', 'Plastic'],
  status: 'needs_review',
  reviewReason: 'Contamination found: Glass, Plastic',
  source: 'manual',
  routeId: null,
  notes: 'A jar lid and a produce bag on top.',
};

const resolved = {
  ...entry,
  id: '690000000000000000000003',
  customerId: '650000000000000000000003',
  customerName: 'Dana Park',
  bucketNumber: 'B-015',
  weight: 8.9,
  pickupDate: daysAgo(2),
  resolvedAt: `${daysAgo(1)}T10:00:00.000Z`,
  resolvedBy: 'Casey Rivers',
  resolutionNotes: 'Weighed again: the scale had not been zeroed.',
};

const entries = [review, entry, resolved];

const pending = [
  ['650000000000000000000004', 'Lee Chen', 'B-018'],
  ['650000000000000000000005', 'Morgan Alvarez-Whitfield', 'B-021'],
].map(([customerId, customerName, bucketNumber]) => ({
  customerId,
  customerName,
  bucketNumber,
  routeId,
  pickupDate: today,
  collectedAt: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 40).toISOString(),
}));

const summary = {
  date: today,
  period: '30d',
  from: daysAgo(29),
  totalWeight: 1204.5,
  entries: 96,
  entriesToday: 7,
  pendingWeights: 2,
  averageWeight: 12.5,
  needsReview: 1,
  contaminationRate: 4.2,
  impact: { divertedLbs: 1204.5, co2eAvoidedLbs: 353.2, gasolineGallons: 18, householdsServed: 31 },
};

const customers = [
  {
    customerId: review.customerId,
    customerName: review.customerName,
    bucketNumber: review.bucketNumber,
    totalWeight: 188.4,
    entries: 9,
    lastWeight: 31.4,
    lastPickupDate: daysAgo(1),
    averageWeight: 20.9,
    trend: 'up',
    contaminationCount: 2,
  },
  {
    customerId: entry.customerId,
    customerName: entry.customerName,
    bucketNumber: entry.bucketNumber,
    totalWeight: 101.2,
    entries: 8,
    lastWeight: 12.5,
    lastPickupDate: daysAgo(1),
    averageWeight: 12.7,
    trend: 'steady',
    contaminationCount: 0,
  },
];

const history = [
  {
    id: '6a0000000000000000000001',
    action: 'created',
    changedBy: 'Casey Rivers',
    timestamp: `${daysAgo(1)}T15:00:00.000Z`,
    changeReason: '',
    notes: '',
    previousStatus: null,
    newStatus: 'needs_review',
    changedFields: [],
  },
  {
    id: '6a0000000000000000000002',
    action: 'updated',
    changedBy: 'Casey Rivers',
    timestamp: `${daysAgo(1)}T16:30:00.000Z`,
    changeReason: 'Weighed again without the lid',
    notes: '',
    previousStatus: 'needs_review',
    newStatus: 'needs_review',
    changedFields: ['weight', 'notes'],
  },
];

const page1 = (items: unknown[]) => ({ total: items.length, page: 1, limit: 20, totalPages: 1 });

async function mockWeightService(page: Page, failing: 'recent' | null = null): Promise<void> {
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    route.fulfill({ json: settings }),
  );
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/weights\/summary(\?.*)?$/, (route) => route.fulfill({ json: summary }));
  await page.route(/\/api\/weights\/pending(\?.*)?$/, (route) =>
    route.fulfill({ json: { date: today, pending } }),
  );
  await page.route(/\/api\/weight-entries(\?.*)?$/, (route) =>
    route.fulfill({ json: { entries, pagination: page1(entries) } }),
  );
  await page.route('**/api/weight-entries/recent', (route) =>
    failing === 'recent'
      ? route.fulfill({ status: 502, body: '' })
      : route.fulfill({ json: { entries: [review, entry] } }),
  );
  await page.route(/\/api\/weight-entries\/[0-9a-f]{24}\/history$/, (route) =>
    route.fulfill({ json: { history } }),
  );
  await page.route(/\/api\/weight-entries\/[0-9a-f]{24}$/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop();
    const found = entries.find((each) => each.id === id);
    return found
      ? route.fulfill({ json: { entry: found } })
      : route.fulfill({ status: 404, json: { error: 'Weight entry not found', code: 'NOT_FOUND' } });
  });
  await page.route(/\/api\/customers\/weights(\?.*)?$/, (route) =>
    route.fulfill({ json: { customers, pagination: page1(customers) } }),
  );
}

const row = (page: Page, id: string) => page.locator(`[data-entry="${id}"]`);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`weight tracking at ${viewport.width}px`, () => {
    test.use({ viewport });
    // Each test builds a page, opens a lazy dialog and runs axe: on a busy machine, more than 30 s.
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page }) => {
      await mockWeightService(page);
      await signInAs(page, 'owner');
      await page.goto('/business-weight-tracking');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weight Tracking', {
        timeout: 20_000,
      });
      await expect(page.locator('[data-entry]')).toHaveCount(3);
    });

    test('the stat cards, pending weights, entries and impact', async ({ page }) => {
      await expect(page.locator('[data-stat="Total Weight (lbs)"] [data-stat-value]')).toHaveText('1,204.5');
      await expect(page.locator('[data-pending]')).toHaveCount(2);
      await expect(row(page, review.id)).toContainText(review.reviewReason);
      await expect(page.locator('[data-impact-sources]')).toContainText('U.S. EPA WARM');
      await expectAccessible(page, 'the weight tracking screen');
      await shootScreen(page, `weights-screen-${viewportName}`, viewport.width);
    });

    test('Record Weight for a pending customer', async ({ page }) => {
      await page.locator(`[data-pending="${pending[0]?.customerId}"]`).getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Record Weight' })).toBeDisabled();
      await dialog.locator('input[name="weight"]').fill('14.2');
      await dialog.getByLabel('Glass').check();
      await dialog.locator('input[name="materialTypes"]').fill('food scraps, coffee grounds');
      await expect(dialog.getByRole('button', { name: 'Record Weight' })).toBeEnabled();
      await expectAccessible(page, 'the record dialog');
      await shootScreen(page, `weights-record-${viewportName}`, viewport.width, false);
    });

    test('Search Customer from Add Entry', async ({ page }) => {
      await page.getByRole('button', { name: 'Add Entry' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-customer]')).toHaveCount(2);
      await expect(dialog).toContainText('Contaminated 2 times');
      await expectAccessible(page, 'the search customer dialog');
      await shootScreen(page, `weights-search-${viewportName}`, viewport.width, false);
      await dialog.locator(`[data-customer="${entry.customerId}"]`).getByRole('button').click();
      await expect(page.getByRole('dialog')).toContainText('Robin Lee');
      await expect(page.getByRole('dialog').locator('input[name="weight"]')).toBeVisible();
    });

    test('Edit Weight Entry', async ({ page }) => {
      await row(page, entry.id).getByRole('button', { name: 'Edit Entry' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('input[name="materialTypes"]')).toHaveValue('food scraps, coffee grounds');
      await expectAccessible(page, 'the edit dialog');
      await shootScreen(page, `weights-edit-${viewportName}`, viewport.width, false);
    });

    test('Mark Resolved', async ({ page }) => {
      await expect(row(page, entry.id).getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
      await row(page, review.id).getByRole('button', { name: 'Mark Resolved' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(review.reviewReason);
      await expectAccessible(page, 'the resolve dialog');
      await shootScreen(page, `weights-resolve-${viewportName}`, viewport.width, false);
    });

    test('Details with the customer’s totals', async ({ page }) => {
      await row(page, review.id).getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-fact="Contaminated"]')).toHaveText('2 entries');
      await expectAccessible(page, 'the details dialog');
      await shootScreen(page, `weights-details-${viewportName}`, viewport.width, false);
    });

    test('History', async ({ page }) => {
      await row(page, review.id).getByRole('button', { name: 'View History' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-history-item]')).toHaveCount(2);
      await expectAccessible(page, 'the history dialog');
      await shootScreen(page, `weights-history-${viewportName}`, viewport.width, false);
    });
  });
}

test('the banner when the recent entries fail to load', async ({ page }) => {
  await mockWeightService(page, 'recent');
  await signInAs(page, 'owner');
  await page.goto('/business-weight-tracking');
  await expect(page.locator('[data-load-warning]')).toHaveText(
    'Some data might be temporarily unavailable. Please refresh the page or try again in a few moments.',
    { timeout: 20_000 },
  );
  await expectAccessible(page, 'the screen with its banner');
});
