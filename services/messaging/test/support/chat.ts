import type { Message } from '@pickup/contracts';
import type { CustomerSnapshot } from '@pickup/kit/testing';
import { io, type Socket } from 'socket.io-client';
import { type MessagingFixture, newId } from './messaging-fixture';

export type Headers = Record<string, string>;

/** A business messaging knows, with its owner's login. */
export async function businessWithOwner(
  fixture: MessagingFixture,
  settings: Parameters<MessagingFixture['business']>[0] = {},
) {
  const tenantId = await fixture.business(settings);
  const ownerId = newId();
  return { tenantId, ownerId, owner: fixture.auth('owner', tenantId, ownerId) };
}

/** A household of the business with a login, and that login's header. */
export async function signedInCustomer(
  fixture: MessagingFixture,
  tenantId: string,
  overrides: Partial<CustomerSnapshot> = {},
) {
  const household = await fixture.household(tenantId, overrides);
  const userId = household.userId ?? '';
  return { household, userId, auth: fixture.auth('customer', tenantId, userId) };
}

/** Two households the owner's lists tell apart by name and e-mail. */
export const adaBirch = { firstName: 'Ada', lastName: 'Birch', email: 'ada@example.com' };
export const benOak = { firstName: 'Ben', lastName: 'Oak', email: 'ben@example.com' };

/** The raw access token of a bearer header. */
export const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace(/^Bearer /, '');

/** A socket.io client connected straight to a messaging instance, as the gateway forwards the token. */
export function connectSocket(url: string, headers: Headers): Promise<Socket> {
  const socket = io(url, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: tokenOf(headers) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next new_message a socket receives that matches. */
export function nextMessage(
  socket: Socket,
  match: (message: Message) => boolean = () => true,
): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no new_message within 5 s')), 5000);
    const listener = (message: Message) => {
      if (!match(message)) return;
      clearTimeout(timer);
      socket.off('new_message', listener);
      resolve(message);
    };
    socket.on('new_message', listener);
  });
}

/** Collects every new_message a socket receives. */
export function collectMessages(socket: Socket): Message[] {
  const received: Message[] = [];
  socket.on('new_message', (message: Message) => received.push(message));
  return received;
}
