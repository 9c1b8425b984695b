import { waitFor } from '@pickup/kit/testing';
import request from 'supertest';
import { slugOf, subdomainOf } from '../src/tenant-resolution';
import {
  type GatewayFixture,
  newTenantId,
  publicDomain,
  startGatewayFixture,
} from './support/gateway-fixture';

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

  it('prefers the X-Tenant header to the host', () => {
    expect(
      slugOf({ tokenTenantId: null, tenantHeader: 'Green-Bins', hostname: 'acme.pickup.test' }, publicDomain),
    ).toBe('green-bins');
    expect(
      slugOf({ tokenTenantId: null, tenantHeader: '', hostname: 'acme.pickup.test' }, publicDomain),
    ).toBe('acme');
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

  it('proceeds without a tenant on www, admin and localhost hosts', async () => {
    for (const host of [
      'www.pickup.test',
      'admin.pickup.test',
      'localhost',
      `localhost:${new URL(fixture.url).port}`,
    ]) {
      expect(await tenantSeenBy({ host })).toMatchObject({ status: 200, tenantId: undefined });
    }
  });

  it('answers an unknown slug with 404 Business Not Found and bothers no service', async () => {
    const before = fixture.services.tenant.received.length;
    const unknown: Record<string, string>[] = [
      { 'x-tenant': 'no-such-business' },
      { host: 'no-such-business.pickup.test' },
      { 'x-tenant': 'bad_slug!' },
    ];
    for (const headers of unknown) {
      const seen = await tenantSeenBy(headers);
      expect(seen.status).toBe(404);
      expect(seen.body).toEqual({ error: 'Business Not Found', code: 'NOT_FOUND' });
    }
    expect(fixture.services.tenant.received.length).toBe(before);
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
});
