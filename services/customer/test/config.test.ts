import { ConfigError, parseConfig } from '@pickup/kit';
import { expectServiceStartsHealthy, minimalServiceEnv } from '@pickup/kit/testing';
import { customerConfigSchema } from '../src/config';
import { customerService } from '../src/service';

const own = {
  IDENTITY_URL: 'http://127.0.0.1:4001',
  BILLING_URL: 'http://127.0.0.1:4006',
  WEB_BASE_URL: 'http://127.0.0.1:5173',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(customerConfigSchema, { ...minimalServiceEnv, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(customerService, {
    ...own,
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    GEOCODER_TIMEOUT_MS: 1000,
  });
});

describe('configuration', () => {
  it('needs identity and billing (the web app’s address has a default)', () => {
    expect(problemsOf({})).toEqual([
      'IDENTITY_URL is required but not set',
      'BILLING_URL is required but not set',
    ]);
  });

  it('refuses a geocoder that is not a web address', () => {
    expect(problemsOf({ ...own, GEOCODER_URL: 'ftp://nominatim.local/search' })).toEqual([
      'GEOCODER_URL must be a http or https URL',
    ]);
  });

  it('reads the defaults and drops a trailing slash from the addresses', () => {
    const config = parseConfig(customerConfigSchema, {
      ...minimalServiceEnv,
      ...own,
      BILLING_URL: 'http://billing:4006/',
    });
    expect(config).toMatchObject({
      BILLING_URL: 'http://billing:4006',
      INTERNAL_CALL_TIMEOUT_MS: 5000,
      GEOCODER_TIMEOUT_MS: 3000,
    });
    expect(config.GEOCODER_URL).toBeUndefined();
  });
});
