import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { authContext, createTokenVerifier, requireRole } from '../src/auth';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/logger';
import { Metrics } from '../src/metrics';
import { serviceConfigSchema } from '../src/config';
import { defineService, startService } from '../src/service';
import { TestTokenIssuer, testServiceConfig, uniqueName } from '../src/testing';

const secret = 'internal-secret-for-tests';
const issuer = new TestTokenIssuer();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  await issuer.start();
  const verify = createTokenVerifier({
    jwksUrl: issuer.url,
    issuer: 'pickup-identity',
    audience: 'pickup-api',
  });
  const routes = Router();
  routes.get('/whoami', (req, res) => {
    res.json(req.auth);
  });
  routes.get('/owner-only', requireRole('owner'), (_req, res) => {
    res.json({ ok: true });
  });
  app = createApp({
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('test'),
    readiness: {},
    before: [authContext(verify, secret)],
    routes,
  });
});
afterAll(() => issuer.stop());

describe('the auth context', () => {
  it('exposes the user, role and tenant of a valid token', async () => {
    const token = issuer.mint({ userId: 'u1', role: 'owner', tenantId: 't1', sessionId: 's1' });
    const res = await request(app).get('/whoami').set('authorization', `Bearer ${token}`);
    expect(res.body).toEqual({
      user: { id: 'u1', role: 'owner', tenantId: 't1', sessionId: 's1' },
      tenantId: 't1',
      internal: false,
    });
  });

  it('treats a request without a token as anonymous', async () => {
    const res = await request(app).get('/whoami');
    expect(res.body).toEqual({ user: null, tenantId: null, internal: false });
  });

  it('refuses expired tokens, foreign keys and garbage with 401', async () => {
    const expired = issuer.mint({ role: 'owner', expiresInSeconds: -10 });
    const foreign = issuer.mintWithForeignKey({ role: 'owner' });
    const expiredRes = await request(app).get('/whoami').set('authorization', `Bearer ${expired}`);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.body).toEqual({ error: 'Token expired', code: 'UNAUTHORIZED' });
    for (const token of [foreign, 'not.a.token']) {
      const res = await request(app).get('/whoami').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a token for another audience', async () => {
    const token = issuer.mint({ role: 'owner', audience: 'someone-else' });
    expect((await request(app).get('/whoami').set('authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('fetches the key set again when a token names a key it has not seen', async () => {
    const before = issuer.jwksRequests;
    await request(app)
      .get('/whoami')
      .set('authorization', `Bearer ${issuer.mint({ role: 'customer' })}`);
    issuer.rotate();
    const res = await request(app)
      .get('/whoami')
      .set('authorization', `Bearer ${issuer.mint({ userId: 'after-rotation', role: 'customer' })}`);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe('after-rotation');
    expect(issuer.jwksRequests).toBeGreaterThan(before);
  });

  it('believes the tenant header only with the internal secret, and only for anonymous callers', async () => {
    const forged = await request(app).get('/whoami').set('x-tenant-id', 'forged');
    expect(forged.body.tenantId).toBeNull();

    const fromGateway = await request(app)
      .get('/whoami')
      .set('x-tenant-id', 't9')
      .set('x-internal-secret', secret);
    expect(fromGateway.body.tenantId).toBe('t9');

    const token = issuer.mint({ role: 'customer', tenantId: 't1' });
    const both = await request(app)
      .get('/whoami')
      .set('authorization', `Bearer ${token}`)
      .set('x-tenant-id', 't9')
      .set('x-internal-secret', secret);
    expect(both.body.tenantId).toBe('t1');

    // A signed-in user without a business (an owner before onboarding) cannot borrow one.
    const noBusiness = issuer.mint({ role: 'owner', tenantId: null });
    const borrowed = await request(app)
      .get('/whoami')
      .set('authorization', `Bearer ${noBusiness}`)
      .set('x-tenant-id', 't9')
      .set('x-internal-secret', secret);
    expect(borrowed.body.tenantId).toBeNull();
  });

  it('answers 401 without a user and 403 for another role', async () => {
    expect((await request(app).get('/owner-only')).status).toBe(401);
    const customer = issuer.mint({ role: 'customer' });
    const res = await request(app).get('/owner-only').set('authorization', `Bearer ${customer}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const owner = issuer.mint({ role: 'owner' });
    expect((await request(app).get('/owner-only').set('authorization', `Bearer ${owner}`)).status).toBe(200);
  });
});

describe('ended sessions', () => {
  it('are refused by a running service at once, other sessions of the user still pass', async () => {
    const whoami = defineService({
      name: 'customer',
      configSchema: serviceConfigSchema,
      build: () => {
        const routes = Router();
        routes.get('/api/whoami', requireRole(), (req, res) => {
          res.json(req.auth.user);
        });
        return { routes };
      },
    });
    const service = await startService(whoami, {
      config: testServiceConfig({ JWKS_URL: issuer.url }),
      tuning: { dbName: uniqueName('kit_revocation') },
    });
    try {
      const ended = randomUUID();
      const endedToken = issuer.mint({ userId: 'u1', role: 'customer', sessionId: ended });
      const otherToken = issuer.mint({ userId: 'u1', role: 'customer', sessionId: randomUUID() });
      const call = (token: string) =>
        request(service.url).get('/api/whoami').set('authorization', `Bearer ${token}`);
      expect((await call(endedToken)).status).toBe(200);

      await service.deps.revocations.revoke(ended, 60);
      const refused = await call(endedToken);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'Session ended, please sign in again', code: 'UNAUTHORIZED' });
      expect((await call(otherToken)).status).toBe(200);
      expect(await service.deps.redis.ttl(`session:revoked:${ended}`)).toBeGreaterThan(0);
    } finally {
      await service.deps.connection.dropDatabase().catch(() => undefined);
      await service.stop();
    }
  });
});
