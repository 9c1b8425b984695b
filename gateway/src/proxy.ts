import type { ServiceName } from '@pickup/contracts';
import type { Logger } from '@pickup/kit';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
  type RequestHandler as ProxyHandler,
} from 'http-proxy-middleware';
import http, { type ClientRequest, type IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export interface ServiceProxiesOptions {
  targets: Record<ServiceName, string>;
  /** How long a service may take to start answering once it has the whole request. */
  timeoutMs: number;
  logger: Logger;
}

export interface ForwardOptions {
  /** Null lifts the answer deadline (long-polling requests are held open on purpose). */
  timeoutMs: number | null;
}

export interface ServiceProxies {
  forward(
    service: ServiceName,
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
    options?: ForwardOptions,
  ): void;
  upgrade(service: ServiceName, req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes the kept-alive connections to the services. */
  close(): void;
}

class ServiceTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'ServiceTimeoutError';
  }
}

const deadlines = new WeakMap<IncomingMessage, number | null>();

/**
 * Starts the answer deadline once the whole request has gone out, so a slow upload is not
 * mistaken for a slow service; the first byte of the answer stops it.
 */
function enforceDeadline(proxyReq: ClientRequest, timeoutMs: number): void {
  const start = () => {
    const timer = setTimeout(() => proxyReq.destroy(new ServiceTimeoutError(timeoutMs)), timeoutMs);
    const stop = () => clearTimeout(timer);
    proxyReq.once('response', stop);
    proxyReq.once('close', stop);
  };
  if (proxyReq.writableFinished) start();
  else proxyReq.once('finish', start);
}

function failureBody(error: Error) {
  return error instanceof ServiceTimeoutError
    ? { status: 504, body: { error: 'The service took too long to respond.', code: 'GATEWAY_TIMEOUT' } }
    : { status: 502, body: { error: 'Service unavailable, please try again later.', code: 'BAD_GATEWAY' } };
}

function createServiceProxy(
  service: ServiceName,
  target: string,
  agent: http.Agent,
  options: ServiceProxiesOptions,
) {
  const { logger } = options;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent,
    // The service sees the public Host (tenant subdomains) and x-forwarded-for/-proto/-host.
    changeOrigin: false,
    xfwd: true,
    // The default plugins less the logger, which formats a line about every answer for a logger
    // that prints nothing; errors are logged below.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        const timeoutMs = deadlines.has(req) ? deadlines.get(req) : options.timeoutMs;
        if (timeoutMs) enforceDeadline(proxyReq, timeoutMs);
      },
      proxyReqWs: (proxyReq, _req, socket) => {
        // Once upgraded, the two sockets live and die together: a client that vanishes must not
        // leave its service-side socket open, nor the other way round.
        proxyReq.once('upgrade', (_res, serviceSocket: Socket) => {
          socket.once('close', () => serviceSocket.destroy());
          serviceSocket.once('close', () => socket.destroy());
        });
      },
      error: (error, req, res: ServerResponse | Socket) => {
        const requestId = req.headers['x-request-id'];
        if (!(res instanceof ServerResponse)) {
          // A WebSocket handshake that failed: the socket.io client reconnects by itself.
          logger.warn({ err: error, service, requestId }, 'websocket to service failed');
          res.destroy();
          return;
        }
        const failure = failureBody(error);
        logger.warn({ err: error, service, requestId, status: failure.status }, 'service did not answer');
        if (res.headersSent) {
          // Half an answer is already out: cutting the connection is the only honest signal left.
          res.destroy();
          return;
        }
        res.writeHead(failure.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(failure.body));
      },
    },
  });
}

/**
 * A service closes a kept-alive connection after 5 s without a request (node's default
 * keepAliveTimeout); a request sent on it just then fails with "socket hang up", a 502. The
 * agents close idle connections a second earlier, as the service's Keep-Alive hint says: node's
 * agent follows that hint only when it has a timeout of its own. A request in progress is not
 * affected (nothing listens for its socket's timeout; the answer deadline is ours).
 */
const idleConnectionMs = 4000;

/**
 * One proxy per service, created once, each with its own pool of kept-alive connections
 * (without an agent every proxied request would open a new connection). Bodies stream through
 * untouched; a service that is down answers 502, one that is too slow 504, with the standard body.
 */
export function createServiceProxies(options: ServiceProxiesOptions): ServiceProxies {
  const agents: http.Agent[] = [];
  const proxies = new Map<ServiceName, ProxyHandler<IncomingMessage, ServerResponse>>();
  for (const [service, target] of Object.entries(options.targets) as [ServiceName, string][]) {
    const agentOptions = { keepAlive: true, timeout: idleConnectionMs };
    const agent = target.startsWith('https:') ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    agents.push(agent);
    proxies.set(service, createServiceProxy(service, target, agent, options));
  }
  const proxyOf = (service: ServiceName) => {
    const proxy = proxies.get(service);
    if (!proxy) throw new Error(`No proxy for service ${service}`);
    return proxy;
  };
  return {
    forward(service, req, res, next, forwardOptions) {
      if (forwardOptions) deadlines.set(req, forwardOptions.timeoutMs);
      void proxyOf(service)(req, res, next);
    },
    upgrade(service, req, socket, head) {
      proxyOf(service).upgrade(req, socket as Socket, head);
    },
    close() {
      for (const agent of agents) agent.destroy();
    },
  };
}
