import type { ServiceName, z } from '@pickup/contracts';
import { type Express, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { authContext, connectionAuth, createTokenVerifier } from './auth';
import { loadConfig, type ServiceConfig } from './config';
import { expirySweeper } from './data/expiry';
import { connectMongo, isConnected } from './data/mongo';
import { connectRedis } from './data/redis';
import { EventBus } from './events/bus';
import { EventConsumer, type EventHandlers } from './events/consumer';
import { OutboxRelay, type OutboxRelayOptions } from './events/outbox-relay';
import { MongoProcessedEventStore } from './events/processed-store';
import { type AppOptions, type BodyLimit, createApp } from './http/app';
import type { ServerAttachment } from './http/attachments';
import { listen, type Listening } from './http/server';
import { type Job, JobRunner } from './jobs/jobs';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { runUntilSignalled } from './process';
import { SessionRevocations } from './session-revocations';

/** What a service's composition root receives. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  /** The service's own database; models compiled on it with outboxPlugin are found by the relay. */
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  metrics: Metrics;
  redis: Redis;
  /** Ended sessions: every service refuses their tokens; identity records them. */
  revocations: SessionRevocations;
}

/** What a service is made of, built once by its composition root. */
export interface ServiceParts {
  /** Its HTTP API, mounted behind the auth context (see mountOperation). */
  routes?: Router;
  /** The events it consumes, each with its handler: the explicit list of its subscriptions. */
  handlers?: EventHandlers;
  /** Work it repeats on a schedule; the expiry sweeper is added for every service. */
  jobs?: Job[];
  /** Operations whose JSON body may be larger than the platform's limit (limits.jsonBodyBytes). */
  bodyLimits?: BodyLimit[];
  /** Operations that also take a small urlencoded form body (see AppOptions.formPosts). */
  formPosts?: AppOptions['formPosts'];
  /** What serves on the same HTTP server beside the API (a socket.io endpoint): see ServerAttachment. */
  attachments?: ServerAttachment[];
}

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  name: ServiceName;
  configSchema: z.ZodType<C>;
  /** The composition root: wires stores, domain and routes once, from the running dependencies. */
  build(deps: ServiceDeps<C>): ServiceParts | Promise<ServiceParts>;
}

/** Overrides for tests and benchmarks: their own database, a livelier relay, shorter retries. */
export interface ServiceTuning {
  dbName?: string;
  relay?: Pick<OutboxRelayOptions, 'pollMs' | 'reconcileEveryMs' | 'graceMs' | 'maxBackoffMs'>;
  retryDelaysMs?: number[];
  maxAttempts?: number;
  consumerName?: string;
}

export interface StartOptions<C extends ServiceConfig> {
  config: C;
  tuning?: ServiceTuning;
}

export interface RunningService<C extends ServiceConfig = ServiceConfig> {
  app: Express;
  port: number;
  url: string;
  deps: ServiceDeps<C>;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

/** Names a service definition with its types checked: the one export of a service's service.ts. */
export function defineService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
): ServiceDefinition<C> {
  return definition;
}

/**
 * Starts a service: logger, metrics, its own database, the broker, its parts (built once), the
 * outbox relay, its consumers, its jobs and its HTTP API with health, readiness and metrics.
 * HTTP answers at once; readiness turns green when the database and the broker both answer.
 */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  { config, tuning = {} }: StartOptions<C>,
): Promise<RunningService<C>> {
  const { name } = definition;
  const logger = createLogger(name, config.LOG_LEVEL);
  const metrics = new Metrics(name);
  const mongo = connectMongo({
    url: config.MONGO_URL,
    dbName: tuning.dbName ?? config.MONGO_DB_NAME ?? name,
    logger,
  });
  const bus = new EventBus({ url: config.RABBITMQ_URL, exchange: config.EVENTS_EXCHANGE, logger, metrics });
  const redis = connectRedis(config.REDIS_URL, logger, { queueWhileOffline: true });
  const revocations = new SessionRevocations(redis, logger);
  const deps: ServiceDeps<C> = {
    config,
    connection: mongo.connection,
    bus,
    logger,
    metrics,
    redis,
    revocations,
  };
  const parts = await definition.build(deps);

  const relay = new OutboxRelay({ connection: mongo.connection, bus, logger, metrics, ...tuning.relay });
  const jobs = new JobRunner([expirySweeper(mongo.connection), ...(parts.jobs ?? [])], logger);
  const verify = createTokenVerifier({
    jwksUrl: config.JWKS_URL,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isRevoked: (sessionId) => revocations.isRevoked(sessionId),
    // Parsing the key and checking the signature is most of a small request's cost; the
    // session check still runs every time (docs/benchmarks.md).
    rememberVerified: 10_000,
  });
  // Ready only once the relay and the consumer run: the server listens before they start, and a
  // supervisor that took it for ready earlier would count a start that can still fail as done.
  let started = false;
  const app = createApp({
    logger,
    metrics,
    readiness: {
      database: () => isConnected(mongo.connection),
      broker: () => bus.isConnected(),
      started: () => started,
    },
    before: [authContext(verify, config.INTERNAL_SECRET)],
    routes: parts.routes ?? Router(),
    bodyLimits: parts.bodyLimits ?? [],
    formPosts: parts.formPosts ?? [],
  });
  const http: Listening = await listen(app, config.PORT, config.HOST);
  const attachments = parts.attachments ?? [];
  for (const attachment of attachments) {
    await attachment.attach(http.server, {
      authenticate: (handshake) => connectionAuth(verify, config.INTERNAL_SECRET, handshake),
    });
  }

  await mongo.ready;
  await relay.init();
  relay.start();
  jobs.start();
  let consumer: EventConsumer | null = null;
  if (parts.handlers && Object.keys(parts.handlers).length > 0) {
    const store = new MongoProcessedEventStore(mongo.connection);
    await store.init();
    consumer = new EventConsumer({
      bus,
      name: tuning.consumerName ?? config.EVENTS_CONSUMER_NAME ?? name,
      handlers: parts.handlers,
      store,
      logger,
      metrics,
      ...(tuning.retryDelaysMs ? { retryDelaysMs: tuning.retryDelaysMs } : {}),
      ...(tuning.maxAttempts ? { maxAttempts: tuning.maxAttempts } : {}),
    });
    await consumer.start();
  }
  started = true;
  logger.info({ port: http.port }, `${name} listening`);

  return {
    app,
    port: http.port,
    url: `http://127.0.0.1:${http.port}`,
    deps,
    relay,
    stop: async () => {
      // Stop taking work first, finish what is in hand, then let go of connections. Long-lived
      // connections go first: the server's close would wait on them.
      await Promise.all(attachments.map((attachment) => attachment.close()));
      await http.close(config.SHUTDOWN_TIMEOUT_MS);
      await consumer?.stop();
      await jobs.stop();
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
export async function runService<C extends ServiceConfig>(definition: ServiceDefinition<C>): Promise<void> {
  const config = loadConfig(definition.configSchema);
  try {
    const service = await startService(definition, { config });
    runUntilSignalled(service.stop, service.deps.logger, config.SHUTDOWN_TIMEOUT_MS);
  } catch (error) {
    createLogger(definition.name, config.LOG_LEVEL).fatal(
      { err: error },
      `${definition.name} failed to start`,
    );
    process.exit(1);
  }
}
