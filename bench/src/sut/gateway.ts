import { startGateway } from '@pickup/gateway';
import { serviceConfigSchema } from '@pickup/kit';
import { requiredEnv, serveInChild } from './child';

type GatewayConfig = Parameters<typeof startGateway>[0];

/** Nothing listens here; only the tenant service is called during the run. */
const unused = 'http://127.0.0.1:1';

/** The real gateway, in front of the bench's tenant service, with rate limits far above the load. */
serveInChild(async () => {
  const config: GatewayConfig = {
    NODE_ENV: 'production',
    LOG_LEVEL: serviceConfigSchema.shape.LOG_LEVEL.parse(requiredEnv('BENCH_LOG_LEVEL')),
    HOST: '127.0.0.1',
    PORT: 0,
    REDIS_URL: requiredEnv('BENCH_REDIS_URL'),
    REDIS_KEY_PREFIX: requiredEnv('BENCH_REDIS_KEY_PREFIX'),
    RABBITMQ_URL: requiredEnv('BENCH_RABBITMQ_URL'),
    EVENTS_EXCHANGE: requiredEnv('BENCH_EXCHANGE'),
    EVENTS_CONSUMER_NAME: requiredEnv('BENCH_CONSUMER_NAME'),
    JWKS_URL: requiredEnv('BENCH_JWKS_URL'),
    JWT_ISSUER: 'pickup-identity',
    JWT_AUDIENCE: 'pickup-api',
    INTERNAL_SECRET: requiredEnv('BENCH_INTERNAL_SECRET'),
    WEB_ORIGIN: ['http://127.0.0.1:5173'],
    PUBLIC_DOMAIN: 'pickup.bench',
    IDENTITY_URL: unused,
    TENANT_URL: requiredEnv('BENCH_TENANT_URL'),
    CUSTOMER_URL: unused,
    ROUTING_URL: unused,
    WEIGHT_URL: unused,
    BILLING_URL: unused,
    MESSAGING_URL: unused,
    PROXY_TIMEOUT_MS: 10_000,
    RATE_LIMIT_PER_MINUTE: 1_000_000_000,
    AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000_000,
    SHUTDOWN_TIMEOUT_MS: 2000,
  };
  return startGateway(config);
});
