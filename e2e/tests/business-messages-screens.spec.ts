import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mockBranding, shootScreen, signInAs, testBrand, viewports } from './helpers';
import { standInSocket } from './helpers-live-socket';

// The owner's messages with the messaging service answered by mocks and the /ws socket played by a
// stand-in socket.io server: the conversations, an open thread, sending with Enter, a message
// arriving live, and the empty screen, at desktop and phone widths, each checked with axe-core and
// kept as a screenshot.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ownerUserId = '64b0c0ffee00000000000002';

const robin = {
  id: '650000000000000000000001',
  name: 'Robin Lee',
  email: 'robin@example.com',
  lastMessage: 'Could you come by a day early this week? We are away on Friday.',
  lastMessageTime: minutesAgo(12),
  unreadCount: 2,
  status: 'open',
};

const conversations = [
  robin,
  {
    id: '650000000000000000000002',
    name: 'Samantha Fields-Worthington',
    email: 'samantha.fields-worthington@example.com',
    lastMessage: 'Thanks, the new bucket arrived!',
    lastMessageTime: minutesAgo(60 * 26),
    unreadCount: 0,
    status: 'resolved',
  },
  {
    id: '650000000000000000000003',
    name: 'Dana Park',
    email: 'dana@example.com',
    lastMessage: 'Is glass ever okay in the bucket?',
    lastMessageTime: minutesAgo(60 * 24 * 5),
    unreadCount: 1,
    status: 'pending',
  },
];

let sequence = 0;
function messageOf(from: 'customer' | 'business', content: string, createdAt: string) {
  sequence += 1;
  return {
    id: `6b00000000000000000${String(sequence).padStart(5, '0')}`,
    customerId: robin.id,
    senderId: from === 'customer' ? '64b0c0ffee00000000000011' : ownerUserId,
    receiverId: from === 'customer' ? 'support' : robin.id,
    content,
    senderType: from,
    senderName: from === 'customer' ? robin.name : testBrand.businessName,
    read: true,
    ticketId: null,
    createdAt,
  };
}

const thread = [
  messageOf('customer', 'Hi! Is pickup still on Friday this week?', minutesAgo(60 * 24 + 30)),
  messageOf('business', 'Yes, Friday between 2 and 5 PM as usual.', minutesAgo(60 * 24 + 20)),
  messageOf('customer', 'Could you come by a day early this week? We are away on Friday.', minutesAgo(14)),
  messageOf('customer', 'The bucket will be by the side gate.', minutesAgo(12)),
];

async function mockMessaging(page: Page, listed = conversations): Promise<void> {
  await mockBranding(page, testBrand);
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/messages\/business(\?.*)?$/, (route) =>
    route.fulfill({ json: { conversations: listed } }),
  );
  await page.route(/\/api\/messages\/conversation(\?.*)?$/, (route) =>
    route.fulfill({ json: { messages: thread, hasMore: false } }),
  );
  await page.route('**/api/messages/read', (route) => route.fulfill({ json: { marked: 2 } }));
  await page.route('**/api/messages', (route) => {
    const { content } = route.request().postDataJSON() as { content: string };
    return route.fulfill({
      status: 201,
      json: { message: messageOf('business', content, new Date().toISOString()) },
    });
  });
}

const row = (page: Page, id: string) => page.locator(`[data-conversation="${id}"]`);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`business messages at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('the conversations, then one opened', async ({ page }) => {
      await mockMessaging(page);
      await signInAs(page, 'owner');
      await page.goto('/business-messages');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages', { timeout: 20_000 });
      await expect(page.locator('[data-conversation]')).toHaveCount(3);
      await expect(row(page, robin.id).locator('[data-unread]')).toHaveText('2 unread');
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/business-analytics',
      );
      await expectAccessible(page, 'the conversations');
      await shootScreen(page, `business-messages-${viewportName}`, viewport.width);

      await row(page, robin.id).click();
      const log = page.getByRole('log', { name: `Conversation with ${robin.name}` });
      await expect(log.locator('[data-message]')).toHaveCount(4);
      await expect(row(page, robin.id).locator('[data-unread]')).toHaveCount(0);
      if (viewportName === 'phone') await expect(page.locator('[data-conversation]').first()).toBeHidden();
      await expectAccessible(page, 'an open conversation');
      await shootScreen(page, `business-messages-thread-${viewportName}`, viewport.width);

      if (viewportName === 'phone') {
        await page.getByRole('button', { name: 'Back to conversations' }).click();
        await expect(row(page, robin.id)).toBeVisible();
      }
    });

    test('Enter sends, Shift+Enter adds a line, and a message arrives live', async ({ page }) => {
      await mockMessaging(page);
      const socket = await standInSocket(page);
      await signInAs(page, 'owner');
      await page.goto(`/business-messages?customer=${robin.id}`);
      const log = page.getByRole('log', { name: `Conversation with ${robin.name}` });
      await expect(log.locator('[data-message]')).toHaveCount(4, { timeout: 20_000 });

      const box = page.getByRole('textbox', { name: `Message ${robin.name}` });
      await box.fill('Thursday works.');
      await box.press('Shift+Enter');
      await box.pressSequentially('See you then!');
      await expect(box).toHaveValue('Thursday works.\nSee you then!');
      await box.press('Enter');
      await expect(page.getByText('Message Sent')).toBeVisible();
      await expect(log.locator('[data-message]').last()).toContainText('Thursday works.\nSee you then!');
      await expect(box).toHaveValue('');

      const live = messageOf('customer', 'Perfect, thank you!', new Date().toISOString());
      await socket.emit('new_message', live);
      await expect(log.locator('[data-message]').last()).toContainText('Perfect, thank you!');
      await expectAccessible(page, 'the conversation after sending');
    });
  });
}

test('the empty screen says where messages will appear', async ({ page }) => {
  await mockMessaging(page, []);
  await signInAs(page, 'owner');
  await page.goto('/messaging');
  await expect(page.getByText('No conversations yet')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'the empty screen');
});
