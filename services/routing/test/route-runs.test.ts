import { optimizeResult, routeResult, routingApi, routingMessages } from '@pickup/contracts';
import {
  addCustomer,
  addDriver,
  createRoute,
  daysFromToday,
  today,
  weekdayIn,
} from './support/route-helpers';
import { routingForTests } from './support/routing-fixture';

const routing = routingForTests();

type Headers = Record<string, string>;

/** A business with a route running today, its customers on it. */
async function routeToday(customerOverrides: object[] = [{}, {}]) {
  const { tenantId, owner } = routing().business();
  const driver = await addDriver(routing(), tenantId);
  const customers = [];
  for (const overrides of customerOverrides)
    customers.push(await addCustomer(routing(), tenantId, overrides));
  const route = await createRoute(routing(), owner, {
    driverId: driver.driverId,
    pickupDay: weekdayIn(0),
    stops: customers.map(({ customerId }) => ({ customerId })),
  });
  return { tenantId, owner, route, customers };
}

const post = (owner: Headers, path: string, body: object = {}) =>
  routing().api().post(path).set(owner).send(body);

describe("a route's day", () => {
  it('starts once: planned or delayed becomes in progress, a second start is refused', async () => {
    const { owner, route } = await routeToday();
    const started = await post(owner, `/api/routes/${route.id}/start`);
    expect(started.status).toBe(200);
    expect(routeResult.parse(started.body).route).toMatchObject({
      status: 'in_progress',
      date: today(),
      startedAt: expect.any(String),
    });
    const again = await post(owner, `/api/routes/${route.id}/start`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(routingMessages.alreadyStarted);
    await routing().probe.waitForEvents(
      'route.started',
      (e) => e.data.routeId === route.id && e.data.date === today(),
    );
  });

  it('starts only on a day it runs', async () => {
    const { owner, route } = await routeToday();
    const res = await post(owner, `/api/routes/${route.id}/start`, { date: daysFromToday(1) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(routingMessages.notScheduledThatDay);
  });

  it('records each stop, and completes the day once every due stop has a result', async () => {
    const { owner, route, customers } = await routeToday([{ bucketNumber: 'B-101' }, {}]);
    const [first, second] = customers;
    if (!first || !second) throw new Error('two customers expected');
    const stop = (customerId: string, body: object) =>
      post(owner, `/api/routes/${route.id}/stops/${customerId}/complete`, body);

    const early = await stop(first.customerId, { status: 'collected' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(routingMessages.notStarted);

    await post(owner, `/api/routes/${route.id}/start`);
    const noReason = await stop(first.customerId, { status: 'skipped' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toContain(routingMessages.skipReasonRequired);

    const collected = await stop(first.customerId, { status: 'collected', weight: 12.5 });
    expect(collected.status).toBe(200);
    expect(routeResult.parse(collected.body).route).toMatchObject({
      status: 'in_progress',
      results: [{ customerId: first.customerId, status: 'collected', weight: 12.5, reason: '' }],
    });
    const [event] = await routing().probe.waitForEvents(
      'stop.completed',
      (e) => e.data.routeId === route.id && e.data.customerId === first.customerId,
    );
    expect(event?.data).toMatchObject({
      status: 'collected',
      weight: 12.5,
      bucketNumber: 'B-101',
      customerName: 'Robin Meadows',
      date: today(),
    });

    const skipped = await stop(second.customerId, { status: 'skipped', reason: 'Not out' });
    expect(routeResult.parse(skipped.body).route).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
    });
    await routing().probe.waitForEvents('route.completed', (e) => e.data.routeId === route.id);

    const restart = await post(owner, `/api/routes/${route.id}/start`);
    expect(restart.status).toBe(409);
    expect(restart.body.error).toBe(routingMessages.alreadyCompleted);
  });

  it('refuses a stop that is not due that day', async () => {
    const { tenantId, owner, route } = await routeToday();
    const elsewhere = await addCustomer(routing(), tenantId);
    await post(owner, `/api/routes/${route.id}/start`);
    const res = await post(owner, `/api/routes/${route.id}/stops/${elsewhere.customerId}/complete`, {
      status: 'collected',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(routingMessages.stopNotDue);
  });

  it('completes a started day, recording the stops without a result as not collected', async () => {
    const { owner, route, customers } = await routeToday();
    const [first, second] = customers;
    if (!first || !second) throw new Error('two customers expected');
    const notStarted = await post(owner, `/api/routes/${route.id}/complete`);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.error).toBe(routingMessages.notStarted);

    await post(owner, `/api/routes/${route.id}/start`);
    await post(owner, `/api/routes/${route.id}/stops/${first.customerId}/complete`, { status: 'collected' });
    const done = await post(owner, `/api/routes/${route.id}/complete`);
    expect(done.status).toBe(200);
    const completed = routeResult.parse(done.body).route;
    expect(completed.status).toBe('completed');
    expect(
      completed.results.map(({ customerId, status, reason }) => ({ customerId, status, reason })),
    ).toEqual([
      { customerId: first.customerId, status: 'collected', reason: '' },
      { customerId: second.customerId, status: 'skipped', reason: 'Not collected' },
    ]);
    const twice = await post(owner, `/api/routes/${route.id}/complete`);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(routingMessages.alreadyCompleted);
  });
});

describe('optimizing', () => {
  /** Towns of the gazetteer, far apart: the order given zigzags between them. */
  const places = {
    bangor: { latitude: 44.8012, longitude: -68.7778, precision: 'address' as const },
    belfast: { latitude: 44.4259, longitude: -69.0064, precision: 'address' as const },
    brewer: { latitude: 44.7967, longitude: -68.7614, precision: 'address' as const },
    camden: { latitude: 44.2098, longitude: -69.0648, precision: 'address' as const },
  };

  it('orders the stops for a shorter drive from the start and back, and keeps that order', async () => {
    const { owner, route, customers } = await routeToday([
      { location: places.camden },
      { location: places.brewer },
      { location: places.belfast },
    ]);
    const edited = await routing()
      .api()
      .put(`/api/routes/${route.id}`)
      .set(owner)
      .send({ startAddress: 'Bangor, ME' });
    expect(routeResult.parse(edited.body).route.startPoint).not.toBeNull();
    const res = await post(owner, `/api/routes/${route.id}/optimize`);
    expect(res.status).toBe(200);
    const optimized = optimizeResult.parse(res.body);
    expect(optimized.distanceAfter).toBeLessThan(optimized.distanceBefore);
    expect(optimized.reordered).toBeGreaterThan(0);
    const order = optimized.route.stops.map((stop) => stop.customerId);
    // Brewer is next to the start: visited first or last, the two towns to the south in between.
    const brewer = customers[1]?.customerId;
    expect([order[0], order.at(-1)]).toContain(brewer);
    expect(optimized.route.distance).toBeCloseTo(optimized.distanceAfter, 1);
    await routing().probe.waitForEvents(
      'route.updated',
      (e) => e.data.routeId === route.id && e.data.customerIds[0] === order[0],
    );
  });

  it('needs two stops and a start location', async () => {
    const { owner, route } = await routeToday([{}]);
    const one = await post(owner, `/api/routes/${route.id}/optimize`);
    expect({ status: one.status, error: one.body.error }).toEqual({
      status: 400,
      error: routingMessages.cannotOptimize,
    });
    const unplaced = await routeToday([{}, {}]);
    const noStart = await post(unplaced.owner, `/api/routes/${unplaced.route.id}/optimize`);
    expect({ status: noStart.status, error: noStart.body.error }).toEqual({
      status: 400,
      error: routingMessages.cannotOptimize,
    });
    const badId = await post(owner, '/api/routes/not-an-id/optimize');
    expect(badId.status).toBe(400);
    // Each is a 400 the contract documents, not only the one that lists customers.
    const documented = routingApi.optimizeRoute.responses[400]?.schema;
    for (const answer of [one, noStart, badId]) expect(documented?.safeParse(answer.body).success).toBe(true);
  });

  it('names the customers without an address', async () => {
    const { owner, route, customers } = await routeToday([
      {},
      { firstName: 'Lee', lastName: 'Hart', location: null },
    ]);
    await routing().api().put(`/api/routes/${route.id}`).set(owner).send({ startAddress: 'Bangor' });
    const res = await post(owner, `/api/routes/${route.id}/optimize`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: routingMessages.missingAddresses,
      customers: [{ customerId: customers[1]?.customerId, name: 'Lee Hart' }],
    });
  });

  it('answers 422 when the stops cannot be ordered', async () => {
    const { tenantId, owner, route, customers } = await routeToday();
    await routing().api().put(`/api/routes/${route.id}`).set(owner).send({ startAddress: 'Bangor' });
    // Coordinates no snapshot could carry: only a damaged record holds them.
    await routing()
      .db.collection('customers')
      .updateOne(
        { tenantId, customerId: customers[0]?.customerId },
        { $set: { 'details.location.latitude': 200 } },
      );
    const res = await post(owner, `/api/routes/${route.id}/optimize`);
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 422,
      error: routingMessages.optimizationFailed,
    });
  });
});
