import { expect, test, type Page } from '@playwright/test';
import { mockBranding, shootScreen, signInAs, viewports } from './helpers';

// The business onboarding wizard with its APIs answered by mocks, step by step, at desktop and
// phone widths, each step kept as a screenshot.

const tenantId = '64b0c0ffee000000000000aa';
const onboardingUrl = 'https://connect.stripe.com/setup/e/acct_1Green/start';
const info = {
  id: tenantId,
  businessName: 'Green Loop Compost',
  subdomain: 'green-loop',
  customDomain: 'pickup.greenloop.com',
  customDomainVerified: false,
  subdomainUrl: 'https://green-loop.pickup.app',
  customDomainUrl: 'https://pickup.greenloop.com',
  subscriptionTier: 'trial',
  subscriptionStatus: 'trial',
  stripeOnboarded: false,
  onboardingCompleted: false,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};

async function answer(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: body }));
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`onboarding at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('step 1, its messages, and the existing-account panel', async ({ page }) => {
      await mockBranding(page, null);
      await answer(page, '/api/tenants/register', 409, {
        error: 'An account with this email already exists',
        code: 'CONFLICT',
        type: 'existing_account',
        businessName: 'Maple Street Compost',
        loginUrl: 'https://maple-street.pickup.app/login',
        message: 'An account with this email already exists',
        suggestion: 'Sign in to your existing account, or use a different email address.',
      });
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your pickup business');
      await shootScreen(page, `onboarding-step1-${viewportName}`, viewport.width);
      await page.getByRole('button', { name: 'Create Business' }).click();
      await expect(page.getByText('Business name is required')).toBeVisible();
      await shootScreen(page, `onboarding-step1-errors-${viewportName}`, viewport.width);
      await page.locator('input[name="businessName"]').fill('Green Loop Compost');
      await page.locator('input[name="subdomain"]').fill('green-loop');
      await page.locator('input[name="ownerFirstName"]').fill('Robin');
      await page.locator('input[name="ownerLastName"]').fill('Meadows');
      await page.locator('input[name="ownerEmail"]').fill('robin@maplestreet.com');
      await page.locator('input[name="ownerPassword"]').fill('secret-123');
      await page.getByRole('button', { name: 'Create Business' }).click();
      await expect(page.getByRole('button', { name: 'Try Different Information' })).toBeVisible();
      await shootScreen(page, `onboarding-existing-account-${viewportName}`, viewport.width);
    });

    test('steps 2 to 5 of an owner coming back', async ({ page, context }) => {
      await mockBranding(page, null);
      await signInAs(page, 'owner');
      // An owner whose business exists: the session's user names it.
      await page.evaluate((id) => {
        const user = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('auth_user', JSON.stringify({ ...user, tenantId: id }));
      }, tenantId);
      await answer(page, '/api/tenants/info', 200, info);
      await answer(page, '/api/tenants/stripe/onboarding-link', 200, { onboardingLink: onboardingUrl });
      let submitted = false;
      await page.route(`**/api/tenants/${tenantId}/stripe-status`, (route) =>
        route.fulfill({
          json: {
            detailsSubmitted: submitted,
            chargesEnabled: submitted,
            payoutsEnabled: submitted,
            status: null,
          },
        }),
      );
      await answer(page, '/api/tenants/domain', 200, {
        customDomain: 'pickup.greenloop.com',
        verified: false,
        verifiedAt: null,
        records: [
          { type: 'A', name: '@', value: '203.0.113.10' },
          { type: 'TXT', name: '_pickup-verification', value: `pickup-verification=${tenantId}` },
        ],
        propagationNote: 'DNS changes can take up to 48 hours to propagate, typically 2 to 6 hours.',
      });
      await answer(page, '/api/tenants/domain/verify', 409, {
        error: 'The TXT record was not found yet. DNS changes can take up to 48 hours.',
        code: 'CONFLICT',
      });
      await answer(page, '/api/tenants/onboarding/complete', 200, {
        ...info,
        stripeOnboarded: true,
        onboardingCompleted: true,
      });
      // Stripe's window is not followed: it would leave the mocked world.
      await context.route('https://connect.stripe.com/**', (route) => route.fulfill({ body: 'Stripe' }));

      await page.goto('/tenant-onboarding');
      await expect(page.getByRole('heading', { name: 'Set up card payments' })).toBeVisible();
      await shootScreen(page, `onboarding-step2-${viewportName}`, viewport.width);

      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: /Set Up Payments with Stripe/ }).click();
      await (await popup).close();
      await page.getByRole('button', { name: 'Check Status' }).click();
      await expect(page.getByText('Onboarding Pending')).toBeVisible();
      await shootScreen(page, `onboarding-step3-pending-${viewportName}`, viewport.width);

      submitted = true;
      await page.getByRole('button', { name: 'Check Status' }).click();
      await expect(page.getByRole('heading', { name: 'Point your domain here' })).toBeVisible();
      await page.getByRole('button', { name: 'Verify now' }).click();
      await expect(page.getByText('The TXT record was not found yet.')).toBeVisible();
      await shootScreen(page, `onboarding-step4-${viewportName}`, viewport.width);

      await page.getByRole('button', { name: "I've added DNS records" }).click();
      await expect(page.getByRole('heading', { name: 'Your business is ready' })).toBeVisible();
      await shootScreen(page, `onboarding-step5-${viewportName}`, viewport.width);
    });

    test("the owner's business page and the tenant dashboard", async ({ page }) => {
      await mockBranding(page, null);
      await signInAs(page, 'owner');
      await page.evaluate((id) => {
        const user = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('auth_user', JSON.stringify({ ...user, tenantId: id }));
      }, tenantId);
      await answer(page, '/api/tenants/info', 200, { ...info, stripeOnboarded: true });
      await answer(page, '/api/tenants/domain', 200, {
        customDomain: 'pickup.greenloop.com',
        verified: false,
        verifiedAt: null,
        records: [
          { type: 'A', name: '@', value: '203.0.113.10' },
          { type: 'TXT', name: '_pickup-verification', value: `pickup-verification=${tenantId}` },
        ],
        propagationNote: 'DNS changes can take up to 48 hours to propagate, typically 2 to 6 hours.',
      });
      await page.goto('/business');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business');
      await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
      await shootScreen(page, `business-${viewportName}`, viewport.width);
      for (const tab of ['overview', 'setup', 'billing', 'settings']) {
        await page.goto(`/tenant-dashboard?tab=${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Dashboard');
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await shootScreen(page, `tenant-dashboard-${tab}-${viewportName}`, viewport.width);
      }
    });

    test('the tenant dashboard when the business cannot load', async ({ page }) => {
      await mockBranding(page, null);
      await signInAs(page, 'owner');
      await answer(page, '/api/tenants/info', 404, { error: 'Tenant not found', code: 'NOT_FOUND' });
      await page.goto('/tenant-dashboard');
      await expect(page.getByText('Access Denied')).toBeVisible();
      await shootScreen(page, `tenant-dashboard-denied-${viewportName}`, viewport.width);
    });
  });
}
