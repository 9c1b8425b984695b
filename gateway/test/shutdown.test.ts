import { waitFor } from '@pickup/kit/testing';
import request from 'supertest';
import { type EchoService, startEchoService } from './support/echo-service';
import { type GatewayFixture, startGatewayFixture } from './support/gateway-fixture';

describe('shutting down', () => {
  let fixture: GatewayFixture;
  let slow: EchoService;

  beforeAll(async () => {
    slow = await startEchoService('routing', (received, res) => {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received)),
        300,
      );
    });
    fixture = await startGatewayFixture({ serviceUrls: { routing: slow.url } });
  });
  afterAll(async () => {
    await fixture.stop();
    await slow.close();
  });

  it('finishes the requests in flight, then takes no more', async () => {
    const replica = await fixture.startReplica();
    const inFlight = request(replica.url)
      .get('/api/routes')
      .then((res) => res);
    await waitFor(() => slow.received.length === 1, { what: 'the request to reach the service' });

    const stopping = replica.stop();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/api/routes');
    await stopping;

    await expect(fetch(`${replica.url}/healthz`)).rejects.toThrow();
    // The other replica is untouched.
    expect((await request(fixture.url).get('/healthz')).status).toBe(200);
  });
});
