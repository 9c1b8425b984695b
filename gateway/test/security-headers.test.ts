import request, { type Response } from 'supertest';
import { closedPortUrl } from './support/echo-service';
import { type GatewayFixture, newTenantId, startGatewayFixture } from './support/gateway-fixture';

/** What an API answer carries, whoever wrote it: a policy under which nothing loads, runs or frames. */
function expectApiHeaders(res: Response): void {
  expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers on every answer of the gateway', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' },
      // No tenant service: a business the directory lacks cannot be looked up (503), and its
      // own routes cannot be proxied (502).
      serviceUrls: { tenant: await closedPortUrl() },
    });
  });
  afterAll(() => fixture.stop());

  it('on its own answers: 404, 401, 429 and 503', async () => {
    const notFound = await request(fixture.url).get('/api/nothing-here');
    expect(notFound.status).toBe(404);
    expectApiHeaders(notFound);

    const badToken = await request(fixture.url).get('/api/customers').set('authorization', 'Bearer nonsense');
    expect(badToken.status).toBe(401);
    expectApiHeaders(badToken);

    const client = '203.0.113.77';
    await request(fixture.url).post('/api/auth/login').set('x-forwarded-for', client).send({});
    const limited = await request(fixture.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', client)
      .send({});
    expect(limited.status).toBe(429);
    expectApiHeaders(limited);

    const unknownBusiness = await request(fixture.url).get('/api/customers').set('x-tenant', 'nobody-knows');
    expect(unknownBusiness.status).toBe(503);
    expectApiHeaders(unknownBusiness);
  });

  it("on proxied answers, a service's and a failed proxy's", async () => {
    const token = fixture.token({ role: 'owner', tenantId: newTenantId() });
    const proxied = await request(fixture.url).get('/api/customers').set('authorization', `Bearer ${token}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers['x-served-by']).toBe('echo');
    expectApiHeaders(proxied);

    const serviceDown = await request(fixture.url)
      .get('/api/tenants/info')
      .set('authorization', `Bearer ${token}`);
    expect(serviceDown.status).toBe(502);
    expectApiHeaders(serviceDown);
  });

  it('on the docs UI, a page policy that lets its own scripts run and no other', async () => {
    const page = await request(fixture.url).get('/api/docs/');
    expect(page.status).toBe(200);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const document = await request(fixture.url).get('/api/docs/openapi.json');
    expect(document.headers['content-security-policy']).toBe(policy);
  });
});
