import { ConfigError, parseConfig } from '@pickup/kit';
import { expectServiceStartsHealthy, minimalServiceEnv } from '@pickup/kit/testing';
import { routingService } from '../src/service';

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
  await expectServiceStartsHealthy(routingService, { GEOCODER_TIMEOUT_MS: 1000 });
});

describe('configuration', () => {
  it('needs its database, the broker, Redis, the keys and the internal secret', () => {
    expect(problemsOf({})).toEqual([
      'PORT is required but not set',
      'RABBITMQ_URL is required but not set',
      'JWKS_URL is required but not set',
      'INTERNAL_SECRET is required but not set',
      'MONGO_URL is required but not set',
      'REDIS_URL is required but not set',
    ]);
  });

  it('refuses a malformed address', () => {
    expect(problemsOf({ ...minimalServiceEnv, MONGO_URL: 'http://127.0.0.1:27017' })).toEqual([
      'MONGO_URL must be a mongodb or mongodb+srv URL',
    ]);
  });

  it('starts from the least environment', () => {
    expect(problemsOf(minimalServiceEnv)).toEqual([]);
  });
});
