import {
  defaultBusinessSettings,
  pendingWeightsResult,
  weightEntriesResult,
  weightHistoryResult,
} from '@pickup/contracts';
import { newId, stopResult, today, weightForTests } from './support/weight-fixture';

const weight = weightForTests();

type Headers = Record<string, string>;

const pendingOf = async (owner: Headers, date?: string) => {
  const res = await weight()
    .api()
    .get('/api/weights/pending')
    .query(date ? { date } : {})
    .set(owner);
  expect(res.status).toBe(200);
  return pendingWeightsResult.parse(res.body);
};

const entriesOf = async (owner: Headers, query: Record<string, string> = {}) => {
  const res = await weight().api().get('/api/weight-entries').query(query).set(owner);
  expect(res.status).toBe(200);
  return weightEntriesResult.parse(res.body).entries;
};

describe('pending weights', () => {
  it("lists the day's collected customers until they have an entry for that day", async () => {
    const { tenantId, owner } = weight().business();
    const ada = await weight().customer(tenantId, {
      firstName: 'Ada',
      lastName: 'Birch',
      bucketNumber: 'B-7',
    });
    const cy = await weight().customer(tenantId, { firstName: 'Cy', lastName: 'Oak', bucketNumber: 'B-8' });
    const routeId = newId();
    const collected = stopResult({ customerId: cy.customerId, routeId });
    await weight().apply('stop.completed', tenantId, collected);
    await weight().apply('stop.completed', tenantId, stopResult({ customerId: ada.customerId, routeId }));
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: newId(), routeId, status: 'skipped', reason: 'Bin not out' }),
    );

    const listed = await pendingOf(owner);
    expect(listed.date).toBe(today);
    expect(listed.pending).toEqual([
      {
        customerId: ada.customerId,
        customerName: 'Ada Birch',
        bucketNumber: 'B-7',
        routeId,
        pickupDate: today,
        collectedAt: expect.any(String),
      },
      {
        customerId: cy.customerId,
        customerName: 'Cy Oak',
        bucketNumber: 'B-8',
        routeId,
        pickupDate: today,
        collectedAt: collected.at,
      },
    ]);
    expect((await pendingOf(owner, '2026-11-23')).pending).toEqual([]);
    expect((await pendingOf(weight().business().owner)).pending).toEqual([]);

    // An entry of another day leaves them pending; one of the day does not.
    const record = (pickupDate: string) =>
      weight()
        .api()
        .post('/api/weight-entries')
        .set(owner)
        .send({ customerId: ada.customerId, weight: 9, pickupDate });
    expect((await record('2026-11-23')).status).toBe(201);
    expect((await pendingOf(owner)).pending.map((p) => p.customerId)).toEqual([
      ada.customerId,
      cy.customerId,
    ]);
    expect((await record(today)).status).toBe(201);
    expect((await pendingOf(owner)).pending.map((p) => p.customerId)).toEqual([cy.customerId]);
  });

  it('follows the latest result of a stop: a later skip removes it, an older result arriving late does not count', async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId);
    const routeId = newId();
    const collectedAt = new Date('2026-11-24T14:00:00.000Z');
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, routeId, at: collectedAt.toISOString() }),
    );
    expect((await pendingOf(owner)).pending).toHaveLength(1);
    const skipped = stopResult({
      customerId: customer.customerId,
      routeId,
      status: 'skipped',
      reason: 'Not collected',
      at: new Date(collectedAt.getTime() + 60_000).toISOString(),
    });
    await weight().apply('stop.completed', tenantId, skipped);
    expect((await pendingOf(owner)).pending).toEqual([]);
    // The collected result again, as a late redelivery: the skip is newer and stands.
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, routeId, at: collectedAt.toISOString() }),
    );
    expect((await pendingOf(owner)).pending).toEqual([]);
  });

  it("uses the business's time zone for today", async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId);
    // The tests' clock reads 15:00 UTC on the 24th: the 25th at UTC+14.
    await weight().apply('tenant.settings.updated', tenantId, {
      ...defaultBusinessSettings,
      businessName: 'Line Islands Compost',
      timeZone: 'Pacific/Kiritimati',
    });
    expect((await pendingOf(owner)).date).toBe('2026-11-25');
    const res = await weight()
      .api()
      .post('/api/weight-entries')
      .set(owner)
      .send({ customerId: customer.customerId, weight: 4 });
    expect(res.body.entry).toMatchObject({ pickupDate: '2026-11-25', entryDate: '2026-11-25' });
  });
});

describe('curb weights', () => {
  it("records the driver's weight as the customer's entry, once however often the result comes", async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId, {
      firstName: 'Ada',
      lastName: 'Birch',
      bucketNumber: 'B-7',
    });
    const result = stopResult({ customerId: customer.customerId, weight: 14.2 });
    await weight().apply('stop.completed', tenantId, result);
    await weight().apply('stop.completed', tenantId, result);

    const entries = await entriesOf(owner);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      customerId: customer.customerId,
      customerName: 'Ada Birch',
      bucketNumber: 'B-7',
      weight: 14.2,
      pickupDate: today,
      entryDate: today,
      status: 'processed',
      source: 'curb',
      routeId: result.routeId,
    });
    const id = entries[0]?.id ?? '';
    const history = await weight().api().get(`/api/weight-entries/${id}/history`).set(owner);
    expect(weightHistoryResult.parse(history.body).history).toEqual([
      expect.objectContaining({ action: 'created', changedBy: 'Driver', newStatus: 'processed' }),
    ]);
    await weight().probe.waitForEvents('weight.recorded', (e) => e.data.entryId === id);
    expect(weight().probe.matching('weight.recorded', (e) => e.data.entryId === id)).toHaveLength(1);
    expect((await pendingOf(owner)).pending).toEqual([]);
  });

  it('leaves a curb weight no bucket weighs among the pending weights', async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId);
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, weight: 700 }),
    );
    expect(await entriesOf(owner)).toEqual([]);
    expect((await pendingOf(owner)).pending.map((p) => p.customerId)).toEqual([customer.customerId]);
  });

  it('applies the review rule to a curb weight', async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId);
    for (const pickupDate of ['2026-11-03', '2026-11-10', '2026-11-17']) {
      await weight()
        .api()
        .post('/api/weight-entries')
        .set(owner)
        .send({ customerId: customer.customerId, weight: 10, pickupDate });
    }
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, weight: 40 }),
    );
    const [curb] = await entriesOf(owner, { status: 'needs_review' });
    expect(curb).toMatchObject({ source: 'curb', weight: 40, status: 'needs_review' });
  });
});

describe("the customer service's events", () => {
  it("renames the customer's entries, so the list finds them by the new name", async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId, { firstName: 'Ada', lastName: 'Birch' });
    await weight()
      .api()
      .post('/api/weight-entries')
      .set(owner)
      .send({ customerId: customer.customerId, weight: 5 });
    await weight().apply('customer.updated', tenantId, { ...customer, lastName: 'Willow' });
    const found = await entriesOf(owner, { search: 'willow' });
    expect(found.map((e) => e.customerName)).toEqual(['Ada Willow']);
    // An older snapshot arriving late changes nothing.
    await weight().apply('customer.updated', tenantId, customer, new Date(Date.now() - 60_000));
    expect((await entriesOf(owner))[0]?.customerName).toBe('Ada Willow');
  });

  it("forgets a deleted customer's entries and stops, whatever arrives later", async () => {
    const { tenantId, owner } = weight().business();
    const customer = await weight().customer(tenantId);
    const kept = await weight().customer(tenantId, { firstName: 'Cy' });
    await weight()
      .api()
      .post('/api/weight-entries')
      .set(owner)
      .send({ customerId: customer.customerId, weight: 5 });
    await weight()
      .api()
      .post('/api/weight-entries')
      .set(owner)
      .send({ customerId: kept.customerId, weight: 6 });
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, date: '2026-11-23' }),
    );
    await weight().apply('customer.deleted', tenantId, {
      customerId: customer.customerId,
      userId: customer.userId,
    });

    expect((await entriesOf(owner)).map((e) => e.customerId)).toEqual([kept.customerId]);
    expect((await pendingOf(owner, '2026-11-23')).pending).toEqual([]);
    await weight().apply(
      'stop.completed',
      tenantId,
      stopResult({ customerId: customer.customerId, weight: 8 }),
    );
    await weight().apply('customer.updated', tenantId, customer);
    expect((await entriesOf(owner)).map((e) => e.customerId)).toEqual([kept.customerId]);
    const res = await weight()
      .api()
      .post('/api/weight-entries')
      .set(owner)
      .send({ customerId: customer.customerId, weight: 5 });
    expect(res.status).toBe(404);
  });
});
