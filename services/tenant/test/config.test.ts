import { ConfigError, parseConfig } from '@pickup/kit';
import { expectServiceStartsHealthy, minimalServiceEnv } from '@pickup/kit/testing';
import { tenantConfigSchema } from '../src/config';
import { tenantService } from '../src/service';

const own = {
  IDENTITY_URL: 'http://127.0.0.1:4001',
  BILLING_URL: 'http://127.0.0.1:4006',
  CUSTOMER_URL: 'http://127.0.0.1:4003',
  ROUTING_URL: 'http://127.0.0.1:4004',
  WEIGHT_URL: 'http://127.0.0.1:4005',
  PUBLIC_DOMAIN: 'pickup.localhost',
  INGRESS_ADDRESS: '203.0.113.10',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(tenantConfigSchema, { ...minimalServiceEnv, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(tenantService, {
    ...own,
    INTERNAL_CALL_TIMEOUT_MS: 1000,
    WEB_BASE_URL: 'http://127.0.0.1:5173',
  });
});

describe('configuration', () => {
  it('needs the services it calls, the product domain and the ingress address', () => {
    expect(problemsOf({})).toEqual([
      'IDENTITY_URL is required but not set',
      'BILLING_URL is required but not set',
      'CUSTOMER_URL is required but not set',
      'ROUTING_URL is required but not set',
      'WEIGHT_URL is required but not set',
      'PUBLIC_DOMAIN is required but not set',
      'INGRESS_ADDRESS is required but not set',
    ]);
  });

  it('refuses a malformed domain, ingress address or resolver', () => {
    expect(
      problemsOf({
        ...own,
        PUBLIC_DOMAIN: 'https://pickup.example.com',
        INGRESS_ADDRESS: '2001:db8::1',
        DNS_RESOLVER: '127.0.0.1',
      }),
    ).toEqual([
      'PUBLIC_DOMAIN must be a host name such as pickup.example.com',
      'INGRESS_ADDRESS must be an IPv4 address (the A record of a custom domain)',
      'DNS_RESOLVER must be host:port, such as 127.0.0.1:53',
    ]);
  });

  it('reads the defaults and drops a trailing slash from the addresses', () => {
    const config = parseConfig(tenantConfigSchema, {
      ...minimalServiceEnv,
      ...own,
      IDENTITY_URL: 'http://identity:4001/',
      PUBLIC_DOMAIN: 'Pickup.Example.com',
    });
    expect(config).toMatchObject({
      IDENTITY_URL: 'http://identity:4001',
      PUBLIC_DOMAIN: 'pickup.example.com',
      WEB_BASE_URL: 'http://127.0.0.1:5173',
      INTERNAL_CALL_TIMEOUT_MS: 5000,
    });
    expect(config.DNS_RESOLVER).toBeUndefined();
  });
});
