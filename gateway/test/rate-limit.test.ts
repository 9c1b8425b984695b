import request from 'supertest';
import { findRoute } from '../src/routing-table';
import { type GatewayFixture, startGatewayFixture } from './support/gateway-fixture';
import { refusedUpgrade } from './support/raw-upgrade';

describe('which endpoints get the stricter budget', () => {
  it('is what the routing table says: sign-in, registration, one-time links, password reset, admin set-up, demo requests', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/magic-link',
      '/api/auth/magic-link/verify',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/platform-admin/setup',
    ]) {
      expect(findRoute(path)).toMatchObject({ service: 'identity', budget: 'auth' });
    }
    for (const path of ['/api/tenants/register', '/api/demo-request']) {
      expect(findRoute(path)).toMatchObject({ service: 'tenant', budget: 'auth' });
    }
    expect(findRoute('/api/support/requests')).toMatchObject({ service: 'messaging', budget: 'auth' });
    for (const path of [
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/login/extra',
      '/api/auth/options',
      '/api/customers',
      '/api/demo-requests',
      '/api/tenants/info',
      '/api/support/tickets',
    ])
      expect(findRoute(path)?.budget).toBeUndefined();
  });
});

describe('rate limiting', () => {
  const authLimit = 3;
  const generalLimit = 8;
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit), RATE_LIMIT_PER_MINUTE: String(generalLimit) },
    });
  });
  afterAll(() => fixture.stop());

  // The gateway trusts X-Forwarded-For from loopback (its own ingress), so each test is its own client.
  const from = (ip: string) => ({
    post: (path: string) =>
      request(fixture.url).post(path).set('x-forwarded-for', ip).send({ username: 'jo' }),
    get: (path: string) => request(fixture.url).get(path).set('x-forwarded-for', ip),
  });

  it('refuses the auth request over the limit with 429 and Retry-After, and spares other endpoints', async () => {
    const client = from('203.0.113.10');
    for (let i = 0; i < authLimit; i += 1) expect((await client.post('/api/auth/login')).status).toBe(200);

    const refused = await client.post('/api/auth/forgot-password');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many requests, please try again later.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await client.get('/api/customers')).status).toBe(200);
    expect((await from('203.0.113.11').post('/api/auth/login')).status).toBe(200);
  });

  it('counts demo requests against the stricter budget', async () => {
    const client = from('203.0.113.12');
    for (let i = 0; i < authLimit; i += 1) expect((await client.post('/api/demo-request')).status).toBe(200);
    const refused = await client.post('/api/demo-request');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.13').post('/api/demo-request')).status).toBe(200);
  });

  it('refuses any request over the general per-IP limit', async () => {
    const client = from('203.0.113.20');
    for (let i = 0; i < generalLimit; i += 1)
      expect((await client.get('/api/products/popular')).status).toBe(200);
    const refused = await client.get('/api/products/popular');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.21').get('/api/products/popular')).status).toBe(200);
  });

  it('applies the same budget to WebSocket upgrades, and refuses them as it refuses HTTP', async () => {
    const client = from('203.0.113.40');
    for (let i = 0; i < generalLimit; i += 1) await client.get('/api/messages');
    const http = await client.get('/ws/?EIO=4&transport=polling');
    const upgrade = await refusedUpgrade(`${fixture.url}/ws/?EIO=4&transport=websocket`, {
      'x-forwarded-for': '203.0.113.40',
    });
    expect(http.status).toBe(429);
    expect(upgrade.status).toBe(429);
    expect(JSON.parse(upgrade.body)).toEqual(http.body);
    expect(http.body).toEqual({ error: 'Too many requests, please try again later.', code: 'RATE_LIMITED' });
    expect(Number(upgrade.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(
      Math.abs(Number(upgrade.headers['retry-after']) - Number(http.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
  });

  it('counts at the gateway, so a refused request never reaches the service', async () => {
    const client = from('203.0.113.30');
    const before = fixture.services.identity.received.length;
    for (let i = 0; i < authLimit + 2; i += 1) await client.post('/api/auth/register');
    expect(fixture.services.identity.received.length - before).toBe(authLimit);
  });
});
