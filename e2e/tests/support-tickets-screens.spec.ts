import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';

// The owner's support tickets with the messaging service answered by mocks: the list with its
// status filter and counts, a ticket with its thread, a reply, a status change and Assign to me,
// at desktop and phone widths, each checked with axe-core and kept as a screenshot.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const robinTicket = {
  id: '6c0000000000000000000001',
  subject: 'My bucket was not picked up on Friday',
  channel: 'quick_message',
  status: 'open',
  requester: { customerId: '650000000000000000000001', name: 'Robin Lee', email: 'robin@example.com' },
  assignee: null,
  messageCount: 2,
  lastMessage: 'It was by the side gate as usual. Could someone come by on Monday?',
  lastMessageAt: minutesAgo(20),
  createdAt: minutesAgo(90),
  updatedAt: minutesAgo(20),
  resolvedAt: null,
};

const tickets = [
  robinTicket,
  {
    ...robinTicket,
    id: '6c0000000000000000000002',
    subject: 'Do you serve Elm Street and the streets around Riverside Park?',
    channel: 'support_page',
    status: 'pending',
    requester: { customerId: null, name: 'Jo Park-Hernández', email: 'jo.park-hernandez@example.com' },
    assignee: { id: '64b0c0ffee00000000000002', name: 'Casey Rivers' },
    lastMessage: 'We do, on Tuesdays. Would you like a bucket?',
    lastMessageAt: minutesAgo(60 * 26),
    updatedAt: minutesAgo(60 * 26),
  },
  {
    ...robinTicket,
    id: '6c0000000000000000000003',
    subject: 'Re: Your pickup tomorrow',
    channel: 'email',
    status: 'resolved',
    requester: { customerId: '650000000000000000000003', name: 'Dana Park', email: 'dana@example.com' },
    lastMessage: 'All sorted, thanks!',
    lastMessageAt: minutesAgo(60 * 24 * 4),
    updatedAt: minutesAgo(60 * 24 * 4),
    resolvedAt: minutesAgo(60 * 24 * 4),
  },
];

const message = (id: string, from: 'customer' | 'business', content: string, createdAt: string) => ({
  id,
  customerId: robinTicket.requester.customerId,
  senderId: from === 'customer' ? '64b0c0ffee00000000000011' : '64b0c0ffee00000000000002',
  receiverId: from === 'customer' ? 'support' : robinTicket.requester.customerId,
  content,
  senderType: from,
  senderName: from === 'customer' ? 'Robin Lee' : testBrand.businessName,
  read: true,
  ticketId: robinTicket.id,
  createdAt,
});

const thread = [
  message('6b0000000000000000000101', 'customer', 'My bucket was not picked up on Friday.', minutesAgo(90)),
  message('6b0000000000000000000102', 'business', 'Sorry about that! Was it out by 2 PM?', minutesAgo(60)),
  message('6b0000000000000000000103', 'customer', robinTicket.lastMessage, minutesAgo(20)),
];

async function mockTickets(page: Page, listed = tickets): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/support\/tickets(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        tickets: listed,
        pagination: { total: listed.length, page: 1, limit: 20, totalPages: 1 },
        counts: { open: 1, pending: 1, resolved: 1 },
      },
    }),
  );
  await page.route(`**/api/support/tickets/${robinTicket.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ json: { ticket: { ...robinTicket, ...(route.request().postDataJSON() as object) } } })
      : route.fulfill({ json: { ticket: robinTicket, messages: thread } }),
  );
  await page.route(`**/api/support/tickets/${robinTicket.id}/replies`, (route) =>
    route.fulfill({
      status: 201,
      json: {
        message: message(
          '6b0000000000000000000104',
          'business',
          (route.request().postDataJSON() as { content: string }).content,
          new Date().toISOString(),
        ),
      },
    }),
  );
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`support tickets at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page }) => {
      await mockTickets(page);
      await signInAs(page, 'owner');
      await page.goto('/support-tickets');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Tickets', {
        timeout: 20_000,
      });
      await expect(page.locator('[data-ticket]')).toHaveCount(3);
    });

    test('the tickets with their status filter and counts', async ({ page }) => {
      await expect(page.getByLabel('Status')).toContainText('All (3)');
      await expect(page.locator(`[data-ticket="${robinTicket.id}"] [data-status]`)).toHaveText('Open');
      await expectAccessible(page, 'the tickets');
      await shootScreen(page, `support-tickets-${viewportName}`, viewport.width);
    });

    test('a ticket with its thread, a reply and Assign to me', async ({ page }) => {
      await page
        .locator(`[data-ticket="${robinTicket.id}"]`)
        .getByRole('button', { name: 'Open Ticket' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-message]')).toHaveCount(3);
      await expectAccessible(page, 'the ticket');
      await shootScreen(page, `support-tickets-ticket-${viewportName}`, viewport.width, false);

      await dialog.getByRole('textbox', { name: 'Reply to Robin Lee' }).fill('We will come by on Monday.');
      await dialog.getByRole('textbox', { name: 'Reply to Robin Lee' }).press('Enter');
      await expect(page.getByText('Message Sent')).toBeVisible();

      await dialog.getByRole('button', { name: 'Assign to me' }).click();
      await expect(page.getByText('The ticket is assigned to you.')).toBeVisible();
      await dialog.getByLabel('Status').selectOption('resolved');
      await expect(page.getByText('Status: Resolved.')).toBeVisible();
    });
  });
}

test('the empty list says where tickets come from', async ({ page }) => {
  await mockTickets(page, []);
  await signInAs(page, 'owner');
  await page.goto('/acme/support-tickets');
  await expect(page.getByText('No support tickets yet')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'the empty list');
});
