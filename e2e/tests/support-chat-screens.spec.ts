import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';
import { standInSocket } from './helpers-live-socket';

// The customer's support chat with the messaging service answered by mocks and the /ws socket
// played by a stand-in socket.io server: the thread by day, sending, a reply arriving live, and the
// Support Center with the business's contact details and a quick message, at desktop and phone
// widths, each checked with axe-core and kept as a screenshot.

const customerUserId = 'e2e-customer';
const ownerUserId = '64b0c0ffee00000000000002';
const customerId = '650000000000000000000001';
/**
 * A moment `days` before today at a local time of day: each message's day stays the same whenever
 * the test runs (minutes before now put a message on another day late in the evening or just
 * after midnight).
 */
function daysAgoAt(days: number, hour: number, minute = 0): string {
  const at = new Date();
  at.setDate(at.getDate() - days);
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
}

let sequence = 0;
function messageOf(from: 'customer' | 'business' | 'driver', content: string, createdAt: string) {
  sequence += 1;
  return {
    id: `6c00000000000000000${String(sequence).padStart(5, '0')}`,
    customerId,
    senderId:
      from === 'customer' ? customerUserId : from === 'business' ? ownerUserId : '64b0c0ffee0000000000d001',
    receiverId: from === 'customer' ? 'support' : customerUserId,
    content,
    senderType: from,
    senderName: from === 'business' ? testBrand.businessName : 'Casey Rivers',
    read: true,
    ticketId: null,
    createdAt,
  };
}

const thread = [
  messageOf('customer', 'Hi! Is pickup still on Friday this week?', daysAgoAt(4, 10)),
  messageOf('business', 'Yes, Friday between 2 and 5 PM as usual.', daysAgoAt(4, 10, 20)),
  messageOf('customer', 'Could you take a second bucket this week? We had a party.', daysAgoAt(1, 18)),
  messageOf('driver', 'Both buckets collected. Thanks!', daysAgoAt(1, 19)),
  messageOf('business', 'Happy to help. We added the extra bucket to your pickup.', daysAgoAt(0, 0)),
];

const contacts = {
  businessName: testBrand.businessName,
  phone: '(207) 555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};

async function mockSupport(page: Page): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route(/\/api\/messages\/user\/[^/?]+(\?.*)?$/, (route) =>
    route.fulfill({ json: { messages: thread, hasMore: true } }),
  );
  await page.route('**/api/messages/read', (route) => route.fulfill({ json: { marked: 0 } }));
  await page.route('**/api/messages', (route) => {
    const { content } = route.request().postDataJSON() as { content: string };
    return route.fulfill({
      status: 201,
      json: { message: messageOf('customer', content, new Date().toISOString()) },
    });
  });
  await page.route('**/api/support/contacts', (route) => route.fulfill({ json: contacts }));
  await page.route('**/api/support/quick-message', (route) =>
    route.fulfill({ status: 201, json: { ticket: {} } }),
  );
}

async function openChat(page: Page): Promise<void> {
  await signInAs(page, 'customer');
  await page.goto('/customer/messaging');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Chat', { timeout: 20_000 });
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages with support' });

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`support chat at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the thread by day, sending, and a reply arriving live', async ({ page }) => {
      await mockSupport(page);
      const socket = await standInSocket(page);
      await openChat(page);
      await expect(log(page).locator('[data-message]')).toHaveCount(5);
      await expect(log(page).locator('[data-day]').nth(1)).toHaveAttribute('data-day', 'Yesterday');
      await expect(log(page).locator('[data-day]').last()).toHaveAttribute('data-day', 'Today');
      await expect(log(page).locator('[data-sender]')).toHaveText([
        /^You/,
        /^Support/,
        /^You/,
        /^Driver/,
        /^Support/,
      ]);
      await expect(page.getByRole('button', { name: 'Load earlier messages' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/dashboard');
      await expectAccessible(page, 'the support chat');
      await shootScreen(page, `support-chat-${viewportName}`, viewport.width);

      const box = page.getByRole('textbox', { name: 'Message' });
      const send = page.getByRole('button', { name: 'Send', exact: true });
      await expect(send).toBeDisabled();
      await box.fill('   ');
      await expect(send).toBeDisabled();
      await box.fill('Thank you! Same again next week?');
      await send.click();
      await expect(page.getByText('Your message has been sent to support.')).toBeVisible();
      await expect(log(page).locator('[data-message]').last()).toContainText('Same again next week?');
      await expect(box).toHaveValue('');

      const reply = messageOf('business', 'Yes, we will bring two buckets.', new Date().toISOString());
      await socket.emit('new_message', reply);
      await expect(log(page).locator('[data-message]').last()).toContainText(
        'Yes, we will bring two buckets.',
      );
      await expect(log(page).locator('[data-message]').last()).toContainText('now');
      await expectAccessible(page, 'the support chat after a reply');
    });

    test('the Support Center with the business’s contacts and a quick message', async ({ page }) => {
      await mockSupport(page);
      await openChat(page);
      await page.getByRole('button', { name: 'Support Center' }).click();
      const dialog = page.getByRole('dialog', { name: 'Support Center' });
      await expect(dialog.getByRole('link', { name: 'Call (207) 555-0142' })).toHaveAttribute(
        'href',
        'tel:2075550142',
      );
      await expect(dialog.getByRole('link', { name: 'Request a Video Call' })).toHaveAttribute(
        'href',
        'mailto:hello@maplestreet.example?subject=Video%20call%20request',
      );
      await expect(dialog.locator('[data-emergency-contacts] a')).toHaveText([
        '(207) 555-0142',
        'hello@maplestreet.example',
      ]);
      await expectAccessible(page, 'the Support Center');
      await shootScreen(page, `support-center-${viewportName}`, viewport.width, false);

      await dialog.getByRole('textbox', { name: 'Your message' }).fill('My bucket lid is cracked.');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Your message has been sent to support.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Chat Now' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
