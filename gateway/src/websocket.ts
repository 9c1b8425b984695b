import { AppError, bearerToken, type Logger, requestIdFrom, toAppError } from '@pickup/kit';
import type { Express, Request } from 'express';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Admit } from './admission';
import { setForwardHeaders } from './forward-headers';
import type { ServiceProxies } from './proxy';

export interface UpgradeOptions {
  app: Express;
  admit: Admit;
  proxies: ServiceProxies;
  internalSecret: string;
  logger: Logger;
  /** Told of every socket handed to a service, so shutdown can close them. */
  onUpgraded: (socket: Duplex) => void;
}

/** An answer written straight onto the socket: an upgrade request has no response object. */
function refuse(socket: Duplex, status: number, body: object, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${payload}`);
}

/**
 * Express's request prototype gives an upgrade request the same reading as any other request:
 * req.ip and req.hostname honour "trust proxy", req.query is parsed the same way.
 */
function asExpressRequest(app: Express, raw: IncomingMessage): Request {
  Object.setPrototypeOf(raw, app.request);
  return raw as Request;
}

/**
 * WebSocket upgrades (the socket.io endpoint) go through the same admission as HTTP calls, and
 * are refused with the same status, body and headers; then the socket is handed to the service.
 * Browsers cannot set headers on a WebSocket, so the token may come as ?token=.
 */
export function handleUpgrades(options: UpgradeOptions) {
  const { admit, proxies, logger } = options;

  const upgrade = async (req: Request, socket: Duplex, head: Buffer) => {
    const queryToken = typeof req.query.token === 'string' ? req.query.token : null;
    const admission = await admit({
      path: req.path,
      ip: req.ip,
      upgrade: true,
      token: bearerToken(req.headers.authorization) ?? queryToken,
      tenantHeader: req.headers['x-tenant'],
      hostname: req.hostname,
    });
    if (admission.outcome === 'unrouted') throw new AppError('NOT_FOUND', `Cannot upgrade ${req.path}`);
    if (admission.outcome === 'refused') {
      refuse(socket, admission.error.status, admission.error.toBody(), admission.headers);
      return;
    }
    const { route, caller } = admission;
    const requestId = requestIdFrom(req.headers['x-request-id']);
    setForwardHeaders(req.headers, {
      requestId,
      tenantId: caller.tenantId,
      internalSecret: options.internalSecret,
    });
    logger.debug({ requestId, service: route.service, tenantId: caller.tenantId }, 'websocket upgrade');
    options.onUpgraded(socket);
    proxies.upgrade(route.service, req, socket, head);
  };

  return (raw: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // A client vanishing mid-handshake must not take the process down with an unhandled error.
    socket.on('error', (error) => logger.debug({ err: error }, 'websocket client error'));
    upgrade(asExpressRequest(options.app, raw), socket, head).catch((error: unknown) => {
      const known = toAppError(error);
      if (!known) logger.error({ err: error }, 'websocket upgrade failed');
      const failure = known ?? new AppError('INTERNAL', 'Internal server error');
      refuse(socket, failure.status, failure.toBody());
    });
  };
}
