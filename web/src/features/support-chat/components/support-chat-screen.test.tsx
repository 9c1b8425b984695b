import type { Message, Thread } from '@pickup/contracts/schemas';
import { act } from 'react';
import { json, mockApi, type SentRequest } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { emitLive } from '../testing/fake-live-connection';
import { userOf } from '../../../../test/users';

jest.mock('../../../lib/live-connection', () => jest.requireActual('../testing/fake-live-connection'));

const open = screenTests();
const path = '/customer/messaging';
const customer = userOf('customer');
const customerId = '64b0c0ffee0000000000c001';
const ownerId = '64b0c0ffee00000000000002';
const driverId = '64b0c0ffee0000000000d001';

// Noon on the browser's clock (the business's, without branding), so that the days are the same at any hour the tests run.
jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00'), advanceTimers: true });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

let sequence = 0;
function messageOf(overrides: Partial<Message>): Message {
  sequence += 1;
  return {
    id: `6a00000000000000000${String(sequence).padStart(5, '0')}`,
    customerId,
    senderId: customer.id,
    receiverId: 'support',
    content: 'Hello',
    senderType: 'customer',
    senderName: 'Test User',
    read: true,
    ticketId: null,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

const fromSupport = (overrides: Partial<Message>) =>
  messageOf({
    senderId: ownerId,
    // A business's message names the thread's customer, not the customer's login.
    receiverId: customerId,
    senderType: 'business',
    senderName: 'Maple',
    ...overrides,
  });

const threadPath = `GET /api/messages/user/${customer.id}`;

const thread: Thread = {
  messages: [
    messageOf({ content: 'Is my pickup still on for Friday?', createdAt: daysAgo(3) }),
    fromSupport({ content: 'Yes, Friday as usual.', createdAt: daysAgo(1) }),
    messageOf({
      content: 'I left the bucket by the gate.',
      senderId: driverId,
      receiverId: customerId,
      senderType: 'driver',
      createdAt: minutesAgo(90),
    }),
    fromSupport({ content: 'Thanks for letting us know!', createdAt: minutesAgo(12), read: false }),
  ],
  hasMore: false,
};

const loaded = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-message]') !== null ||
  rendered.text().includes('No messages yet') ||
  rendered.text().includes('Your messages could not load');

const days = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-day]')].map((day) => day.getAttribute('data-day'));

const shown = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-message]')].map((each) => ({
    sender: each.getAttribute('data-sender'),
    text: each.textContent,
  }));

const sendButton = () => button('Send');
const messageBox = (rendered: RenderedApp) =>
  rendered.container.querySelector<HTMLTextAreaElement>('textarea[name="content"]');

async function submit(rendered: RenderedApp): Promise<void> {
  await act(async () => {
    messageBox(rendered)
      ?.closest('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  signIn('customer');
});

describe('the support chat', () => {
  it("shows the signed-in customer's thread by day, with who wrote each message and when", async () => {
    const api = mockApi({ [threadPath]: json(thread), 'POST /api/messages/read': json({ marked: 1 }) });
    const rendered = await open(path, loaded);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Support Chat');
    expect(api.to(threadPath)).toHaveLength(1);

    const labels = days(rendered);
    expect(labels).toEqual(['Tuesday, November 17', 'Yesterday', 'Today']);

    expect(shown(rendered)).toEqual([
      { sender: 'You', text: expect.stringContaining('Is my pickup still on for Friday?') as string },
      { sender: 'Support', text: expect.stringContaining('Yes, Friday as usual.') as string },
      { sender: 'Driver', text: expect.stringContaining('I left the bucket by the gate.') as string },
      { sender: 'Support', text: expect.stringContaining('Thanks for letting us know!') as string },
    ]);
    const last = rendered.container.querySelectorAll('[data-message]')[3];
    expect(last?.textContent).toContain('12 minutes ago');
    expect(rendered.container.querySelectorAll('[data-message]')[2]?.textContent).toContain('1 hour ago');
  });

  it('marks what support wrote as read when the chat opens', async () => {
    const api = mockApi({ [threadPath]: json(thread), 'POST /api/messages/read': json({ marked: 1 }) });
    await open(path, loaded);
    await waitFor(() => api.to('POST /api/messages/read').length === 1, 'the read mark');
    expect(api.to('POST /api/messages/read')[0]?.body).toEqual({});
  });

  it('keeps Send disabled while the message is empty after trimming', async () => {
    const api = mockApi({ [threadPath]: json(thread), 'POST /api/messages/read': json({ marked: 0 }) });
    const rendered = await open(path, loaded);
    expect(sendButton()?.disabled).toBe(true);
    await typeInto(messageBox(rendered), '   ');
    expect(sendButton()?.disabled).toBe(true);
    await submit(rendered);
    expect(api.to('POST /api/messages')).toHaveLength(0);
  });

  it('sends to support, disables Send while pending, then shows the message and the toast', async () => {
    let release: (response: Response) => void = () => undefined;
    const sent = messageOf({ content: 'Can I add a second bucket?', createdAt: new Date().toISOString() });
    const api = mockApi({
      [threadPath]: json(thread),
      'POST /api/messages/read': json({ marked: 1 }),
      'POST /api/messages': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const rendered = await open(path, loaded);
    await typeInto(messageBox(rendered), '  Can I add a second bucket?  ');
    expect(sendButton()?.disabled).toBe(false);
    await submit(rendered);
    await waitFor(() => button('Sending…')?.disabled === true, 'the pending send');

    await act(async () => release(json({ message: sent }, 201)));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Message SentYour message has been sent to support.');
    expect((api.to('POST /api/messages')[0] as SentRequest).body).toEqual({
      receiverId: 'support',
      content: 'Can I add a second bucket?',
    });
    expect(shown(rendered).at(-1)).toEqual({
      sender: 'You',
      text: expect.stringContaining('Can I add a second bucket?') as string,
    });
    expect(messageBox(rendered)?.value).toBe('');
  });

  it('keeps the text and says so when the send fails', async () => {
    mockApi({
      [threadPath]: json(thread),
      'POST /api/messages/read': json({ marked: 1 }),
      'POST /api/messages': json({ error: 'Internal server error', code: 'INTERNAL' }, 500),
    });
    const rendered = await open(path, loaded);
    await typeInto(messageBox(rendered), 'Hello?');
    await submit(rendered);
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorInternal server error');
    expect(messageBox(rendered)?.value).toBe('Hello?');
  });

  it("says the spec's words when the send gets no answer", async () => {
    mockApi({
      [threadPath]: json(thread),
      'POST /api/messages/read': json({ marked: 1 }),
      'POST /api/messages': new Error('offline'),
    });
    const rendered = await open(path, loaded);
    await typeInto(messageBox(rendered), 'Hello?');
    await submit(rendered);
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to send message. Please try again.');
  });

  it('shows a message from support as it arrives', async () => {
    const api = mockApi({ [threadPath]: json(thread), 'POST /api/messages/read': json({ marked: 1 }) });
    const rendered = await open(path, loaded);
    await waitFor(() => api.to('POST /api/messages/read').length === 1, 'the first read mark');
    emitLive(
      'new_message',
      fromSupport({ content: 'Your driver is on the way.', createdAt: minutesAgo(0), read: false }),
    );
    await waitFor(() => shown(rendered).length === 5, 'the live message');
    expect(shown(rendered).at(-1)).toEqual({
      sender: 'Support',
      text: expect.stringContaining('Your driver is on the way.') as string,
    });
    expect(rendered.container.querySelectorAll('[data-message]')[4]?.textContent).toContain('now');
    await waitFor(() => api.to('POST /api/messages/read').length === 2, 'the new read mark');

    emitLive('new_message', { not: 'a message' });
    await settle();
    expect(shown(rendered)).toHaveLength(5);
  });

  it('loads earlier messages above the thread', async () => {
    const older = messageOf({ content: 'When do you pick up?', createdAt: daysAgo(20) });
    const api = mockApi({
      [threadPath]: (request) =>
        request.url.includes('before=')
          ? json({ messages: [older], hasMore: false })
          : json({ ...thread, hasMore: true }),
      'POST /api/messages/read': json({ marked: 1 }),
    });
    const rendered = await open(path, loaded);
    await click(button('Load earlier messages'));
    await waitFor(() => shown(rendered).length === 5, 'the earlier page');
    expect(api.to(threadPath)[1]?.url).toContain(`before=${thread.messages[0]?.id ?? ''}`);
    expect(shown(rendered)[0]?.text).toContain('When do you pick up?');
    expect(button('Load earlier messages')).toBeNull();
  });

  it('says so when there are no messages yet, and leads back to the dashboard', async () => {
    mockApi({ [threadPath]: json({ messages: [], hasMore: false }) });
    const rendered = await open(path, loaded);
    expect(rendered.text()).toContain('No messages yet');
    const exits = [...rendered.container.querySelectorAll('a')].filter(
      (link) => link.textContent === 'Exit' || link.getAttribute('aria-label') === 'Close chat',
    );
    expect(exits.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard']);
  });

  it('offers Retry when the thread could not load', async () => {
    mockApi({ [threadPath]: [json({ error: 'Down', code: 'INTERNAL' }, 503), json(thread)] });
    const rendered = await open(path, loaded);
    expect(rendered.text()).toContain('Your messages could not load');
    await click(button('Retry'));
    await waitFor(() => shown(rendered).length === 4, 'the thread');
  });

  it("keeps the tenant's prefix on its way back to the dashboard", async () => {
    mockApi({ [threadPath]: json({ messages: [], hasMore: false }) });
    const rendered = await open('/acme/messaging', loaded);
    expect(rendered.container.querySelector('a[aria-label="Close chat"]')?.getAttribute('href')).toBe(
      '/acme/dashboard',
    );
  });
});
