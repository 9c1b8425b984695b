import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../helpers';
import { customerByEmail, expect, farAwayBrowserZone, test, todayInBusiness } from './fixtures';

// Issue 11's journey against the real services: a route runs today and two of its stops are
// collected, one weighed at the curb; the owner records the other's weight from Pending Weights,
// edits it, records a neighbour's bucket with glass in it, which goes to review and e-mails the
// household a note, resolves it and reads its history; the household sees its own weights.

const unique = () => randomBytes(4).toString('hex');

test.use({ timezoneId: farAwayBrowserZone });

async function json<T>(response: { status(): number; json(): Promise<unknown> }, status: number): Promise<T> {
  expect(response.status()).toBe(status);
  return (await response.json()) as T;
}

test('an owner records, edits and resolves weights from the day’s collected stops; the household is told of contamination and sees its own weights', async ({
  page,
  playwright,
  system,
  roleSession,
  signInAs,
  mailTo,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const today = todayInBusiness();
  const ownerSession = await roleSession('owner');
  const owner = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${ownerSession.token}` },
  });

  // The signed-in household and a neighbour, on a route that runs today.
  const customerSession = await roleSession('customer');
  const household = JSON.parse(customerSession.user) as { id: string; email: string };
  const own = await customerByEmail(owner, household.email);
  await json(
    await owner.put(`/api/customers/${own.id}`, {
      data: {
        firstName: own.firstName,
        lastName: own.lastName,
        email: own.email,
        address: '27 Hammond Street, Bangor, ME',
        city: 'Bangor',
        subscription: 'weekly',
        status: 'active',
      },
    }),
    200,
  );
  const neighbourEmail = `nina-${tag}@example.com`;
  const { customer: neighbour } = await json<{ customer: { id: string } }>(
    await owner.post('/api/customers', {
      data: {
        firstName: 'Nina',
        lastName: `Weigh${tag}`,
        email: neighbourEmail,
        address: '45 Center Street, Brewer, ME',
        city: 'Brewer',
      },
    }),
    201,
  );
  const curbEmail = `omar-${tag}@example.com`;
  const { customer: curb } = await json<{ customer: { id: string } }>(
    await owner.post('/api/customers', {
      data: {
        firstName: 'Omar',
        lastName: `Curb${tag}`,
        email: curbEmail,
        address: '60 Main Road North, Hampden, ME',
        city: 'Hampden',
      },
    }),
    201,
  );
  const { driver } = await json<{ driver: { id: string } }>(
    await owner.post('/api/drivers', {
      data: { name: `Wes Driver${tag}`, email: `wes-${tag}@example.com`, vehicleType: 'van' },
    }),
    201,
  );
  // Routing hears of new customers by event: a moment may pass before it can route them.
  let routeId = '';
  await expect
    .poll(
      async () => {
        const created = await owner.post('/api/routes', {
          data: {
            name: `Weigh-in ${tag}`,
            driverId: driver.id,
            startTime: '23:00',
            date: today,
            startLocation: 'Compost yard',
            startAddress: '1 Maine Avenue, Bangor, ME',
            stops: [{ customerId: own.id }, { customerId: neighbour.id }, { customerId: curb.id }],
          },
        });
        if (created.status() === 201)
          routeId = ((await created.json()) as { route: { id: string } }).route.id;
        return created.status();
      },
      { timeout: 15_000 },
    )
    .toBe(201);
  await json(await owner.post(`/api/routes/${routeId}/start`, { data: { date: today } }), 200);
  for (const [customerId, weight] of [
    [own.id, undefined],
    [curb.id, 9.4],
  ] as const) {
    await json(
      await owner.post(`/api/routes/${routeId}/stops/${customerId}/complete`, {
        data: { date: today, status: 'collected', ...(weight ? { weight } : {}) },
      }),
      200,
    );
  }

  // The curb weight became an entry by itself; the other collected stop waits for its weight.
  await expect
    .poll(async () => {
      const { pending } = await json<{ pending: { customerId: string }[] }>(
        await owner.get(`/api/weights/pending?date=${today}`),
        200,
      );
      return pending.map((item) => item.customerId);
    })
    .toContain(own.id);
  await expect
    .poll(async () => {
      const body = await json<{ entries: { customerId: string; weight: number; source: string }[] }>(
        await owner.get(`/api/weight-entries?search=${encodeURIComponent(`Curb${tag}`)}`),
        200,
      );
      return body.entries.map(({ weight, source }) => `${weight} ${source}`);
    })
    .toEqual(['9.4 curb']);

  await signInAs('owner');
  await page.goto('/business-weight-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Weight Tracking' })).toBeVisible();

  // Record Weight from Pending Weights: the button waits for a weight.
  const pendingRow = page.locator(`[data-pending="${own.id}"]`);
  await expect(pendingRow).toBeVisible();
  await pendingRow.getByRole('button').click();
  const record = page.getByRole('dialog');
  await expect(record.getByRole('button', { name: 'Record Weight' })).toBeDisabled();
  await record.locator('input[name="weight"]').fill('12.5');
  await record.getByRole('button', { name: 'Record Weight' }).click();
  await expect(page.getByText('Weight Recorded').first()).toBeVisible();
  await expect(pendingRow).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('journey-weight-recorded'), fullPage: true });

  // Edit it: the list shows the new weight.
  const ownEntries = await json<{ entries: { id: string }[] }>(
    await owner.get(
      `/api/weight-entries?search=${encodeURIComponent(own.lastName)}&from=${today}&to=${today}`,
    ),
    200,
  );
  const ownEntryId = ownEntries.entries[0]?.id ?? '';
  await page.getByLabel('Search by customer or bucket number').fill(own.lastName);
  const ownRow = page.locator(`[data-entry="${ownEntryId}"]`);
  await ownRow.getByRole('button', { name: 'Edit Entry' }).click();
  const edit = page.getByRole('dialog');
  await edit.locator('input[name="weight"]').fill('12.8');
  await edit.getByLabel('Reason for Change').fill('Weighed again without the lid');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Entry Updated').first()).toBeVisible();
  await expect(ownRow.locator('[data-entry-weight]')).toContainText('12.8');

  // The neighbour's bucket with glass in it, through Add Entry and Search Customer: it needs review.
  const sentSince = Date.now();
  await page.getByRole('button', { name: 'Add Entry' }).first().click();
  const search = page.getByRole('dialog');
  await search.getByRole('searchbox').fill(`Weigh${tag}`);
  await search.locator(`[data-customer="${neighbour.id}"]`).getByRole('button').click();
  const add = page.getByRole('dialog');
  await add.locator('input[name="weight"]').fill('10.2');
  await add.getByLabel('Glass').check();
  await add.getByRole('button', { name: 'Record Weight' }).click();
  await expect(page.getByText('Weight Recorded').first()).toBeVisible();

  const neighbourEntries = await json<{ entries: { id: string; status: string; reviewReason: string }[] }>(
    await owner.get(`/api/weight-entries?search=${encodeURIComponent(`Weigh${tag}`)}`),
    200,
  );
  expect(neighbourEntries.entries).toHaveLength(1);
  const glass = neighbourEntries.entries[0];
  expect(glass).toMatchObject({ status: 'needs_review', reviewReason: 'Contamination found: Glass' });

  // The household hears of it, kindly, in the business's name.
  const note = await mailTo(neighbourEmail, sentSince, 'A quick note about your compost bucket');
  expect(note.subject).toBe(`A quick note about your compost bucket from ${system.business.businessName}`);
  expect(note.text?.toLowerCase()).toContain('glass');

  // Mark Resolved, then its history: recorded, then resolved.
  await page.getByLabel('Search by customer or bucket number').fill(`Weigh${tag}`);
  const glassRow = page.locator(`[data-entry="${glass?.id ?? ''}"]`);
  await glassRow.getByRole('button', { name: 'Mark Resolved' }).click();
  const resolve = page.getByRole('dialog');
  await resolve.getByLabel('Resolution Notes').fill('Talked with Nina: jars go in recycling.');
  await resolve.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(page.getByText('Entry Resolved').first()).toBeVisible();
  await expect(glassRow.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
  await glassRow.getByRole('button', { name: 'View History' }).click();
  const history = page.getByRole('dialog');
  await expect(history.locator('[data-history-item]')).toHaveCount(2);
  await expect(history.locator('[data-history-item="resolved"]')).toContainText('Needs Review');
  await page.screenshot({ path: screenshotPath('journey-weight-history'), fullPage: true });
  await owner.dispose();

  // The household's own page: its 12.8 lbs, and the chart of its months.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs('customer');
  await page.goto('/customer/weight-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Weight Tracking' })).toBeVisible();
  await expect(page.locator('[data-stat="Diverted from Landfill"] [data-stat-value]')).toContainText('12.8');
  await expect(page.locator('[data-chart] svg').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('journey-household-weights'), fullPage: true });
});
