import { expect, test } from '@playwright/test';
import { mockAnalytics } from './analytics-mocks';
import { mockBranding, screenshotPath, signInAs, testBrand, viewports, type Role } from './helpers';

test.describe('public pages', () => {
  test('the landing page shows the public header with the default brand when branding is unavailable', async ({
    page,
  }) => {
    await mockBranding(page, null);
    await page.goto('/');
    await expect(page.getByTestId('brand')).toHaveText('CCompost Pickup');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('[data-screen="landing"]')).toBeAttached();
    await expect(page).toHaveTitle('Compost Pickup');
  });

  test('an unknown path reads 404 Page Not Found', async ({ page }) => {
    await mockBranding(page, null);
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });

  test('a business path shows that business on its own page', async ({ page }) => {
    await mockBranding(page, testBrand);
    const branding = page.waitForRequest('**/api/business/branding');
    await page.goto('/maple-street');
    expect((await branding).headers()['x-tenant']).toBe('maple-street');
    await expect(page.getByTestId('brand')).toHaveText('MMaple Street Compost');
    await expect(page.locator('[data-screen="businessPage"]')).toBeAttached();
  });
});

test.describe('role guards', () => {
  test('a customer route shows the login screen in place while logged out', async ({ page }) => {
    await mockBranding(page, null);
    await page.goto('/dashboard');
    await expect(page.locator('[data-screen="login"]')).toBeAttached();
    await expect(page.locator('[data-screen="customerDashboard"]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('an owner route shows the login screen to a customer', async ({ page }) => {
    await mockBranding(page, testBrand);
    await signInAs(page, 'customer');
    await page.goto('/business-customers');
    await expect(page.locator('[data-screen="login"]')).toBeAttached();
  });
});

test.describe('role chrome', () => {
  const cases: { role: Role; path: string; screen: string; badge: string | null; links: string[] }[] = [
    {
      role: 'customer',
      path: '/dashboard',
      screen: 'customerDashboard',
      badge: 'Customer',
      links: ['Dashboard', 'Schedule', 'Cart', 'Support', 'FAQ'],
    },
    {
      role: 'owner',
      path: '/',
      screen: 'businessAnalytics',
      badge: 'Business Owner',
      links: ['Dashboard', 'Customers', 'Routes', 'Drivers', 'Support', 'Analytics', 'Payments', 'Settings'],
    },
    {
      role: 'platform-admin',
      path: '/platform-admin',
      screen: 'adminOverview',
      badge: null,
      links: ['Dashboard', 'Demo Requests', 'Tenants', 'Analytics'],
    },
  ];

  for (const { role, path, screen, badge, links } of cases) {
    test(`${role}: links, badge and brand`, async ({ page }) => {
      await mockBranding(page, testBrand);
      await signInAs(page, role);
      await page.goto(path);
      await expect(page.locator(`[data-screen="${screen}"]`)).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(
        links,
      );
      if (badge) await expect(page.getByText(badge, { exact: true })).toBeVisible();
      // The platform operator has no business: the default brand and colours.
      const brandName = role === 'platform-admin' ? 'CCompost Pickup' : 'MMaple Street Compost';
      await expect(page.getByTestId('brand')).toHaveText(brandName);
      const headerColor = role === 'platform-admin' ? 'rgb(60, 102, 80)' : 'rgb(31, 111, 92)';
      await expect(page.locator('header').first()).toHaveCSS('background-color', headerColor);
    });
  }

  test('links keep the business prefix of the path', async ({ page }) => {
    await mockBranding(page, testBrand);
    await signInAs(page, 'owner');
    await page.goto('/maple-street');
    await expect(page).toHaveURL(/\/maple-street\/business-analytics$/);
    // The header's link: the dashboard's Customers tile is a link too.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect(page).toHaveURL(/\/maple-street\/business-customers$/);
    await expect(page.locator('[data-screen="businessCustomers"]')).toBeAttached();
  });

  test('logout clears the session and goes to /login', async ({ page }) => {
    await mockBranding(page, testBrand);
    await signInAs(page, 'owner');
    await page.goto('/business-settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')]),
    ).toEqual([null, null]);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: viewports.phone });

  test('a drawer replaces the header links below 768 px', async ({ page }) => {
    await mockBranding(page, testBrand);
    await signInAs(page, 'customer');
    await page.goto('/dashboard');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Schedule' })).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer.getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(drawer.getByText('Customer', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('customer-drawer-phone'), animations: 'disabled' });

    await drawer.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.locator('[data-screen="customerSchedule"]')).toBeAttached();
    await expect(drawer).toBeHidden();
  });
});

test.describe('drawers at 375 px', () => {
  test.use({ viewport: viewports.phone });

  for (const { role, path } of [
    { role: 'owner', path: '/business-customers' },
    { role: 'platform-admin', path: '/admin/demo-requests' },
  ] as const) {
    test(`${role} drawer`, async ({ page }) => {
      await mockBranding(page, testBrand);
      await signInAs(page, role);
      await page.goto(path);
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByTestId('nav-drawer');
      await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`${role}-drawer-phone`), animations: 'disabled' });
    });
  }
});

test.describe('screenshots', () => {
  const pages: { name: string; path: string; role?: Role; heading?: string }[] = [
    { name: 'not-found', path: '/no-such-page/anywhere', heading: '404 Page Not Found' },
    { name: 'login-in-place', path: '/dashboard', heading: 'Sign in' },
    { name: 'customer', path: '/dashboard', role: 'customer' },
    { name: 'owner', path: '/business-analytics', role: 'owner', heading: 'Business Dashboard' },
    { name: 'admin', path: '/platform-admin/tenants', role: 'platform-admin' },
  ];

  for (const [viewportName, viewport] of Object.entries(viewports)) {
    for (const { name, path, role, heading } of pages) {
      test(`${name} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await mockBranding(page, role ? testBrand : null);
        // The owner's page is the dashboard: a business's figures, as the tenant service gives them.
        if (role === 'owner') await mockAnalytics(page);
        if (role) await signInAs(page, role);
        await page.goto(path);
        await expect(page.getByTestId('brand')).toBeVisible();
        // Built screens load lazily: wait for the screen's heading (and the login form in place).
        if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (name === 'login-in-place') await expect(page.locator('[data-screen="login"] form')).toBeVisible();
        // Nothing may stick out sideways, at phone width least of all.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page.screenshot({
          path: screenshotPath(`${name}-${viewportName}`),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
});
