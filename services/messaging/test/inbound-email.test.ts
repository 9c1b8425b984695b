import { createHmac } from 'node:crypto';
import {
  inboundEmailMessages,
  inboundEmailResult,
  messagingMessages,
  sentMessageResult,
  tenantMessages,
  ticketDetail,
  ticketResult,
  type Ticket,
} from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import type { Socket } from 'socket.io-client';
import {
  businessWithOwner,
  connectSocket,
  type Headers,
  nextMessage,
  signedInCustomer,
} from './support/chat';
import { messagingForTests } from './support/messaging-fixture';

const domain = 'reply.pickup.test';
const secret = 'inbound-email-secret-for-tests-0123456789';
const messaging = messagingForTests({ INBOUND_EMAIL_DOMAIN: domain, INBOUND_EMAIL_SECRET: secret });

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** The provider's post, with the shared secret. */
const inbound = (body: object, headers: Headers = { 'x-inbound-secret': secret }) =>
  messaging().api().post('/api/support/inbound-email').set(headers).send(body);

async function received(body: object): Promise<string> {
  const res = await inbound(body);
  expect(res.status).toBe(200);
  return inboundEmailResult.parse(res.body).ticketId;
}

async function detail(owner: Headers, id: string) {
  const res = await messaging().api().get(`/api/support/tickets/${id}`).set(owner);
  expect(res.status).toBe(200);
  return ticketDetail.parse(res.body);
}

async function quickMessage(auth: Headers, message: string): Promise<Ticket> {
  const res = await messaging().api().post('/api/support/quick-message').set(auth).send({ message });
  expect(res.status).toBe(201);
  return ticketResult.parse(res.body).ticket;
}

/** The owner answers a ticket; the address the e-mailed answer is answered to. */
async function answeredTo(owner: Headers, ticketId: string, email: string): Promise<string> {
  const before = messaging().mailer.sentTo(email).length;
  const res = await messaging()
    .api()
    .post(`/api/support/tickets/${ticketId}/replies`)
    .set(owner)
    .send({ content: 'We will come back on Friday.' });
  expect(res.status).toBe(201);
  sentMessageResult.parse(res.body);
  await waitFor(() => messaging().mailer.sentTo(email).length > before, { what: 'the reply e-mail' });
  const mail = messaging().mailer.sentTo(email).at(-1);
  expect(mail?.text).toContain('Just reply to this e-mail to answer.');
  return mail?.replyTo ?? '';
}

const quoted = (address: string) =>
  `Friday is perfect, thanks!\n\nOn Mon, Nov 23, 2026 at 5:00 PM Green Loop Compost <${address}> wrote:\n> We will come back on Friday.`;

async function businessWithCustomer() {
  const business = await businessWithOwner(messaging(), { email: 'hello@greenloop.example' });
  const customer = await signedInCustomer(messaging(), business.tenantId, {
    firstName: 'Ada',
    lastName: 'Birch',
    email: 'ada@example.com',
  });
  return { ...business, customer };
}

const subdomainOf = (tenantId: string) => `biz${tenantId.slice(-8)}`;

describe('a reply to a ticket’s e-mail', () => {
  it('is answered to the ticket’s own address, and the reply joins the ticket as the household’s message, live', async () => {
    const { owner, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'My bucket was not emptied');
    const address = await answeredTo(owner, ticket.id, 'ada@example.com');
    expect(address).toMatch(new RegExp(`^reply\\+[a-z2-7]{55}@${domain.replace(/\./g, '\\.')}$`));

    const ownerSocket = await connectSocket(messaging().service.url, owner);
    sockets.push(ownerSocket);
    const live = nextMessage(ownerSocket);
    const ticketId = await received({
      from: 'Ada Birch <ADA@example.com>',
      to: address,
      subject: 'Re: My bucket was not emptied',
      text: quoted(address),
    });
    expect(ticketId).toBe(ticket.id);
    expect(await live).toMatchObject({ content: 'Friday is perfect, thanks!', ticketId });

    const { ticket: held, messages } = await detail(owner, ticketId);
    expect(held).toMatchObject({
      status: 'open',
      messageCount: 3,
      lastMessage: 'Friday is perfect, thanks!',
    });
    expect(messages.at(-1)).toMatchObject({
      content: 'Friday is perfect, thanks!',
      senderType: 'customer',
      senderId: customer.userId,
      senderName: 'Ada Birch',
      customerId: customer.household.customerId,
      receiverId: 'support',
    });
    const [sent] = await messaging().probe.waitForEvents(
      'message.sent',
      (event) => event.data.ticketId === ticketId && event.data.senderType === 'customer',
      2,
    );
    expect(sent).toBeDefined();
  });

  it('opens a resolved ticket again', async () => {
    const { owner, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'Can I add a second bucket?');
    const address = await answeredTo(owner, ticket.id, 'ada@example.com');
    const resolved = await messaging()
      .api()
      .patch(`/api/support/tickets/${ticket.id}`)
      .set(owner)
      .send({ status: 'resolved' });
    expect(resolved.body.ticket.status).toBe('resolved');

    expect(await received({ from: 'ada@example.com', to: address, text: 'One more question.' })).toBe(
      ticket.id,
    );
    const { ticket: held } = await detail(owner, ticket.id);
    expect(held).toMatchObject({ status: 'open', resolvedAt: null, lastMessage: 'One more question.' });
    await messaging().probe.waitForEvents(
      'ticket.updated',
      (event) => event.data.ticketId === ticket.id && event.data.status === 'open',
    );
    // It holds their next message again.
    expect((await quickMessage(customer.auth, 'And another')).id).toBe(ticket.id);
  });

  it('continues a visitor’s ticket from the support page', async () => {
    const { owner, tenantId } = await businessWithCustomer();
    const res = await messaging()
      .api()
      .post('/api/support/requests')
      .set({ 'x-tenant-id': tenantId, 'x-internal-secret': messaging().config.INTERNAL_SECRET })
      .send({ name: 'Cleo Fern', email: 'cleo@example.com', message: 'Do you pick up in Orono?' });
    expect(res.status).toBe(201);
    const { ticketId } = res.body as { ticketId: string };
    const address = await answeredTo(owner, ticketId, 'cleo@example.com');

    await received({ from: '"Fern, Cleo" <cleo@example.com>', to: `Support <${address}>`, text: 'Great!' });
    const { messages } = await detail(owner, ticketId);
    expect(messages.at(-1)).toMatchObject({
      content: 'Great!',
      customerId: null,
      senderId: null,
      senderName: 'Cleo Fern',
    });
  });

  it('is refused from another sender, or to an address whose token was changed', async () => {
    const { owner, customer } = await businessWithCustomer();
    const ticket = await quickMessage(customer.auth, 'Hello');
    const address = await answeredTo(owner, ticket.id, 'ada@example.com');
    const fromElsewhere = await inbound({ from: 'mallory@example.com', to: address, text: 'Hi' });
    expect([fromElsewhere.status, fromElsewhere.body.error]).toEqual([404, messagingMessages.ticketNotFound]);
    const last = address.charAt(address.indexOf('@') - 1);
    const changed = address.replace(`${last}@`, `${last === 'a' ? 'b' : 'a'}@`);
    const forged = await inbound({ from: 'ada@example.com', to: changed, text: 'Hi' });
    expect([forged.status, forged.body.error]).toEqual([404, inboundEmailMessages.notAddressed]);
    expect((await detail(owner, ticket.id)).ticket.messageCount).toBe(2);
  });
});

describe('an e-mail to a business’s support address', () => {
  it('opens a ticket for the household that sent it, which its next e-mail continues', async () => {
    const { owner, tenantId, customer } = await businessWithCustomer();
    const to = `${subdomainOf(tenantId)}@${domain}`;
    const ticketId = await received({
      from: 'Ada <ada@example.com>',
      to: `someone@elsewhere.example, ${to.toUpperCase()}`,
      subject: 'Missed pickup',
      text: 'The truck did not come today.',
    });
    const { ticket, messages } = await detail(owner, ticketId);
    expect(ticket).toMatchObject({
      channel: 'email',
      subject: 'Missed pickup',
      status: 'open',
      requester: { customerId: customer.household.customerId, email: 'ada@example.com' },
    });
    expect(messages).toEqual([
      expect.objectContaining({ content: 'The truck did not come today.', senderId: customer.userId }),
    ]);
    expect(await received({ from: 'ada@example.com', to, subject: 'Also', text: 'Still waiting.' })).toBe(
      ticketId,
    );
  });

  it('is refused from an address no household of the business has, or to an unknown business', async () => {
    const { tenantId } = await businessWithCustomer();
    const stranger = await inbound({
      from: 'x@example.com',
      to: `${subdomainOf(tenantId)}@${domain}`,
      text: 'Hi',
    });
    expect([stranger.status, stranger.body.error]).toEqual([404, inboundEmailMessages.senderUnknown]);
    const nobody = await inbound({ from: 'ada@example.com', to: `nobody-here@${domain}`, text: 'Hi' });
    expect([nobody.status, nobody.body.error]).toEqual([404, tenantMessages.businessNotFound]);
    const elsewhere = await inbound({ from: 'ada@example.com', to: 'hello@greenloop.example', text: 'Hi' });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, inboundEmailMessages.notAddressed]);
  });
});

describe('the inbound e-mail call', () => {
  it('takes the shared secret or the body’s HMAC, and refuses anything else', async () => {
    const { tenantId } = await businessWithCustomer();
    const body = { from: 'ada@example.com', to: `${subdomainOf(tenantId)}@${domain}`, text: 'Signed' };
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    const signed = await messaging()
      .api()
      .post('/api/support/inbound-email')
      .set({ 'content-type': 'application/json', 'x-inbound-signature': signature })
      .send(raw);
    expect(signed.status).toBe(200);

    const unsigned: Headers[] = [{}, { 'x-inbound-secret': 'wrong' }, { 'x-inbound-signature': 'sha256=00' }];
    for (const headers of unsigned) {
      const refused = await inbound(body, headers);
      expect([refused.status, refused.body.error]).toEqual([401, inboundEmailMessages.invalidSignature]);
    }
  });

  it('refuses a bad sender, a reply with nothing of its own, and a malformed post, never with a 5xx', async () => {
    const { tenantId } = await businessWithCustomer();
    const to = `${subdomainOf(tenantId)}@${domain}`;
    const badSender = await inbound({ from: 'Ada', to, text: 'Hi' });
    expect([badSender.status, badSender.body.error]).toEqual([400, inboundEmailMessages.senderInvalid]);
    const onlyQuote = await inbound({ from: 'ada@example.com', to, text: '> quoted only' });
    expect([onlyQuote.status, onlyQuote.body.error]).toEqual([400, messagingMessages.messageRequired]);
    const malformed = await inbound({ from: 'ada@example.com', text: 'No recipient' });
    expect(malformed.status).toBe(400);
  });
});
