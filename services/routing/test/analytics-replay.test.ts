import { replayAll as replayAllPages } from '@pickup/kit/testing';
import { analyticsReplayApi, routeResult } from '@pickup/contracts';
import { addCustomer, addDriver, createRoute, today, weekdayIn } from './support/route-helpers';
import { newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

type Headers = Record<string, string>;

const { path } = analyticsReplayApi.routing;

const replay = (
  query: Record<string, string | number>,
  headers: Headers = { 'x-internal-secret': routing().config.INTERNAL_SECRET },
) => routing().api().get(path).query(query).set(headers);

const replayAll = (tenantId: string, limit: number) => replayAllPages(replay, tenantId, limit);

/** When a document was made, as its id says. */
const madeAt = (id: string) => new Date(parseInt(id.slice(0, 8), 16) * 1000).toISOString();

const post = async (owner: Headers, url: string, body: object = {}) =>
  routeResult.parse((await routing().api().post(url).set(owner).send(body).expect(200)).body).route;

/**
 * A business with a route worked today (one stop collected, one skipped, the third left when the
 * owner completed the day, that household deleted since) and a route not run yet.
 */
async function businessWithADay() {
  const fixture = routing();
  const business = fixture.business();
  const { tenantId, owner } = business;
  const driver = await addDriver(fixture, tenantId);
  const [collected, skipped, deleted] = [
    await addCustomer(fixture, tenantId, { firstName: 'Ada', lastName: 'Birch', bucketNumber: 'B-011' }),
    await addCustomer(fixture, tenantId),
    await addCustomer(fixture, tenantId),
  ];
  const worked = await createRoute(fixture, owner, {
    name: 'Bangor Today',
    driverId: driver.driverId,
    pickupDay: weekdayIn(0),
    stops: [collected, skipped, deleted].map(({ customerId }) => ({ customerId })),
  });
  const later = await createRoute(fixture, owner, {
    name: 'Brewer Later',
    driverId: driver.driverId,
    pickupDay: weekdayIn(1),
  });
  const started = await post(owner, `/api/routes/${worked.id}/start`);
  await post(owner, `/api/routes/${worked.id}/stops/${collected.customerId}/complete`, {
    status: 'collected',
    weight: 12.5,
  });
  await post(owner, `/api/routes/${worked.id}/stops/${skipped.customerId}/complete`, {
    status: 'skipped',
    reason: 'Not out',
  });
  const completed = await post(owner, `/api/routes/${worked.id}/complete`);
  await fixture.apply('customer.deleted', tenantId, { customerId: deleted.customerId, userId: null });
  return { ...business, worked, later, started, completed, collected, skipped, deleted };
}

describe('GET /internal/analytics/replay (routing)', () => {
  it('tells each route’s creation, then each day’s start, stop results and completion, at their moments', async () => {
    const { tenantId, worked, later, started, completed, collected, skipped, deleted } =
      await businessWithADay();
    const other = routing().business();
    const theirDriver = await addDriver(routing(), other.tenantId);
    await createRoute(routing(), other.owner, {
      name: 'Not Theirs',
      driverId: theirDriver.driverId,
      pickupDay: weekdayIn(0),
    });

    const { events } = await replayAll(tenantId, 500);
    expect(events.every((event) => event.tenantId === tenantId)).toBe(true);
    const resultAt = (customerId: string) =>
      completed.results.find((result) => result.customerId === customerId)?.at;
    expect(events.map((event) => [event.type, event.occurredAt])).toEqual([
      ['route.created', madeAt(worked.id)],
      ['route.created', madeAt(later.id)],
      ['route.started', started.startedAt],
      ['stop.completed', resultAt(collected.customerId)],
      ['stop.completed', resultAt(skipped.customerId)],
      ['route.completed', completed.completedAt],
    ]);
    expect(events[0]?.data).toEqual({
      routeId: worked.id,
      name: 'Bangor Today',
      driverId: worked.driverId,
      pickupDay: weekdayIn(0),
      firstDate: worked.firstDate,
      startTime: '09:00',
      endTime: worked.endTime,
      customerIds: [collected.customerId, skipped.customerId],
    });
    expect(events[2]?.data).toEqual({
      routeId: worked.id,
      name: 'Bangor Today',
      date: today(),
      at: started.startedAt,
    });
    expect(events[3]?.data).toEqual({
      routeId: worked.id,
      customerId: collected.customerId,
      date: today(),
      status: 'collected',
      reason: '',
      weight: 12.5,
      bucketNumber: 'B-011',
      customerName: 'Ada Birch',
      at: resultAt(collected.customerId),
    });
    expect(events[4]?.data).toMatchObject({
      customerId: skipped.customerId,
      status: 'skipped',
      reason: 'Not out',
    });
    // The deleted household's result (not collected, when the day was completed) is gone.
    expect(JSON.stringify(events)).not.toContain(deleted.customerId);
  });

  it('pages with limit and after: every route and day once, in order, with the same ids on a second replay', async () => {
    const { tenantId } = await businessWithADay();
    const whole = await replayAll(tenantId, 500);
    const paged = await replayAll(tenantId, 1);
    // Two routes and a day's run, one a page, and the last page says there is no more.
    expect(paged.pages).toBe(4);
    expect(paged.events).toEqual(whole.events);
    expect(new Set(whole.events.map((event) => event.id)).size).toBe(whole.events.length);
  });

  it('answers only to the internal secret, and 400 for a malformed query', async () => {
    const { tenantId, owner } = routing().business();
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
      { tenantId, limit: 'many' },
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
