import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../helpers';
import { expect, test } from './fixtures';

// Issue 8's journeys against the real identity, tenant and billing services: a business signs
// itself up and goes live, a visitor asks for a demo and the operator follows it up, an owner
// brands the portal, and a household joins a business from the business's own page.

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

for (const customDomain of [false, true]) {
  test(`a new business completes the wizard ${customDomain ? 'with' : 'without'} a custom domain and sees its tenant dashboard`, async ({
    page,
    context,
  }) => {
    const id = unique();
    const businessName = `Maple Compost ${id}`;
    await page.goto('/signup');
    await page.getByLabel('Business name').fill(businessName);
    await page.getByLabel('Subdomain').fill(`maple-${id}`);
    if (customDomain) await page.getByLabel('Custom domain').fill(`pickup-${id}.example.com`);
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Email').fill(`owner-${id}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`pw-${id}-secret`);
    await page.getByRole('button', { name: 'Create Business' }).click();

    // Step 2: Stripe's form opens in a new window (simulated payments: this app's stand-in for it).
    const stripeWindow = context.waitForEvent('page');
    await page.getByRole('button', { name: /Set Up Payments with Stripe/ }).click();
    const onboarding = await stripeWindow;
    await onboarding.waitForLoadState();
    await onboarding.getByRole('button', { name: 'Finish Onboarding' }).click();
    await expect(onboarding.locator('[data-account-badge]')).toHaveText('Active');
    await onboarding.close();

    // Step 3: the status check finds the details submitted.
    await page.getByRole('button', { name: 'Check Status' }).click();
    if (customDomain) {
      // Step 4: the DNS records, the TXT value naming the business's id.
      await expect(page.getByText(/pickup-verification=[a-f0-9]{24}/)).toBeVisible();
      await page.screenshot({ path: screenshotPath('tenant-wizard-dns'), fullPage: true });
      await page.getByRole('button', { name: "I've added DNS records" }).click();
    }
    await expect(page.getByText('Your business is ready')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();

    await expect(page).toHaveURL(/\/tenant-dashboard/);
    await expect(page.getByText(businessName).first()).toBeVisible();
    await expect(page.getByText('100%').first()).toBeVisible();
    await page.screenshot({
      path: screenshotPath(`tenant-dashboard-${customDomain ? 'domain' : 'subdomain'}`),
      fullPage: true,
    });
  });
}

test('a visitor requests a demo, and the platform admin marks it contacted with a note', async ({
  page,
  signInAs,
}) => {
  const id = unique();
  const company = `Harbor Scraps ${id}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Request a demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a demo' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('  Casey Lin  ');
  await dialog.getByLabel('Email').fill(`casey-${id}@example.com`);
  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByText(/within 24 hours/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await signInAs('platform-admin');
  await page.goto('/platform-admin/demo-requests');
  const row = page.locator('[data-demo-request]', { hasText: company });
  await expect(row).toContainText('Casey Lin');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: 'Update' }).click();
  const update = page.getByRole('dialog', { name: 'Demo request from Casey Lin' });
  await update.getByLabel('Status').selectOption('contacted');
  await update.getByLabel('Notes').fill('Called; demo booked for Tuesday');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(update).toBeHidden();
  await expect(row).toContainText('Contacted');

  // It stays so: the server kept the status, its notes and when the business was first contacted.
  await page.reload();
  await expect(page.locator('[data-demo-request]', { hasText: company })).toContainText('Contacted');
  await page.screenshot({ path: screenshotPath('admin-demo-requests'), fullPage: true });
});

test('the platform admin renames a business, then deactivates it and its public page closes', async ({
  page,
  browser,
  playwright,
  system,
  signInAs,
}) => {
  const id = unique();
  const gateway = await playwright.request.newContext({ baseURL: system.gatewayUrl });
  const registered = await gateway.post('/api/tenants/register', {
    data: {
      subdomain: `cedar-${id}`,
      businessName: `Cedar Compost ${id}`,
      ownerEmail: `cedar-${id}@example.com`,
      ownerPassword: `pw-${id}-secret`,
      ownerFirstName: 'Sam',
      ownerLastName: 'Ortiz',
    },
  });
  expect(registered.status()).toBe(201);
  await gateway.dispose();

  await page.goto(`/cedar-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cedar Compost ${id}` })).toBeVisible();

  await signInAs('platform-admin');
  await page.goto('/platform-admin/tenants');
  await page.getByRole('searchbox', { name: /Search/ }).fill(`cedar-${id}`);
  const row = page.locator('[data-tenant]', { hasText: `Cedar Compost ${id}` });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit Cedar Compost ${id}` });
  await edit.getByLabel('Business Name').fill(`Cedar Valley Compost ${id}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const renamed = page.locator('[data-tenant]', { hasText: `Cedar Valley Compost ${id}` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Edit' }).click();
  const again = page.getByRole('dialog', { name: `Edit Cedar Valley Compost ${id}` });
  await again.getByLabel(/^Active/).uncheck();
  await again.getByRole('button', { name: 'Save Changes' }).click();
  await page
    .getByRole('dialog', { name: `Deactivate Cedar Valley Compost ${id}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(renamed).toContainText('Inactive');
  await page.screenshot({ path: screenshotPath('admin-tenants'), fullPage: true });

  // The business's page answers as a business that does not exist (the gateway learns it from the event).
  const visitor = await browser.newPage({ baseURL: system.baseURL });
  await expect
    .poll(
      async () => {
        await visitor.goto(`/cedar-${id}`);
        return visitor.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 15_000 },
    )
    .toBe('Business Not Found');
  await visitor.close();
});

test('an owner changes the brand colour and uploads a logo, and the header shows both', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner');
  await page.goto('/business-settings?tab=branding');
  await page.getByRole('textbox', { name: 'Primary Color', exact: true }).fill('#1f4e79');
  await page.getByRole('button', { name: 'Save All Changes' }).first().click();
  await expect(page.getByText('Your business settings have been updated successfully.')).toBeVisible();

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type="file"][name="logo"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your business logo has been uploaded successfully.')).toBeVisible();

  // Reloaded, the header still shows them: they came from the server, not the page's memory.
  await page.reload();
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('background-color', 'rgb(31, 78, 121)');
  const logo = header.locator('img');
  await expect(logo).toHaveAttribute('src', /\/api\/business\/logos\/[a-f0-9]{24}$/);
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  await expect(page.getByRole('button', { name: 'Save All Changes' }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('owner-branded-header'), fullPage: true });
});

for (const where of ['path', 'subdomain'] as const) {
  test(`a household registers on its business's page (${where}) and lands on the business's dashboard`, async ({
    page,
    system,
  }) => {
    const id = unique();
    const { subdomain } = system.business;
    const web = new URL(system.baseURL);
    // *.localhost is loopback in Chromium; the gateway reads the subdomain under PUBLIC_DOMAIN=localhost.
    const register =
      where === 'path'
        ? `${system.baseURL}/${subdomain}/register`
        : `${web.protocol}//${subdomain}.localhost:${web.port}/register`;
    await page.goto(register);
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Username').fill(`avery-${id}`);
    await page.getByLabel('Email').fill(`avery-${id}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`pw-${id}-secret`);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(new RegExp(`/${subdomain}/dashboard$`));
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? '{}') as unknown);
    expect(user).toMatchObject({ role: 'customer', tenantId: system.business.tenantId });
  });
}

test('the admin host opens the operator console, behind its sign-in', async ({ page, system }) => {
  const web = new URL(system.baseURL);
  await page.goto(`${web.protocol}//admin.localhost:${web.port}/`);
  await expect(page).toHaveURL(/\/platform-admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
