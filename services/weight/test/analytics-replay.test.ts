import { replayAll as replayAllPages } from '@pickup/kit/testing';
import { analyticsReplayApi, weightEntryResult } from '@pickup/contracts';
import { newId, weightForTests } from './support/weight-fixture';

const weight = weightForTests();

const { path } = analyticsReplayApi.weight;
type Headers = Record<string, string>;

const replay = (
  query: Record<string, string | number>,
  headers: Headers = { 'x-internal-secret': weight().config.INTERNAL_SECRET },
) => weight().api().get(path).query(query).set(headers);

const replayAll = (tenantId: string, limit: number) => replayAllPages(replay, tenantId, limit);

async function record(owner: Headers, body: object) {
  const res = await weight().api().post('/api/weight-entries').set(owner).send(body).expect(201);
  return weightEntryResult.parse(res.body).entry;
}

/**
 * A business with an entry never changed, one edited, one sent to review and resolved, and one
 * of a customer deleted since.
 */
async function businessWithEntries() {
  const fixture = weight();
  const business = fixture.business();
  const { tenantId, owner } = business;
  const household = await fixture.customer(tenantId, { bucketNumber: 'B-007' });
  const leaving = await fixture.customer(tenantId);
  const untouched = await record(owner, { customerId: household.customerId, weight: 11 });
  const edited = await record(owner, {
    customerId: household.customerId,
    weight: 9,
    pickupDate: '2026-11-20',
  });
  const reviewed = await record(owner, {
    customerId: household.customerId,
    weight: 8,
    contamination: ['Glass'],
  });
  const gone = await record(owner, { customerId: leaving.customerId, weight: 7 });
  const afterEdit = weightEntryResult.parse(
    (
      await fixture
        .api()
        .put(`/api/weight-entries/${edited.id}`)
        .set(owner)
        .send({ weight: 9.5, changeReason: 'Scale misread' })
        .expect(200)
    ).body,
  ).entry;
  const afterResolve = weightEntryResult.parse(
    (await fixture.api().patch(`/api/weight-entries/${reviewed.id}/resolve`).set(owner).send({}).expect(200))
      .body,
  ).entry;
  await fixture.apply('customer.deleted', tenantId, {
    customerId: leaving.customerId,
    userId: leaving.userId,
  });
  return { ...business, untouched, edited: afterEdit, reviewed: afterResolve, gone };
}

describe('GET /internal/analytics/replay (weight)', () => {
  it('tells each entry once as it is now: recorded when never changed, else updated at its last change', async () => {
    const { tenantId, untouched, edited, reviewed, gone } = await businessWithEntries();
    const other = weight().business();
    const stranger = await weight().customer(other.tenantId);
    await record(other.owner, { customerId: stranger.customerId, weight: 5 });

    const { events } = await replayAll(tenantId, 500);
    expect(events.every((event) => event.tenantId === tenantId)).toBe(true);
    expect(events.map((event) => [event.type, event.occurredAt])).toEqual([
      ['weight.recorded', untouched.createdAt],
      ['weight.updated', edited.updatedAt],
      ['weight.updated', reviewed.updatedAt],
    ]);
    expect(events[0]?.data).toEqual({
      entryId: untouched.id,
      customerId: untouched.customerId,
      bucketNumber: 'B-007',
      weight: 11,
      pickupDate: untouched.pickupDate,
      status: 'processed',
      contamination: [],
      materialTypes: [],
      routeId: null,
    });
    expect(events[1]?.data).toMatchObject({
      entryId: edited.id,
      weight: 9.5,
      pickupDate: '2026-11-20',
      status: 'processed',
      previousStatus: 'processed',
    });
    expect(events[2]?.data).toMatchObject({
      entryId: reviewed.id,
      contamination: ['Glass'],
      status: 'processed',
      previousStatus: 'needs_review',
    });
    expect(JSON.stringify(events)).not.toContain(gone.id);
  });

  it('pages with limit and after: every entry once, in order, with the same ids on a second replay', async () => {
    const { tenantId } = await businessWithEntries();
    const whole = await replayAll(tenantId, 500);
    const paged = await replayAll(tenantId, 2);
    // Three entries, two a page.
    expect(paged.pages).toBe(2);
    expect(paged.events).toEqual(whole.events);
    expect(new Set(whole.events.map((event) => event.id)).size).toBe(3);
  });

  it('answers only to the internal secret, and 400 for a malformed query', async () => {
    const { tenantId, owner } = weight().business();
    for (const res of [
      await replay({ tenantId }, {}),
      await replay({ tenantId }, { 'x-internal-secret': 'guessed-secret-0123456789' }),
      await replay({ tenantId }, owner),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const malformed: Record<string, string | number>[] = [
      { tenantId: 'not-an-id' },
      { tenantId, limit: 0 },
      { tenantId, after: 'x'.repeat(201) },
      {},
    ];
    for (const query of malformed) {
      const res = await replay(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await replay({ tenantId: newId() }).expect(200)).body).toEqual({ events: [], next: null });
  });
});
