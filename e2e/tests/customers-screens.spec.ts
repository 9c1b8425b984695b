import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shootScreen, signInAs, viewports } from './helpers';

// Customer management with the customer and routing services answered by mocks: the list, the
// add, details and import dialogs at desktop and phone widths, each checked with axe-core and kept
// as a screenshot.

const settings = {
  businessName: 'Maple Street Compost',
  logoUrl: null,
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
};

const base = {
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  pickupDay: 'Tuesday',
  location: null,
  subscriptionStatus: 'active',
  bucketCount: 1,
  containerType: '5-gallon bucket',
  pickupInstructions: '',
  notes: '',
  nextPickup: null,
  nextPickupDate: null,
  totalOrders: 0,
  lastOrderDate: null,
  lastActivity: '2026-11-20T14:00:00.000Z',
  joinDate: '2026-10-01T09:00:00.000Z',
};

const customers = [
  {
    ...base,
    id: '650000000000000000000001',
    userId: '640000000000000000000001',
    firstName: 'Robin',
    lastName: 'Lee',
    email: 'robin.lee@example.com',
    phone: '(207) 555-0134',
    address: '12 Main St, Bangor',
    zone: 'bangor',
    status: 'active',
    bucketNumber: 'B-007',
    subscription: 'weekly',
    monthlySpend: 25,
    pickupInstructions: 'Bucket by the side door, please.',
    totalOrders: 3,
  },
  {
    ...base,
    id: '650000000000000000000002',
    userId: null,
    firstName: 'Samantha',
    lastName: 'Fields-Worthington',
    email: 'samantha.fields-worthington@riverbend-households.example.com',
    phone: '',
    address: '4 Elm St, Brewer',
    city: 'Brewer',
    zone: 'brewer',
    status: 'paused',
    bucketNumber: 'B-012',
    subscription: 'none',
    subscriptionStatus: 'none',
    monthlySpend: 0,
  },
  {
    ...base,
    id: '650000000000000000000003',
    userId: '640000000000000000000003',
    firstName: 'Dana',
    lastName: 'Park',
    email: 'dana@example.com',
    phone: '(207) 555-0199',
    address: '88 Harbor Rd, Belfast',
    city: 'Belfast',
    zone: 'belfast',
    status: 'pending',
    bucketNumber: 'B-015',
    subscription: 'biweekly',
    subscriptionStatus: 'incomplete',
    monthlySpend: 20,
  },
];

const stats = { totalCustomers: 42, active: 38, paused: 3, monthlyRevenue: 1050, avgOrderValue: 27.63 };

const zones = [
  { id: 'bangor', name: 'Bangor', latitude: 44.8012, longitude: -68.7778 },
  { id: 'belfast', name: 'Belfast', latitude: 44.4259, longitude: -69.0064 },
  { id: 'brewer', name: 'Brewer', latitude: 44.7967, longitude: -68.7614 },
];

const predictions = ['12 Main St', '14 Main St', '2 Maine Ave'].map((street, index) => ({
  description: `${street}, Bangor, ME`,
  place_id: `customer:${index}`,
  structured_formatting: { main_text: street, secondary_text: 'Bangor, ME' },
}));

const csv = [
  'Name,Email,Address,Plan,Favourite colour',
  'Avery Stone,avery@example.com,3 Birch Ln,weekly,green',
  'Jordan Blake,jordan@example,7 Cedar Ct,monthly,blue',
  'Robin Lee,robin.lee@example.com,12 Main St,weekly,red',
].join('\n');

const preview = {
  columns: [
    { header: 'Name', field: 'fullName' },
    { header: 'Email', field: 'email' },
    { header: 'Address', field: 'address' },
    { header: 'Plan', field: 'subscription' },
    { header: 'Favourite colour', field: null },
  ],
  rows: [
    {
      line: 2,
      customer: {
        firstName: 'Avery',
        lastName: 'Stone',
        email: 'avery@example.com',
        address: '3 Birch Ln',
        subscription: 'weekly',
      },
      errors: [],
      duplicate: false,
    },
    { line: 3, customer: null, errors: ['Enter a valid email address'], duplicate: false },
    {
      line: 4,
      customer: {
        firstName: 'Robin',
        lastName: 'Lee',
        email: 'robin.lee@example.com',
        address: '12 Main St',
        subscription: 'weekly',
      },
      errors: [],
      duplicate: true,
    },
  ],
  ready: 1,
  duplicates: 1,
  invalid: 1,
};

async function mockCustomerServices(page: Page): Promise<void> {
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    route.fulfill({ json: settings }),
  );
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/customers(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        customers,
        total: 42,
        totalPages: 3,
        pagination: { total: 42, page: 1, limit: 20, totalPages: 3 },
      },
    }),
  );
  await page.route('**/api/customers/stats', (route) => route.fulfill({ json: stats }));
  await page.route('**/api/customers/zones', (route) => route.fulfill({ json: { zones } }));
  await page.route('**/api/customers/next-bucket-number', (route) =>
    route.fulfill({ json: { bucketNumber: 'B-043' } }),
  );
  await page.route(/\/api\/address\/suggestions\?/, (route) => route.fulfill({ json: { predictions } }));
  await page.route('**/api/customers/import/preview', (route) => route.fulfill({ json: preview }));
  await page.route('**/api/customers/import', (route) =>
    route.fulfill({
      json: {
        created: 1,
        duplicates: [],
        failed: [],
        milestoneResult: { isMilestone: false, customerCount: 43 },
      },
    }),
  );
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`customer management at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await mockCustomerServices(page);
      await signInAs(page, 'owner');
      await page.goto('/business-customers');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Management');
      await expect(page.locator('[data-customer]')).toHaveCount(3);
    });

    test('the totals and the list', async ({ page }) => {
      await expect(page.locator('[data-stat="Monthly Revenue"] [data-stat-value]')).toHaveText('$1,050.00');
      await expectAccessible(page, 'the customer list');
      await shootScreen(page, `customers-list-${viewportName}`, viewport.width);
    });

    test('the add dialog with address suggestions and Auto-assign', async ({ page }) => {
      await page.getByRole('button', { name: 'Add Customer' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await dialog.locator('input[name="fullName"]').fill('Avery Stone');
      await dialog.locator('input[name="email"]').fill('avery@example.com');
      await dialog.getByRole('button', { name: 'Auto-assign' }).click();
      await expect(dialog.locator('input[name="bucketNumber"]')).toHaveValue('B-043');
      await dialog.getByRole('combobox', { name: 'Address' }).fill('Main');
      const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
      await expect(suggestions.getByRole('option')).toHaveCount(3);
      await expectAccessible(page, 'the add dialog with its suggestions');
      await shootScreen(page, `customers-add-${viewportName}`, viewport.width, false);
      await suggestions.getByRole('option', { name: /14 Main St/ }).click();
      await expect(dialog.getByRole('combobox', { name: 'Address' })).toHaveValue('14 Main St, Bangor, ME');
      await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
    });

    test('the details dialog', async ({ page }) => {
      await page.getByRole('button', { name: 'Robin Lee' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Bucket by the side door, please.');
      await expectAccessible(page, 'the details dialog');
      await shootScreen(page, `customers-details-${viewportName}`, viewport.width, false);
    });

    test('the import dialog: preview, then the summary', async ({ page }) => {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('input[type="file"]')).toBeAttached();
      await expectAccessible(page, 'the import dialog');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(dialog.locator('[data-import-count="ready"]')).toHaveText('1 ready to import');
      await expectAccessible(page, 'the import preview');
      await shootScreen(page, `customers-import-preview-${viewportName}`, viewport.width, false);
      await dialog.getByRole('button', { name: 'Import 1 customer' }).click();
      await expect(dialog.locator('[data-import-created]')).toHaveText('1 customer added');
      await expectAccessible(page, 'the import summary');
      await shootScreen(page, `customers-import-summary-${viewportName}`, viewport.width, false);
    });
  });
}
