import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, testBrand, viewports } from './helpers';

// The public support page with the messaging service answered by mocks: the business's contact
// details, the form's checks, the confirmation, and an address that names no business, at desktop
// and phone widths, each checked with axe-core and kept as a screenshot.

const contacts = {
  businessName: testBrand.businessName,
  phone: '(207) 555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};

async function mockSupportPage(page: Page): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/support/contacts', (route) => route.fulfill({ json: contacts }));
  await page.route('**/api/support/requests', (route) =>
    route.fulfill({
      status: 201,
      json: {
        message: "Thanks, we've received your message and will reply by e-mail.",
        ticketId: '6d0000000000000000000001',
      },
    }),
  );
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`support page at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test("the business's contacts, the form's checks and the confirmation", async ({ page }) => {
      await mockSupportPage(page);
      await page.goto('/acme/support');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support', { timeout: 20_000 });
      await expect(page.locator('[data-contacts] a')).toHaveText([
        '(207) 555-0142',
        'hello@maplestreet.example',
        'maplestreet.example (opens in a new tab)',
      ]);
      const send = page.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeVisible();
      await expectAccessible(page, 'the support page');
      await shootScreen(page, `support-page-${viewportName}`, viewport.width);

      await send.click();
      await expect(page.getByText('Please enter your name.')).toBeVisible();
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(page.getByText('Please enter a message.')).toBeVisible();
      await expectAccessible(page, 'the support form with its messages');

      await page.getByRole('textbox', { name: 'Name' }).fill('Robin Lee');
      await page.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
      await page.getByRole('textbox', { name: 'Message' }).fill('Do you take pizza boxes?');
      await send.click();
      await expect(
        page.getByText("Thanks, we've received your message and will reply by e-mail."),
      ).toBeVisible();
      await expectAccessible(page, 'the support page after sending');
      await shootScreen(page, `support-page-sent-${viewportName}`, viewport.width);
    });
  });
}

test('an address that names no business says so', async ({ page }) => {
  await mockBranding(page, null);
  await page.route('**/api/support/contacts', (route) =>
    route.fulfill({ status: 404, json: { error: 'Business Not Found', code: 'NOT_FOUND' } }),
  );
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 2, name: 'Business Not Found' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'the support page without a business');
});
