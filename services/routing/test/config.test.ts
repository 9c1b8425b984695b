import { ConfigError, parseConfig } from '@pickup/kit';
import { expectServiceStartsHealthy, minimalServiceEnv } from '@pickup/kit/testing';
import { routingService } from '../src/service';

const own = { IDENTITY_URL: 'http://127.0.0.1:4001', WEB_BASE_URL: 'http://127.0.0.1:5173' };

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(routingService.configSchema, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(routingService, {
    ...own,
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    GEOCODER_TIMEOUT_MS: 1000,
  });
});

describe('configuration', () => {
  it('needs its database, the broker, Redis, the keys, the internal secret and identity (the web app’s address has a default)', () => {
    expect(problemsOf({})).toEqual([
      'PORT is required but not set',
      'RABBITMQ_URL is required but not set',
      'JWKS_URL is required but not set',
      'INTERNAL_SECRET is required but not set',
      'MONGO_URL is required but not set',
      'REDIS_URL is required but not set',
      'IDENTITY_URL is required but not set',
    ]);
  });

  it('refuses a malformed address', () => {
    expect(problemsOf({ ...minimalServiceEnv, ...own, MONGO_URL: 'http://127.0.0.1:27017' })).toEqual([
      'MONGO_URL must be a mongodb or mongodb+srv URL',
    ]);
  });

  it('starts from the least environment, and drops a trailing slash from the addresses', () => {
    expect(problemsOf({ ...minimalServiceEnv, ...own })).toEqual([]);
    const config = parseConfig(routingService.configSchema, {
      ...minimalServiceEnv,
      IDENTITY_URL: 'http://identity:4001/',
      WEB_BASE_URL: 'https://pickup.example.com/',
    });
    expect(config).toMatchObject({
      IDENTITY_URL: 'http://identity:4001',
      WEB_BASE_URL: 'https://pickup.example.com',
      INTERNAL_CALL_TIMEOUT_MS: 5000,
    });
  });
});
