import { analyticsMessages, co2eAvoidedLbs, type EventData, type ServiceZone } from '@pickup/contracts';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import { MongoAnalyticsFactStore } from '../src/data/analytics-facts';
import type { WeightFact } from '../src/domain/analytics-model';
import { newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();
const path = '/api/analytics/reports/diversion';

const header = [
  'Month',
  'Service zone',
  'Pounds collected (lbs)',
  'Households served',
  'Buckets weighed',
  'Contaminated buckets',
  'Contamination rate (%)',
  'CO2e avoided (lbs)',
];

function bucket(
  tenantId: string,
  day: string,
  customerId: string,
  pounds: number,
  zone: ServiceZone | null,
  contaminated = false,
): WeightFact {
  const entryId = newId();
  return {
    kind: 'weight',
    tenantId,
    key: `weight:${entryId}`,
    asOf: new Date(`${day}T20:00:00Z`),
    day,
    entryId,
    customerId,
    pounds,
    contaminated,
    zone,
  };
}

async function weighed(buckets: WeightFact[]): Promise<void> {
  const facts = new MongoAnalyticsFactStore(tenant().db);
  for (const fact of buckets) await facts.save(fact);
}

function household(customerId: string, zone: ServiceZone): EventData<'customer.created'> {
  return {
    customerId,
    userId: newId(),
    firstName: 'Robin',
    lastName: 'Meadows',
    email: `${customerId}@example.com`,
    phone: '207-555-0100',
    address: '12 Elm Street',
    city: 'Hampden',
    state: 'ME',
    zipCode: '04444',
    zone,
    pickupDay: 'Tuesday',
    location: null,
    status: 'active',
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly',
    pickupInstructions: '',
  };
}

function weightEntry(
  customerId: string,
  pickupDate: string,
  weight: number,
  contamination: EventData<'weight.recorded'>['contamination'] = [],
): EventData<'weight.recorded'> {
  return {
    entryId: newId(),
    customerId,
    bucketNumber: 'B-001',
    weight,
    pickupDate,
    status: 'processed',
    contamination,
    materialTypes: [],
    routeId: null,
  };
}

const csvOf = (res: Response): string[][] => parse(res.text) as string[][];
const co2e = (pounds: number) => (Math.round(co2eAvoidedLbs(pounds) * 10) / 10).toFixed(1);

describe('the diversion report', () => {
  it('gives a line per month and zone, months in order, zones alphabetically and no zone last, then the total', async () => {
    const { tenantId, owner, body } = await tenant().registered();
    const [ana, ben, cy] = [newId(), newId(), newId()];
    await weighed([
      bucket(tenantId, '2026-03-02', ana, 12.5, 'winterport'),
      bucket(tenantId, '2026-03-09', ana, 10, 'winterport', true),
      bucket(tenantId, '2026-03-04', ben, 8.2, 'bangor'),
      bucket(tenantId, '2026-03-31', cy, 6, null),
      bucket(tenantId, '2026-04-01', ana, 11.3, 'winterport'),
      bucket(tenantId, '2026-04-15', cy, 7, 'stockton-springs', true),
    ]);

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-03-01', to: '2026-04-30', format: 'csv' })
      .set(owner)
      .expect(200);

    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="diversion-${body.subdomain}-2026-03-01-to-2026-04-30.csv"`,
    );
    expect(csvOf(res)).toEqual([
      header,
      ['2026-03', 'Bangor', '8.2', '1', '1', '0', '0.0', co2e(8.2)],
      ['2026-03', 'Winterport', '22.5', '1', '2', '1', '50.0', co2e(22.5)],
      ['2026-03', 'No zone', '6.0', '1', '1', '0', '0.0', co2e(6)],
      ['2026-04', 'Stockton Springs', '7.0', '1', '1', '1', '100.0', co2e(7)],
      ['2026-04', 'Winterport', '11.3', '1', '1', '0', '0.0', co2e(11.3)],
      // Three households over the range, each counted once however many months it was served.
      ['Total', 'All zones', '55.0', '3', '6', '2', '33.3', co2e(55)],
    ]);
  });

  it('reports the buckets the weight service announces, in the household’s zone', async () => {
    const { tenantId, owner } = await tenant().registered();
    const customerId = newId();
    await tenant().apply('customer.created', tenantId, household(customerId, 'hampden'));
    const entry = weightEntry(customerId, '2026-02-03', 13.4, ['Glass']);
    await tenant().apply('weight.recorded', tenantId, entry);
    // Re-weighed: the entry's newest word counts, once.
    await tenant().apply('weight.updated', tenantId, { ...entry, weight: 15.1, previousStatus: 'processed' });

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-02-01', to: '2026-02-28' })
      .set(owner)
      .expect(200);

    expect(csvOf(res).slice(1)).toEqual([
      ['2026-02', 'Hampden', '15.1', '1', '1', '1', '100.0', co2e(15.1)],
      ['Total', 'All zones', '15.1', '1', '1', '1', '100.0', co2e(15.1)],
    ]);
  });

  it('counts the first and the last day of the range and nothing outside it', async () => {
    const { tenantId, owner } = await tenant().registered();
    const household = newId();
    await weighed([
      bucket(tenantId, '2026-05-31', household, 100, 'bangor'),
      bucket(tenantId, '2026-06-01', household, 10, 'bangor'),
      bucket(tenantId, '2026-06-30', household, 20, 'bangor'),
      bucket(tenantId, '2026-07-01', household, 100, 'bangor'),
    ]);

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-06-01', to: '2026-06-30' })
      .set(owner)
      .expect(200);

    expect(csvOf(res).slice(1)).toEqual([
      ['2026-06', 'Bangor', '30.0', '1', '2', '0', '0.0', co2e(30)],
      ['Total', 'All zones', '30.0', '1', '2', '0', '0.0', co2e(30)],
    ]);
  });

  it('answers a range without buckets with the header and a zero total', async () => {
    const { owner } = await tenant().registered();

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2025-01-01', to: '2025-12-31', format: 'csv' })
      .set(owner)
      .expect(200);

    expect(csvOf(res)).toEqual([header, ['Total', 'All zones', '0.0', '0', '0', '0', '', '0.0']]);
  });

  it('never shows another business’s buckets', async () => {
    const mine = await tenant().registered();
    const theirs = await tenant().registered();
    await weighed([bucket(theirs.tenantId, '2026-02-10', newId(), 40, 'bangor')]);

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-02-01', to: '2026-02-28' })
      .set(mine.owner)
      .expect(200);

    expect(csvOf(res)).toEqual([header, ['Total', 'All zones', '0.0', '0', '0', '0', '', '0.0']]);
  });

  it('makes a PDF download named for the business and the range', async () => {
    const { tenantId, owner, body } = await tenant().registered();
    await weighed([bucket(tenantId, '2026-01-12', newId(), 14.2, 'hampden')]);

    const res = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-01-01', to: '2026-01-31', format: 'pdf' })
      .set(owner)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="diversion-${body.subdomain}-2026-01-01-to-2026-01-31.pdf"`,
    );
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it('refuses a range in the wrong order or longer than two years, with the contract’s words', async () => {
    const { owner } = await tenant().registered();

    const backwards = await tenant()
      .api()
      .get(path)
      .query({ from: '2026-03-01', to: '2026-02-28' })
      .set(owner)
      .expect(400);
    expect(backwards.body.details).toEqual([{ path: 'from', message: analyticsMessages.reportRangeOrder }]);

    const tooLong = await tenant()
      .api()
      .get(path)
      .query({ from: '2024-01-01', to: '2026-01-02' })
      .set(owner)
      .expect(400);
    expect(tooLong.body.details).toEqual([{ path: 'to', message: analyticsMessages.reportRangeTooLong }]);

    await tenant().api().get(path).query({ from: '2024-01-02', to: '2026-01-01' }).set(owner).expect(200);
    await tenant()
      .api()
      .get(path)
      .query({ from: '2026-01-01', to: '2026-01-31', format: 'xlsx' })
      .set(owner)
      .expect(400);
    await tenant().api().get(path).query({ from: '2026-02-30', to: '2026-03-31' }).set(owner).expect(400);
  });

  it('is for the business’s owner only', async () => {
    const { tenantId } = await tenant().registered();
    const range = { from: '2026-01-01', to: '2026-01-31' };

    await tenant().api().get(path).query(range).expect(401);
    await tenant().api().get(path).query(range).set(tenant().auth('customer', tenantId)).expect(403);
    await tenant().api().get(path).query(range).set(tenant().auth('platform-admin', null)).expect(403);
  });
});
