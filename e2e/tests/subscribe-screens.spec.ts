import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// /subscribe with billing answered by a mock: a household's Manage Billing (its plan with a change
// scheduled, a past-due plan and the card form in test mode, cancelling through the confirmation,
// subscribing again with a plan and the card, no subscription at all) and an owner's platform plans, at desktop and phone widths, each checked
// with axe-core and kept as a screenshot.

const plans = [
  ['weekly', 'Weekly', 25, 'A pickup every week, the same day each week', true],
  ['biweekly', 'Biweekly', 18, 'A pickup every other week', false],
  ['monthly', 'Monthly', 12, 'A pickup once a month', false],
].map(([id, name, price, description, popular]) => ({
  id,
  name,
  price,
  interval: 'month',
  description,
  features: ['One 5-gallon bucket, swapped clean', 'Finished compost twice a year'],
  popular,
}));

const weekly = {
  id: '670000000000000000000010',
  planId: 'weekly',
  planName: 'Weekly',
  amount: 25,
  status: 'active',
  nextChargeAt: '2026-12-12T15:00:00.000Z',
  scheduledPlanId: 'biweekly',
  card: { brand: 'visa', last4: '4242' },
};
const pastDue = { ...weekly, status: 'past_due', scheduledPlanId: null };
const cancelled = { ...weekly, status: 'cancelled', nextChargeAt: null, scheduledPlanId: null };

type Answer = { status: number; json: unknown };

const restartedMonthly = {
  ...weekly,
  planId: 'monthly',
  planName: 'Monthly',
  amount: 12,
  scheduledPlanId: null,
  nextChargeAt: '2027-01-05T15:00:00.000Z',
};

async function openAsCustomer(
  page: Page,
  subscription: Answer,
  afterCancel?: Answer,
  afterRestart?: Answer,
): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/service-plans', (route) => route.fulfill({ json: { plans } }));
  let current = subscription;
  await page.route(/\/api\/billing\/subscription(\?.*)?$/, (route) => route.fulfill(current));
  await page.route('**/api/billing/subscription/cancel', (route) => {
    if (afterCancel) current = afterCancel;
    return route.fulfill(afterCancel ?? { status: 502, json: {} });
  });
  await page.route('**/api/billing/subscription/card', (route) =>
    route.fulfill({
      json: { clientSecret: 'seti_1_secret_e2e', paymentId: '670000000000000000000030', intent: 'setup' },
    }),
  );
  await page.route('**/api/billing/subscription/restart', (route) =>
    route.fulfill({
      json: {
        clientSecret: 'seti_2_secret_e2e',
        paymentId: '670000000000000000000031',
        intent: 'setup',
        subscriptionId: weekly.id,
        amount: 12,
      },
    }),
  );
  await page.route('**/api/stripe/simulate/confirm', (route) => {
    if (afterRestart) current = afterRestart;
    return route.fulfill({ json: { status: 'succeeded', orderId: null } });
  });
  await page.route('**/api/stripe/config', (route) =>
    route.fulfill({ json: { publishableKey: null, simulated: true } }),
  );
  await signInAs(page, 'customer');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Billing', { timeout: 20_000 });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`/subscribe at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test("a household's plan with a change scheduled, and the plans to change to", async ({ page }) => {
      await openAsCustomer(page, { status: 200, json: { subscription: weekly } });
      await expect(page.locator('[data-current-plan]')).toContainText('Visa ending in 4242');
      await expect(page.locator('[data-scheduled-plan]')).toHaveText('Changes to Biweekly on Dec 12');
      await expect(page.locator('[data-service-plan]')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Scheduled' })).toBeDisabled();
      await expectAccessible(page, 'Manage Billing');
      await shootScreen(page, `subscribe-customer-${viewportName}`, viewport.width);
    });

    test('a past-due plan asks for a new card, taken in test mode', async ({ page }) => {
      await openAsCustomer(page, { status: 200, json: { subscription: pastDue } });
      const banner = page.locator('[data-past-due]');
      await expect(banner).toContainText('Your last payment did not go through');
      await banner.getByRole('button', { name: 'Update Card' }).click();
      await expect(page.getByRole('button', { name: 'Save Card' })).toBeVisible();
      await expect(page.locator('[data-card-form]')).toContainText('Test mode: no card is charged');
      await expectAccessible(page, 'Manage Billing, past due, with the card form');
      await shootScreen(page, `subscribe-past-due-${viewportName}`, viewport.width);
    });

    test('cancelling asks first, then says how to start again', async ({ page }) => {
      await openAsCustomer(
        page,
        { status: 200, json: { subscription: { ...weekly, scheduledPlanId: null } } },
        { status: 200, json: { subscription: cancelled } },
      );
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('Your pickups stop now');
      await expectAccessible(page, 'the cancel confirmation');
      await shootScreen(page, `subscribe-cancel-dialog-${viewportName}`, viewport.width, false);
      await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.locator('[data-cancelled]')).toContainText('Your subscription is cancelled');
      await expect(page.locator('[data-cancelled] a[href="/messages"]')).toHaveText('Message Support');
      await expect(page.locator('[data-current-plan]')).toContainText('None: the subscription is cancelled');
      await expectAccessible(page, 'Manage Billing, cancelled');
      await shootScreen(page, `subscribe-cancelled-${viewportName}`, viewport.width);
    });

    test('a cancelled household subscribes again: a plan, the card in test mode, then active', async ({
      page,
    }) => {
      await openAsCustomer(page, { status: 200, json: { subscription: cancelled } }, undefined, {
        status: 200,
        json: { subscription: restartedMonthly },
      });
      const restart = page.locator('[data-cancelled]');
      await expect(restart.locator('[data-service-plan]')).toHaveCount(3);
      await expect(restart.getByRole('link', { name: 'Message Support' })).toBeVisible();
      await restart.getByRole('button', { name: 'Choose Monthly' }).click();
      await expect(page.getByRole('button', { name: 'Start Subscription' })).toBeVisible();
      await expect(page.locator('[data-restart-plan]')).toContainText('Monthly: $12.00 / month');
      await expectAccessible(page, 'Subscribe again, the card step');
      await shootScreen(page, `subscribe-again-card-${viewportName}`, viewport.width);
      await page.getByRole('button', { name: 'Start Subscription' }).click();
      await expect(page.getByText('Subscription Started!')).toBeVisible();
      await expect(page.locator('[data-current-plan]')).toContainText('Monthly', { timeout: 15_000 });
      await expect(page.locator('[data-cancelled]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
      await expectAccessible(page, 'Manage Billing, subscribed again');
      await shootScreen(page, `subscribe-again-active-${viewportName}`, viewport.width);
    });

    test('a household without a subscription sees the plans and how to start', async ({ page }) => {
      await openAsCustomer(page, {
        status: 404,
        json: { error: 'No subscription found', code: 'NOT_FOUND' },
      });
      await expect(page.getByRole('heading', { level: 2, name: 'No subscription found' })).toBeVisible();
      await expect(page.locator('[data-service-plan]')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Choose Weekly' })).toBeEnabled();
      await expect(
        page.locator('[data-no-subscription]').getByRole('link', { name: 'Message Support' }),
      ).toBeVisible();
      await expectAccessible(page, 'Manage Billing without a subscription');
      await shootScreen(page, `subscribe-none-${viewportName}`, viewport.width);
    });

    test("an owner sees the business's platform plans", async ({ page }) => {
      await mockBranding(page, testBrand);
      await page.route('**/api/stripe/plans', (route) =>
        route.fulfill({
          json: {
            plans: [
              ['starter', 'Starter', 29, 50, 10, 500, false],
              ['professional', 'Professional', 79, 200, 50, 2000, true],
              ['enterprise', 'Enterprise', 149, -1, -1, -1, false],
            ].map(([id, name, amount, customers, routes, monthlyOrders, popular]) => ({
              id,
              name,
              amount,
              interval: 'month',
              limits: { customers, routes, monthlyOrders },
              popular,
            })),
          },
        }),
      );
      await page.route('**/api/stripe/subscription', (route) =>
        route.fulfill({
          json: {
            planId: 'trial',
            planName: 'Trial',
            status: 'trial',
            limits: { customers: 50, routes: 10, monthlyOrders: 500 },
            trialEndsAt: '2026-12-07T12:00:00.000Z',
            currentPeriodEnd: null,
            scheduledPlanId: null,
            canCreate: true,
          },
        }),
      );
      await signInAs(page, 'owner');
      await page.goto('/subscribe');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan', {
        timeout: 20_000,
      });
      await expect(page.locator('[data-plan]')).toHaveCount(3);
      await expectAccessible(page, "the owner's /subscribe");
      await shootScreen(page, `subscribe-owner-${viewportName}`, viewport.width);
    });
  });
}
