import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shootScreen, signInAs, viewports } from './helpers';

// Route management with the routing and customer services answered by mocks: the day's routes,
// the details, the create dialog, the week's calendar and a route's map at desktop and phone widths,
// each checked with axe-core and kept as a screenshot.

const settings = {
  businessName: 'Maple Street Compost',
  logoUrl: null,
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
};

/** A day as the routes API speaks it, in the browser's (and this machine's) own time zone. */
function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const now = new Date();
const today = isoDay(now);
const weekday = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long' });
/** Another day of this week (Sunday to Saturday): the day after today, or before it on a Saturday. */
const otherDate = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (now.getDay() === 6 ? -1 : 1));
const otherDay = isoDay(otherDate);

const point = (latitude: number, longitude: number) => ({ latitude, longitude, precision: 'address' });

const households = [
  ['Robin Lee', '12 Main St, Bangor', 44.8012, -68.7778, 2, 'Side door, behind the gate.'],
  ['Samantha Fields-Worthington', '4 Elm St, Brewer', 44.7967, -68.7614, 1, ''],
  ['Dana Park', '88 Harbor Rd, Hampden', 44.7445, -68.837, 1, 'Green bin on the porch.'],
  ['Lee Chen', '7 Pine St, Hermon', 44.8103, -68.9134, 3, ''],
] as const;

const stops = households.map(([name, address, latitude, longitude, bucketCount, instructions], index) => ({
  id: `68000000000000000000000${index + 1}`,
  customerId: `65000000000000000000000${index + 1}`,
  customerName: name,
  address,
  order: index + 1,
  bucketNumber: `B-0${10 + index}`,
  bucketCount,
  pickupInstructions: instructions,
  frequency: index === 3 ? 'biweekly' : 'weekly',
  location: point(latitude, longitude),
  startsOn: '2026-10-01',
}));

const base = {
  zone: 'bangor',
  driverId: '670000000000000000000001',
  driver: 'Jamie Cole',
  vehicle: 'Ford Transit',
  startTime: '08:30',
  endTime: '12:00',
  estimatedTime: 120,
  firstDate: '2026-10-01',
  movedFrom: null,
  startedAt: null,
  completedAt: null,
  startLocation: 'Depot',
  startAddress: '1 Depot Rd, Bangor, ME',
  startPoint: point(44.8198, -68.7923),
  endLocation: '',
  endAddress: '',
  endPoint: null,
  notes: 'Gate code 1234. Call the Hermon customers if the road is closed.',
  results: [],
  buckets: 6,
  capacity: 20,
  capacityWarning: null,
  exceptions: [],
};

const loop = {
  ...base,
  id: '660000000000000000000001',
  name: 'Bangor and Brewer Morning Loop',
  pickupDay: weekday(now),
  date: today,
  status: 'planned',
  stops,
  dueStopIds: stops.slice(0, 3).map((stop) => stop.id),
  distance: 14.2,
};

const hampden = {
  ...base,
  id: '660000000000000000000002',
  name: 'Hampden Afternoon',
  zone: 'hampden',
  driver: 'Alex Rivera',
  vehicle: 'Box truck',
  startTime: '13:00',
  endTime: '',
  estimatedTime: 95,
  pickupDay: weekday(now),
  date: today,
  status: 'in_progress',
  startedAt: new Date().toISOString(),
  stops: stops.slice(2),
  dueStopIds: [stops[2]?.id],
  distance: 9.8,
  buckets: 24,
  capacityWarning: 'Over capacity: 24 buckets for a vehicle that holds 20',
};

const hermon = {
  ...base,
  id: '660000000000000000000003',
  name: 'Hermon Weekly',
  zone: 'hermon',
  pickupDay: weekday(otherDate),
  date: otherDay,
  status: 'completed',
  stops: stops.slice(3),
  dueStopIds: [stops[3]?.id],
  distance: 11,
};

const stats = { totalRoutes: 3, activeRoutes: 1, totalStops: 7, availableDrivers: 2, totalDistance: 35 };

const drivers = [
  {
    id: '670000000000000000000001',
    name: 'Jamie Cole',
    vehicleType: 'van',
    vehicle: 'Ford Transit',
    maxBuckets: 20,
  },
  {
    id: '670000000000000000000002',
    name: 'Alex Rivera',
    vehicleType: 'truck',
    vehicle: 'Box truck',
    maxBuckets: 40,
  },
];

const customers = stops.map((stop) => {
  const [firstName = '', ...rest] = stop.customerName.split(' ');
  return {
    id: stop.customerId,
    userId: null,
    firstName,
    lastName: rest.join(' '),
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '',
    address: stop.address,
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Tuesday',
    location: stop.location,
    status: 'active',
    bucketNumber: stop.bucketNumber,
    subscription: 'weekly',
    subscriptionStatus: 'active',
    bucketCount: stop.bucketCount,
    containerType: '5-gallon bucket',
    pickupInstructions: '',
    notes: '',
    nextPickup: null,
    nextPickupDate: null,
    totalOrders: 0,
    lastOrderDate: null,
    lastActivity: '2026-11-20T14:00:00.000Z',
    monthlySpend: 25,
    joinDate: '2026-10-01T09:00:00.000Z',
  };
});

const byId = new Map([loop, hampden, hermon].map((route) => [route.id, route]));

async function mockRoutingServices(page: Page): Promise<void> {
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    route.fulfill({ json: settings }),
  );
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/routes(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    const from = url.searchParams.get('from') ?? today;
    const to = url.searchParams.get('to') ?? today;
    const routes = [loop, hampden, hermon].filter((each) => each.date >= from && each.date <= to);
    return route.fulfill({ json: { routes } });
  });
  await page.route('**/api/routes/stats', (route) => route.fulfill({ json: stats }));
  await page.route(/\/api\/routes\/[0-9a-f]{24}(\?.*)?$/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const found = byId.get(id);
    return found
      ? route.fulfill({ json: { route: found } })
      : route.fulfill({ status: 404, json: { error: 'Route not found', code: 'NOT_FOUND' } });
  });
  await page.route('**/api/drivers/active', (route) => route.fulfill({ json: { drivers } }));
  await page.route(/\/api\/customers(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        customers,
        total: customers.length,
        totalPages: 1,
        pagination: { total: customers.length, page: 1, limit: 100, totalPages: 1 },
      },
    }),
  );
  await page.route(/\/api\/address\/suggestions\?/, (route) => route.fulfill({ json: { predictions: [] } }));
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`route management at ${viewport.width}px`, () => {
    test.use({ viewport });
    // Each test builds a page, opens a lazy dialog and runs axe: on a busy machine, more than 30 s.
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page }) => {
      await mockRoutingServices(page);
      await signInAs(page, 'owner');
      await page.goto('/business-routes');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Route Management', {
        timeout: 20_000,
      });
    });

    test("the totals and today's routes", async ({ page }) => {
      await expect(page.locator('[data-route]')).toHaveCount(2);
      await expect(page.locator('[data-stat="Total Routes"] [data-stat-value]')).toHaveText('3');
      await expect(page.locator(`[data-route="${hampden.id}"]`)).toContainText('Over capacity');
      await expectAccessible(page, 'the list of routes');
      await shootScreen(page, `routes-list-${viewportName}`, viewport.width);
    });

    test('the details of a route', async ({ page }) => {
      await page.getByRole('button', { name: loop.name }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-stop]')).toHaveCount(4);
      await expect(dialog).toContainText('Side door, behind the gate.');
      await expectAccessible(page, 'the details dialog');
      await shootScreen(page, `routes-details-${viewportName}`, viewport.width, false);
    });

    test('the create dialog', async ({ page }) => {
      await page.getByRole('button', { name: 'Create Route' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Create Route' })).toBeDisabled();
      await dialog.locator('input[name="name"]').fill('Winterport Thursday');
      await dialog.locator('select[name="driverId"]').selectOption(drivers[0]?.id ?? '');
      await dialog.locator('input[name="startTime"]').fill('09:00');
      await dialog.locator('select[name="addCustomer"]').selectOption(stops[1]?.customerId ?? '');
      await dialog.locator('select[name="addCustomer"]').selectOption(stops[0]?.customerId ?? '');
      await expect(dialog.locator('[data-stop-choice]')).toHaveCount(2);
      await expect(dialog.getByRole('button', { name: 'Create Route' })).toBeEnabled();
      await expectAccessible(page, 'the create dialog');
      await shootScreen(page, `routes-create-${viewportName}`, viewport.width, false);
      await dialog.locator('[data-stop-choice]').last().scrollIntoViewIfNeeded();
      await shootScreen(page, `routes-create-customers-${viewportName}`, viewport.width, false);
    });

    test('the weekly calendar', async ({ page }) => {
      await page.getByRole('tab', { name: 'Weekly Calendar' }).click();
      await expect(page.locator('[data-day]')).toHaveCount(7);
      await expect(page.locator(`[data-day="${otherDay}"] [data-route]`)).toContainText('Hermon Weekly');
      await expectAccessible(page, 'the weekly calendar');
      await shootScreen(page, `routes-calendar-${viewportName}`, viewport.width);
    });

    test("a route's map", async ({ page }) => {
      await page.locator(`[data-route="${loop.id}"]`).getByRole('button', { name: 'View Map' }).click();
      const dialog = page.getByRole('dialog');
      // The start, the three stops due today and the one that is not.
      await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(5);
      await expect(dialog.locator('path.leaflet-interactive')).toHaveCount(1);
      await expectAccessible(page, 'the map dialog');
      await shootScreen(page, `routes-map-${viewportName}`, viewport.width, false);
    });
  });
}
