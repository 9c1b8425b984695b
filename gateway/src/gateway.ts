import {
  connectRedis,
  createApp,
  createLogger,
  createTokenVerifier,
  EventBus,
  EventConsumer,
  listen,
  Metrics,
  queuesOf,
  RedisProcessedEventStore,
  SessionRevocationMirror,
  SessionRevocations,
} from '@pickup/kit';
import { Router } from 'express';
import type { Duplex } from 'node:stream';
import { createAdmission } from './admission';
import { type GatewayConfig, serviceUrlsOf } from './config';
import { refuseCrossSiteCookieUse } from './cookie-origin';
import { corsForOrigins } from './cors';
import { docsRoutes } from './docs';
import { createIdentifier } from './edge-auth';
import { forwardToServices } from './forwarding';
import { createServiceProxies } from './proxy';
import { RateLimits } from './rate-limit';
import { securityHeaders } from './security-headers';
import { findRoute } from './routing-table';
import { TenantDirectory, tenantDirectoryHandlers } from './tenant-directory';
import { createTenantLookup } from './tenant-lookup';
import { createTenantResolver } from './tenant-resolution';
import { handleUpgrades } from './websocket';

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts the gateway: the one public entry. HTTP answers at once; /readyz turns green when
 * Redis and the broker are reachable and the tenant event queue has a consumer, i.e. when
 * the gateway can resolve businesses and keep up with their changes.
 */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const metrics = new Metrics('gateway');
  // Fail at once while Redis is away: rate limits let the request through and the tenant
  // directory answers 503, both better than a request waiting on a queued command.
  const redis = connectRedis(config.REDIS_URL, logger, { queueWhileOffline: false });
  const bus = new EventBus({ url: config.RABBITMQ_URL, exchange: config.EVENTS_EXCHANGE, logger, metrics });

  const directory = new TenantDirectory(redis, config.REDIS_KEY_PREFIX);
  const consumer = new EventConsumer({
    bus,
    name: config.EVENTS_CONSUMER_NAME,
    handlers: tenantDirectoryHandlers(directory, logger),
    store: new RedisProcessedEventStore(redis),
    logger,
    metrics,
  });
  const readinessChannel = bus.createChannel('gateway-readiness', async () => undefined);
  const tenantEventsConsumed = async () => {
    const queue = await withTimeout(
      readinessChannel.assertQueue(queuesOf(config.EVENTS_CONSUMER_NAME).main, { durable: true }),
      1000,
    );
    return queue.consumerCount > 0;
  };

  // Ended sessions live under keys of their own, outside REDIS_KEY_PREFIX: identity writes and
  // announces them. The gateway checks every signed-in request, so it keeps them in memory.
  const revocations = new SessionRevocationMirror(new SessionRevocations(redis, logger), redis, logger);
  const platform = {
    domain: config.PUBLIC_DOMAIN,
    others: config.WEB_ORIGIN.map((origin) => new URL(origin).hostname),
  };
  const resolveTenant = createTenantResolver({
    directory,
    lookup: createTenantLookup(
      { baseUrl: config.TENANT_URL, internalSecret: config.INTERNAL_SECRET, timeoutMs: 2000, attempts: 2 },
      logger,
    ),
    platform,
    // Long enough to spare the tenant service a stream of unknown names, short enough that a
    // business missed by its event is found again soon.
    unknownForMs: 30_000,
  });
  const identify = createIdentifier(
    createTokenVerifier({
      jwksUrl: config.JWKS_URL,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      isRevoked: (sessionId) => revocations.isRevoked(sessionId),
      // A signed-in client sends the same token for up to 15 minutes: its signature is checked once.
      rememberVerified: 10_000,
    }),
    resolveTenant,
  );
  const limits = new RateLimits({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    authPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    logger,
  });
  const admit = createAdmission(findRoute, limits, identify);
  const proxies = createServiceProxies({
    targets: serviceUrlsOf(config),
    timeoutMs: config.PROXY_TIMEOUT_MS,
    logger,
  });

  const routes = Router();
  routes.use(refuseCrossSiteCookieUse({ webOrigins: config.WEB_ORIGIN, platform, resolveTenant }));
  routes.use(forwardToServices({ admit, proxies, internalSecret: config.INTERNAL_SECRET }));
  routes.use(docsRoutes());

  const app = createApp({
    logger,
    metrics,
    readiness: {
      redis: () => redis.status === 'ready',
      broker: () => bus.isConnected(),
      tenantEvents: tenantEventsConsumed,
    },
    // Bodies stream to the services as they came; the owning service judges them.
    parseJsonBodies: false,
    securityHeaders: securityHeaders(),
    before: [corsForOrigins(config.WEB_ORIGIN)],
    routes,
  });

  const http = await listen(app, config.PORT, config.HOST);
  const sockets = new Set<Duplex>();
  http.server.on(
    'upgrade',
    handleUpgrades({
      app,
      admit,
      proxies,
      internalSecret: config.INTERNAL_SECRET,
      logger,
      onUpgraded: (socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      },
    }),
  );
  revocations.start();
  // Not awaited: the edge serves signed-in traffic while the broker is away; /readyz tells.
  consumer
    .start()
    .catch((error: unknown) => logger.error({ err: error }, 'tenant event consumer failed to start'));
  logger.info({ port: http.port }, 'gateway listening');

  let stopped: Promise<void> | null = null;
  const stop = async () => {
    // Stop taking work, let requests in flight finish; live sockets reconnect to another replica.
    const closing = http.close(config.SHUTDOWN_TIMEOUT_MS);
    for (const socket of sockets) socket.destroy();
    await closing;
    proxies.close();
    await consumer.stop();
    await readinessChannel.close();
    await bus.close();
    await revocations.stop();
    await redis.quit().catch(() => redis.disconnect());
    logger.info('gateway stopped');
  };

  return {
    url: `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${http.port}`,
    port: http.port,
    // A second call waits for the first shutdown instead of closing things twice.
    stop: () => (stopped ??= stop()),
  };
}
