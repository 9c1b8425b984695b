import { liveConnection, type Message } from '@pickup/contracts/schemas';
import { useEffect, useRef } from 'react';
import { readLiveMessage } from './live-messages';
import { readSession, type Session, subscribeToSession } from './session';

/**
 * The live connection (customer spec §4, §7 "WebSocket /ws"): one socket.io connection per
 * signed-in session, to the gateway's /ws, opened when a screen first listens. It connects again
 * 3 s after a close and tries again 5 s after a failed attempt, with the token the session holds
 * then (the silent refresh replaces it while the socket stays open), and it closes when the session
 * ends or another user signs in.
 */

/** The server's events a screen can listen to. */
export type LiveEventName = typeof liveConnection.newMessageEvent | typeof liveConnection.ticketEvent;
const liveEventNames: readonly LiveEventName[] = [liveConnection.newMessageEvent, liveConnection.ticketEvent];

/** Receives an event's data as it came: the screen parses it with its contract. */
export type LiveListener = (data: unknown) => void;

/** The part of a socket.io client socket the connection drives; a test hands in its own. */
export interface LiveSocket {
  /** A server event, or the socket's own connect, connect_error and disconnect. */
  on(event: string, listener: (...args: unknown[]) => void): void;
  /** Connects (again), handing the gateway the given access token. */
  open(token: string): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** Made once per signed-in user; rejected when the client library could not be loaded. */
  createSocket: () => Promise<LiveSocket>;
  readSession?: () => Session;
  subscribeToSession?: (listener: () => void) => () => void;
}

export interface LiveConnection {
  /** Listens to one event; opens the connection when the session has a user. Returns the unsubscribe. */
  subscribe(event: LiveEventName, listener: LiveListener): () => void;
  /**
   * Called after each reconnection (not the first connection): events sent while the socket was
   * down were missed, so a screen reloads what it shows. Returns the unsubscribe.
   */
  onReconnect(listener: () => void): () => void;
}

/** One signed-in user's connection, from its first attempt until it is closed. */
interface Run {
  userId: string;
  socket: LiveSocket | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  connectedBefore: boolean;
  closed: boolean;
}

// socket.io names the close the client asked for this way; every other close is reconnected.
const closedByClient = 'io client disconnect';

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const session = options.readSession ?? readSession;
  const watchSession = options.subscribeToSession ?? subscribeToSession;
  const listeners = new Map<LiveEventName, Set<LiveListener>>(
    liveEventNames.map((name) => [name, new Set()]),
  );
  const reconnectListeners = new Set<() => void>();
  let run: Run | null = null;
  let stopWatching: (() => void) | null = null;

  const later = (current: Run, delayMs: number, action: () => void) => {
    clearTimeout(current.timer);
    current.timer = setTimeout(() => {
      current.timer = undefined;
      if (!current.closed) action();
    }, delayMs);
  };

  const attempt = (current: Run) => {
    const { token } = session();
    if (current.closed || !current.socket || !token) return;
    current.socket.open(token);
  };

  const wire = (current: Run, socket: LiveSocket) => {
    for (const name of liveEventNames) {
      socket.on(name, (data) => {
        for (const listener of [...(listeners.get(name) ?? [])]) listener(data);
      });
    }
    socket.on('connect', () => {
      clearTimeout(current.timer);
      if (current.connectedBefore) for (const listener of [...reconnectListeners]) listener();
      current.connectedBefore = true;
    });
    socket.on('connect_error', () =>
      later(current, liveConnection.retryAfterFailureMs, () => attempt(current)),
    );
    socket.on('disconnect', (reason) => {
      if (reason !== closedByClient)
        later(current, liveConnection.reconnectAfterCloseMs, () => attempt(current));
    });
  };

  const load = (current: Run) => {
    options.createSocket().then(
      (socket) => {
        if (current.closed) return;
        current.socket = socket;
        wire(current, socket);
        attempt(current);
      },
      // The client library did not download (offline, a new deploy): a failed attempt like any other.
      () => later(current, liveConnection.retryAfterFailureMs, () => load(current)),
    );
  };

  const close = () => {
    if (!run) return;
    run.closed = true;
    clearTimeout(run.timer);
    run.socket?.close();
    run = null;
  };

  const hasListeners = () =>
    [...listeners.values()].some((set) => set.size > 0) || reconnectListeners.size > 0;

  /** Keeps the connection to the session: closed without a user, renewed for another one. */
  const follow = () => {
    const { token, user } = session();
    const userId = token && user ? user.id : null;
    if (run && run.userId !== userId) close();
    if (!run && userId && hasListeners()) {
      run = { userId, socket: null, timer: undefined, connectedBefore: false, closed: false };
      load(run);
    }
  };

  const listen = () => {
    stopWatching ??= watchSession(follow);
    follow();
  };

  return {
    subscribe(event, listener) {
      const set = listeners.get(event);
      set?.add(listener);
      listen();
      return () => set?.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      listen();
      return () => reconnectListeners.delete(listener);
    },
  };
}

/**
 * socket.io-client, downloaded when a screen first listens rather than with the first load. WebSocket
 * only: the gateway takes a socket's token from ?token= on the upgrade (a browser cannot set headers
 * on a WebSocket), and a socket that lives on one connection needs no sticky sessions across
 * messaging instances, as long-polling would.
 */
export async function createBrowserSocket(): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  const socket = io({
    path: liveConnection.path,
    transports: ['websocket'],
    autoConnect: false,
    // Reconnections follow the spec's timing (createLiveConnection), not socket.io's back-off.
    reconnection: false,
  });
  return {
    on: (event, listener) => {
      socket.on(event, listener);
    },
    open: (token) => {
      socket.io.opts.query = { token };
      socket.auth = { token };
      socket.connect();
    },
    close: () => {
      socket.disconnect();
    },
  };
}

let sessionConnection: LiveConnection | null = null;

function theLiveConnection(): LiveConnection {
  sessionConnection ??= createLiveConnection({ createSocket: createBrowserSocket });
  return sessionConnection;
}

/** Calls `onEvent` with the data of each `event` the server sends while the component is mounted. */
export function useLiveEvent(event: LiveEventName, onEvent: LiveListener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => theLiveConnection().subscribe(event, (data) => latest.current(data)), [event]);
}

/**
 * Calls `onMessage` with each `new_message` while mounted, read with the contract (the reading is
 * fetched with the first one); data that is not a message is let go.
 */
export function useLiveMessage(onMessage: (message: Message) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useLiveEvent(liveConnection.newMessageEvent, (data) => {
    void readLiveMessage(data).then((message) => {
      if (message) latest.current(message);
    });
  });
}

/** Calls `onReconnect` each time the connection comes back after a break, while mounted. */
export function useLiveReconnect(onReconnect: () => void): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => theLiveConnection().onReconnect(() => latest.current()), []);
}
