import { liveConnection } from '@pickup/contracts';
import type { AttachmentContext, AuthUser, Logger, ServerAttachment } from '@pickup/kit';
import { toAppError } from '@pickup/kit';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { messageView, ticketView } from '../http/views';
import type { LiveFeed, MessageRecord, TicketRecord } from '../domain/model';
import { tokenExpiryOf } from './token-expiry';

/** Every socket of a login: a customer's tabs and phone, an owner's. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every owner socket of a business. */
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;

interface SocketData {
  user: AuthUser;
  /** When its access token expires (ms), when the token says. */
  expiresAtMs: number | null;
}

/** setTimeout's longest delay; a later expiry ends the socket early, and its client reconnects. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * A publishing client whose failures are logged rather than thrown: the adapter publishes without
 * waiting, so a rejection while Redis is away would be unhandled, which ends the process. Sockets
 * on this instance are still told; those on others miss the message until they load the thread.
 */
function forgivingPublisher(redis: Redis, logger: Logger): Redis {
  const publisher = redis.duplicate();
  const publish = publisher.publish.bind(publisher);
  publisher.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      logger.warn({ err: error }, 'live message not shared with other instances');
      return 0;
    })) as Redis['publish'];
  return publisher;
}

/**
 * The live socket (socket.io on /ws) on the service's HTTP server: each connection is
 * authenticated as the API authenticates a request, joins its user's room and, for an owner, its
 * business's room. Rooms span instances through Redis, so a message written on one instance
 * reaches sockets held by another.
 */
export class LiveSocket implements LiveFeed, ServerAttachment {
  private readonly io: Server;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private attached = false;

  constructor(
    redis: Redis,
    private readonly logger: Logger,
  ) {
    this.publisher = forgivingPublisher(redis, logger);
    // The adapter subscribes once, for the life of the process, without handling a failure: its
    // SUBSCRIBE waits for Redis however long it takes, where the kit's one-second command timeout
    // made it an unhandled rejection that ended the service (seen starting on a busy machine).
    this.subscriber = redis.duplicate({
      commandTimeout: undefined,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
    });
    this.io = new Server({
      path: liveConnection.path,
      serveClient: false,
      adapter: createAdapter(this.publisher, this.subscriber),
    });
  }

  attach(server: HttpServer, { authenticate }: AttachmentContext): void {
    this.io.use((socket, next) => {
      const { headers, query, auth } = socket.handshake;
      authenticate({ headers, query, auth })
        .then(({ user }) => {
          if (!user) return next(new Error('Authentication required'));
          const data: SocketData = { user, expiresAtMs: tokenExpiryOf({ headers, query, auth }) };
          socket.data = data;
          next();
        })
        .catch((error: unknown) => {
          const known = toAppError(error);
          if (!known) this.logger.error({ err: error }, 'live socket authentication failed');
          next(new Error(known?.message ?? 'Authentication failed'));
        });
    });
    this.io.on('connection', (socket: Socket) => {
      const { user } = socket.data as SocketData;
      const rooms = [userRoom(user.id)];
      if (user.role === 'owner' && user.tenantId) rooms.push(tenantRoom(user.tenantId));
      void socket.join(rooms);
      this.endAtExpiry(socket);
    });
    this.io.attach(server);
    this.attached = true;
  }

  /**
   * A socket lives no longer than the token it was opened with: at its expiry the socket is
   * closed, and the client reconnects with the session's fresh token (or is refused without one).
   */
  private endAtExpiry(socket: Socket): void {
    const { expiresAtMs } = socket.data as SocketData;
    if (expiresAtMs === null) return;
    const timer = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(expiresAtMs - Date.now(), 0), longestTimerMs),
    );
    socket.once('disconnect', () => clearTimeout(timer));
  }

  messageSent(message: MessageRecord, customerUserId: string | null): void {
    const rooms = [tenantRoom(message.tenantId)];
    if (customerUserId) rooms.push(userRoom(customerUserId));
    this.io.to(rooms).emit(liveConnection.newMessageEvent, messageView(message));
  }

  ticketUpdated(ticket: TicketRecord): void {
    this.io.to(tenantRoom(ticket.tenantId)).emit(liveConnection.ticketEvent, ticketView(ticket));
  }

  /** Closes this instance's sockets (their clients reconnect, to another instance if need be). */
  async close(): Promise<void> {
    this.io.local.disconnectSockets(true);
    if (this.attached) this.io.engine.close();
    await this.io.of('/').adapter.close();
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }
}
