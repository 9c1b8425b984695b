import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The owner's contacts with the messaging service answered by mocks: the lists with their counts and
// the campaigns (one still sending), a list's contacts, Create List, contacts typed by hand, a CSV
// file imported with its report, and the launch campaign's confirmation and result, at desktop and
// phone widths, each checked with axe-core and kept as a screenshot; and the screen with no list.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const market = {
  id: '6d0000000000000000000001',
  name: 'Farmers market sign-ups',
  description: 'Names and e-mails from the Saturday market table, spring and summer',
  contactCount: 128,
  createdAt: daysAgo(12),
};

const lists = [
  market,
  {
    id: '6d0000000000000000000002',
    name: 'Neighbours on Elm Street and around Riverside Park',
    description: '',
    contactCount: 41,
    createdAt: daysAgo(3),
  },
];

const campaigns = [
  {
    id: '6f0000000000000000000002',
    kind: 'launch',
    listId: null,
    listName: null,
    status: 'sending',
    recipients: 160,
    sent: 60,
    failed: 1,
    skipped: 3,
    createdAt: daysAgo(0),
    finishedAt: null,
  },
  {
    id: '6f0000000000000000000001',
    kind: 'launch',
    listId: market.id,
    listName: market.name,
    status: 'sent',
    recipients: 96,
    sent: 93,
    failed: 0,
    skipped: 3,
    createdAt: daysAgo(6),
    finishedAt: daysAgo(6),
  },
];

const contact = (n: number, first: string, last: string, status = 'subscribed') => ({
  id: `6e00000000000000000000${String(n).padStart(2, '0')}`,
  email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\W/g, '')}@example.com`,
  firstName: first,
  lastName: last,
  phone: n % 2 ? '(555) 010-0' + String(n).padStart(3, '0') : '',
  status,
  source: n % 3 ? 'import' : 'manual',
  createdAt: daysAgo(n),
});

const contacts = [
  contact(1, 'Robin', 'Lee'),
  contact(2, 'Dana', 'Park'),
  contact(3, 'Samantha', 'Fields-Worthington', 'unsubscribed'),
  contact(4, 'Jo', 'Hernández'),
];

async function mockContacts(page: Page, listed = lists): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route('**/api/contact-lists', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 201,
          json: { list: { ...market, id: '6d0000000000000000000009', name: 'Spring fair', contactCount: 0 } },
        })
      : route.fulfill({ json: { lists: listed } }),
  );
  await page.route('**/api/email-campaigns', (route) =>
    route.fulfill({ json: { campaigns: listed.length ? campaigns : [] } }),
  );
  await page.route(/\/api\/contact-lists\/[^/]+\/contacts(\?.*)?$/, (route) =>
    route.fulfill({
      json: { contacts, pagination: { total: 128, page: 1, limit: 50, totalPages: 3 } },
    }),
  );
  await page.route(/\/api\/contact-lists\/[^/]+\/import$/, (route) => {
    const { contacts: sent } = route.request().postDataJSON() as {
      contacts: { email: string; row: number }[];
    };
    const skipped = sent
      .filter((each) => !each.email.includes('@'))
      .map((each) => ({ row: each.row, email: each.email, reason: 'The email must contain @.' }));
    return route.fulfill({
      json: { imported: sent.length - skipped.length - 1, merged: 1, skipped, contactCount: 131 },
    });
  });
  await page.route('**/api/email-campaigns/create-launch', (route) =>
    route.fulfill({
      status: 201,
      json: {
        campaignId: '6f0000000000000000000003',
        status: 'sent',
        recipients: 128,
        sent: 125,
        failed: 1,
        skipped: 2,
      },
    }),
  );
}

/**
 * Waits until the toast has grown in whole: axe would otherwise measure its title's contrast half
 * transparent. Found by its place, not its role: an open dialog hides the rest of the page from
 * the accessibility tree.
 */
async function toastShown(page: Page, title: string): Promise<void> {
  const toast = page.locator('[aria-live="polite"] .MuiAlert-root').filter({ hasText: title });
  await expect(toast).toHaveCSS('opacity', '1');
}

const row = (page: Page, id: string) => page.locator(`[data-contact-list="${id}"]`);

const file = [
  'Email,First Name,Last Name,Phone',
  'robin@example.com,Robin,"Lee, Jr.",555-0100',
  'jo.example.com,Jo,Hernández,',
  'dana@example.com,Dana,Park,555-0102',
  'sam@example.com,Sam,Fields,',
  '',
].join('\n');

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`contacts at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the lists and campaigns, a list’s contacts, and Create List', async ({ page }) => {
      await mockContacts(page);
      await signInAs(page, 'owner');
      await page.goto('/contacts');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts', { timeout: 20_000 });
      await expect(page.locator('[data-contact-list]')).toHaveCount(2);
      await expect(row(page, market.id).locator('[data-contact-count]')).toHaveText('128 contacts');
      await expect(page.locator('[data-campaign]')).toHaveCount(2);
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expectAccessible(page, 'the contacts screen');
      await shootScreen(page, `contacts-${viewportName}`, viewport.width);

      await row(page, market.id).getByRole('button', { name: 'View Contacts' }).click();
      await expect(page.getByRole('dialog').locator('[data-contact]')).toHaveCount(4);
      await expectAccessible(page, 'a list’s contacts');
      await shootScreen(page, `contacts-list-${viewportName}`, viewport.width, false);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Create List' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create List' }).click();
      await expect(page.getByRole('dialog')).toContainText('Please enter a list name.');
      await expectAccessible(page, 'Create List with its message');
      await shootScreen(page, `contacts-create-list-${viewportName}`, viewport.width, false);
      await page.getByRole('dialog').getByLabel('List Name').fill('Spring fair');
      await page.getByRole('dialog').getByRole('button', { name: 'Create List' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'List Created' })).toBeVisible();
    });

    test('contacts typed by hand, a CSV file imported, and its report', async ({ page }) => {
      await mockContacts(page);
      await signInAs(page, 'owner');
      await page.goto('/contacts');
      await row(page, market.id).getByRole('button', { name: 'Add Contacts' }).click();
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: 'Contacts' })
        .fill('robin@example.com, "Lee, Jr.", Robin, 555-0100\nno-at-sign, Jo');
      await expectAccessible(page, 'Add Contacts');
      await shootScreen(page, `contacts-add-${viewportName}`, viewport.width, false);
      await page.getByRole('dialog').getByRole('button', { name: 'Add Contacts' }).click();
      await expect(page.getByRole('dialog')).toContainText('Import Report');
      await expect(page.locator('[data-skipped-row="2"]')).toContainText('Line 2');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await row(page, market.id).getByRole('button', { name: 'Import CSV' }).click();
      await page
        .getByRole('dialog')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'market-contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await expect(page.locator('[data-file-summary]')).toContainText('4 rows to import.');
      await expectAccessible(page, 'Import CSV with a file chosen');
      await shootScreen(page, `contacts-import-${viewportName}`, viewport.width, false);
      await page.getByRole('dialog').getByRole('button', { name: 'Import Contacts' }).click();
      await expect(page.getByRole('dialog')).toContainText('Import Report');
      await expect(page.locator('[data-skipped-row="3"]')).toContainText('The email must contain @.');
      await expect(page.locator('[data-stat="Added"] [data-stat-value]')).toHaveText('2');
      await toastShown(page, 'Contacts Imported');
      await expectAccessible(page, 'the import report');
      await shootScreen(page, `contacts-import-report-${viewportName}`, viewport.width, false);
    });

    test('the launch campaign: its confirmation and result', async ({ page }) => {
      await mockContacts(page);
      await signInAs(page, 'owner');
      await page.goto('/contacts');
      await page.getByRole('button', { name: 'Create Launch Campaign' }).click();
      await expect(page.locator('[data-campaign-reach]')).toContainText('at most 169 addresses');
      await expectAccessible(page, 'Create Launch Campaign');
      await shootScreen(page, `contacts-launch-${viewportName}`, viewport.width, false);
      await page.getByRole('dialog').getByLabel('Send To').selectOption(market.id);
      await page.getByRole('dialog').getByRole('button', { name: 'Send to 128 addresses' }).click();
      await expect(page.getByRole('dialog')).toContainText('Launch Campaign Sent');
      await expect(page.locator('[data-fact="Sent"]')).toHaveText('125');
      await toastShown(page, 'Launch Campaign Sent');
      await expectAccessible(page, 'the campaign’s result');
      await shootScreen(page, `contacts-launch-result-${viewportName}`, viewport.width, false);
    });

    test('no list yet', async ({ page }) => {
      await mockContacts(page, []);
      await signInAs(page, 'owner');
      await page.goto('/contacts');
      await expect(page.getByRole('heading', { name: 'No contact lists yet' })).toBeVisible({
        timeout: 20_000,
      });
      await expectAccessible(page, 'the empty contacts screen');
      await shootScreen(page, `contacts-empty-${viewportName}`, viewport.width);
    });
  });
}
