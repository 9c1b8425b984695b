import { expect, test } from '@playwright/test';
import { mockBranding, screenshotPath, shootScreen, testBrand, viewports } from './helpers';

// The landing page and a business's own page with their APIs answered by mocks, at desktop and
// phone widths, each kept as a screenshot.

const platformPlans = [
  {
    id: 'starter',
    name: 'Starter',
    amount: 29,
    interval: 'month',
    limits: { customers: 50, routes: 10, monthlyOrders: 500 },
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    amount: 79,
    interval: 'month',
    limits: { customers: 200, routes: 50, monthlyOrders: 2000 },
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    amount: 149,
    interval: 'month',
    limits: { customers: -1, routes: -1, monthlyOrders: -1 },
    popular: false,
  },
];

const mapleStreet = {
  id: '64b0c0ffee000000000000aa',
  subdomain: 'maple-street',
  businessName: testBrand.businessName,
  tagline: 'Curbside food-scrap pickup for Bangor and Brewer',
  logoUrl: null,
  primaryColor: testBrand.primaryColor,
  secondaryColor: '#2d4d3c',
  phone: '(207) 555-0142',
  email: 'hello@maplestreetcompost.com',
  website: 'maplestreetcompost.com',
  timeZone: 'America/New_York',
  plans: [
    {
      id: 'weekly',
      name: 'Weekly',
      price: 25,
      interval: 'month',
      description: 'Pickup every week',
      features: ['Weekly pickup', '5-gallon bucket delivered within 3 to 5 business days'],
      popular: true,
    },
    {
      id: 'biweekly',
      name: 'Biweekly',
      price: 15,
      interval: 'month',
      description: 'Pickup every other week',
      features: ['Pickup every two weeks', '5-gallon bucket delivered within 3 to 5 business days'],
      popular: false,
    },
    {
      id: 'monthly',
      name: 'Monthly',
      price: 10,
      interval: 'month',
      description: 'Pickup once a month',
      features: ['Monthly pickup', '5-gallon bucket delivered within 3 to 5 business days'],
      popular: false,
    },
  ],
};

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`public pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the landing page with its plans and the demo sign-ins', async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/stripe/plans', (route) => route.fulfill({ json: { plans: platformPlans } }));
      await page.route('**/api/auth/options', (route) =>
        route.fulfill({ json: { demoLogin: true, demoBusiness: 'demo' } }),
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The platform for compost pickup businesses',
      );
      await expect(page.locator('[data-plan]')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Try the demo as a business owner' })).toBeVisible();
      await shootScreen(page, `landing-${viewportName}`, viewport.width);
    });

    test('the demo request form', async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/stripe/plans', (route) => route.fulfill({ json: { plans: platformPlans } }));
      await page.route('**/api/demo-request', (route) =>
        route.fulfill({ status: 201, json: { id: '64b0c0ffee0000000000d001', message: 'Received' } }),
      );
      await page.goto('/');
      await page.getByRole('button', { name: 'Request a demo' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('robin@greenloop.com');
      await dialog.getByRole('button', { name: 'Request Demo' }).click();
      await expect(
        dialog.getByText('Please fill in all required fields (Name, Email, and Company Name).'),
      ).toBeVisible();
      await page.screenshot({
        path: screenshotPath(`landing-demo-form-${viewportName}`),
        animations: 'disabled',
      });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin Meadows');
      await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Green Loop Compost');
      await dialog.getByRole('button', { name: 'Request Demo' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        "Thank you! We'll contact you within 24 hours to schedule your 30-minute demo.",
      );
      await page.screenshot({
        path: screenshotPath(`landing-demo-sent-${viewportName}`),
        animations: 'disabled',
      });
      await expect(dialog).toBeHidden({ timeout: 4000 });
    });

    test('the login screen with the demo sign-ins', async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/auth/options', (route) =>
        route.fulfill({ json: { demoLogin: true, demoBusiness: 'demo' } }),
      );
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Try the demo as a customer' })).toBeVisible();
      await shootScreen(page, `login-demo-${viewportName}`, viewport.width);
    });

    test("a business's own page", async ({ page }) => {
      await mockBranding(page, testBrand);
      await page.route('**/api/public/business/maple-street', (route) =>
        route.fulfill({ json: mapleStreet }),
      );
      await page.goto('/maple-street');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(testBrand.businessName);
      await expect(page.locator('[data-service-plan]')).toHaveCount(3);
      await shootScreen(page, `business-page-${viewportName}`, viewport.width);
    });

    test('an unknown business', async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/public/business/nobody-here', (route) =>
        route.fulfill({ status: 404, json: { error: 'Business Not Found', code: 'NOT_FOUND' } }),
      );
      await page.goto('/nobody-here');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Not Found');
      await shootScreen(page, `business-not-found-${viewportName}`, viewport.width);
    });
  });
}
