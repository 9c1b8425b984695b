import { ConfigError, parseConfig } from '@pickup/kit';
import { expectServiceStartsHealthy, minimalServiceEnv } from '@pickup/kit/testing';
import { billingConfigSchema, isSimulated } from '../src/config';
import { billingService } from '../src/service';

const simulated = {
  STRIPE_SECRET_KEY: 'sk_test_configtest',
  STRIPE_API_HOST: process.env.STRIPE_API_HOST ?? '127.0.0.1',
  STRIPE_API_PORT: Number(process.env.STRIPE_API_PORT ?? 12111),
  STRIPE_API_PROTOCOL: 'http' as const,
  WEB_BASE_URL: 'http://web.pickup.test',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(billingConfigSchema, { ...minimalServiceEnv, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(billingService, simulated);
});

describe('configuration', () => {
  it('simulates payments when the Stripe API is a mock, and only then', () => {
    const mock = parseConfig(billingConfigSchema, {
      ...minimalServiceEnv,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_API_HOST: '127.0.0.1',
    });
    expect(isSimulated(mock)).toBe(true);
    const real = parseConfig(billingConfigSchema, {
      ...minimalServiceEnv,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh',
    });
    expect(isSimulated(real)).toBe(false);
  });

  it('refuses real keys without the webhook signing secret', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required with real Stripe keys (the webhook endpoint’s signing secret)',
    ]);
  });

  it('refuses simulated payments in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_API_HOST: 'stripe-mock',
      }),
    ).toEqual(['STRIPE_API_HOST must not be set in production: payments would be simulated']);
  });

  it('refuses a missing or malformed secret key', () => {
    expect(problemsOf({ STRIPE_API_HOST: '127.0.0.1' })).toEqual([
      'STRIPE_SECRET_KEY is required but not set',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_API_HOST: '127.0.0.1' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)',
    ]);
  });
});
