import {
  conversationsResult,
  markReadResult,
  messagingLimits,
  messagingMessages,
  sentMessageResult,
  thread,
} from '@pickup/contracts';
import { adaBirch, benOak, businessWithOwner, type Headers, signedInCustomer } from './support/chat';
import { messagingForTests, newId } from './support/messaging-fixture';

const messaging = messagingForTests();

const send = (auth: Headers, body: object) => messaging().api().post('/api/messages').set(auth).send(body);

async function sent(auth: Headers, body: object) {
  const res = await send(auth, body);
  expect(res.status).toBe(201);
  return sentMessageResult.parse(res.body).message;
}

async function ownerThread(owner: Headers, customerId: string, query: Record<string, string | number> = {}) {
  const res = await messaging()
    .api()
    .get('/api/messages/conversation')
    .query({ customerId, ...query })
    .set(owner);
  expect(res.status).toBe(200);
  return thread.parse(res.body);
}

async function customerThread(auth: Headers, userId: string) {
  const res = await messaging().api().get(`/api/messages/user/${userId}`).set(auth);
  expect(res.status).toBe(200);
  return thread.parse(res.body);
}

async function conversations(owner: Headers, search?: string) {
  const res = await messaging()
    .api()
    .get('/api/messages/business')
    .query(search ? { search } : {})
    .set(owner);
  expect(res.status).toBe(200);
  return conversationsResult.parse(res.body).conversations;
}

/** A business, its owner and one household with a login. */
async function businessWithCustomer() {
  const business = await businessWithOwner(messaging(), { businessName: 'Green Loop Compost' });
  const customer = await signedInCustomer(messaging(), business.tenantId, {
    firstName: 'Ada',
    lastName: 'Birch',
  });
  return { ...business, customer };
}

describe('sending', () => {
  it('an owner writes to a household as the business, and the household reads it in its thread', async () => {
    const { owner, ownerId, customer } = await businessWithCustomer();
    const message = await sent(owner, {
      receiverId: customer.household.customerId,
      content: '  Your bucket is out for Friday?  ',
      senderId: 'forged',
      senderType: 'customer',
    });
    expect(message).toMatchObject({
      customerId: customer.household.customerId,
      senderId: ownerId,
      receiverId: customer.household.customerId,
      content: 'Your bucket is out for Friday?',
      senderType: 'business',
      senderName: 'Green Loop Compost',
      read: false,
      ticketId: null,
    });
    expect((await customerThread(customer.auth, customer.userId)).messages).toEqual([message]);
    const [event] = await messaging().probe.waitForEvents(
      'message.sent',
      (e) => e.data.messageId === message.id,
    );
    expect(event).toMatchObject({
      data: { customerId: customer.household.customerId, senderType: 'business', ticketId: null },
      actor: { userId: ownerId, role: 'owner' },
    });
  });

  it('a customer writes to support under their own name, into their own thread', async () => {
    const { owner, customer } = await businessWithCustomer();
    const message = await sent(customer.auth, { receiverId: 'support', content: 'Can you come Saturday?' });
    expect(message).toMatchObject({
      customerId: customer.household.customerId,
      senderId: customer.userId,
      receiverId: 'support',
      senderType: 'customer',
      senderName: 'Ada Birch',
    });
    expect((await ownerThread(owner, customer.household.customerId)).messages).toEqual([message]);
  });

  it('refuses an empty message, one too long, and an owner without a customer', async () => {
    const { owner, customer } = await businessWithCustomer();
    for (const content of ['   ', 'x'.repeat(messagingLimits.messageLength + 1)]) {
      const res = await send(owner, { receiverId: customer.household.customerId, content });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { message: string }) => d.message)).toContain(
        content.trim() ? messagingMessages.messageTooLong : messagingMessages.messageRequired,
      );
    }
    const toSupport = await send(owner, { receiverId: 'support', content: 'Hello' });
    expect([toSupport.status, toSupport.body.error]).toEqual([400, messagingMessages.customerRequired]);
    const nobody = await send(owner, { content: 'Hello' });
    expect(nobody.status).toBe(400);
  });

  it("answers 404 for another business's household, an unknown one, and a customer writing to anyone but support", async () => {
    const { owner, customer, tenantId } = await businessWithCustomer();
    const elsewhere = await businessWithCustomer();
    for (const receiverId of [elsewhere.customer.household.customerId, newId()]) {
      const res = await send(owner, { receiverId, content: 'Hello' });
      expect([res.status, res.body.error]).toEqual([404, messagingMessages.conversationNotFound]);
    }
    const intoAnother = await send(customer.auth, {
      receiverId: elsewhere.customer.household.customerId,
      content: 'Hello',
    });
    expect(intoAnother.status).toBe(404);
    // A customer login the business has no household for.
    const unknown = await send(messaging().auth('customer', tenantId, newId()), {
      receiverId: 'support',
      content: 'Hello',
    });
    expect(unknown.status).toBe(404);
  });

  it('lets only owners and customers write', async () => {
    const { tenantId } = await businessWithCustomer();
    const driver = await send(messaging().auth('driver', tenantId), { receiverId: 'support', content: 'Hi' });
    expect(driver.status).toBe(403);
    const anonymous = await send({}, { receiverId: 'support', content: 'Hi' });
    expect(anonymous.status).toBe(401);
  });
});

describe('reading a thread', () => {
  it('answers oldest first, the latest page unless asked for older ones', async () => {
    const { owner, customer } = await businessWithCustomer();
    const written = [];
    for (let i = 1; i <= 5; i += 1) {
      written.push(
        await sent(i % 2 ? owner : customer.auth, {
          receiverId: i % 2 ? customer.household.customerId : 'support',
          content: `Message ${i}`,
        }),
      );
    }
    const latest = await ownerThread(owner, customer.household.customerId, { limit: 2 });
    expect(latest.messages.map((m) => m.content)).toEqual(['Message 4', 'Message 5']);
    expect(latest.hasMore).toBe(true);
    const older = await ownerThread(owner, customer.household.customerId, {
      limit: 2,
      before: written[3]?.id ?? '',
    });
    expect(older.messages.map((m) => m.content)).toEqual(['Message 2', 'Message 3']);
    const oldest = await ownerThread(owner, customer.household.customerId, {
      limit: 2,
      before: written[1]?.id ?? '',
    });
    expect([oldest.messages.map((m) => m.content), oldest.hasMore]).toEqual([['Message 1'], false]);
  });

  it('asks the owner for a customer, and keeps other businesses’ threads and other customers’ own to themselves', async () => {
    const { owner, customer, tenantId } = await businessWithCustomer();
    const elsewhere = await businessWithCustomer();
    const missing = await messaging().api().get('/api/messages/conversation').set(owner);
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { message: string }) => d.message)).toContain(
      messagingMessages.customerRequired,
    );
    const foreign = await messaging()
      .api()
      .get('/api/messages/conversation')
      .query({ customerId: elsewhere.customer.household.customerId })
      .set(owner);
    expect([foreign.status, foreign.body.error]).toEqual([404, messagingMessages.conversationNotFound]);

    const neighbour = await signedInCustomer(messaging(), tenantId);
    await send(neighbour.auth, { receiverId: 'support', content: 'Mine alone' });
    const another = await messaging().api().get(`/api/messages/user/${neighbour.userId}`).set(customer.auth);
    expect(another.status).toBe(404);
    const asOwner = await messaging().api().get(`/api/messages/user/${customer.userId}`).set(owner);
    expect(asOwner.status).toBe(403);
  });
});

describe('the owner’s conversations', () => {
  it('lists each household written with, latest first, with its last message, unread count and status', async () => {
    const { owner, tenantId } = await businessWithOwner(messaging());
    const ada = await signedInCustomer(messaging(), tenantId, adaBirch);
    const ben = await signedInCustomer(messaging(), tenantId, benOak);
    await signedInCustomer(messaging(), tenantId, { firstName: 'Quiet', lastName: 'One' });
    await sent(ada.auth, { receiverId: 'support', content: 'First from Ada' });
    await sent(ada.auth, { receiverId: 'support', content: 'Second from Ada' });
    await sent(ben.auth, { receiverId: 'support', content: 'From Ben' });
    await sent(owner, { receiverId: ada.household.customerId, content: 'Answer to Ada' });

    const listed = await conversations(owner);
    expect(listed).toEqual([
      expect.objectContaining({
        id: ada.household.customerId,
        name: 'Ada Birch',
        email: 'ada@example.com',
        lastMessage: 'Answer to Ada',
        unreadCount: 2,
        status: 'resolved',
      }),
      expect.objectContaining({
        id: ben.household.customerId,
        name: 'Ben Oak',
        lastMessage: 'From Ben',
        unreadCount: 1,
      }),
    ]);
    expect((await conversations(owner, 'ben@EXAMPLE')).map((c) => c.id)).toEqual([ben.household.customerId]);
    expect((await conversations(owner, 'birch')).map((c) => c.id)).toEqual([ada.household.customerId]);
  });

  it('drops the unread count when the owner reads the thread, and the customer’s when they read theirs', async () => {
    const { owner, customer } = await businessWithCustomer();
    await sent(customer.auth, { receiverId: 'support', content: 'Hello?' });
    await sent(owner, { receiverId: customer.household.customerId, content: 'Hello!' });
    const read = (auth: Headers, body: object) =>
      messaging().api().post('/api/messages/read').set(auth).send(body);

    const byOwner = await read(owner, { customerId: customer.household.customerId });
    expect(markReadResult.parse(byOwner.body)).toEqual({ marked: 1 });
    expect((await conversations(owner))[0]?.unreadCount).toBe(0);
    const byCustomer = await read(customer.auth, {});
    expect(byCustomer.body).toEqual({ marked: 1 });
    const messages = (await customerThread(customer.auth, customer.userId)).messages;
    expect(messages.map((m) => m.read)).toEqual([true, true]);

    expect((await read(owner, {})).status).toBe(400);
    const foreign = await businessWithCustomer();
    expect((await read(owner, { customerId: foreign.customer.household.customerId })).status).toBe(404);
  });

  it('leaves out a household that was deleted, and other businesses’ conversations', async () => {
    const { owner, tenantId, customer } = await businessWithCustomer();
    await sent(customer.auth, { receiverId: 'support', content: 'Bye' });
    const other = await businessWithCustomer();
    await sent(other.customer.auth, { receiverId: 'support', content: 'Elsewhere' });
    expect((await conversations(owner)).map((c) => c.id)).toEqual([customer.household.customerId]);
    await messaging().apply('customer.deleted', tenantId, {
      customerId: customer.household.customerId,
      userId: customer.userId,
    });
    expect(await conversations(owner)).toEqual([]);
  });
});
