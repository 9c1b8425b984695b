import { ConfigError, parseConfig } from '@pickup/kit';
import { gatewayConfigSchema, serviceUrlsOf } from '../src/config';

const minimal = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  RABBITMQ_URL: 'amqp://127.0.0.1:5672',
  JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json',
  INTERNAL_SECRET: 'a-secret-of-sixteen-or-more',
  WEB_ORIGIN: 'http://localhost:5173',
  PUBLIC_DOMAIN: 'localhost',
  IDENTITY_URL: 'http://127.0.0.1:4001',
  TENANT_URL: 'http://127.0.0.1:4002',
  CUSTOMER_URL: 'http://127.0.0.1:4003',
  ROUTING_URL: 'http://127.0.0.1:4004',
  WEIGHT_URL: 'http://127.0.0.1:4005',
  BILLING_URL: 'http://127.0.0.1:4006',
  MESSAGING_URL: 'http://127.0.0.1:4007',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(gatewayConfigSchema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('gateway configuration', () => {
  it('fills in the documented defaults', () => {
    const config = parseConfig(gatewayConfigSchema, minimal);
    expect(config).toMatchObject({
      PORT: 8080,
      EVENTS_EXCHANGE: 'pickup.events',
      EVENTS_CONSUMER_NAME: 'gateway',
      JWT_ISSUER: 'pickup-identity',
      JWT_AUDIENCE: 'pickup-api',
      PROXY_TIMEOUT_MS: 10_000,
      RATE_LIMIT_PER_MINUTE: 600,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      WEB_ORIGIN: ['http://localhost:5173'],
    });
    expect(serviceUrlsOf(config)).toEqual({
      identity: 'http://127.0.0.1:4001',
      tenant: 'http://127.0.0.1:4002',
      customer: 'http://127.0.0.1:4003',
      routing: 'http://127.0.0.1:4004',
      weight: 'http://127.0.0.1:4005',
      billing: 'http://127.0.0.1:4006',
      messaging: 'http://127.0.0.1:4007',
    });
  });

  it('reads several web origins and a mixed-case domain', () => {
    const config = parseConfig(gatewayConfigSchema, {
      ...minimal,
      WEB_ORIGIN: 'https://app.pickup.example.com/, http://localhost:5173',
      PUBLIC_DOMAIN: 'Pickup.Example.com',
    });
    expect(config.WEB_ORIGIN).toEqual(['https://app.pickup.example.com', 'http://localhost:5173']);
    expect(config.PUBLIC_DOMAIN).toBe('pickup.example.com');
  });

  it('names every missing or malformed variable at once', () => {
    const problems = problemsOf({
      ...minimal,
      REDIS_URL: undefined,
      MESSAGING_URL: undefined,
      INTERNAL_SECRET: 'short',
      WEB_ORIGIN: 'not an origin',
      RABBITMQ_URL: 'http://127.0.0.1:5672',
      PROXY_TIMEOUT_MS: '-1',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'REDIS_URL is required but not set',
        'MESSAGING_URL is required but not set',
        'INTERNAL_SECRET must be at least 16 characters',
        expect.stringMatching(/^WEB_ORIGIN "not an origin" is not an http\(s\) origin/),
        'RABBITMQ_URL must be a amqp or amqps URL',
        expect.stringMatching(/^PROXY_TIMEOUT_MS /),
      ]),
    );
  });
});
