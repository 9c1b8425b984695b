import request from 'supertest';
import { closedPortUrl, type EchoService, startEchoService } from './support/echo-service';
import { type GatewayFixture, startGatewayFixture } from './support/gateway-fixture';

describe('when a service is down or slow', () => {
  const timeoutMs = 300;
  let fixture: GatewayFixture;
  let slow: EchoService;
  let slowSocket: EchoService;

  beforeAll(async () => {
    // Answers after the gateway's deadline (held requests are released when the server closes).
    slow = await startEchoService('routing', () => undefined);
    // A socket.io long-poll: held open longer than the deadline on purpose, then answered.
    slowSocket = await startEchoService('messaging', (_received, res) => {
      setTimeout(() => res.end('ok'), timeoutMs * 2);
    });
    fixture = await startGatewayFixture({
      env: { PROXY_TIMEOUT_MS: String(timeoutMs) },
      serviceUrls: { weight: await closedPortUrl(), routing: slow.url, messaging: slowSocket.url },
    });
  });
  afterAll(async () => {
    await fixture.stop();
    await slow.close();
    await slowSocket.close();
  });

  it('answers 502 with the standard body when the service is down', async () => {
    const res = await request(fixture.url).get('/api/weight-entries/recent');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'Service unavailable, please try again later.', code: 'BAD_GATEWAY' });
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('answers 504 with the standard body when the service is too slow, instead of hanging', async () => {
    const started = Date.now();
    const res = await request(fixture.url).post('/api/routes').send({ name: 'Monday' });
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: 'The service took too long to respond.', code: 'GATEWAY_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(timeoutMs * 5);
    expect(slow.received.at(-1)?.body).toBe('{"name":"Monday"}');
  });

  it('keeps serving the other services meanwhile', async () => {
    const [down, fine] = await Promise.all([
      request(fixture.url).get('/api/weight-entries'),
      request(fixture.url).get('/api/customers'),
    ]);
    expect(down.status).toBe(502);
    expect(fine.status).toBe(200);
  });

  it('lets socket.io long-polls outlast the deadline', async () => {
    const res = await request(fixture.url).get('/ws/?EIO=4&transport=polling');
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
  });
});
