import { AppError, bearerToken, type Logger, rateLimited, requestIdFrom, toAppError } from '@pickup/kit';
import type { Express, Request } from 'express';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Identify } from './edge-auth';
import { setForwardHeaders, stripClientIdentityHeaders } from './forward-headers';
import type { ServiceProxies } from './proxy';
import type { RateLimits } from './rate-limit';
import type { RouteFinder } from './routing-table';

export interface UpgradeOptions {
  app: Express;
  findRoute: RouteFinder;
  identify: Identify;
  limits: RateLimits;
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
 * WebSocket upgrades (the socket.io endpoint) get the same treatment as HTTP calls: rate limit,
 * identity headers stripped, token verified, tenant resolved, then the socket is handed to the
 * service. Browsers cannot set headers on a WebSocket, so the token may come as ?token=.
 */
export function handleUpgrades(options: UpgradeOptions) {
  const { findRoute, identify, limits, proxies, logger } = options;

  const upgrade = async (req: Request, socket: Duplex, head: Buffer) => {
    const route = findRoute(req.path);
    if (!route?.realtime) throw new AppError('NOT_FOUND', `Cannot upgrade ${req.path}`);
    const verdict = await limits.check(req.ip ?? 'unknown', req.path);
    if (!verdict.allowed) {
      const limited = rateLimited();
      refuse(socket, limited.status, limited.toBody(), { 'Retry-After': String(verdict.retryAfterSeconds) });
      return;
    }
    stripClientIdentityHeaders(req.headers);
    const queryToken = typeof req.query.token === 'string' ? req.query.token : null;
    const auth = await identify({
      token: bearerToken(req.headers.authorization) ?? queryToken,
      tenantHeader: req.headers['x-tenant'],
      hostname: req.hostname,
    });
    const requestId = requestIdFrom(req.headers['x-request-id']);
    setForwardHeaders(req.headers, {
      requestId,
      tenantId: auth.tenantId,
      internalSecret: options.internalSecret,
    });
    logger.debug({ requestId, service: route.service, tenantId: auth.tenantId }, 'websocket upgrade');
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
