import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, testBrand, viewports } from './helpers';

// A household's sign-up on its business's page, the welcome page, and the business search of
// /register on the platform's own address, with their APIs answered by mocks: each state at desktop
// and phone widths, checked with axe-core and kept as a screenshot.

const bucketFeature = '5-gallon bucket delivered within 3 to 5 business days';
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
      features: ['Weekly pickup', bucketFeature],
      popular: true,
    },
    {
      id: 'biweekly',
      name: 'Biweekly',
      price: 15,
      interval: 'month',
      description: 'Pickup every other week',
      features: ['Pickup every two weeks', bucketFeature],
      popular: false,
    },
    {
      id: 'monthly',
      name: 'Monthly',
      price: 10,
      interval: 'month',
      description: 'Pickup once a month',
      features: ['Monthly pickup', bucketFeature],
      popular: false,
    },
  ],
};

const details = {
  firstName: 'Olive',
  lastName: 'Green',
  email: 'olive@example.com',
  phone: '(207) 555-0199',
  address: '12 Elm Street',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
};

async function answer(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: body }));
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await expectAccessible(page, `${name} at ${width} px`);
  await shootScreen(page, name, width);
}

async function openSignup(page: Page): Promise<void> {
  await mockBranding(page, testBrand);
  await answer(page, '/api/public/business/maple-street', 200, mapleStreet);
  await page.goto('/maple-street/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sign up with ${testBrand.businessName}`);
}

async function fillDetails(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(details)) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.locator('textarea[name="pickupInstructions"]').fill('Bucket by the side gate');
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`sign-up at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the three steps, then the welcome page', async ({ page }) => {
      await answer(page, '/api/stripe/config', 200, { publishableKey: null, simulated: true });
      await answer(page, '/api/customer/signup', 201, {
        clientSecret: 'pi_1_secret_abc',
        paymentId: '670000000000000000000001',
        intent: 'payment',
        customerId: '680000000000000000000001',
        amount: 15,
      });
      await answer(page, '/api/stripe/simulate/confirm', 200, { status: 'succeeded', orderId: null });
      await openSignup(page);
      await expect(page.getByRole('button', { name: 'Choose plan' })).toBeDisabled();
      await shoot(page, `signup-step1-${viewportName}`, viewport.width);

      await fillDetails(page);
      await page.locator('input[name="zipCode"]').fill('044');
      await page.getByRole('button', { name: 'Choose plan' }).click();
      await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
      await shoot(page, `signup-step1-errors-${viewportName}`, viewport.width);

      await page.locator('input[name="zipCode"]').fill('04401');
      await page.getByRole('button', { name: 'Choose plan' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
      await page.getByRole('radio', { name: 'Biweekly' }).check();
      await shoot(page, `signup-step2-${viewportName}`, viewport.width);

      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('button', { name: 'Pay $15.00 and start pickups' })).toBeVisible();
      await shoot(page, `signup-step3-${viewportName}`, viewport.width);

      await page.getByRole('button', { name: 'Pay $15.00 and start pickups' }).click();
      await expect(page).toHaveURL('/maple-street/customer-welcome', { timeout: 5000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard!');
      await expect(page.getByRole('alert')).toHaveText('Subscription Started!');
      // The toast sits over the page; a full-page shot would show it in the middle of the steps.
      await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('alert')).toBeHidden();
      await shoot(page, `customer-welcome-${viewportName}`, viewport.width);
    });

    test('Account Already Exists', async ({ page }) => {
      await answer(page, '/api/customer/signup', 409, {
        error: 'An account with this email already exists',
        code: 'CONFLICT',
        businessName: testBrand.businessName,
        loginUrl: 'http://127.0.0.1:4173/maple-street/login',
        suggestion: 'Sign in to your account to manage your pickups.',
      });
      await openSignup(page);
      await fillDetails(page);
      await page.getByRole('button', { name: 'Choose plan' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
      await expect(dialog).toContainText('Sign in to your account to manage your pickups.');
      await shoot(page, `signup-existing-account-${viewportName}`, viewport.width);
      await dialog.getByRole('button', { name: 'Go to My Account' }).click();
      await expect(page).toHaveURL('/maple-street/login');
    });

    test('the welcome page reached by its query', async ({ page }) => {
      await mockBranding(page, testBrand);
      await answer(page, '/api/public/business/maple-street', 200, mapleStreet);
      await page.goto('/customer-welcome?business=maple-street');
      await expect(page).toHaveURL('/maple-street/customer-welcome');
      await expect(
        page.getByText(`Your pickup subscription with ${testBrand.businessName} is active.`),
      ).toBeVisible();
      await expectAccessible(page, `the welcome page at ${viewport.width} px`);
    });

    test("a household finds its business's page from /register", async ({ page }) => {
      await mockBranding(page, null);
      await page.route('**/api/public/businesses?*', (route) => {
        const search = new URL(route.request().url()).searchParams.get('search') ?? '';
        const businesses = [
          {
            subdomain: 'maple-street',
            businessName: testBrand.businessName,
            tagline: mapleStreet.tagline,
            logoUrl: null,
          },
          { subdomain: 'maple-leaf', businessName: 'Maple Leaf Organics', tagline: '', logoUrl: null },
        ].filter((business) => business.businessName.toLowerCase().includes(search.toLowerCase()));
        return route.fulfill({ json: { businesses } });
      });
      await page.goto('/register');
      await page.getByRole('radio', { name: 'Customer' }).check();
      await page.getByRole('searchbox', { name: 'Business name' }).fill('maple');
      await expect(page.locator('[data-found-business]')).toHaveCount(2);
      await shoot(page, `register-business-search-${viewportName}`, viewport.width);

      await page.getByRole('searchbox', { name: 'Business name' }).fill('zz top');
      await expect(page.getByText('No business found')).toBeVisible();
      await shoot(page, `register-business-search-empty-${viewportName}`, viewport.width);

      await page.getByRole('searchbox', { name: 'Business name' }).fill('maple street');
      await page.getByRole('link', { name: new RegExp(testBrand.businessName) }).click();
      await expect(page).toHaveURL('/maple-street/signup');
    });
  });
}
