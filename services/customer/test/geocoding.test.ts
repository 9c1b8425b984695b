import { createLogger, GazetteerGeocoder, NominatimGeocoder } from '@pickup/kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { customerForTests, newCustomer, startCustomerFixture } from './support/customer-fixture';

const customers = customerForTests();

/** A Nominatim-compatible search endpoint on 127.0.0.1, answering as the test says. */
class GeocoderServer {
  readonly queries: URLSearchParams[] = [];
  answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: [] };
  url = '';
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.queries.push(new URL(req.url ?? '/', 'http://geocoder').searchParams);
      const { status, body, delayMs = 0 } = this.answer;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }, delayMs);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/search`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const bangorCentre = { latitude: 44.8012, longitude: -68.7778, precision: 'zone' };

describe('the built-in gazetteer', () => {
  it('finds the zone a customer’s town names, and says so', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const added = await fixture.add(
      owner,
      newCustomer({ zone: undefined, city: undefined, address: '12 Brewer Lane, Bangor, ME' }),
    );
    expect(added.customer).toMatchObject({ zone: 'bangor', location: bangorCentre });
    expect(added.autoAssignmentMessage).toBe(
      'Bucket B-001 was assigned automatically. Service zone Bangor was found from the address.',
    );
    const springs = await fixture.add(owner, newCustomer({ zone: undefined, city: 'stockton springs' }));
    expect(springs.customer.zone).toBe('stockton-springs');
  });

  it('leaves a customer outside every zone without one, and keeps a zone the owner chose', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const away = await fixture.add(
      owner,
      newCustomer({ zone: undefined, address: '1 Congress Street', city: 'Portland' }),
    );
    expect(away.customer).toMatchObject({ zone: null, location: null });
    const chosen = await fixture.add(owner, newCustomer({ zone: 'winterport', city: 'Bangor' }));
    expect(chosen.customer.zone).toBe('winterport');
    expect(chosen.autoAssignmentMessage).toBe('Bucket B-002 was assigned automatically.');
  });
});

describe('an external geocoder', () => {
  let geocoder: GeocoderServer;
  beforeAll(async () => {
    geocoder = await new GeocoderServer().start();
  });
  afterAll(() => geocoder.stop());

  const nominatim = (timeoutMs = 500) =>
    new NominatimGeocoder({
      url: geocoder.url,
      timeoutMs,
      fallback: new GazetteerGeocoder(),
      logger: createLogger('test', 'silent'),
      service: 'customer',
    });
  const where = { address: '18 Harlow Street', city: 'Bangor', state: 'ME', zipCode: '04401', zone: null };

  it('gives the address’s own coordinates, the zone still the gazetteer’s', async () => {
    geocoder.answer = {
      status: 200,
      body: [{ lat: '44.80311', lon: '-68.77180', display_name: 'Harlow St' }],
    };
    expect(await nominatim().place(where)).toEqual({
      zone: 'bangor',
      location: { latitude: 44.80311, longitude: -68.7718, precision: 'address' },
    });
    const query = geocoder.queries.at(-1);
    expect(query?.get('q')).toBe('18 Harlow Street, Bangor, ME 04401');
    expect(query?.get('format')).toBe('json');
    expect(query?.get('limit')).toBe('1');
  });

  it.each([
    ['finds nothing', { status: 200, body: [] }],
    ['fails', { status: 500, body: { error: 'down' } }],
    ['answers nonsense', { status: 200, body: [{ lat: 'north', lon: 'west' }] }],
    ['is too slow', { status: 200, body: [{ lat: '1', lon: '1' }], delayMs: 400 }],
  ])('falls back to the zone’s centre when it %s', async (_case, answer) => {
    geocoder.answer = answer;
    expect(await nominatim(100).place(where)).toEqual({ zone: 'bangor', location: bangorCentre });
  });

  it('places the customers of a service configured with it', async () => {
    geocoder.answer = { status: 200, body: [{ lat: '44.5744', lon: '-68.7951' }] };
    const fixture = await startCustomerFixture({ GEOCODER_URL: geocoder.url });
    try {
      const { owner } = await fixture.business();
      const { customer } = await fixture.add(
        owner,
        newCustomer({ zone: undefined, address: '55 Main Street', city: 'Bucksport' }),
      );
      expect(customer).toMatchObject({
        zone: 'bucksport',
        location: { latitude: 44.5744, longitude: -68.7951, precision: 'address' },
      });
    } finally {
      await fixture.stop();
    }
  });
});
