import {
  inboundEmailMessages,
  messagingLimits,
  messagingMessages,
  sentMessageResult,
  supportContacts,
  supportRequestResult,
  ticketDetail,
  ticketResult,
  ticketsResult,
  type Ticket,
} from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import { adaBirch, benOak, businessWithOwner, type Headers, signedInCustomer } from './support/chat';
import { messagingForTests, newId } from './support/messaging-fixture';

const messaging = messagingForTests();

/** A public call for a business, as the gateway forwards it: the business's id with the internal secret. */
const forBusiness = (tenantId: string): Headers => ({
  'x-tenant-id': tenantId,
  'x-internal-secret': messaging().config.INTERNAL_SECRET,
});

async function quickMessage(auth: Headers, message: string): Promise<Ticket> {
  const res = await messaging().api().post('/api/support/quick-message').set(auth).send({ message });
  expect(res.status).toBe(201);
  return ticketResult.parse(res.body).ticket;
}

const request = (tenantId: string, body: object) =>
  messaging().api().post('/api/support/requests').set(forBusiness(tenantId)).send(body);

async function requested(tenantId: string, body: object): Promise<string> {
  const res = await request(tenantId, body);
  expect(res.status).toBe(201);
  const received = supportRequestResult.parse(res.body);
  expect(received.message).toBe(messagingMessages.supportRequestReceived);
  return received.ticketId;
}

async function detail(owner: Headers, id: string) {
  const res = await messaging().api().get(`/api/support/tickets/${id}`).set(owner);
  expect(res.status).toBe(200);
  return ticketDetail.parse(res.body);
}

async function listed(owner: Headers, query: Record<string, string | number> = {}) {
  const res = await messaging().api().get('/api/support/tickets').query(query).set(owner);
  expect(res.status).toBe(200);
  return ticketsResult.parse(res.body);
}

const update = (owner: Headers, id: string, body: object) =>
  messaging().api().patch(`/api/support/tickets/${id}`).set(owner).send(body);

async function reply(owner: Headers, id: string, content: string) {
  const res = await messaging().api().post(`/api/support/tickets/${id}/replies`).set(owner).send({ content });
  expect(res.status).toBe(201);
  return sentMessageResult.parse(res.body).message;
}

async function businessWithCustomer() {
  const business = await businessWithOwner(messaging(), {
    businessName: 'Green Loop Compost',
    email: 'hello@greenloop.example',
    phone: '207-555-0199',
    website: 'https://greenloop.example',
    primaryColor: '#2a6f97',
  });
  const customer = await signedInCustomer(messaging(), business.tenantId, adaBirch);
  return { ...business, customer };
}

describe('a household’s quick message', () => {
  it('opens a ticket in their thread, which their next message continues', async () => {
    const { owner, customer } = await businessWithCustomer();
    const ticket = await quickMessage(
      customer.auth,
      'My bucket was not emptied on Friday\nIt is still full.',
    );
    expect(ticket).toMatchObject({
      subject: 'My bucket was not emptied on Friday',
      channel: 'quick_message',
      status: 'open',
      requester: { customerId: customer.household.customerId, name: 'Ada Birch', email: 'ada@example.com' },
      assignee: null,
      messageCount: 1,
      resolvedAt: null,
    });
    const [opened] = await messaging().probe.waitForEvents(
      'ticket.opened',
      (e) => e.data.ticketId === ticket.id,
    );
    expect(opened?.data).toMatchObject({
      channel: 'quick_message',
      customerId: customer.household.customerId,
    });

    const again = await quickMessage(customer.auth, 'Any news?');
    expect([again.id, again.messageCount, again.lastMessage]).toEqual([ticket.id, 2, 'Any news?']);
    // A chat message while the ticket is open joins it too.
    const chat = await messaging()
      .api()
      .post('/api/messages')
      .set(customer.auth)
      .send({ receiverId: 'support', content: 'Hello?' });
    expect(chat.body.message.ticketId).toBe(ticket.id);

    const { messages, ticket: held } = await detail(owner, ticket.id);
    expect(messages.map((m) => [m.content, m.ticketId, m.customerId])).toEqual([
      ['My bucket was not emptied on Friday\nIt is still full.', ticket.id, customer.household.customerId],
      ['Any news?', ticket.id, customer.household.customerId],
      ['Hello?', ticket.id, customer.household.customerId],
    ]);
    expect(held.messageCount).toBe(3);
  });

  it('opens one ticket when two quick messages arrive at once', async () => {
    const { owner, customer } = await businessWithCustomer();
    const [a, b] = await Promise.all([
      quickMessage(customer.auth, 'One'),
      quickMessage(customer.auth, 'Two'),
    ]);
    expect(a.id).toBe(b.id);
    const { tickets } = await listed(owner);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.messageCount).toBe(2);
  });

  it('refuses an empty message, and answers 404 to a login the business has no household for', async () => {
    const { tenantId, customer } = await businessWithCustomer();
    const empty = await messaging()
      .api()
      .post('/api/support/quick-message')
      .set(customer.auth)
      .send({ message: ' ' });
    expect(empty.status).toBe(400);
    const stranger = await messaging()
      .api()
      .post('/api/support/quick-message')
      .set(messaging().auth('customer', tenantId, newId()))
      .send({ message: 'Hi' });
    expect(stranger.status).toBe(404);
  });
});

describe('the owner answering', () => {
  it('puts the reply in the household’s chat, makes the ticket pending, and e-mails it in the business’s name', async () => {
    const { owner, ownerId, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'Can I add a second bucket?');
    const answer = await reply(owner, ticket.id, 'Yes! We will bring one on Friday.\n\nThanks & see you.');
    expect(answer).toMatchObject({
      customerId: customer.household.customerId,
      senderId: ownerId,
      senderType: 'business',
      senderName: 'Green Loop Compost',
      ticketId: ticket.id,
    });
    const chat = await messaging().api().get(`/api/messages/user/${customer.userId}`).set(customer.auth);
    expect(chat.body.messages.at(-1)).toEqual(answer);

    const { ticket: pending } = await detail(owner, ticket.id);
    expect([pending.status, pending.messageCount]).toEqual(['pending', 2]);
    const [changed] = await messaging().probe.waitForEvents(
      'ticket.updated',
      (e) => e.data.ticketId === ticket.id,
    );
    expect(changed?.data).toMatchObject({ status: 'pending', previousStatus: 'open' });

    await waitFor(() => messaging().mailer.sentTo('ada@example.com').length === 1, {
      what: 'the reply e-mail',
    });
    const [mail] = messaging().mailer.sentTo('ada@example.com');
    expect(mail).toMatchObject({
      subject: 'Re: Can I add a second bucket?',
      senderName: 'Green Loop Compost',
      replyTo: 'hello@greenloop.example',
    });
    expect(mail?.text).toContain('Hello Ada,\n\nYes! We will bring one on Friday.\n\nThanks & see you.');
    expect(mail?.text).toContain('Green Loop Compost\n207-555-0199\nhello@greenloop.example');
    expect(mail?.html).toContain('background: #2a6f97');
    expect(mail?.html).toContain('Thanks &amp; see you.');

    // The household's next message opens it again.
    const back = await quickMessage(customer.auth, 'Great, thanks');
    expect([back.id, back.status]).toEqual([ticket.id, 'open']);
  });

  it('takes a ticket, lets it go, and resolves it; the household’s next message opens a new one', async () => {
    const { owner, ownerId, tenantId, customer } = await businessWithCustomer();
    await messaging().apply('user.registered', null, {
      userId: ownerId,
      role: 'owner',
      tenantId,
      email: 'owner@greenloop.example',
      username: 'owner',
      firstName: 'Olive',
      lastName: 'Grove',
    });
    const ticket = await quickMessage(customer.auth, 'Missed pickup');
    const taken = await update(owner, ticket.id, { assignee: 'me' });
    expect(ticketResult.parse(taken.body).ticket.assignee).toEqual({ id: ownerId, name: 'Olive Grove' });
    const released = await update(owner, ticket.id, { assignee: null });
    expect(released.body.ticket.assignee).toBeNull();

    const resolved = await update(owner, ticket.id, { status: 'resolved' });
    expect(resolved.body.ticket).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    const next = await quickMessage(customer.auth, 'Another thing');
    expect(next.id).not.toBe(ticket.id);

    // Opened again while the household has another open ticket: refused.
    const reopened = await update(owner, ticket.id, { status: 'open' });
    expect(reopened.status).toBe(409);
    await update(owner, next.id, { status: 'resolved' });
    const nowReopened = await update(owner, ticket.id, { status: 'open' });
    expect(nowReopened.body.ticket).toMatchObject({ status: 'open', resolvedAt: null });
    expect((await quickMessage(customer.auth, 'Following up')).id).toBe(ticket.id);
  });

  it('refuses an empty update and an empty reply, and answers 404 for another business’s ticket', async () => {
    const { owner, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'Question');
    expect((await update(owner, ticket.id, {})).status).toBe(400);
    expect((await update(owner, ticket.id, { status: 'closed' })).status).toBe(400);
    const empty = await messaging()
      .api()
      .post(`/api/support/tickets/${ticket.id}/replies`)
      .set(owner)
      .send({ content: '' });
    expect(empty.status).toBe(400);

    const elsewhere = await businessWithOwner(messaging());
    for (const res of [
      await messaging().api().get(`/api/support/tickets/${ticket.id}`).set(elsewhere.owner),
      await update(elsewhere.owner, ticket.id, { status: 'resolved' }),
      await messaging()
        .api()
        .post(`/api/support/tickets/${ticket.id}/replies`)
        .set(elsewhere.owner)
        .send({ content: 'Hi' }),
      await messaging().api().get(`/api/support/tickets/${newId()}`).set(owner),
    ]) {
      expect([res.status, res.body.error]).toEqual([404, messagingMessages.ticketNotFound]);
    }
    const asCustomer = await messaging().api().get('/api/support/tickets').set(customer.auth);
    expect(asCustomer.status).toBe(403);
  });
});

describe('the tickets list', () => {
  it('filters by status, searches the requester and subject, pages, and counts each status', async () => {
    const { owner, tenantId } = await businessWithOwner(messaging());
    const ada = await signedInCustomer(messaging(), tenantId, adaBirch);
    const ben = await signedInCustomer(messaging(), tenantId, benOak);
    const adaTicket = await quickMessage(ada.auth, 'Bucket lid is broken');
    const benTicket = await quickMessage(ben.auth, 'Change my pickup day');
    const visitor = await requested(tenantId, {
      name: 'Cleo Fern',
      email: 'cleo@example.com',
      message: 'Do you serve Orono?',
    });
    await reply(owner, benTicket.id, 'Sure');

    const all = await listed(owner);
    expect(all.tickets.map((t) => t.id)).toEqual([benTicket.id, visitor, adaTicket.id]);
    expect(all.counts).toEqual({ open: 2, pending: 1, resolved: 0 });
    expect(all.pagination).toMatchObject({ total: 3 });
    expect((await listed(owner, { status: 'pending' })).tickets.map((t) => t.id)).toEqual([benTicket.id]);
    expect((await listed(owner, { search: 'cleo@' })).tickets.map((t) => t.id)).toEqual([visitor]);
    expect((await listed(owner, { search: 'lid' })).tickets.map((t) => t.id)).toEqual([adaTicket.id]);
    expect((await listed(owner, { search: 'birch' })).tickets.map((t) => t.id)).toEqual([adaTicket.id]);
    const page = await listed(owner, { limit: 2, page: 2 });
    expect(page.tickets.map((t) => t.id)).toEqual([adaTicket.id]);

    // Each conversation shows its household's support state.
    const conversations = await messaging().api().get('/api/messages/business').set(owner);
    const statuses = Object.fromEntries(
      conversations.body.conversations.map((c: { id: string; status: string }) => [c.id, c.status]),
    );
    expect(statuses).toEqual({ [ada.household.customerId]: 'open', [ben.household.customerId]: 'pending' });

    const elsewhere = await businessWithOwner(messaging());
    expect((await listed(elsewhere.owner)).tickets).toEqual([]);
  });
});

describe('the public support page', () => {
  it('gives a visitor a ticket of their own, answered by e-mail only', async () => {
    const { owner, tenantId } = await businessWithCustomer();
    const ticketId = await requested(tenantId, {
      name: ' Cleo Fern ',
      email: 'Cleo@Example.com',
      message: 'Do you pick up in Orono?',
    });
    const { ticket, messages } = await detail(owner, ticketId);
    expect(ticket).toMatchObject({
      channel: 'support_page',
      status: 'open',
      requester: { customerId: null, name: 'Cleo Fern', email: 'cleo@example.com' },
    });
    expect(messages).toEqual([
      expect.objectContaining({
        customerId: null,
        senderId: null,
        senderName: 'Cleo Fern',
        senderType: 'customer',
      }),
    ]);
    // Their next request continues it.
    expect(
      await requested(tenantId, { name: 'Cleo', email: 'cleo@example.com', message: 'And Old Town?' }),
    ).toBe(ticketId);

    const answer = await reply(owner, ticketId, 'Yes, both.');
    expect([answer.customerId, answer.receiverId]).toEqual([null, 'cleo@example.com']);
    await waitFor(() => messaging().mailer.sentTo('cleo@example.com').length === 1, {
      what: 'the reply e-mail',
    });
    expect(messaging().mailer.sentTo('cleo@example.com')[0]?.text).toMatch(/^Hello Cleo,\n\nYes, both\./);
    // No household has this thread.
    expect((await messaging().api().get('/api/messages/business').set(owner)).body.conversations).toEqual([]);
  });

  it('puts a visitor whose e-mail is a household’s into that household’s thread and open ticket', async () => {
    const { owner, tenantId, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'First');
    const ticketId = await requested(tenantId, {
      name: 'Ada',
      email: 'ADA@example.com',
      message: 'From the web page',
    });
    expect(ticketId).toBe(ticket.id);
    const chat = await messaging().api().get(`/api/messages/user/${customer.userId}`).set(customer.auth);
    expect(chat.body.messages.at(-1)).toMatchObject({
      content: 'From the web page',
      customerId: customer.household.customerId,
      senderId: customer.userId,
      ticketId,
    });
    expect((await detail(owner, ticketId)).ticket.messageCount).toBe(2);
  });

  it('checks the name, e-mail and message', async () => {
    const { tenantId } = await businessWithCustomer();
    const cases: [object, string][] = [
      [{ name: '', email: 'a@example.com', message: 'Hi' }, messagingMessages.nameRequired],
      [{ name: 'A', email: 'not-an-email', message: 'Hi' }, messagingMessages.emailInvalid],
      [{ name: 'A', email: 'a@example.com', message: '  ' }, messagingMessages.messageRequired],
    ];
    for (const [body, message] of cases) {
      const res = await request(tenantId, body);
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { message: string }) => d.message)).toContain(message);
    }
  });

  it(`takes ${messagingLimits.supportRequestsPerWindow} requests from one address, then answers 429`, async () => {
    const { tenantId } = await businessWithCustomer();
    const body = (i: number) => ({ name: 'Spammy', email: `spam${i}@example.com`, message: `Try ${i}` });
    for (let i = 0; i < messagingLimits.supportRequestsPerWindow; i += 1) {
      expect((await request(tenantId, body(i))).status).toBe(201);
    }
    const refused = await request(tenantId, body(99));
    expect([refused.status, refused.body.error]).toEqual([429, messagingMessages.tooManySupportRequests]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another business's page keeps its own budget.
    const other = await businessWithOwner(messaging());
    expect((await request(other.tenantId, body(100))).status).toBe(201);
  });

  it('needs a business', async () => {
    const res = await messaging()
      .api()
      .post('/api/support/requests')
      .send({ name: 'A', email: 'a@example.com', message: 'Hi' });
    expect(res.status).toBe(403);
  });
});

describe('e-mail replies when no inbound domain is set up', () => {
  it('has no inbound e-mail call; ticket replies are answered to the business’s own address (above)', async () => {
    const res = await messaging()
      .api()
      .post('/api/support/inbound-email')
      .set({ 'x-inbound-secret': 'anything-at-all' })
      .send({ from: 'ada@example.com', to: 'reply+abc@reply.example', text: 'Hi' });
    expect([res.status, res.body.error]).toEqual([404, inboundEmailMessages.notSetUp]);
  });
});

describe('the support contacts', () => {
  it('answers the business’s name, phone, e-mail and website to anyone on its page', async () => {
    const { tenantId } = await businessWithCustomer();
    const res = await messaging().api().get('/api/support/contacts').set(forBusiness(tenantId));
    expect(res.status).toBe(200);
    expect(supportContacts.parse(res.body)).toEqual({
      businessName: 'Green Loop Compost',
      phone: '207-555-0199',
      email: 'hello@greenloop.example',
      website: 'https://greenloop.example',
    });
    const unknown = await messaging().api().get('/api/support/contacts').set(forBusiness(newId()));
    expect(unknown.status).toBe(404);
  });
});
