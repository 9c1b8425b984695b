import type { APIRequestContext } from '@playwright/test';
import { screenshotPath } from '../helpers';
import { createUserAt, expect, newAccount, signInThroughForm, test } from './fixtures';
import { announceBusiness, newBusiness, waitForBusiness } from './system-stack';

/** The API as a signed-in user of the run's business (the page keeps its own session). */
async function apiAs(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  gatewayUrl: string,
  token: string,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
}

test('a customer fills a cart, changes quantities, pays in test mode and sees the order', async ({
  page,
  playwright,
  system,
  roleSession,
  signInAs,
}) => {
  // The run's business takes card payments: its owner connected a Stripe account.
  const owner = await apiAs(playwright, system.gatewayUrl, (await roleSession('owner')).token);
  expect((await owner.post('/api/stripe-connect/create-account')).status()).toBe(200);
  expect((await owner.post('/api/stripe/simulate/onboarding')).status()).toBe(200);
  await owner.dispose();

  await signInAs('customer');
  await page.goto('/customer/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

  // An empty cart offers the business's products; the cart screen keeps offering them.
  const offer = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await offer('Farm Fresh Eggs').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Items (1)' })).toBeVisible();
  await offer('Compost Bag').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity of Farm Fresh Eggs' }).click();
  await page.getByRole('button', { name: 'Increase quantity of Farm Fresh Eggs' }).click();
  await page.getByRole('button', { name: 'Decrease quantity of Farm Fresh Eggs' }).click();
  await expect(page.getByRole('group', { name: 'Quantity of Farm Fresh Eggs' })).toContainText('2');

  // 2 × $6.50 + $8.00 = $21.00, tax $1.68, total $22.68.
  const summary = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(summary).toContainText('$21.00');
  await expect(summary).toContainText('$1.68');
  await expect(summary).toContainText('$22.68');
  await page.screenshot({ path: screenshotPath('billing-cart'), fullPage: true });

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await page.getByRole('button', { name: /Pay \$22\.68/ }).click();

  await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByText('$22.68').first()).toBeVisible();
  await expect(page.getByText(/ORD-[0-9A-F]{8}/).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('billing-orders'), fullPage: true });
});

test('an owner picks a plan and reaches "Subscription Activated!"', async ({ page, signInAs }) => {
  await signInAs('owner');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Professional' }).click();

  await expect(page.getByText('Complete Your Subscription')).toBeVisible();
  await page.screenshot({ path: screenshotPath('billing-subscription'), fullPage: true });
  await page.getByRole('button', { name: 'Start Subscription' }).click();

  await expect(page).toHaveURL(/\/subscription-success$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Activated!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set Up Business Profile' })).toHaveAttribute(
    'href',
    '/business-settings',
  );
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
});

test('an owner creates a connected account, finishes onboarding and sees it active', async ({
  page,
  context,
  playwright,
  system,
}) => {
  // A business of its own: the run's business may already have its account.
  const business = newBusiness('Riverbend Compost');
  await announceBusiness(system, business);
  await waitForBusiness(system.gatewayUrl, business);
  const account = newAccount('connect-owner');
  const identity = await playwright.request.newContext({ baseURL: system.identityUrl });
  await createUserAt(identity, system, 'owner', account, business.tenantId);
  await identity.dispose();

  await page.goto('/login');
  await signInThroughForm(page, account.username, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/stripe-connect-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Connect' })).toBeVisible();
  await expect(page.getByText('No Connected Account')).toBeVisible();

  const onboardingTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Create Stripe Account' }).click();
  await expect(page.getByText('Stripe Connect account created successfully!')).toBeVisible();
  await expect(page.locator('[data-account-badge]')).toHaveText('Setup Required');

  // Simulated payments: the onboarding link is this app's own stand-in for Stripe's form.
  const onboarding = await onboardingTab;
  await onboarding.waitForLoadState();
  await onboarding.getByRole('button', { name: 'Finish Onboarding' }).click();
  await expect(onboarding.locator('[data-account-badge]')).toHaveText('Active');
  await onboarding.close();

  await page.reload();
  await expect(page.locator('[data-account-badge]')).toHaveText('Active');
  await page.screenshot({ path: screenshotPath('billing-connect'), fullPage: true });
});
