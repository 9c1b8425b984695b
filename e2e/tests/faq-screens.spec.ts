import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The FAQ (/faq) with the business's contact details and products answered by mocks: the guidance,
// the six questions as accordions with the business's own phone, e-mail and extra-bucket price, at
// desktop and phone widths, checked with axe-core and kept as a screenshot.

const contacts = {
  businessName: testBrand.businessName,
  phone: '(207) 555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};

const extraBucket = {
  id: '670000000000000000000003',
  name: 'Extra Bucket',
  description: 'A second 5-gallon bucket for households with more scraps',
  price: 6,
  category: 'supplies',
  active: true,
  orderCount: 12,
};

async function openFaq(page: Page): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/support/contacts', (route) => route.fulfill({ json: contacts }));
  await page.route('**/api/products/purchasable', (route) => route.fulfill({ json: [extraBucket] }));
  await signInAs(page, 'customer');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Composting Guide & FAQ', {
    timeout: 20_000,
  });
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`FAQ at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test("the guidance and the six questions with the business's details", async ({ page }) => {
      await openFaq(page);
      await expect(page.getByRole('heading', { level: 2, name: 'What you can compost' })).toBeVisible();
      await expect(page.locator('[data-faq]')).toHaveCount(6);
      await page.getByRole('button', { name: 'How much does an extra bucket cost?' }).click();
      await expect(page.locator('[data-extra-bucket-price]')).toHaveText('$6.00 per month');
      await page.getByRole('button', { name: 'My bucket is damaged. What do I do?' }).click();
      await expect(page.locator('[data-faq="2"]').getByRole('link', { name: contacts.phone })).toBeVisible();
      await expect(page.locator('[data-faq="2"]').getByRole('link', { name: contacts.email })).toBeVisible();
      await expectAccessible(page, 'the FAQ');
      await shootScreen(page, `faq-${viewportName}`, viewport.width);
    });
  });
}
