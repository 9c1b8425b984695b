import type { ServiceName, z } from '@pickup/contracts';
import { type Express, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Connection, mongo } from 'mongoose';
import { authContext, createTokenVerifier } from './auth';
import { loadConfig, type ServiceConfig } from './config';
import { connectMongo, isConnected } from './data/mongo';
import { connectRedis } from './data/redis';
import { EventBus } from './events/bus';
import { EventConsumer, type EventHandlers } from './events/consumer';
import { standaloneOutbox } from './events/outbox';
import { OutboxRelay } from './events/outbox-relay';
import { MongoProcessedEventStore } from './events/processed-store';
import { createApp } from './http/app';
import { listen, type Listening } from './http/server';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { runUntilSignalled } from './process';
import { SessionRevocations } from './session-revocations';

/** What a service's wiring receives to build its routes and handlers. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  redis: Redis;
  /** Ended sessions: every service refuses their tokens; identity records them. */
  revocations: SessionRevocations;
}

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  name: ServiceName;
  config: C;
  /** Binds the service's models to its connection and returns those that carry an outbox. */
  outboxModels?: (connection: Connection) => { collection: mongo.Collection }[];
  routes?: (router: Router, deps: ServiceDeps<C>) => void;
  /** The events this service consumes, each with its handler. */
  handlers?: (deps: ServiceDeps<C>) => EventHandlers;
  /** Overrides for tests: their own database, a faster relay poll, shorter retry delays. */
  tuning?: {
    dbName?: string;
    relayScanMs?: number;
    retryDelaysMs?: number[];
    maxAttempts?: number;
    consumerName?: string;
  };
}

export interface RunningService<C extends ServiceConfig = ServiceConfig> {
  app: Express;
  port: number;
  url: string;
  deps: ServiceDeps<C>;
  metrics: Metrics;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

/**
 * Starts a service: logger, metrics, its own database, the broker, the outbox relay, its
 * consumers and its HTTP API with health, readiness and metrics. HTTP answers at once;
 * readiness turns green when the database and the broker are both reachable.
 */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
): Promise<RunningService<C>> {
  const { config, name } = definition;
  const logger = createLogger(name, config.LOG_LEVEL);
  const metrics = new Metrics(name);
  const mongo = connectMongo({
    url: config.MONGO_URL,
    dbName: definition.tuning?.dbName ?? config.MONGO_DB_NAME ?? name,
    logger,
  });
  const bus = new EventBus({ url: config.RABBITMQ_URL, exchange: config.EVENTS_EXCHANGE, logger, metrics });
  const redis = connectRedis(config.REDIS_URL, logger, { queueWhileOffline: true });
  const revocations = new SessionRevocations(redis, logger);
  const deps: ServiceDeps<C> = { config, connection: mongo.connection, bus, logger, redis, revocations };

  const relay = new OutboxRelay({
    bus,
    logger,
    collections: (definition.outboxModels?.(mongo.connection) ?? []).map((model) => model.collection),
    transientCollections: [standaloneOutbox(mongo.connection).collection],
    ...(definition.tuning?.relayScanMs ? { scanIntervalMs: definition.tuning.relayScanMs } : {}),
  });

  const routes = Router();
  definition.routes?.(routes, deps);
  const verify = createTokenVerifier({
    jwksUrl: config.JWKS_URL,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isRevoked: (sessionId) => revocations.isRevoked(sessionId),
  });
  const app = createApp({
    logger,
    metrics,
    readiness: { database: () => isConnected(mongo.connection), broker: () => bus.isConnected() },
    before: [authContext(verify, config.INTERNAL_SECRET)],
    routes,
  });
  const http: Listening = await listen(app, config.PORT, config.HOST);

  await mongo.ready;
  relay.start();
  let consumer: EventConsumer | null = null;
  const handlers = definition.handlers?.(deps);
  if (handlers && Object.keys(handlers).length > 0) {
    const store = new MongoProcessedEventStore(mongo.connection);
    await store.init();
    consumer = new EventConsumer({
      bus,
      name: definition.tuning?.consumerName ?? config.EVENTS_CONSUMER_NAME ?? name,
      handlers,
      store,
      logger,
      metrics,
      ...(definition.tuning?.retryDelaysMs ? { retryDelaysMs: definition.tuning.retryDelaysMs } : {}),
      ...(definition.tuning?.maxAttempts ? { maxAttempts: definition.tuning.maxAttempts } : {}),
    });
    await consumer.start();
  }
  logger.info({ port: http.port }, `${name} listening`);

  return {
    app,
    port: http.port,
    url: `http://127.0.0.1:${http.port}`,
    deps,
    metrics,
    relay,
    stop: async () => {
      // Stop taking work first, finish what is in hand, then let go of connections.
      await http.close(config.SHUTDOWN_TIMEOUT_MS);
      await consumer?.stop();
      await relay.stop();
      await bus.close();
      await mongo.close();
      await redis.quit().catch(() => redis.disconnect());
      logger.info(`${name} stopped`);
    },
  };
}

/**
 * A service's entry point: its configuration from the environment (exit 1 with a clear
 * message when it is incomplete), then the service until SIGTERM or SIGINT stops it.
 */
export async function runService<C extends ServiceConfig>(
  definition: Omit<ServiceDefinition<C>, 'config'>,
  configSchema: z.ZodType<C>,
): Promise<void> {
  const config = loadConfig(configSchema);
  try {
    const service = await startService({ ...definition, config });
    runUntilSignalled(service.stop, service.deps.logger, config.SHUTDOWN_TIMEOUT_MS);
  } catch (error) {
    createLogger(definition.name, config.LOG_LEVEL).fatal(
      { err: error },
      `${definition.name} failed to start`,
    );
    process.exit(1);
  }
}
