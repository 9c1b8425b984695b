import { liveConnection, messagingMessages, type Thread } from '@pickup/contracts/schemas';
import { act } from 'react';
import { empty, json, mockApi, type SentRequest } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { liveConnected, serverSends } from '../../../../test/live-socket';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { messageOf, robin, robinId, robinThread, sam, samId } from '../testing/message-fixtures';

jest.mock('socket.io-client', () => jest.requireActual('../../../../test/live-socket').fakeSocketIoClient);

const open = screenTests();
// Each test mounts the whole app and loads the screen as the browser would: on a busy machine that
// takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const listed = (r: RenderedApp) => r.container.querySelector('[data-conversation]') !== null;
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const row = (r: RenderedApp, id: string) => r.container.querySelector(`[data-conversation="${id}"]`);
const badge = (r: RenderedApp, id: string) => row(r, id)?.querySelector('[data-unread]') ?? null;
const thread = (r: RenderedApp) =>
  [...r.container.querySelectorAll('[role="log"] [data-message]')].map(
    (each) => `${each.getAttribute('data-side')}: ${each.firstElementChild?.textContent}`,
  );
const messageBox = (r: RenderedApp) =>
  r.container.querySelector<HTMLTextAreaElement>('textarea[name="content"]');

async function press(target: Element | null, key: string, shiftKey = false): Promise<boolean> {
  if (!target) throw new Error('nothing to press a key in');
  let allowed = true;
  await act(async () => {
    allowed = target.dispatchEvent(
      new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
    );
  });
  await settle();
  return allowed;
}

const common = {
  'GET /api/messages/business': json({ conversations: [robin, sam] }),
  'GET /api/messages/conversation': json(robinThread),
  'POST /api/messages/read': json({ marked: 2 }),
};

beforeEach(() => signIn('owner'));

describe('business messages', () => {
  it('lists the conversations with unread badges and a Back to Dashboard link', async () => {
    mockApi(common);
    const rendered = await open('/acme/business-messages', listed);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Messages');
    expect(row(rendered, robinId)?.textContent).toContain('Robin Lee');
    expect(row(rendered, robinId)?.textContent).toContain('Can you pick up a day early?');
    expect(badge(rendered, robinId)?.textContent).toBe('2 unread');
    expect(badge(rendered, samId)).toBeNull();
    expect(rendered.text()).toContain('No conversation open');
    const back = [...rendered.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Back to Dashboard',
    );
    expect(back?.getAttribute('href')).toBe('/acme/business-analytics');
  });

  it('opens a conversation oldest first, reads it, and the unread badge drops', async () => {
    const api = mockApi(common);
    const rendered = await open('/business-messages', listed);
    await click(row(rendered, robinId));
    await waitFor(() => thread(rendered).length === 3, 'the thread');
    expect(rendered.location()).toBe(`/business-messages?customer=${robinId}`);
    expect(query(api.to('GET /api/messages/conversation')[0]?.url)).toEqual({ customerId: robinId });
    expect(thread(rendered)).toEqual([
      'theirs: Hello, is Friday still on?',
      'mine: Yes, Friday as usual.',
      'theirs: Can you pick up a day early?',
    ]);
    await waitFor(() => api.to('POST /api/messages/read').length === 1, 'the read mark');
    expect(api.to('POST /api/messages/read')[0]?.body).toEqual({ customerId: robinId });
    await waitFor(() => badge(rendered, robinId) === null, 'the badge to drop');
    expect(rendered.container.querySelector('h2')?.textContent).toBe('Robin Lee');
  });

  it('sends with Enter, not with Shift+Enter, and waits while sending', async () => {
    let release: () => void = () => undefined;
    const sent = messageOf('business', 'See you Thursday', '2026-11-23T16:00:00.000Z');
    const api = mockApi({
      ...common,
      'POST /api/messages': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ message: sent }, 201));
        }),
    });
    const rendered = await open(`/business-messages?customer=${robinId}`, (r) => thread(r).length === 3);
    const box = messageBox(rendered);
    await typeInto(box, 'See you Thursday');
    expect(await press(box, 'Enter', true)).toBe(true);
    expect(api.to('POST /api/messages')).toHaveLength(0);

    expect(await press(box, 'Enter')).toBe(false);
    await waitFor(() => api.to('POST /api/messages').length === 1, 'the send');
    expect(api.to('POST /api/messages')[0]?.body).toEqual({
      receiverId: robinId,
      content: 'See you Thursday',
    });
    expect(button('Sending…')?.disabled).toBe(true);
    await press(box, 'Enter');
    expect(api.to('POST /api/messages')).toHaveLength(1);

    await act(async () => release());
    await waitFor(() => rendered.text().includes(messagingMessages.messageSentTitle), 'the toast');
    expect(thread(rendered).at(-1)).toBe('mine: See you Thursday');
    expect(messageBox(rendered)?.value).toBe('');
    expect(button('Send')?.disabled).toBe(true);
  });

  it('shows the spec’s failure toast and keeps the text when a send fails', async () => {
    mockApi({ ...common, 'POST /api/messages': empty(502) });
    const rendered = await open(`/business-messages?customer=${robinId}`, (r) => thread(r).length === 3);
    await typeInto(messageBox(rendered), 'Running late today');
    await click(button('Send'));
    await waitFor(() => rendered.text().includes(messagingMessages.sendFailed), 'the failure toast');
    expect(messageBox(rendered)?.value).toBe('Running late today');
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const older = messageOf('customer', 'Welcome aboard question', '2026-11-20T10:00:00.000Z');
    const firstPage: Thread = { ...robinThread, hasMore: true };
    const api = mockApi({
      ...common,
      'GET /api/messages/conversation': (request: SentRequest) =>
        query(request.url).before ? json({ messages: [older], hasMore: false }) : json(firstPage),
    });
    const rendered = await open(`/business-messages?customer=${robinId}`, (r) => thread(r).length === 3);
    await click(button('Load earlier messages'));
    await waitFor(() => thread(rendered).length === 4, 'the earlier page');
    expect(query(api.to('GET /api/messages/conversation')[1]?.url)).toEqual({
      customerId: robinId,
      before: robinThread.messages[0]?.id,
    });
    expect(thread(rendered)[0]).toBe('theirs: Welcome aboard question');
    expect(button('Load earlier messages')).toBeNull();
  });

  it('shows a customer’s new message live in the open thread and on another conversation’s badge', async () => {
    const api = mockApi({
      ...common,
      'GET /api/messages/business': json({ conversations: [robin, { ...sam }] }),
    });
    const rendered = await open(`/business-messages?customer=${robinId}`, (r) => thread(r).length === 3);
    await waitFor(liveConnected, 'the live connection');

    await serverSends(
      liveConnection.newMessageEvent,
      messageOf('customer', 'Also, a second bucket?', '2026-11-23T15:20:00.000Z'),
    );
    await waitFor(() => thread(rendered).length === 4, 'the live message');
    expect(thread(rendered).at(-1)).toBe('theirs: Also, a second bucket?');
    await waitFor(() => api.to('POST /api/messages/read').length === 2, 'the open thread read again');

    await serverSends(
      liveConnection.newMessageEvent,
      messageOf('customer', 'Is my bucket late?', '2026-11-23T15:30:00.000Z', samId),
    );
    await waitFor(() => badge(rendered, samId) !== null, 'the new unread badge');
    expect(badge(rendered, samId)?.textContent).toBe('1 unread');
    expect(row(rendered, samId)?.textContent).toContain('Is my bucket late?');
    expect(rendered.container.querySelector('[data-conversation]')?.getAttribute('data-conversation')).toBe(
      samId,
    );
  });

  it('says where messages will appear while there are none, and that no conversation is open', async () => {
    mockApi({ ...common, 'GET /api/messages/business': json({ conversations: [] }) });
    const rendered = await open('/messaging', (r) => r.text().includes('No conversations yet'));
    expect(rendered.text()).toContain('When your customers write from their Support Chat');
    expect(rendered.text()).toContain('No conversation open');
  });
});
