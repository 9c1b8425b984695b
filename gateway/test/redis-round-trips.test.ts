import { createLogger, SessionRevocations } from '@pickup/kit';
import { testInfra, waitFor } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type GatewayFixture, newTenantId, startGatewayFixture } from './support/gateway-fixture';
import { RedisRelay, sessionMirrorInSync } from './support/redis-relay';

/**
 * The session mirror reads the whole list every 30 s (and on every reconnection): those reads
 * are not a request's, and may fall into any measurement.
 */
const perRequest = (commands: string[]) =>
  commands.filter((name) => !['subscribe', 'scan', 'pttl'].includes(name));

describe("a request's round trips to Redis", () => {
  const redisUrl = new URL(testInfra().redisUrl);
  const relay = new RedisRelay({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const redis = new Redis(testInfra().redisUrl);
  const revocations = new SessionRevocations(redis, createLogger('test', 'silent'));
  const ended: string[] = [];
  let fixture: GatewayFixture;

  const signedIn = (url: string, sessionId: string = randomUUID()) =>
    request(url)
      .get('/api/customers')
      .set('authorization', `Bearer ${fixture.token({ role: 'owner', tenantId: newTenantId(), sessionId })}`);
  const endSession = async () => {
    const sessionId = randomUUID();
    ended.push(sessionId);
    await revocations.revoke(sessionId, 60);
    return sessionId;
  };
  beforeAll(async () => {
    await relay.open();
    fixture = await startGatewayFixture({ env: { REDIS_URL: relay.url } });
    await sessionMirrorInSync(relay, () => signedIn(fixture.url));
  });
  afterAll(async () => {
    await fixture.stop();
    await relay.cut();
    if (ended.length > 0) await redis.del(...ended.map((sessionId) => `session:revoked:${sessionId}`));
    await redis.quit();
  });

  it('is one script call for a signed-in request, and for a sign-in counted against two budgets', async () => {
    const commands = await relay.commandsDuring(async () => {
      for (let i = 0; i < 5; i += 1) expect((await signedIn(fixture.url)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await request(fixture.url).post('/api/auth/login').send({})).status).toBe(200);
      }
    });
    expect(perRequest(commands)).toEqual(Array(10).fill('evalsha'));
  });

  it('refuses an ended session from memory, as soon as identity has announced it', async () => {
    const sessionId = await endSession();
    // Announced in milliseconds; a second is the bound this test allows.
    await waitFor(async () => (await signedIn(fixture.url, sessionId)).status === 401, {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'the ended session to be refused',
    });
    const commands = await relay.commandsDuring(async () => {
      const res = await signedIn(fixture.url, sessionId);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Session ended, please sign in again', code: 'UNAUTHORIZED' });
    });
    expect(perRequest(commands)).toEqual(['evalsha']);
  });

  it('knows, once started, of the sessions that ended before', async () => {
    const sessionId = await endSession();
    const replica = await fixture.startReplica();
    await sessionMirrorInSync(relay, () => signedIn(replica.url));
    const commands = await relay.commandsDuring(async () => {
      expect((await signedIn(replica.url, sessionId)).status).toBe(401);
    });
    expect(perRequest(commands)).toEqual(['evalsha']);
  });
});
