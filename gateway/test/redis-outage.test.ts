import { testInfra, waitFor } from '@pickup/kit/testing';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { type GatewayFixture, newTenantId, startGatewayFixture } from './support/gateway-fixture';

/** A TCP relay in front of the real Redis that a test can cut and restore: a Redis outage on demand. */
class CuttableRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('when Redis goes away', () => {
  const redisUrl = new URL(testInfra().redisUrl);
  const relay = new CuttableRelay({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  let fixture: GatewayFixture;

  beforeAll(async () => {
    await relay.open();
    fixture = await startGatewayFixture({
      env: { REDIS_URL: `redis://127.0.0.1:${relay.port}`, AUTH_RATE_LIMIT_PER_MINUTE: '1' },
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
});
