import { act } from 'react';
import { settle } from './render-app';

type Handler = (...args: unknown[]) => void;

/** What the app's live connection drives of a socket.io client socket; it connects at once. */
class FakeClientSocket {
  private readonly handlers = new Map<string, Handler[]>();
  auth: unknown = null;
  readonly io = { opts: {} as Record<string, unknown> };
  connected = false;

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  connect(): this {
    this.connected = true;
    queueMicrotask(() => this.fire('connect'));
    return this;
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const sockets: FakeClientSocket[] = [];

/**
 * socket.io-client as a test hands it to the app, in place of a real connection:
 * `jest.mock('socket.io-client', () => jest.requireActual('<path>/test/live-socket').fakeSocketIoClient)`.
 */
export const fakeSocketIoClient = {
  io: () => {
    const socket = new FakeClientSocket();
    sockets.push(socket);
    return socket;
  },
};

/** Whether the app holds a connected socket. */
export function liveConnected(): boolean {
  return sockets.at(-1)?.connected ?? false;
}

/** The server sends an event to the app's connection (new_message, ticket_updated). */
export async function serverSends(event: string, data: unknown): Promise<void> {
  const socket = sockets.at(-1);
  if (!socket?.connected) throw new Error('the app holds no live connection');
  await act(async () => socket.fire(event, data));
  await settle();
}
