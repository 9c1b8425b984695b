import { liveConnection, messagingMessages } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { choose, dialog, dialogButton } from '../../../../test/dialog-queries';
import { liveConnected, serverSends } from '../../../../test/live-socket';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  ownerId,
  replyOf,
  robinDetail,
  robinTicket,
  ticketsOf,
  visitorTicket,
} from '../testing/ticket-fixtures';

jest.mock('socket.io-client', () => jest.requireActual('../../../../test/live-socket').fakeSocketIoClient);

const open = screenTests();
// Each test mounts the whole app and loads the screen as the browser would: on a busy machine that
// takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const listed = (r: RenderedApp) => r.container.querySelector('[data-ticket]') !== null;
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const row = (r: RenderedApp, id: string) => r.container.querySelector(`[data-ticket="${id}"]`);
const filterOptions = (r: RenderedApp) =>
  [...(r.container.querySelector('select')?.options ?? [])].map((option) => option.textContent);

async function openTicket(rendered: RenderedApp, id: string): Promise<void> {
  await click(row(rendered, id)?.querySelector('button') ?? null);
  await waitFor(() => dialog()?.querySelector('[data-message]') !== null, 'the ticket’s thread');
}

const common = {
  'GET /api/support/tickets': json(ticketsOf([robinTicket, visitorTicket])),
  [`GET /api/support/tickets/${robinTicket.id}`]: json(robinDetail),
};

beforeEach(() => signIn('owner'));

describe('support tickets', () => {
  it('lists the tickets with requester, subject, channel, status, assignee and counts per status', async () => {
    const api = mockApi(common);
    const rendered = await open('/acme/support-tickets', listed);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Support Tickets');
    // The chats with every household, in the business's own address.
    const messages = [...rendered.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'All Messages',
    );
    expect(messages?.getAttribute('href')).toBe('/acme/business-messages');
    expect(query(api.to('GET /api/support/tickets')[0]?.url)).toEqual({ page: '1', status: 'all' });
    expect(filterOptions(rendered)).toEqual(['All (11)', 'Open (3)', 'Pending (1)', 'Resolved (7)']);
    const robin = row(rendered, robinTicket.id);
    expect(robin?.querySelector('h2')?.textContent).toBe('My bucket was not picked up');
    expect(robin?.querySelector('[data-requester]')?.textContent).toBe('Robin Lee · robin@example.com');
    expect(robin?.querySelector('[data-channel]')?.textContent).toBe('Via Support Center');
    expect(robin?.querySelector('[data-status]')?.textContent).toBe('Open');
    expect(robin?.querySelector('[data-assignee]')?.textContent).toBe('Unassigned');
    expect(row(rendered, visitorTicket.id)?.querySelector('[data-assignee]')?.textContent).toBe(
      'Assigned to Test User',
    );
  });

  it('filters by status and searches by requester', async () => {
    const api = mockApi(common);
    const rendered = await open('/support-tickets', listed);
    await choose(rendered.container.querySelector('select'), 'pending');
    await waitFor(() => api.to('GET /api/support/tickets').length === 2, 'the filter');
    expect(query(api.to('GET /api/support/tickets')[1]?.url)).toEqual({ page: '1', status: 'pending' });
    await typeInto(rendered.container.querySelector('input[type="search"]'), ' robin ');
    await waitFor(() => api.to('GET /api/support/tickets').length === 3, 'the search', 3000);
    expect(query(api.to('GET /api/support/tickets')[2]?.url)).toEqual({
      page: '1',
      status: 'pending',
      search: 'robin',
    });
  });

  it('opens a ticket with its thread and sends a reply', async () => {
    const api = mockApi({
      ...common,
      [`POST /api/support/tickets/${robinTicket.id}/replies`]: json(
        { message: replyOf('We will come Monday.') },
        201,
      ),
    });
    const rendered = await open('/support-tickets', listed);
    await openTicket(rendered, robinTicket.id);
    expect(dialog()?.textContent).toContain('My bucket was not picked up this Friday.');
    expect(dialog()?.textContent).toContain('robin@example.com');

    await typeInto(dialog()?.querySelector('textarea[name="content"]') ?? null, 'We will come Monday.');
    await click(dialogButton('Send'));
    await waitFor(() => rendered.text().includes(messagingMessages.messageSentTitle), 'the toast');
    expect(api.to(`POST /api/support/tickets/${robinTicket.id}/replies`)[0]?.body).toEqual({
      content: 'We will come Monday.',
    });
    expect(dialog()?.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.value).toBe('');
    // The reply refreshes the ticket and the list.
    await waitFor(
      () => api.to(`GET /api/support/tickets/${robinTicket.id}`).length === 2,
      'the ticket again',
    );
    await waitFor(() => api.to('GET /api/support/tickets').length === 2, 'the list again');
  });

  it('shows the spec’s failure toast when a reply fails', async () => {
    mockApi({ ...common, [`POST /api/support/tickets/${robinTicket.id}/replies`]: empty(502) });
    const rendered = await open('/support-tickets', listed);
    await openTicket(rendered, robinTicket.id);
    await typeInto(dialog()?.querySelector('textarea[name="content"]') ?? null, 'On our way.');
    await click(dialogButton('Send'));
    await waitFor(() => rendered.text().includes(messagingMessages.sendFailed), 'the failure toast');
    expect(dialog()?.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.value).toBe(
      'On our way.',
    );
  });

  it('changes the status and takes the ticket', async () => {
    const resolved = { ...robinTicket, status: 'resolved' as const };
    const assigned = { ...robinTicket, assignee: { id: ownerId, name: 'Test User' } };
    const api = mockApi({
      ...common,
      [`PATCH /api/support/tickets/${robinTicket.id}`]: (request) =>
        json({ ticket: (request.body as { status?: string }).status ? resolved : assigned }),
    });
    const rendered = await open('/support-tickets', listed);
    await openTicket(rendered, robinTicket.id);

    await choose(dialog()?.querySelector('select[name="status"]'), 'resolved');
    await waitFor(() => api.to(`PATCH /api/support/tickets/${robinTicket.id}`).length === 1, 'the change');
    expect(api.to(`PATCH /api/support/tickets/${robinTicket.id}`)[0]?.body).toEqual({ status: 'resolved' });
    await waitFor(() => rendered.text().includes('Status: Resolved.'), 'the toast');

    expect(dialogButton('Unassign')).toBeNull();
    await click(dialogButton('Assign to me'));
    await waitFor(
      () => api.to(`PATCH /api/support/tickets/${robinTicket.id}`).length === 2,
      'the assignment',
    );
    expect(api.to(`PATCH /api/support/tickets/${robinTicket.id}`)[1]?.body).toEqual({ assignee: 'me' });
  });

  it('reloads the list when a ticket changes or a message arrives live', async () => {
    const api = mockApi(common);
    await open('/support-tickets', listed);
    await waitFor(liveConnected, 'the live connection');
    await serverSends(liveConnection.ticketEvent, { ticket: robinTicket });
    await waitFor(() => api.to('GET /api/support/tickets').length === 2, 'the list after ticket_updated');
    await serverSends(liveConnection.newMessageEvent, robinDetail.messages[0]);
    await waitFor(() => api.to('GET /api/support/tickets').length === 3, 'the list after new_message');
  });

  it('says where tickets come from while there are none', async () => {
    mockApi({ ...common, 'GET /api/support/tickets': json(ticketsOf([])) });
    const rendered = await open('/support-tickets', (r) => r.text().includes('No support tickets yet'));
    expect(rendered.text()).toContain('your public support page');
  });
});
