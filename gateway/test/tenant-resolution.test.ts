import { waitFor } from '@pickup/kit/testing';
import request from 'supertest';
import { businessNameOf, subdomainOf } from '../src/tenant-resolution';
import { type EchoService, startEchoService } from './support/echo-service';
import {
  type GatewayFixture,
  newTenantId,
  publicDomain,
  startGatewayFixture,
  webOrigin,
} from './support/gateway-fixture';

const platform = { domain: publicDomain, others: [new URL(webOrigin).hostname] };
const named = (tenantHeader: string | undefined, hostname: string | undefined) =>
  businessNameOf({ tokenTenantId: null, tenantHeader, hostname }, platform);

describe('reading the business slug', () => {
  it('takes the first label of a host under the public domain', () => {
    expect(subdomainOf('acme.pickup.test', publicDomain)).toBe('acme');
    expect(subdomainOf('ACME.Pickup.Test', publicDomain)).toBe('acme');
  });

  it('ignores www, admin, localhost, the bare domain, deeper names and other domains', () => {
    for (const host of [
      'www.pickup.test',
      'admin.pickup.test',
      'localhost.pickup.test',
      'pickup.test',
      'a.b.pickup.test',
      'acme.other.test',
      'localhost',
      undefined,
    ]) {
      expect(subdomainOf(host, publicDomain)).toBeNull();
    }
  });

  it('prefers the X-Tenant header to the subdomain', () => {
    expect(named('Green-Bins', 'acme.pickup.test')).toEqual({ kind: 'slug', value: 'green-bins' });
    expect(named('', 'acme.pickup.test')).toEqual({ kind: 'slug', value: 'acme' });
  });

  it('prefers a custom domain to the slug the web app guessed from its first label', () => {
    expect(named('pickup', 'pickup.greenloop.example')).toEqual({
      kind: 'host',
      value: 'pickup.greenloop.example',
    });
  });

  it('reads any other domain name as a custom domain, never the platform’s own hosts', () => {
    expect(named(undefined, 'Pickup.GreenLoop.example.')).toEqual({
      kind: 'host',
      value: 'pickup.greenloop.example',
    });
    for (const host of [
      'pickup.test',
      'www.pickup.test',
      'admin.pickup.test',
      'a.b.pickup.test',
      'app.pickup.test',
      'localhost',
      'demo.localhost',
      '127.0.0.1',
      '[::1]',
      'gateway',
      undefined,
    ]) {
      expect(named(undefined, host)).toBeNull();
    }
  });
});

describe('tenant resolution through the gateway', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
  });
  afterAll(() => fixture.stop());

  const tenantSeenBy = async (headers: Record<string, string>) => {
    const res = await request(fixture.url).get('/api/business/info').set(headers);
    return {
      status: res.status,
      tenantId: res.body.headers?.['x-tenant-id'] as string | undefined,
      body: res.body,
    };
  };
  const resolvesTo = (headers: Record<string, string>, tenantId: string) =>
    waitFor(async () => (await tenantSeenBy(headers)).tenantId === tenantId, {
      what: `${JSON.stringify(headers)} → ${tenantId}`,
    });
  const isNotFound = (headers: Record<string, string>) =>
    waitFor(async () => (await tenantSeenBy(headers)).status === 404, {
      what: `${JSON.stringify(headers)} → 404`,
    });

  it('resolves a slug from X-Tenant once the tenant.registered event has arrived', async () => {
    const tenantId = newTenantId();
    const before = await tenantSeenBy({ 'x-tenant': 'early-bird' });
    expect(before.status).toBe(404);
    expect(before.body).toEqual({ error: 'Business Not Found', code: 'NOT_FOUND' });

    await fixture.publishTenant('tenant.registered', { tenantId, subdomain: 'early-bird' });
    await resolvesTo({ 'x-tenant': 'early-bird' }, tenantId);
    await resolvesTo({ 'x-tenant': 'Early-Bird' }, tenantId);
  });

  it('resolves a slug from the Host subdomain', async () => {
    const tenantId = newTenantId();
    await fixture.publishTenant('tenant.registered', { tenantId, subdomain: 'acme' });
    await resolvesTo({ host: 'acme.pickup.test' }, tenantId);
  });

  it('lets the token tenant win over X-Tenant and the host', async () => {
    const tokenTenant = newTenantId();
    const token = fixture.token({ role: 'owner', tenantId: tokenTenant });
    const seen = await tenantSeenBy({
      authorization: `Bearer ${token}`,
      'x-tenant': 'nobody-knows',
      host: 'unknown.pickup.test',
    });
    expect(seen).toMatchObject({ status: 200, tenantId: tokenTenant });
  });

  it('proceeds without a tenant on the platform’s own hosts, asking no one', async () => {
    const before = fixture.tenantService.lookups().length;
    for (const host of [
      'www.pickup.test',
      'admin.pickup.test',
      'pickup.test',
      'localhost',
      `localhost:${new URL(fixture.url).port}`,
      'demo.localhost',
      '127.0.0.1',
    ]) {
      expect(await tenantSeenBy({ host })).toMatchObject({ status: 200, tenantId: undefined });
    }
    expect(fixture.tenantService.lookups()).toHaveLength(before);
  });

  it('answers an unknown slug with 404 Business Not Found, asking the tenant service once in 30 s', async () => {
    const asked = () => fixture.tenantService.lookups().filter((r) => r.url.includes('no-such-business'));
    const unknown: Record<string, string>[] = [
      { 'x-tenant': 'no-such-business' },
      { host: 'no-such-business.pickup.test' },
      { 'x-tenant': 'No-Such-Business' },
    ];
    for (const headers of unknown) {
      const seen = await tenantSeenBy(headers);
      expect(seen.status).toBe(404);
      expect(seen.body).toEqual({ error: 'Business Not Found', code: 'NOT_FOUND' });
    }
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.url).toBe('/internal/tenants/resolve?slug=no-such-business');
    const remembered = await fixture.redis.pttl(
      `${fixture.config.REDIS_KEY_PREFIX}tenants:unknown:slug:no-such-business`,
    );
    expect(remembered).toBeGreaterThan(25_000);
    expect(remembered).toBeLessThanOrEqual(30_000);

    // Not even a name of the wrong shape reaches the service.
    const before = fixture.tenantService.lookups().length;
    expect((await tenantSeenBy({ 'x-tenant': 'bad_slug!' })).status).toBe(404);
    expect(fixture.tenantService.lookups()).toHaveLength(before);
  });

  it('finds a business its directory lacks (a fresh Redis) through the tenant service, once', async () => {
    const tenantId = newTenantId();
    fixture.tenantService.knows(
      { slug: 'fresh-start' },
      { tenantId, subdomain: 'fresh-start', isActive: true },
    );
    expect(await tenantSeenBy({ 'x-tenant': 'fresh-start' })).toMatchObject({ status: 200, tenantId });
    expect(await tenantSeenBy({ host: 'fresh-start.pickup.test' })).toMatchObject({ status: 200, tenantId });
    const asked = fixture.tenantService.lookups().filter((r) => r.url.endsWith('slug=fresh-start'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers['x-internal-secret']).toBe(fixture.config.INTERNAL_SECRET);

    // Its events, once they arrive, are what counts: here, a rename.
    await fixture.handled(
      await fixture.publishTenant('tenant.updated', { tenantId, subdomain: 'fresh-name' }),
    );
    expect(await tenantSeenBy({ 'x-tenant': 'fresh-name' })).toMatchObject({ status: 200, tenantId });
    fixture.tenantService.knows({ slug: 'fresh-start' }, null);
    expect((await tenantSeenBy({ 'x-tenant': 'fresh-start' })).status).toBe(404);
  });

  it('answers 404 for a business the tenant service reports switched off', async () => {
    const tenantId = newTenantId();
    fixture.tenantService.knows(
      { slug: 'switched-off' },
      { tenantId, subdomain: 'switched-off', isActive: false },
    );
    expect((await tenantSeenBy({ 'x-tenant': 'switched-off' })).status).toBe(404);
    expect((await tenantSeenBy({ 'x-tenant': 'switched-off' })).status).toBe(404);
    expect(fixture.tenantService.lookups().filter((r) => r.url.endsWith('slug=switched-off'))).toHaveLength(
      1,
    );
  });

  it('follows a rename: the old slug stops resolving, the new one resolves', async () => {
    const tenantId = newTenantId();
    await fixture.publishTenant(
      'tenant.registered',
      { tenantId, subdomain: 'old-name' },
      new Date(Date.now() - 1000),
    );
    await resolvesTo({ 'x-tenant': 'old-name' }, tenantId);

    await fixture.publishTenant('tenant.updated', { tenantId, subdomain: 'new-name' });
    await resolvesTo({ 'x-tenant': 'new-name' }, tenantId);
    await isNotFound({ 'x-tenant': 'old-name' });
  });

  it('ignores an update older than what it already knows', async () => {
    const tenantId = newTenantId();
    await fixture.publishTenant('tenant.updated', { tenantId, subdomain: 'current' });
    await resolvesTo({ 'x-tenant': 'current' }, tenantId);

    const stale = await fixture.publishTenant(
      'tenant.updated',
      { tenantId, subdomain: 'outdated' },
      new Date(Date.now() - 60_000),
    );
    await fixture.handled(stale);

    expect(await tenantSeenBy({ 'x-tenant': 'outdated' })).toMatchObject({ status: 404 });
    expect(await tenantSeenBy({ 'x-tenant': 'current' })).toMatchObject({ status: 200, tenantId });
  });

  it('answers an inactive business with 404 Business Not Found', async () => {
    const tenantId = newTenantId();
    await fixture.publishTenant('tenant.registered', { tenantId, subdomain: 'closing-down' });
    await resolvesTo({ 'x-tenant': 'closing-down' }, tenantId);

    await fixture.publishTenant('tenant.updated', { tenantId, subdomain: 'closing-down', isActive: false });
    await isNotFound({ 'x-tenant': 'closing-down' });
    expect((await tenantSeenBy({ host: 'closing-down.pickup.test' })).body.error).toBe('Business Not Found');
  });

  it('shares the directory with another replica, which answers the same at once', async () => {
    const tenantId = newTenantId();
    await fixture.publishTenant('tenant.registered', { tenantId, subdomain: 'shared' });
    await resolvesTo({ 'x-tenant': 'shared' }, tenantId);

    const replica = await fixture.startReplica();
    const res = await request(replica.url).get('/api/business/info').set('x-tenant', 'shared');
    expect(res.body.headers['x-tenant-id']).toBe(tenantId);
  });

  describe('custom domains', () => {
    it('route a business by its Host only once the domain is verified, and no longer once changed', async () => {
      const tenantId = newTenantId();
      const facts = { tenantId, subdomain: 'green-loop', customDomain: 'pickup.greenloop.example' };
      await fixture.handled(await fixture.publishTenant('tenant.registered', facts));
      expect(await tenantSeenBy({ host: 'pickup.greenloop.example' })).toMatchObject({ status: 404 });

      await fixture.publishTenant('tenant.updated', { ...facts, customDomainVerified: true });
      await resolvesTo({ host: 'pickup.greenloop.example' }, tenantId);
      await resolvesTo({ host: 'Pickup.GreenLoop.Example' }, tenantId);

      await fixture.publishTenant('tenant.updated', {
        ...facts,
        customDomain: 'bins.greenloop.example',
        customDomainVerified: true,
      });
      await resolvesTo({ host: 'bins.greenloop.example' }, tenantId);
      await isNotFound({ host: 'pickup.greenloop.example' });

      await fixture.publishTenant('tenant.updated', { ...facts, customDomain: 'bins.greenloop.example' });
      await isNotFound({ host: 'bins.greenloop.example' });
      expect(await tenantSeenBy({ 'x-tenant': 'green-loop' })).toMatchObject({ status: 200, tenantId });
    });

    it('are asked of the tenant service when the directory lacks them, once', async () => {
      const tenantId = newTenantId();
      fixture.tenantService.knows(
        { host: 'compost.elsewhere.example' },
        { tenantId, subdomain: 'elsewhere', isActive: true },
      );
      for (let i = 0; i < 3; i += 1) {
        expect(await tenantSeenBy({ host: 'compost.elsewhere.example' })).toMatchObject({
          status: 200,
          tenantId,
        });
      }
      const asked = fixture.tenantService.lookups().filter((r) => r.url.includes('elsewhere'));
      expect(asked.map((r) => r.url)).toEqual(['/internal/tenants/resolve?host=compost.elsewhere.example']);
      // What it learned holds for the business's slug too.
      expect(await tenantSeenBy({ 'x-tenant': 'elsewhere' })).toMatchObject({ status: 200, tenantId });
      expect(fixture.tenantService.lookups().filter((r) => r.url.includes('elsewhere'))).toHaveLength(1);

      expect((await tenantSeenBy({ host: 'unknown.elsewhere.example' })).status).toBe(404);
      expect((await tenantSeenBy({ host: 'unknown.elsewhere.example' })).status).toBe(404);
      expect(fixture.tenantService.lookups().filter((r) => r.url.includes('unknown.elsewhere'))).toHaveLength(
        1,
      );
    });
  });
});

describe('when the tenant service cannot answer', () => {
  let mode: 'down' | 'slow' | 'up' = 'down';
  const tenantId = newTenantId();
  let tenantService: EchoService;
  let fixture: GatewayFixture;
  beforeAll(async () => {
    // Drops the connection (down), never answers (slow), or knows one business (up).
    tenantService = await startEchoService('tenant', (_received, res) => {
      if (mode === 'down') return res.destroy();
      if (mode === 'slow') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ tenantId, subdomain: 'patient', isActive: true }));
    });
    fixture = await startGatewayFixture({ serviceUrls: { tenant: tenantService.url } });
  });
  afterAll(async () => {
    await fixture.stop();
    await tenantService.close();
  });

  const bySlug = () => request(fixture.url).get('/api/customers').set('x-tenant', 'patient');
  const unavailable = {
    error: 'Service temporarily unavailable, please try again later.',
    code: 'SERVICE_UNAVAILABLE',
  };

  it('answers 503, not 404, for a slug it cannot look up, and remembers nothing of it', async () => {
    mode = 'down';
    const down = await bySlug();
    expect(down.status).toBe(503);
    expect(down.body).toEqual(unavailable);

    mode = 'slow';
    const started = Date.now();
    const slow = await bySlug();
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);

    mode = 'up';
    const back = await bySlug();
    expect(back.status).toBe(200);
    expect(back.body.headers['x-tenant-id']).toBe(tenantId);
  });
});
