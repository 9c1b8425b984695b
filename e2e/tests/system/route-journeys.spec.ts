import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../helpers';
import { customerByEmail, expect, farAwayBrowserZone, test, todayInBusiness } from './fixtures';

// Issue 10's journey against the real identity, tenant, billing, customer and routing services:
// an owner adds two drivers, plans a route through four households, optimizes it, sees it on the
// map and the weekly calendar and starts it; the household on it reads its next pickup.

const unique = () => randomBytes(4).toString('hex');

test.use({ timezoneId: farAwayBrowserZone });

test('an owner adds two drivers, plans a route through four households, optimizes, maps, calendars and starts it; the household reads its next pickup', async ({
  page,
  playwright,
  system,
  roleSession,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const ownerSession = await roleSession('owner');
  const owner = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${ownerSession.token}` },
  });

  // The signed-in household lives in Bangor on a weekly plan; three neighbours join it.
  const customerSession = await roleSession('customer');
  const household = JSON.parse(customerSession.user) as { id: string; email: string };
  const own = await customerByEmail(owner, household.email);
  const settled = await owner.put(`/api/customers/${own.id}`, {
    data: {
      firstName: own.firstName,
      lastName: own.lastName,
      email: own.email,
      address: '27 Hammond Street, Bangor, ME',
      city: 'Bangor',
      subscription: 'weekly',
      status: 'active',
    },
  });
  expect(settled.status()).toBe(200);
  const neighbours = [
    { firstName: 'Jordan', address: '45 Center Street, Brewer, ME', city: 'Brewer' },
    { firstName: 'Lena', address: '60 Main Road North, Hampden, ME', city: 'Hampden' },
    { firstName: 'Marcus', address: '333 Billings Road, Hermon, ME', city: 'Hermon' },
  ];
  const stopIds = [own.id];
  for (const neighbour of neighbours) {
    const created = await owner.post('/api/customers', {
      data: {
        ...neighbour,
        lastName: `Route${tag}`,
        email: `${neighbour.firstName}-${tag}@example.com`.toLowerCase(),
      },
    });
    expect(created.status()).toBe(201);
    stopIds.push(((await created.json()) as { customer: { id: string } }).customer.id);
  }

  await signInAs('owner');

  // Two drivers, added through the drivers screen.
  const drivers = [`Maya Chen${tag}`, `Leo Park${tag}`];
  await page.goto('/business-drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();
  for (const [index, name] of drivers.entries()) {
    await page.getByRole('button', { name: 'Add Driver' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(`driver${index}-${tag}@example.com`);
    await dialog.getByLabel('Vehicle Type').selectOption(index === 0 ? 'truck' : 'van');
    await dialog.getByRole('button', { name: 'Add Driver' }).click();
    await expect(page.getByText('Driver Added').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  for (const name of drivers) await expect(page.getByText(name).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('journey-drivers'), fullPage: true });

  // A route today through the four households, listed out of order.
  const routeName = `Bangor loop ${tag}`;
  const today = todayInBusiness();
  await page.goto('/business-routes');
  await expect(page.getByRole('heading', { level: 1, name: 'Route Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Route' }).first().click();
  const create = page.getByRole('dialog');
  await create.locator('input[name="name"]').fill(routeName);
  const driverSelect = create.getByLabel('Driver');
  const firstDriver = driverSelect.locator('option', { hasText: drivers[0] ?? '' });
  await driverSelect.selectOption((await firstDriver.getAttribute('value')) ?? '');
  await create.locator('input[name="startTime"]').fill('23:00');
  await create.getByLabel('First Pickup Date').fill(today);
  await create.getByLabel('Start Address').fill('1 Maine Avenue, Bangor, ME');
  await create.getByLabel('Start Location').click();
  for (const customerId of [stopIds[3], stopIds[0], stopIds[2], stopIds[1]]) {
    await create.locator('select[name="addCustomer"]').selectOption(customerId ?? '');
  }
  await expect(create.locator('[data-stop-choice]')).toHaveCount(4);
  await create.getByRole('button', { name: 'Create Route' }).click();
  await expect(page.getByText('Route Created').first()).toBeVisible();

  // Its card on today's list: four stops, planned; optimize it from the details.
  const card = page.locator('[data-route]').filter({ hasText: routeName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('4');
  await card.getByRole('button', { name: routeName }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Optimize' }).click();
  await expect(page.getByText('Route Optimized').first()).toBeVisible();
  await expect(page.getByText(/Reordered \d+ stops for efficient pickup\./).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('journey-route-optimized'), fullPage: true });

  // The map: the start and four numbered stops, joined by the path.
  await details.getByRole('button', { name: 'View Map' }).click();
  const map = page.getByRole('dialog').filter({ has: page.locator('.leaflet-container') });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(5);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('journey-route-map') });
  await page.keyboard.press('Escape');

  // The weekly calendar lists it on today.
  await page.goto('/business-routes');
  await page.getByRole('tab', { name: 'Weekly Calendar' }).click();
  await expect(page.locator(`[data-day="${today}"]`)).toContainText(routeName);
  await page.screenshot({ path: screenshotPath('journey-route-calendar'), fullPage: true });

  // Started from its details: in progress.
  await page.getByRole('tab', { name: 'List View' }).click();
  await card.getByRole('button', { name: routeName }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Route' }).click();
  await expect(page.getByText('Route Started').first()).toBeVisible();
  const listed = await owner.get(`/api/routes?from=${today}&to=${today}`);
  const { routes } = (await listed.json()) as { routes: { name: string; status: string }[] };
  expect(routes.find((route) => route.name === routeName)?.status).toBe('in_progress');
  await owner.dispose();

  // The household's dashboard call: its pickup is today on this route, in the evening window.
  const customer = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${customerSession.token}` },
  });
  const next = await customer.get(`/api/customer/${household.id}/next-pickup`);
  expect(next.status()).toBe(200);
  expect(await next.json()).toMatchObject({
    scheduled: true,
    date: today,
    time: '11:00 PM',
    timeUntil: 'Today',
    routeName,
  });
  // Another household's next pickup is not theirs to read.
  const other = await customer.get(`/api/customer/${randomBytes(12).toString('hex')}/next-pickup`);
  expect(other.status()).toBe(404);
  await customer.dispose();
});
