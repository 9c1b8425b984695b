import {
  co2eAvoidedLbs,
  customerWeightsResult,
  gasolineGallonsFor,
  householdWeights,
  weightSummary,
} from '@pickup/contracts';
import { stopResult, today, weightForTests } from './support/weight-fixture';

const weight = weightForTests();

type Headers = Record<string, string>;

async function record(owner: Headers, body: object) {
  const res = await weight().api().post('/api/weight-entries').set(owner).send(body);
  expect(res.status).toBe(201);
  return res.body.entry as { id: string };
}

describe('the stat cards and the environmental impact', () => {
  it('sums the period ending on the day, against figures worked out by hand', async () => {
    const { tenantId, owner } = weight().business();
    const ada = await weight().customer(tenantId, { firstName: 'Ada' });
    const cy = await weight().customer(tenantId, { firstName: 'Cy' });
    const dee = await weight().customer(tenantId, { firstName: 'Dee' });
    await record(owner, { customerId: ada.customerId, weight: 10, pickupDate: today, entryDate: today });
    await record(owner, {
      customerId: ada.customerId,
      weight: 20,
      pickupDate: '2026-11-20',
      entryDate: '2026-11-20',
    });
    await record(owner, {
      customerId: cy.customerId,
      weight: 30,
      pickupDate: '2026-11-18',
      entryDate: '2026-11-19',
      contamination: ['Glass'],
    });
    await record(owner, {
      customerId: cy.customerId,
      weight: 40,
      pickupDate: '2026-11-10',
      entryDate: '2026-11-10',
    });
    await weight().apply('stop.completed', tenantId, stopResult({ customerId: dee.customerId }));
    const other = weight().business();
    const stranger = await weight().customer(other.tenantId);
    await record(other.owner, { customerId: stranger.customerId, weight: 99, pickupDate: today });

    const summary = async (query: Record<string, string>) => {
      const res = await weight().api().get('/api/weights/summary').query(query).set(owner);
      expect(res.status).toBe(200);
      return weightSummary.parse(res.body);
    };

    // 7 days ending on the 24th: the 18th to the 24th, so 10 + 20 + 30 lbs over 3 entries.
    const week = await summary({ period: '7d', date: today });
    expect(week).toEqual({
      date: today,
      period: '7d',
      from: '2026-11-18',
      totalWeight: 60,
      entries: 3,
      entriesToday: 1,
      pendingWeights: 1,
      averageWeight: 20,
      needsReview: 1,
      contaminationRate: 33.3,
      impact: {
        divertedLbs: 60,
        // 60 lbs = 0.03 short tons × 0.266 t CO2e = 7.98 kg = 17.59 lbs; ÷ 8.887 kg a gallon = 0.90.
        co2eAvoidedLbs: 17.6,
        gasolineGallons: 0.9,
        householdsServed: 2,
      },
    });
    expect(week.impact.co2eAvoidedLbs).toBe(Math.round(co2eAvoidedLbs(60) * 10) / 10);
    expect(week.impact.gasolineGallons).toBe(Math.round(gasolineGallonsFor(co2eAvoidedLbs(60)) * 10) / 10);

    // 30 days (the default) take in the 10th too: 100 lbs over 4 entries, 1 of them contaminated.
    const month = await summary({ date: today });
    expect(month).toMatchObject({
      period: '30d',
      from: '2026-10-26',
      totalWeight: 100,
      entries: 4,
      averageWeight: 25,
      contaminationRate: 25,
      impact: { divertedLbs: 100, co2eAvoidedLbs: 29.3, gasolineGallons: 1.5, householdsServed: 2 },
    });
    expect(await summary({ period: 'all', date: today })).toMatchObject({ from: null, entries: 4 });
    expect(await summary({ period: '1y', date: today })).toMatchObject({ from: '2025-11-25', entries: 4 });

    // The day before: nothing entered on it, and no stop collected.
    expect(await summary({ period: '7d', date: '2026-11-23' })).toMatchObject({
      from: '2026-11-17',
      totalWeight: 50,
      entries: 2,
      entriesToday: 0,
      pendingWeights: 0,
    });
    // Today, by default, in the business's time zone.
    expect((await summary({ period: '90d' })).date).toBe(today);
  });

  it('answers zeros for a business with no entries', async () => {
    const { owner } = weight().business();
    const res = await weight().api().get('/api/weights/summary').set(owner);
    expect(weightSummary.parse(res.body)).toMatchObject({
      totalWeight: 0,
      entries: 0,
      averageWeight: null,
      contaminationRate: 0,
      impact: { divertedLbs: 0, co2eAvoidedLbs: 0, gasolineGallons: 0, householdsServed: 0 },
    });
    expect((await weight().api().get('/api/weights/summary').query({ period: '2w' }).set(owner)).status).toBe(
      400,
    );
  });
});

describe("each customer's totals", () => {
  it('lists the customers by name with their totals, trend and contamination count', async () => {
    const { tenantId, owner } = weight().business();
    const ada = await weight().customer(tenantId, {
      firstName: 'Ada',
      lastName: 'Birch',
      bucketNumber: 'B-1',
    });
    const cy = await weight().customer(tenantId, { firstName: 'Cy', lastName: 'Oak', bucketNumber: 'B-2' });
    const bo = await weight().customer(tenantId, { firstName: 'Bo', lastName: 'Ash', bucketNumber: 'B-3' });
    // Ada: four weeks at 10, then four at 12 (20 % up).
    const weeks = ['09-29', '10-06', '10-13', '10-20', '10-27', '11-03', '11-10', '11-17'];
    for (const [index, week] of weeks.entries()) {
      await record(owner, {
        customerId: ada.customerId,
        weight: index < 4 ? 10 : 12,
        pickupDate: `2026-${week}`,
      });
    }
    // Cy: two entries, too few for a trend; one with contamination.
    await record(owner, { customerId: cy.customerId, weight: 20, pickupDate: '2026-11-10' });
    await record(owner, {
      customerId: cy.customerId,
      weight: 15,
      pickupDate: '2026-11-17',
      contamination: ['Metal'],
    });

    const list = async (query: Record<string, string | number> = {}) => {
      const res = await weight().api().get('/api/customers/weights').query(query).set(owner);
      expect(res.status).toBe(200);
      return customerWeightsResult.parse(res.body);
    };
    const { customers, pagination } = await list();
    expect(customers.map((c) => c.customerName)).toEqual(['Ada Birch', 'Bo Ash', 'Cy Oak']);
    expect(pagination.total).toBe(3);
    expect(customers[0]).toEqual({
      customerId: ada.customerId,
      customerName: 'Ada Birch',
      bucketNumber: 'B-1',
      totalWeight: 88,
      entries: 8,
      lastWeight: 12,
      lastPickupDate: '2026-11-17',
      averageWeight: 11,
      trend: 'up',
      contaminationCount: 0,
    });
    expect(customers[1]).toMatchObject({
      customerId: bo.customerId,
      totalWeight: 0,
      entries: 0,
      lastWeight: null,
      lastPickupDate: null,
      averageWeight: null,
      trend: 'steady',
    });
    expect(customers[2]).toMatchObject({
      totalWeight: 35,
      entries: 2,
      lastWeight: 15,
      trend: 'steady',
      contaminationCount: 1,
    });

    expect((await list({ search: 'oak' })).customers.map((c) => c.customerId)).toEqual([cy.customerId]);
    expect((await list({ search: 'b-3' })).customers.map((c) => c.customerId)).toEqual([bo.customerId]);
    const page = await list({ limit: 2, page: 2 });
    expect(page.customers.map((c) => c.customerId)).toEqual([cy.customerId]);

    const stranger = weight().business().owner;
    const theirs = await weight().api().get('/api/customers/weights').set(stranger);
    expect(theirs.body.customers).toEqual([]);
  });

  it('calls a change within 10 % steady, and a fall past it down', async () => {
    const { tenantId, owner } = weight().business();
    const steady = await weight().customer(tenantId, { firstName: 'Ada' });
    const falling = await weight().customer(tenantId, { firstName: 'Bo' });
    for (const [index, lbs] of [10, 10, 10, 10, 10.5, 10.5, 10.5, 11].entries()) {
      await record(owner, {
        customerId: steady.customerId,
        weight: lbs,
        pickupDate: `2026-10-${10 + index}`,
      });
    }
    // The last four (8 each) against the one before them (10).
    for (const [index, lbs] of [10, 8, 8, 8, 8].entries()) {
      await record(owner, {
        customerId: falling.customerId,
        weight: lbs,
        pickupDate: `2026-10-${10 + index}`,
      });
    }
    const res = await weight().api().get('/api/customers/weights').set(owner);
    expect(res.body.customers.map((c: { trend: string }) => c.trend)).toEqual(['steady', 'down']);
  });
});

describe("a household's own numbers", () => {
  it('shows a signed-in customer their entries, months and lifetime impact, and never another household', async () => {
    const { tenantId, owner } = weight().business();
    const mine = await weight().customer(tenantId);
    const theirs = await weight().customer(tenantId);
    const october = await record(owner, {
      customerId: mine.customerId,
      weight: 12.5,
      pickupDate: '2026-10-20',
    });
    const early = await record(owner, { customerId: mine.customerId, weight: 7.5, pickupDate: '2026-11-03' });
    const late = await record(owner, {
      customerId: mine.customerId,
      weight: 10,
      pickupDate: '2026-11-17',
      materialTypes: ['Food scraps'],
      contamination: ['Plastic'],
    });
    await record(owner, { customerId: theirs.customerId, weight: 50, pickupDate: '2026-11-17' });

    const res = await weight()
      .api()
      .get('/api/customer/weights')
      .set(weight().auth('customer', tenantId, mine.userId ?? ''));
    expect(res.status).toBe(200);
    const numbers = householdWeights.parse(res.body);
    expect(numbers).toEqual({
      entries: [
        {
          id: late.id,
          pickupDate: '2026-11-17',
          weight: 10,
          materialTypes: ['Food scraps'],
          contamination: ['Plastic'],
        },
        { id: early.id, pickupDate: '2026-11-03', weight: 7.5, materialTypes: [], contamination: [] },
        { id: october.id, pickupDate: '2026-10-20', weight: 12.5, materialTypes: [], contamination: [] },
      ],
      monthly: [
        { month: '2026-10', totalWeight: 12.5, entries: 1 },
        { month: '2026-11', totalWeight: 17.5, entries: 2 },
      ],
      lifetimeLbs: 30,
      lifetimeEntries: 3,
      averageWeight: 10,
      // 30 lbs: 0.015 short tons × 0.266 = 3.99 kg CO2e = 8.80 lbs; 3.99 ÷ 8.887 = 0.45 gallons.
      co2eAvoidedLbs: 8.8,
      gasolineGallons: 0.4,
      since: '2026-10-20',
    });
  });

  it('answers empty figures to a customer the business does not know yet, and only to customers', async () => {
    const { tenantId } = weight().business();
    const res = await weight().api().get('/api/customer/weights').set(weight().auth('customer', tenantId));
    expect(res.status).toBe(200);
    expect(householdWeights.parse(res.body)).toMatchObject({
      entries: [],
      monthly: [],
      lifetimeLbs: 0,
      since: null,
    });
    const owner = await weight().api().get('/api/customer/weights').set(weight().business().owner);
    expect(owner.status).toBe(403);
  });
});
