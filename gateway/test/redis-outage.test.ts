import { createLogger, SessionRevocations } from '@pickup/kit';
import { testInfra, waitFor } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type GatewayFixture, newTenantId, startGatewayFixture } from './support/gateway-fixture';
import { RedisRelay, sessionMirrorInSync } from './support/redis-relay';

describe('when Redis goes away', () => {
  const redisUrl = new URL(testInfra().redisUrl);
  const relay = new RedisRelay({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  let fixture: GatewayFixture;

  beforeAll(async () => {
    await relay.open();
    fixture = await startGatewayFixture({
      env: { REDIS_URL: relay.url, AUTH_RATE_LIMIT_PER_MINUTE: '1' },
    });
  });
  afterAll(async () => {
    // Restored (when the test failed half-way) so the gateway can shut down cleanly.
    await relay.open();
    await fixture.stop();
    await relay.cut();
  });

  it('keeps serving: rate limits fail open, signed-in calls work, slugs answer 503, readiness says so', async () => {
    const tenantId = newTenantId();
    await fixture.handled(
      await fixture.publishTenant('tenant.registered', { tenantId, subdomain: 'steady' }),
    );

    await relay.cut();
    const readiness = await waitFor(
      async () => {
        const res = await request(fixture.url).get('/readyz');
        return res.status === 503 ? res.body : null;
      },
      { what: 'readiness to notice' },
    );
    expect(readiness.checks.redis).toBe(false);

    for (let i = 0; i < 3; i += 1) {
      expect((await request(fixture.url).post('/api/auth/login').send({})).status).toBe(200);
    }
    const token = fixture.token({ role: 'owner', tenantId });
    const signedIn = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.headers['x-tenant-id']).toBe(tenantId);

    const bySlug = await request(fixture.url).get('/api/business/info').set('x-tenant', 'steady');
    expect(bySlug.status).toBe(503);
    expect(bySlug.body.code).toBe('SERVICE_UNAVAILABLE');

    await relay.open();
    await waitFor(async () => (await request(fixture.url).get('/readyz')).status === 200, {
      what: 'recovery',
    });
    const recovered = await request(fixture.url).get('/api/business/info').set('x-tenant', 'steady');
    expect(recovered.body.headers['x-tenant-id']).toBe(tenantId);
  });

  it('refuses the sessions it knew had ended while Redis is away, and those that ended meanwhile once it is back', async () => {
    const redis = new Redis(testInfra().redisUrl);
    const revocations = new SessionRevocations(redis, createLogger('test', 'silent'));
    const [endedBefore, endedDuring] = [randomUUID(), randomUUID()];
    const call = (sessionId: string) =>
      request(fixture.url)
        .get('/api/customers')
        .set(
          'authorization',
          `Bearer ${fixture.token({ role: 'owner', tenantId: newTenantId(), sessionId })}`,
        );
    try {
      await sessionMirrorInSync(relay, () => call(randomUUID()));
      await revocations.revoke(endedBefore, 60);
      await waitFor(async () => (await call(endedBefore)).status === 401, {
        what: 'the first session to be refused',
      });

      await relay.cut();
      expect((await call(endedBefore)).status).toBe(401);
      // Identity ends the other session on the real Redis; its announcement cannot reach the gateway,
      // which cannot ask either, and keeps accepting the unexpired token meanwhile.
      await revocations.revoke(endedDuring, 60);
      expect((await call(endedDuring)).status).toBe(200);

      await relay.open();
      await waitFor(async () => (await call(endedDuring)).status === 401, {
        what: 'the session ended meanwhile to be refused',
      });
    } finally {
      await redis.del(`session:revoked:${endedBefore}`, `session:revoked:${endedDuring}`);
      await redis.quit();
    }
  });
});
