import type { APIRequestContext } from '@playwright/test';
import { screenshotPath } from '../helpers';
import { expect, farAwayBrowserZone, signInThroughForm, test, todayInBusiness } from './fixtures';
import { dayAfter, signedUpHousehold } from './portal-household';

// Issue 13's journey against every real service: a household that signed up and paid sees its
// real next pickup and plan, orders an extra through Quick Order and checkout, finds it riding on
// its next pickup, skips that pickup (the extra moves with it), moves house and changes plan; every
// figure on the dashboard is the owning service's.

test.use({ timezoneId: farAwayBrowserZone });

interface ApiNextPickup {
  date: string;
  timeWindow: string;
  routeName: string;
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

for (const width of [375, 1280]) {
  test(`at ${width} px a household sees its real pickup and plan, orders an extra, skips a pickup, moves and changes plan`, async ({
    page,
    playwright,
    system,
    roleSession,
    mailTo,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const slug = system.business.subdomain;
    const owner = await playwright.request.newContext({
      baseURL: system.gatewayUrl,
      extraHTTPHeaders: { authorization: `Bearer ${(await roleSession('owner')).token}` },
    });
    const gateway = await playwright.request.newContext({ baseURL: system.gatewayUrl });
    const tomorrow = dayAfter(todayInBusiness(), 1);
    const household = await signedUpHousehold(owner, gateway, slug, tomorrow, mailTo);

    await page.goto(`/${slug}/login`);
    await signInThroughForm(page, household.email, household.password);
    await expect(page).toHaveURL(new RegExp(`/${slug}/dashboard`));
    const { token } = await page.evaluate(() => ({ token: localStorage.getItem('auth_token') }));
    const customer = await playwright.request.newContext({
      baseURL: system.gatewayUrl,
      extraHTTPHeaders: { authorization: `Bearer ${token ?? ''}` },
    });

    // The onboarding dialog, once: finished, the server remembers it.
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toContainText('Step 1 of 3');
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Finish' }).click();
    await expect(onboarding).toHaveCount(0);
    // The dialog closes at once; the server's answer to Finish may come a moment later.
    await expect
      .poll(
        async () =>
          (await json<{ profile: { hasSeenOnboarding: boolean } }>(customer, '/api/customer/profile')).profile
            .hasSeenOnboarding,
      )
      .toBe(true);

    // The dashboard's figures are the services' own.
    const next = await json<ApiNextPickup>(customer, `/api/customer/${household.userId}/next-pickup`);
    expect(next).toMatchObject({
      date: tomorrow,
      routeName: household.routeName,
      timeWindow: '2:00 PM - 5:00 PM',
    });
    const card = page.locator('[data-next-pickup]');
    await expect(card.locator('[data-pickup-window]')).toHaveText(next.timeWindow);
    await expect(card.locator('[data-pickup-route]')).toHaveText(household.routeName);
    await expect(card.locator('[data-time-until]')).toHaveText('Tomorrow');
    const { subscription } = await json<{
      subscription: { planName: string; card: { last4: string } | null };
    }>(customer, '/api/billing/subscription');
    const billing = page.locator('[data-subscription]');
    await expect(billing).toContainText(subscription.planName);
    await expect(billing).toContainText('$25.00');
    if (subscription.card) await expect(billing).toContainText(subscription.card.last4);
    await page.screenshot({ path: screenshotPath(`portal-dashboard-${width}`), fullPage: true });

    // Quick Order: two dozen eggs, then the cart dialog's checkout, paid in test mode.
    await page.getByLabel('Search products').fill('eggs');
    await page.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Fresh Eggs' })).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /added/i }).first()).toBeVisible();
    await page.goto(`/${slug}/dashboard`);
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: /Pay \$14\.04/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible({
      timeout: 15_000,
    });

    // The order rides on tomorrow's pickup: on /orders, on the dashboard and on the schedule.
    const orders = async () =>
      (
        await json<{ orders: { number: string; delivery: { date: string } | null }[] }>(
          customer,
          '/api/orders',
        )
      ).orders;
    await expect
      .poll(async () => (await orders())[0]?.delivery?.date ?? null, { timeout: 15_000 })
      .toBe(tomorrow);
    const [order] = await orders();
    await page.reload();
    await expect(page.getByText(/Arrives with your pickup on/).first()).toBeVisible();
    await page.goto(`/${slug}/dashboard`);
    const recent = page.getByRole('list', { name: 'Recent orders' });
    await expect(recent).toContainText(order?.number ?? 'missing');
    await expect(recent).toContainText('Arrives with your pickup on');

    await page.goto(`/${slug}/schedule`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
    const first = page.locator(`[data-pickup="${tomorrow}"]`);
    await expect(first).toContainText('Farm Fresh Eggs × 2');
    await page.screenshot({ path: screenshotPath(`portal-schedule-${width}`), fullPage: true });

    // Skipping tomorrow: the next pickup is a week later, and the eggs move with it.
    const weekLater = dayAfter(tomorrow, 7);
    await first.getByRole('button', { name: 'Skip' }).click();
    await page
      .getByRole('dialog', { name: 'Skip Pickup' })
      .getByRole('button', { name: 'Skip Pickup' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Pickup Skipped' })).toBeVisible();
    await expect(first).toContainText('Skipped');
    await expect(page.locator(`[data-pickup="${weekLater}"]`)).toContainText('Farm Fresh Eggs × 2', {
      timeout: 15_000,
    });
    expect((await json<ApiNextPickup>(customer, `/api/customer/${household.userId}/next-pickup`)).date).toBe(
      weekLater,
    );
    await expect
      .poll(async () => (await orders())[0]?.delivery?.date ?? null, { timeout: 15_000 })
      .toBe(weekLater);

    // Moving house: checked, geocoded and placed in its zone.
    await page.getByRole('button', { name: 'Change Address' }).click();
    const move = page.getByRole('dialog', { name: 'Change Address' });
    await move.getByRole('combobox', { name: 'Street address' }).fill('12 Main Street');
    await move.getByLabel('City').click();
    await move.getByLabel('City').fill('Bar Harbor');
    await move.getByLabel('State').fill('ME');
    await move.getByLabel('ZIP code').fill('04609');
    await move.getByRole('button', { name: 'Change Address' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Address Updated' })).toBeVisible();
    const moved = await json<{ profile: { address: string; city: string; zone: string | null } }>(
      customer,
      '/api/customer/profile',
    );
    expect(moved.profile).toMatchObject({ address: '12 Main Street', city: 'Bar Harbor' });
    await expect(page.getByText('12 Main Street').first()).toBeVisible();

    // Changing plan: biweekly from the next billing cycle.
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Biweekly' }).click();
    await expect(page.locator('[data-scheduled-plan]')).toContainText('Changes to Biweekly');
    const changed = await json<{ subscription: { scheduledPlanId: string | null } }>(
      customer,
      '/api/billing/subscription',
    );
    expect(changed.subscription.scheduledPlanId).toBe('biweekly');
    await page.screenshot({ path: screenshotPath(`portal-billing-${width}`), fullPage: true });

    await Promise.all([owner.dispose(), gateway.dispose(), customer.dispose()]);
  });
}
