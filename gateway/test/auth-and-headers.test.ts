import { createLogger, SessionRevocations } from '@pickup/kit';
import { testInfra, waitFor } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  type GatewayFixture,
  internalSecret,
  newTenantId,
  startGatewayFixture,
} from './support/gateway-fixture';

describe('authentication at the edge', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
  });
  afterAll(() => fixture.stop());

  const customerCalls = () => fixture.services.customer.received.length;

  it('forwards a valid token untouched, with its tenant and the internal secret', async () => {
    const tenantId = newTenantId();
    const token = fixture.token({ role: 'owner', tenantId });
    const res = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'x-tenant-id': tenantId,
      'x-internal-secret': internalSecret,
    });
  });

  it('answers an expired token with 401 before any service sees it', async () => {
    const before = customerCalls();
    const token = fixture.token({ role: 'owner', tenantId: newTenantId(), expiresInSeconds: -60 });
    const res = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Token expired', code: 'UNAUTHORIZED' });
    expect(customerCalls()).toBe(before);
  });

  it('answers a token signed with a key identity never published with 401', async () => {
    const before = customerCalls();
    const token = fixture.issuer.mintWithForeignKey({ role: 'platform-admin' });
    const res = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid token', code: 'UNAUTHORIZED' });
    expect(customerCalls()).toBe(before);
  });

  it('answers a token for another audience, or garbage, with 401', async () => {
    const otherAudience = fixture.token({ role: 'owner', audience: 'someone-else' });
    for (const token of [otherAudience, 'not.a.jwt']) {
      const res = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('lets a call without a token through anonymously, for the service to decide', async () => {
    const res = await request(fixture.url)
      .post('/api/auth/login')
      .send({ username: 'jo', password: 'secret' });
    expect(res.status).toBe(200);
    expect(res.body.headers.authorization).toBeUndefined();
    expect(res.body.headers['x-tenant-id']).toBeUndefined();
    expect(res.body.headers['x-internal-secret']).toBe(internalSecret);
  });

  it('answers a token of an ended session with 401 before any service sees it', async () => {
    const sessionId = randomUUID();
    const token = fixture.token({ role: 'owner', tenantId: newTenantId(), sessionId });
    const call = () => request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect((await call()).status).toBe(200);

    // Identity records and announces an ended session through SessionRevocations; the gateway
    // hears of it within milliseconds.
    const redis = new Redis(testInfra().redisUrl);
    try {
      await new SessionRevocations(redis, createLogger('test', 'silent')).revoke(sessionId, 60);
      const before = customerCalls();
      let accepted = 0;
      const refused = await waitFor(
        async () => {
          const res = await call();
          if (res.status === 200) accepted += 1;
          return res.status === 401 && res;
        },
        { timeoutMs: 1000, intervalMs: 10, what: 'the ended session to be refused' },
      );
      expect(refused.body).toEqual({ error: 'Session ended, please sign in again', code: 'UNAUTHORIZED' });
      expect(customerCalls() - before).toBe(accepted);
    } finally {
      await redis.del(`session:revoked:${sessionId}`);
      await redis.quit();
    }
  });

  it('checks a token it has verified before against its expiry and its exact signature', async () => {
    const token = fixture.token({ role: 'owner', tenantId: newTenantId(), expiresInSeconds: 1 });
    const call = (bearer: string) =>
      request(fixture.url).get('/api/customers').set('authorization', `Bearer ${bearer}`);
    expect((await call(token)).status).toBe(200);

    const signature = token.slice(token.lastIndexOf('.') + 1);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = await call(`${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`);
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual({ error: 'Invalid token', code: 'UNAUTHORIZED' });

    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
    const expired = await call(token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: 'Token expired', code: 'UNAUTHORIZED' });
  });

  it('accepts a token signed with a key identity rotated to after start-up', async () => {
    fixture.issuer.rotate();
    const token = fixture.token({ role: 'customer', tenantId: newTenantId() });
    const res = await request(fixture.url)
      .get('/api/cart/665f1c2e8b3a4d0012ab34cd')
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
  });
});

describe('identity headers from clients', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
  });
  afterAll(() => fixture.stop());

  const forged = {
    'X-Tenant-Id': '665f1c2e8b3a4d0012ab34cd',
    'x-internal-secret': 'guessed-secret-0123456789',
    'X-User-Id': 'admin',
    'x-user-role': 'platform-admin',
  };

  it('never reach a service from an anonymous caller; the gateway sends its own', async () => {
    const res = await request(fixture.url).get('/api/messages').set(forged);
    expect(res.status).toBe(200);
    const headers = res.body.headers as Record<string, string>;
    expect(headers['x-tenant-id']).toBeUndefined();
    expect(headers['x-internal-secret']).toBe(internalSecret);
    expect(Object.keys(headers).filter((name) => name.startsWith('x-user-'))).toEqual([]);
  });

  it('never override the tenant of a signed-in caller', async () => {
    const tenantId = newTenantId();
    const token = fixture.token({ role: 'customer', tenantId });
    const res = await request(fixture.url)
      .get('/api/messages')
      .set(forged)
      .set('authorization', `Bearer ${token}`);
    expect(res.body.headers['x-tenant-id']).toBe(tenantId);
    expect(res.body.headers['x-internal-secret']).toBe(internalSecret);
    expect(res.body.headers['x-user-id']).toBeUndefined();
  });
});
