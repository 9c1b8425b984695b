import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../helpers';
import { expect, linkIn, signInThroughForm, storedSession, test } from './fixtures';

// Issue 9's journeys against the real identity, tenant, billing, customer and routing services:
// an owner runs their customer list, and a household signs itself up on its business's page.

const unique = () => randomBytes(4).toString('hex');

test('an owner adds, searches, edits, archives, restores and deletes a customer', async ({
  page,
  signInAs,
}) => {
  const tag = unique();
  const name = `Avery Stone${tag}`;
  const email = `avery-${tag}@example.com`;
  await signInAs('owner');
  await page.goto('/business-customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add Customer' });
  await add.getByLabel('Full Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Address').fill('14 Elm Street, Bangor, ME');
  // Leaving the field hides its suggestions (Escape would close the dialog).
  await add.getByLabel('Phone').click();
  // Auto-assign shows the next free number; the journeys running beside this one add customers to
  // the same business and may take it first, so the field is left blank and the service assigns
  // the next free number as it saves.
  await add.getByRole('button', { name: 'Auto-assign' }).click();
  await expect(add.getByLabel('Bucket Number')).toHaveValue(/^B-\d{3}$/);
  await add.getByLabel('Bucket Number').clear();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Customer Added')).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: email });
  const search = page.getByLabel('Search by name, email, phone, address or bucket');
  await search.fill(email);
  await expect(row).toContainText(/B-\d{3}/);
  const bucket = ((await row.textContent()) ?? '').match(/B-\d{3,}/)?.[0] ?? '';
  await search.fill(bucket);
  await expect(row).toBeVisible();
  await expect(row).toContainText(bucket);
  await expect(page.getByRole('listitem').filter({ hasText: '@' })).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('customers-searched'), fullPage: true });

  // Edit from the details: the plan and the phone change, and the row follows.
  await row.getByRole('button', { name }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(email);
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await edit.getByLabel('Phone').fill('(207) 555-0199');
  await edit.getByLabel('Plan').selectOption('biweekly');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Customer Updated')).toBeVisible();
  await expect(row).toContainText('(207) 555-0199');
  await expect(row).toContainText('$15.00');

  await row.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Customer has been moved to archive.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption('archived');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Customer has been restored from archive.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption('active');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('permanent and irreversible');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer has been permanently deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption('all');
  await expect(page.getByText('No customers found')).toBeVisible();
});

test('a household signs up on its business page, pays in test mode, sets its password from the e-mail and signs in', async ({
  page,
  playwright,
  system,
  roleSession,
  mailTo,
}) => {
  // The business takes card payments: its owner connected a Stripe account.
  const owner = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${(await roleSession('owner')).token}` },
  });
  expect((await owner.post('/api/stripe-connect/create-account')).status()).toBe(200);
  expect((await owner.post('/api/stripe/simulate/onboarding')).status()).toBe(200);

  const slug = system.business.subdomain;
  const email = `household-${unique()}@example.com`;
  const since = Date.now();
  await page.goto(`/${slug}/signup`);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Birch');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Street address').fill('3 Harbor Road');
  await page.getByLabel('City').fill('Belfast');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('ZIP code').fill('04915');
  await page.getByRole('button', { name: 'Choose plan' }).click();

  await page.getByRole('radio', { name: /Biweekly/ }).check();
  await page.screenshot({ path: screenshotPath('signup-plan'), fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $15.00 and start pickups' }).click();

  await expect(page).toHaveURL(new RegExp(`/${slug}/customer-welcome`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('signup-welcome'), fullPage: true });

  // The owner's list shows the household active on its plan once billing's events arrive.
  await expect
    .poll(
      async () => {
        const response = await owner.get(`/api/customers?search=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { customers: { status: string; monthlySpend: number }[] };
        return body.customers[0] ?? null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ status: 'active', monthlySpend: 15 });
  await owner.dispose();

  const password = `pw-${unique()}-garden`;
  await page.goto(linkIn(await mailTo(email, since, 'Welcome to'), '/reset-password'));
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmation"]').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset.');

  await page.goto(`/${slug}/login`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/${slug}/dashboard`));
  expect(await storedSession(page)).toMatchObject({ role: 'customer' });
});
