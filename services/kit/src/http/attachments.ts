import type { Server } from 'node:http';
import type { ConnectionHandshake, RequestAuth } from '../auth';

/** What the kit gives an attachment: the server's own reading of who a connection is. */
export interface AttachmentContext {
  /** As the HTTP API reads a request (see connectionAuth); a bad token rejects with a 401 AppError. */
  authenticate(handshake: ConnectionHandshake): Promise<RequestAuth>;
}

/**
 * Something that serves on a service's HTTP server beside its Express API, such as a socket.io
 * endpoint: attached once the server listens, closed when the service stops, before the server
 * is, since the long-lived connections it holds would otherwise keep the server from closing.
 */
export interface ServerAttachment {
  attach(server: Server, context: AttachmentContext): void | Promise<void>;
  /** Lets go of its connections and anything it opened; the kit closes the server itself. */
  close(): Promise<void>;
}
