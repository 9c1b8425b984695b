import type { ServiceName } from '@pickup/contracts';
import request from 'supertest';
import { createRouteFinder, findRoute, routingTable } from '../src/routing-table';
import { type GatewayFixture, startGatewayFixture } from './support/gateway-fixture';

/** A path from every family of DESIGN.md §2, and the service that must answer it. */
const expectations: [string, ServiceName][] = [
  ['/api/auth/login', 'identity'],
  ['/api/auth/magic-link/verify', 'identity'],
  ['/api/login/owner', 'identity'],
  ['/api/platform-admin/setup', 'identity'],
  ['/api/tenants/register', 'tenant'],
  ['/api/tenants/info', 'tenant'],
  ['/api/tenants/onboarding/complete', 'tenant'],
  ['/api/business/branding', 'tenant'],
  ['/api/public/business/acme', 'tenant'],
  ['/api/demo-request', 'tenant'],
  ['/api/demo-requests', 'tenant'],
  ['/api/admin/tenants/665f1c2e8b3a4d0012ab34cd', 'tenant'],
  ['/api/analytics/overview', 'tenant'],
  ['/api/tenants/665f1c2e8b3a4d0012ab34cd/setup-stripe', 'billing'],
  ['/api/tenants/665f1c2e8b3a4d0012ab34cd/stripe-status', 'billing'],
  ['/api/tenants/stripe/onboarding-link', 'billing'],
  ['/api/customers', 'customer'],
  ['/api/customers/665f1c2e8b3a4d0012ab34cd/archive', 'customer'],
  ['/api/customer/signup', 'customer'],
  ['/api/customers/weights', 'weight'],
  ['/api/weight-entries/recent', 'weight'],
  ['/api/weight-entries/665f1c2e8b3a4d0012ab34cd/resolve', 'weight'],
  ['/api/customer/665f1c2e8b3a4d0012ab34cd/next-pickup', 'routing'],
  ['/api/customer/665f1c2e8b3a4d0012ab34cd/pickups', 'routing'],
  ['/api/routes/665f1c2e8b3a4d0012ab34cd/start', 'routing'],
  ['/api/driver/routes/today', 'routing'],
  ['/api/driver/stops/665f1c2e8b3a4d0012ab34cd/complete', 'routing'],
  ['/api/calendar/Zk3x9Qd0aB7pL2mN4rT6vW8y.ics', 'routing'],
  ['/api/drivers/active', 'routing'],
  ['/api/address/suggestions', 'routing'],
  ['/api/stripe/plans', 'billing'],
  ['/api/create-subscription', 'billing'],
  ['/api/create-payment-intent', 'billing'],
  ['/api/stripe-connect/create-account', 'billing'],
  ['/api/cart/665f1c2e8b3a4d0012ab34cd', 'billing'],
  ['/api/products/popular', 'billing'],
  ['/api/orders/quick-add', 'billing'],
  ['/api/stripe/webhook', 'billing'],
  ['/api/billing/subscription/plan', 'billing'],
  ['/api/service-plans', 'billing'],
  ['/api/messages/conversation', 'messaging'],
  ['/api/contact-lists/665f1c2e8b3a4d0012ab34cd/import', 'messaging'],
  ['/api/email-campaigns/create-launch', 'messaging'],
  ['/api/support/inbound-email', 'messaging'],
  ['/ws/', 'messaging'],
];

describe('the routing table', () => {
  it.each(expectations)('sends %s to %s', (path, service) => {
    expect(findRoute(path)?.service).toBe(service);
  });

  it('lets the most specific pattern win wherever it stands in the table', () => {
    const reversed = createRouteFinder([...routingTable].reverse());
    for (const [path, service] of expectations) expect(reversed(path)?.service).toBe(service);
  });

  it('knows no route for unknown paths, near misses and dot segments', () => {
    for (const path of [
      '/api/nothing',
      '/api',
      '/',
      '/api/tenant/register',
      '/api/customers/../auth/login',
      '/api//auth/login',
    ]) {
      expect(findRoute(path)).toBeNull();
    }
  });

  it('refuses a table that lists a pattern twice', () => {
    expect(() =>
      createRouteFinder([...routingTable, { pattern: '/api/cart/**', service: 'customer' }]),
    ).toThrow('/api/cart/** twice');
  });
});

describe('proxying through the gateway', () => {
  let fixture: GatewayFixture;
  beforeAll(async () => {
    fixture = await startGatewayFixture();
  });
  afterAll(() => fixture.stop());

  it.each(expectations.filter(([path]) => path.startsWith('/api/')))(
    '%s reaches %s with its path unchanged',
    async (path, service) => {
      const res = await request(fixture.url).get(`${path}?page=2&search=a%20b`);
      expect(res.status).toBe(200);
      expect(fixture.services[service].received.at(-1)?.url).toBe(`${path}?page=2&search=a%20b`);
    },
  );

  it('answers an unknown /api path with the standard 404 and bothers no service', async () => {
    const before = Object.values(fixture.services).reduce((sum, s) => sum + s.received.length, 0);
    const res = await request(fixture.url).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Cannot GET /api/no-such-thing', code: 'NOT_FOUND' });
    const after = Object.values(fixture.services).reduce((sum, s) => sum + s.received.length, 0);
    expect(after).toBe(before);
  });

  it('passes a JSON body through byte for byte, unparsed', async () => {
    const raw = '{ "name" :  "Jo",\n  "tags": [1,2,3] }';
    const res = await request(fixture.url)
      .post('/api/customers')
      .set('content-type', 'application/json')
      .send(raw);
    expect(res.status).toBe(200);
    expect(res.body.body).toBe(raw);
    expect(res.body.headers['content-type']).toBe('application/json');
  });

  it('passes other media types (uploads, webhook payloads) through for the service to judge', async () => {
    const upload = await request(fixture.url)
      .post('/api/business/logo')
      .attach('logo', Buffer.from('fake png bytes'), 'logo.png');
    expect(upload.status).toBe(200);
    expect(upload.body.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body.body).toContain('fake png bytes');

    const text = await request(fixture.url)
      .post('/api/stripe/webhook')
      .set('content-type', 'text/plain')
      .send('t=1,v1=x');
    expect(text.body.body).toBe('t=1,v1=x');
  });

  it('lets an inbound-parse provider’s anonymous post through with its signature and body as sent', async () => {
    const raw = '{"from":"ada@example.com","to":"reply+abc@reply.example","text":"Hi"}';
    const res = await request(fixture.url)
      .post('/api/support/inbound-email')
      .set({ 'content-type': 'application/json', 'x-inbound-signature': 'sha256=abc' })
      .send(raw);
    expect(res.status).toBe(200);
    expect(res.body.body).toBe(raw);
    expect(res.body.headers['x-inbound-signature']).toBe('sha256=abc');
  });

  it("returns the service's status, headers and body as they are", async () => {
    const res = await request(fixture.url)
      .delete('/api/routes/665f1c2e8b3a4d0012ab34cd')
      .set('x-echo-status', '409');
    expect(res.status).toBe(409);
    expect(res.headers['x-served-by']).toBe('echo');
    expect(res.body.method).toBe('DELETE');
  });

  it('gives every request an id that the service receives and the caller gets back', async () => {
    const fresh = await request(fixture.url).get('/api/drivers');
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(fresh.body.headers['x-request-id']).toBe(fresh.headers['x-request-id']);

    const kept = await request(fixture.url).get('/api/drivers').set('x-request-id', 'trace-123');
    expect(kept.headers['x-request-id']).toBe('trace-123');
    expect(kept.body.headers['x-request-id']).toBe('trace-123');
  });

  it('tells the service where the call came from', async () => {
    const res = await request(fixture.url).get('/api/drivers').set('host', 'admin.pickup.test');
    expect(res.body.headers).toMatchObject({
      host: 'admin.pickup.test',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'admin.pickup.test',
    });
  });
});
