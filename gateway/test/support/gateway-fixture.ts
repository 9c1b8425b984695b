import { type EventData, type ResolvedTenant, type ServiceName, serviceNames } from '@pickup/contracts';
import { createLogger, EventBus, Metrics, parseConfig, queuesOf } from '@pickup/kit';
import { type MintOptions, TestTokenIssuer, testInfra, uniqueName, waitFor } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { type GatewayConfig, gatewayConfigSchema, serviceUrlVariable } from '../../src/config';
import { type RunningGateway, startGateway } from '../../src/gateway';
import { echo, type EchoService, type Received, type Responder, startEchoService } from './echo-service';

export const webOrigin = 'http://app.pickup.test';
export const publicDomain = 'pickup.test';
export const internalSecret = 'test-internal-secret-0123456789';

export interface FixtureOptions {
  /** Environment variables on top of the test defaults, as strings, as the gateway reads them. */
  env?: Record<string, string>;
  /** Replace a service's echo stand-in with another URL (a closed port, a slow server). */
  serviceUrls?: Partial<Record<ServiceName, string>>;
}

export interface GatewayFixture {
  url: string;
  config: GatewayConfig;
  gateway: RunningGateway;
  issuer: TestTokenIssuer;
  services: Record<ServiceName, EchoService>;
  /** The Redis the gateway uses, for what a test checks there. */
  redis: Redis;
  /** The tenant service's stand-in answers the gateway's lookups from what it was told here. */
  tenantService: TenantServiceStub;
  token(options: MintOptions): string;
  publishTenant(
    type: 'tenant.registered' | 'tenant.updated',
    facts: Partial<EventData<'tenant.registered'>> & { tenantId: string; subdomain: string },
    occurredAt?: Date,
  ): Promise<string>;
  /** Resolves once the gateway has consumed the event (applied, or found stale). */
  handled(eventId: string): Promise<void>;
  /** Another gateway on the same Redis, broker exchange and queue: a second replica. */
  startReplica(): Promise<RunningGateway>;
  stop(): Promise<void>;
}

export const newTenantId = () => randomBytes(12).toString('hex');

const resolvePath = '/internal/tenants/resolve';

export interface TenantServiceStub {
  /** From now on the tenant service knows this business by this slug or host (null: none by it). */
  knows(by: { slug: string } | { host: string }, tenant: ResolvedTenant | null): void;
  /** The lookups the gateway sent it, in order. */
  lookups(): Received[];
}

/**
 * The tenant service's internal resolve call, as the tenant service answers it (only with the
 * internal secret; 404 "Business Not Found" for names it does not know); every other request is
 * echoed like any service's.
 */
function tenantServiceStub(): { respond: Responder; stub: (received: Received[]) => TenantServiceStub } {
  const known = new Map<string, ResolvedTenant>();
  const respond: Responder = (received, res) => {
    const url = new URL(received.url, 'http://tenant');
    if (url.pathname !== resolvePath) return echo(received, res);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (received.headers['x-internal-secret'] !== internalSecret) {
      return json(403, { error: 'Forbidden', code: 'FORBIDDEN' });
    }
    const [kind, value] = [...url.searchParams.entries()][0] ?? [];
    const tenant = known.get(`${kind}:${value}`);
    return tenant ? json(200, tenant) : json(404, { error: 'Business Not Found', code: 'NOT_FOUND' });
  };
  return {
    respond,
    stub: (received) => ({
      knows: (by, tenant) => {
        const key = 'slug' in by ? `slug:${by.slug}` : `host:${by.host}`;
        if (tenant) known.set(key, tenant);
        else known.delete(key);
      },
      lookups: () => received.filter((entry) => entry.url.startsWith(resolvePath)),
    }),
  };
}

export async function waitUntilReady(url: string): Promise<void> {
  await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, { what: `${url} to be ready` });
}

/**
 * A gateway on the real Redis and RabbitMQ, in front of seven echo services, isolated from other
 * test files by its own exchange, queue and Redis key prefix. Resolves once /readyz is green.
 */
export async function startGatewayFixture(options: FixtureOptions = {}): Promise<GatewayFixture> {
  const infra = testInfra();
  const issuer = await new TestTokenIssuer().start();
  const tenantStub = tenantServiceStub();
  const services = Object.fromEntries(
    await Promise.all(
      serviceNames.map(
        async (name) =>
          [name, await startEchoService(name, name === 'tenant' ? tenantStub.respond : echo)] as const,
      ),
    ),
  ) as Record<ServiceName, EchoService>;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `${uniqueName('gw')}:`,
    RABBITMQ_URL: infra.rabbitUrl,
    EVENTS_EXCHANGE: uniqueName('test.events'),
    EVENTS_CONSUMER_NAME: uniqueName('gateway'),
    JWKS_URL: issuer.url,
    INTERNAL_SECRET: internalSecret,
    WEB_ORIGIN: webOrigin,
    PUBLIC_DOMAIN: publicDomain,
    SHUTDOWN_TIMEOUT_MS: '1000',
    ...Object.fromEntries(
      serviceNames.map((name) => [
        serviceUrlVariable[name],
        options.serviceUrls?.[name] ?? services[name].url,
      ]),
    ),
    ...options.env,
  };
  const config = parseConfig(gatewayConfigSchema, env);
  const gateway = await startGateway(config);
  const replicas: RunningGateway[] = [];

  const redis = new Redis(infra.redisUrl);
  const silent = createLogger('test', 'silent');
  const bus = new EventBus({
    url: infra.rabbitUrl,
    exchange: config.EVENTS_EXCHANGE,
    logger: silent,
    metrics: new Metrics('test'),
  });
  await waitFor(() => bus.isConnected(), { what: 'the test publisher to connect' });
  await waitUntilReady(gateway.url);

  return {
    url: gateway.url,
    config,
    gateway,
    issuer,
    services,
    redis,
    tenantService: tenantStub.stub(services.tenant.received),
    token: (mint) => issuer.mint(mint),
    async publishTenant(type, facts, occurredAt = new Date()) {
      const data: EventData<'tenant.registered'> = {
        businessName: facts.subdomain,
        customDomain: null,
        customDomainVerified: false,
        isActive: true,
        subscriptionStatus: 'active',
        ...facts,
      };
      const id = randomUUID();
      await bus.publish({
        id,
        type,
        version: 1,
        occurredAt: occurredAt.toISOString(),
        tenantId: facts.tenantId,
        actor: { userId: null, role: 'system' },
        data,
      });
      return id;
    },
    async handled(eventId) {
      const key = `processed:${config.EVENTS_CONSUMER_NAME}:${eventId}`;
      await waitFor(async () => (await redis.get(key)) === 'done', {
        what: `event ${eventId} to be handled`,
      });
    },
    async startReplica() {
      const replica = await startGateway(config);
      replicas.push(replica);
      await waitUntilReady(replica.url);
      return replica;
    },
    async stop() {
      for (const running of [...replicas, gateway]) await running.stop();
      await cleanUpBroker(bus, config);
      await bus.close();
      await cleanUpRedis(redis, config);
      await redis.quit();
      await issuer.stop();
      await Promise.all(Object.values(services).map((service) => service.close()));
    },
  };
}

/** The kit's default retry delays name the consumer's retry queues. */
const retryDelaysMs = [1000, 5000, 15_000, 60_000];

async function cleanUpBroker(bus: EventBus, config: GatewayConfig): Promise<void> {
  const channel = bus.createChannel('cleanup', async () => undefined);
  await channel.waitForConnect();
  const queues = queuesOf(config.EVENTS_CONSUMER_NAME);
  for (const queue of [queues.main, queues.deadLetter, ...retryDelaysMs.map(queues.retry)]) {
    await channel.deleteQueue(queue);
  }
  await channel.deleteExchange(config.EVENTS_EXCHANGE);
  await channel.close();
}

async function cleanUpRedis(redis: Redis, config: GatewayConfig): Promise<void> {
  for (const pattern of [`${config.REDIS_KEY_PREFIX}*`, `processed:${config.EVENTS_CONSUMER_NAME}:*`]) {
    const keys = await redis.keys(pattern);
    if (keys.length > 0) await redis.del(...keys);
  }
}
