import request from 'supertest';
import { type GatewayFixture, startGatewayFixture, webOrigin } from './support/gateway-fixture';

describe('what the gateway answers itself', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
  });
  afterAll(() => fixture.stop());

  const totalReceived = () => Object.values(fixture.services).reduce((sum, s) => sum + s.received.length, 0);

  describe('/api/docs', () => {
    it('serves one OpenAPI 3.1 document generated from the contracts', async () => {
      const res = await request(fixture.url).get('/api/docs/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toBe('3.1.0');
      expect(res.body.info.title).toBe('Compost pickup platform API');
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
      expect(res.body.components.schemas.Error).toBeDefined();
    });

    it('serves a browsable UI that loads that document', async () => {
      const redirect = await request(fixture.url).get('/api/docs');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('/api/docs/');

      const page = await request(fixture.url).get('/api/docs/');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Compost pickup platform API</title>');
      const init = await request(fixture.url).get('/api/docs/swagger-ui-init.js');
      expect(init.text).toContain('/api/docs/openapi.json');
      expect((await request(fixture.url).get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    });
  });

  describe('CORS', () => {
    it("answers the web app's preflight itself, allowing credentials and the headers it sends", async () => {
      const before = totalReceived();
      const res = await request(fixture.url)
        .options('/api/customers')
        .set('origin', webOrigin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'authorization, content-type, x-tenant');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(webOrigin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-methods']).toContain('POST');
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization.*Content-Type.*X-Tenant/);
      expect(totalReceived()).toBe(before);
    });

    it("marks proxied answers as readable by the web app's origin", async () => {
      const res = await request(fixture.url).get('/api/customers').set('origin', webOrigin);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(webOrigin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers.vary).toMatch(/Origin/);
    });

    it('never echoes another origin', async () => {
      const preflight = await request(fixture.url)
        .options('/api/customers')
        .set('origin', 'https://evil.example')
        .set('access-control-request-method', 'DELETE');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const simple = await request(fixture.url).get('/api/customers').set('origin', 'https://evil.example');
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('health', () => {
    it('is alive, ready when Redis, the broker and its event queue are, and exposes metrics', async () => {
      expect((await request(fixture.url).get('/healthz')).body).toEqual({ status: 'ok' });
      const ready = await request(fixture.url).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        status: 'ready',
        checks: { redis: true, broker: true, tenantEvents: true },
      });

      await request(fixture.url).get('/api/customers/665f1c2e8b3a4d0012ab34cd');
      const metrics = await request(fixture.url).get('/metrics');
      expect(metrics.text).toMatch(
        /http_request_duration_seconds_count\{[^}]*route="\/api\/customers\/\*\*"/,
      );
    });
  });
});
