import { liveConnection } from '@pickup/contracts/schemas';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createLiveConnection, type LiveSocket, useLiveEvent } from './live-connection';
import { clearSession, type Session, saveSession } from './session';

interface FakeSocket extends LiveSocket {
  /** The tokens of each attempt, in order. */
  opened: string[];
  closed: number;
  emit(event: string, ...args: unknown[]): void;
}

function fakeSocket(): FakeSocket {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket: FakeSocket = {
    opened: [],
    closed: 0,
    on: (event, listener) => handlers.set(event, [...(handlers.get(event) ?? []), listener]),
    open: (token) => socket.opened.push(token),
    close: () => {
      socket.closed += 1;
    },
    emit: (event, ...args) => handlers.get(event)?.forEach((handler) => handler(...args)),
  };
  return socket;
}

const user = (id: string) =>
  ({
    id,
    username: id,
    email: `${id}@example.com`,
    firstName: 'Ana',
    lastName: 'Lima',
    role: 'customer',
    tenantId: 't1',
  }) as const;

/** A session the test changes by hand, and the connection following it. */
function setUp(initial: Session = { token: 'token-1', user: user('u1') }) {
  let session = initial;
  const watchers = new Set<() => void>();
  const sockets: FakeSocket[] = [];
  const createSocket = jest.fn(() => {
    const socket = fakeSocket();
    sockets.push(socket);
    return Promise.resolve<LiveSocket>(socket);
  });
  const connection = createLiveConnection({
    createSocket,
    readSession: () => session,
    subscribeToSession: (listener) => {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  });
  const changeSession = (next: Session) => {
    session = next;
    watchers.forEach((watch) => watch());
  };
  return { connection, sockets, createSocket, changeSession };
}

/** Lets the socket's (promised) creation settle. */
const settle = () => act(() => Promise.resolve());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the live connection', () => {
  it('opens one socket with the session token when the first screen listens, and none before', async () => {
    const { connection, sockets, createSocket } = setUp();
    expect(createSocket).not.toHaveBeenCalled();
    connection.subscribe('new_message', jest.fn());
    connection.subscribe('ticket_updated', jest.fn());
    await settle();
    expect(createSocket).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.opened).toEqual(['token-1']);
  });

  it('opens nothing without a signed-in user', async () => {
    const { connection, createSocket } = setUp({ token: null, user: null });
    connection.subscribe('new_message', jest.fn());
    await settle();
    expect(createSocket).not.toHaveBeenCalled();
  });

  it("hands each listener its event's data, and stops once unsubscribed", async () => {
    const { connection, sockets } = setUp();
    const onMessage = jest.fn();
    const onTicket = jest.fn();
    const stop = connection.subscribe(liveConnection.newMessageEvent, onMessage);
    connection.subscribe(liveConnection.ticketEvent, onTicket);
    await settle();
    sockets[0]?.emit('new_message', { id: 'm1' });
    sockets[0]?.emit('ticket_updated', { id: 't1' });
    expect(onMessage).toHaveBeenCalledWith({ id: 'm1' });
    expect(onTicket).toHaveBeenCalledWith({ id: 't1' });
    stop();
    sockets[0]?.emit('new_message', { id: 'm2' });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('connects again 3 s after a close, with the token the session holds then', async () => {
    const { connection, sockets, changeSession } = setUp();
    connection.subscribe('new_message', jest.fn());
    await settle();
    const socket = sockets[0] as FakeSocket;
    socket.emit('connect');
    socket.emit('disconnect', 'transport close');
    changeSession({ token: 'token-2', user: user('u1') });
    jest.advanceTimersByTime(liveConnection.reconnectAfterCloseMs - 1);
    expect(socket.opened).toEqual(['token-1']);
    jest.advanceTimersByTime(1);
    expect(socket.opened).toEqual(['token-1', 'token-2']);
    expect(sockets).toHaveLength(1);
  });

  it('tries again 5 s after a failed attempt, and again after each failure', async () => {
    const { connection, sockets } = setUp();
    connection.subscribe('new_message', jest.fn());
    await settle();
    const socket = sockets[0] as FakeSocket;
    socket.emit('connect_error', new Error('401'));
    jest.advanceTimersByTime(liveConnection.retryAfterFailureMs - 1);
    expect(socket.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(socket.opened).toHaveLength(2);
    socket.emit('connect_error', new Error('refused'));
    jest.advanceTimersByTime(liveConnection.retryAfterFailureMs);
    expect(socket.opened).toHaveLength(3);
  });

  it('tries again 5 s later when the client library could not be loaded', async () => {
    const { connection, createSocket, sockets } = setUp();
    createSocket.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    connection.subscribe('new_message', jest.fn());
    await settle();
    expect(sockets).toHaveLength(0);
    jest.advanceTimersByTime(liveConnection.retryAfterFailureMs);
    await settle();
    expect(sockets[0]?.opened).toEqual(['token-1']);
  });

  it('tells reconnect listeners when the connection comes back, not when it first connects', async () => {
    const { connection, sockets } = setUp();
    const onReconnect = jest.fn();
    connection.onReconnect(onReconnect);
    await settle();
    const socket = sockets[0] as FakeSocket;
    socket.emit('connect');
    expect(onReconnect).not.toHaveBeenCalled();
    socket.emit('disconnect', 'ping timeout');
    jest.advanceTimersByTime(liveConnection.reconnectAfterCloseMs);
    socket.emit('connect');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('closes on logout without reconnecting, and opens anew at the next sign-in', async () => {
    const { connection, sockets, changeSession } = setUp();
    connection.subscribe('new_message', jest.fn());
    await settle();
    const first = sockets[0] as FakeSocket;
    first.emit('connect');
    changeSession({ token: null, user: null });
    expect(first.closed).toBe(1);
    first.emit('disconnect', 'io client disconnect');
    jest.advanceTimersByTime(liveConnection.retryAfterFailureMs);
    expect(first.opened).toHaveLength(1);

    changeSession({ token: 'token-3', user: user('u2') });
    await settle();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.opened).toEqual(['token-3']);
  });

  it("keeps the socket through a refreshed token, and replaces it for another user's session", async () => {
    const { connection, sockets, changeSession } = setUp();
    connection.subscribe('new_message', jest.fn());
    await settle();
    changeSession({ token: 'token-2', user: user('u1') });
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(0);
    changeSession({ token: 'token-9', user: user('u9') });
    await settle();
    expect(sockets[0]?.closed).toBe(1);
    expect(sockets[1]?.opened).toEqual(['token-9']);
  });

  it('does not open a socket whose session ended while the library was loading', async () => {
    const { connection, sockets, changeSession } = setUp();
    connection.subscribe('new_message', jest.fn());
    changeSession({ token: null, user: null });
    await settle();
    expect(sockets[0]?.opened ?? []).toEqual([]);
  });
});

describe('the browser socket', () => {
  type Handler = (...args: unknown[]) => void;
  const handlers = new Map<string, Handler>();
  const fakeIo = {
    options: null as Record<string, unknown> | null,
    socket: {
      auth: {} as unknown,
      io: { opts: {} as Record<string, unknown> },
      on: jest.fn((event: string, handler: Handler) => handlers.set(event, handler)),
      connect: jest.fn(),
      disconnect: jest.fn(),
    },
  };

  beforeAll(() => {
    jest.doMock('socket.io-client', () => ({
      io: (options: Record<string, unknown>) => {
        fakeIo.options = options;
        return fakeIo.socket;
      },
    }));
  });
  afterEach(() => clearSession());

  it('reaches the gateway on /ws by WebSocket with the token, and feeds useLiveEvent', async () => {
    saveSession('session-token', user('u1'));
    const onMessage = jest.fn();
    const Listening = () => {
      useLiveEvent('new_message', onMessage);
      return null;
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Listening />));
    // The client library comes by a dynamic import.
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(fakeIo.options).toMatchObject({
      path: '/ws',
      transports: ['websocket'],
      autoConnect: false,
      reconnection: false,
    });
    expect(fakeIo.socket.connect).toHaveBeenCalledTimes(1);
    expect(fakeIo.socket.io.opts.query).toEqual({ token: 'session-token' });
    expect(fakeIo.socket.auth).toEqual({ token: 'session-token' });

    act(() => handlers.get('new_message')?.({ id: 'm1' }));
    expect(onMessage).toHaveBeenCalledWith({ id: 'm1' });

    act(() => clearSession());
    expect(fakeIo.socket.disconnect).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
