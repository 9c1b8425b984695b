import request from 'supertest';
import {
  type GatewayFixture,
  newTenantId,
  publicDomain,
  startGatewayFixture,
  webOrigin,
} from './support/gateway-fixture';

const cookie = 'refresh_token=a-refresh-token';
const foreignRefusal = {
  error: "This request must come from the business's own site: its Origin (or Referer) is another site.",
  code: 'FORBIDDEN',
};

describe("the refresh cookie is spent only from the business's own sites", () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
    fixture.tenantService.knows(
      { host: 'pickup.greenbucket.example' },
      { tenantId: newTenantId(), subdomain: 'greenbucket', isActive: true },
    );
  });
  afterAll(() => fixture.stop());

  const reachedIdentity = () => fixture.services.identity.received.length;
  const refresh = (headers: Record<string, string>) =>
    request(fixture.url).post('/api/auth/refresh').set(headers);

  it('refuses a refresh from another site with 403, and identity never sees it (the session is not refreshed)', async () => {
    const before = reachedIdentity();
    for (const origin of ['https://evil.example', 'null', `https://${publicDomain}.evil.example`]) {
      const res = await refresh({ cookie, origin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(foreignRefusal);
    }
    const byReferer = await refresh({ cookie, referer: 'https://evil.example/a-page' });
    expect(byReferer.status).toBe(403);
    const logout = await request(fixture.url)
      .post('/api/auth/logout')
      .set({ cookie, origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect(reachedIdentity()).toBe(before);
  });

  it('refuses the cookie from a client that names no origin at all', async () => {
    const before = reachedIdentity();
    expect((await refresh({ cookie })).status).toBe(403);
    expect(reachedIdentity()).toBe(before);
  });

  it("lets it through from the web app's origin, a business's subdomain and its verified custom domain", async () => {
    const ownSites: Record<string, string>[] = [
      { cookie, origin: webOrigin },
      { cookie, origin: `https://acme.${publicDomain}` },
      { cookie, origin: `https://${publicDomain}` },
      { cookie, origin: 'https://pickup.greenbucket.example' },
      { cookie, referer: `${webOrigin}/acme/dashboard` },
    ];
    for (const headers of ownSites) {
      const res = await refresh(headers);
      expect(res.status).toBe(200);
      expect(res.body.url).toBe('/api/auth/refresh');
      expect(res.body.headers.cookie).toBe(cookie);
    }
    const logout = await request(fixture.url).post('/api/auth/logout').set({ cookie, origin: webOrigin });
    expect(logout.status).toBe(200);
  });

  it('refuses a custom domain no business has verified', async () => {
    expect((await refresh({ cookie, origin: 'https://not-a-business.example' })).status).toBe(403);
  });

  it('lets through what spends no cookie: a request without it, and the endpoints that never read it', async () => {
    expect((await refresh({})).status).toBe(200);
    expect((await refresh({ origin: 'https://evil.example' })).status).toBe(200);
    const token = fixture.token({ role: 'owner', tenantId: newTenantId() });
    const logout = await request(fixture.url)
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${token}`);
    expect(logout.status).toBe(200);
    const login = await request(fixture.url)
      .post('/api/auth/login')
      .set({ cookie, origin: 'https://evil.example' });
    expect(login.status).toBe(200);
  });
});
