import { liveConnection, type Message, sentMessageResult, type Ticket } from '@pickup/contracts';
import { type RunningService, startService } from '@pickup/kit';
import type { Socket } from 'socket.io-client';
import type { MessagingConfig } from '../src/config';
import { createMessagingService } from '../src/service';
import {
  businessWithOwner,
  collectMessages,
  connectSocket,
  type Headers,
  nextMessage,
  signedInCustomer,
} from './support/chat';
import { messagingForTests, RecordingMailer } from './support/messaging-fixture';

const messaging = messagingForTests();
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function connect(url: string, auth: Headers): Promise<Socket> {
  const socket = await connectSocket(url, auth);
  sockets.push(socket);
  return socket;
}

async function send(url: string, auth: Headers, body: object) {
  const res = await fetch(`${url}/api/messages`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return sentMessageResult.parse(await res.json()).message;
}

/** Nothing more arrives for a moment: what was not sent to a socket is never sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live socket', () => {
  it('carries a customer’s message to the business’s sockets and the owner’s answer back, live', async () => {
    const { url } = messaging().service;
    const { tenantId, owner } = await businessWithOwner(messaging());
    const customer = await signedInCustomer(messaging(), tenantId, { firstName: 'Ada', lastName: 'Birch' });
    const ownerSocket = await connect(url, owner);
    const customerSocket = await connect(url, customer.auth);
    const customerTab = await connect(url, customer.auth);

    const toOwner = nextMessage(ownerSocket);
    const toOtherTab = nextMessage(customerTab);
    const written = await send(url, customer.auth, { receiverId: 'support', content: 'Is Friday still on?' });
    expect(await toOwner).toEqual(written);
    expect(await toOtherTab).toEqual(written);

    const toCustomer = nextMessage(customerSocket);
    const answer = await send(url, owner, {
      receiverId: customer.household.customerId,
      content: 'Yes, see you!',
    });
    const received: Message = await toCustomer;
    expect(received).toEqual(answer);
    expect(received).toMatchObject({ senderType: 'business', content: 'Yes, see you!' });
  });

  it('tells no other household, and no other business', async () => {
    const { url } = messaging().service;
    const { tenantId, owner } = await businessWithOwner(messaging());
    const customer = await signedInCustomer(messaging(), tenantId);
    const neighbour = await signedInCustomer(messaging(), tenantId);
    const elsewhere = await businessWithOwner(messaging());
    const neighbourHeard = collectMessages(await connect(url, neighbour.auth));
    const otherBusinessHeard = collectMessages(await connect(url, elsewhere.owner));
    const ownerSocket = await connect(url, owner);

    const arrived = nextMessage(ownerSocket);
    await send(url, customer.auth, { receiverId: 'support', content: 'Private' });
    await arrived;
    await settle();
    expect(neighbourHeard).toEqual([]);
    expect(otherBusinessHeard).toEqual([]);
  });

  it('refuses a connection without a user or with a bad token', async () => {
    const { url } = messaging().service;
    await expect(connectSocket(url, {})).rejects.toThrow('Authentication required');
    await expect(connectSocket(url, { authorization: 'Bearer not-a-token' })).rejects.toThrow(
      'Invalid token',
    );
  });

  it('ends a socket when its access token expires, and takes it back with a fresh one', async () => {
    const { url } = messaging().service;
    const { tenantId, ownerId } = await businessWithOwner(messaging());
    const shortLived = messaging().auth('owner', tenantId, ownerId, 2);
    const socket = await connect(url, shortLived);
    const openedAt = Date.now();
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    expect(Date.now() - openedAt).toBeLessThan(3000);
    await expect(connectSocket(url, shortLived)).rejects.toThrow('Token expired');
    const renewed = await connect(url, messaging().auth('owner', tenantId, ownerId));
    expect(renewed.connected).toBe(true);
  });

  it('tells the business’s sockets when a ticket changes', async () => {
    const { url } = messaging().service;
    const { tenantId, owner } = await businessWithOwner(messaging());
    const customer = await signedInCustomer(messaging(), tenantId);
    const ownerSocket = await connect(url, owner);
    const ticketEvent = new Promise<Ticket>((resolve) =>
      ownerSocket.once(liveConnection.ticketEvent, resolve),
    );
    const res = await messaging()
      .api()
      .post('/api/support/quick-message')
      .set(customer.auth)
      .send({ message: 'My bucket was not emptied' });
    expect(res.status).toBe(201);
    expect(await ticketEvent).toMatchObject({ id: res.body.ticket.id, status: 'open' });
  });
});

describe('two instances', () => {
  let second: RunningService<MessagingConfig>;

  beforeAll(async () => {
    const bed = messaging();
    second = await startService(createMessagingService({ mailer: new RecordingMailer() }), {
      config: bed.config,
      tuning: { dbName: bed.db.name, consumerName: bed.consumerName, retryDelaysMs: [200] },
    });
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await second.stop();
  });

  it('share their rooms through Redis: a message sent through one reaches a socket held by the other', async () => {
    const first = messaging().service;
    const { tenantId, owner } = await businessWithOwner(messaging());
    const customer = await signedInCustomer(messaging(), tenantId);
    const ownerOnFirst = await connect(first.url, owner);
    const customerOnSecond = await connect(second.url, customer.auth);

    const toOwner = nextMessage(ownerOnFirst);
    const fromCustomer = await send(second.url, customer.auth, { receiverId: 'support', content: 'Via B' });
    expect(await toOwner).toEqual(fromCustomer);

    const toCustomer = nextMessage(customerOnSecond);
    const fromOwner = await send(first.url, owner, {
      receiverId: customer.household.customerId,
      content: 'Via A',
    });
    expect(await toCustomer).toEqual(fromOwner);
  });
});
