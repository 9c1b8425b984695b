import {
  limits,
  type Route,
  routeResult,
  routesResult,
  routeStats,
  routingMessages,
} from '@pickup/contracts';
import {
  addCustomer,
  addDriver,
  createRoute,
  daysFromToday,
  today,
  weekdayIn,
} from './support/route-helpers';
import { newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

/** A business with an active driver, ready for routes. */
async function businessWithDriver(maxBuckets = 20) {
  const { tenantId, owner } = routing().business();
  const driver = await addDriver(routing(), tenantId, { name: 'Dana Birch', maxBuckets });
  return { tenantId, owner, driver };
}

const getRoute = async (owner: Record<string, string>, id: string, date?: string) => {
  const res = await routing()
    .api()
    .get(`/api/routes/${id}`)
    .query(date ? { date } : {})
    .set(owner);
  expect(res.status).toBe(200);
  return routeResult.parse(res.body).route;
};

const listRoutes = async (owner: Record<string, string>, query: Record<string, string> = {}) => {
  const res = await routing().api().get('/api/routes').query(query).set(owner);
  expect(res.status).toBe(200);
  return routesResult.parse(res.body).routes;
};

describe('creating a route', () => {
  it('needs a name, a driver and a start time, with the spec’s message', async () => {
    const { owner, driver } = await businessWithDriver();
    for (const body of [
      { driverId: driver.driverId, startTime: '09:00' },
      { name: 'North', startTime: '09:00' },
      { name: 'North', driverId: driver.driverId },
      { name: '  ', driverId: driver.driverId, startTime: '09:00' },
    ]) {
      const res = await routing().api().post('/api/routes').set(owner).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(routingMessages.routeMissingInformation);
    }
  });

  it('is planned, estimated at 120 minutes, first on its pickup day, with its start address placed', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const customer = await addCustomer(routing(), tenantId, { firstName: 'Ada', lastName: 'Stone' });
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      pickupDay: weekdayIn(1),
      startAddress: '1 Main Street, Bangor, ME',
      endAddress: 'Somewhere unknown',
      stops: [{ customerId: customer.customerId }],
    });
    expect(route).toMatchObject({
      status: 'planned',
      estimatedTime: limits.defaultEstimatedRouteMinutes,
      pickupDay: weekdayIn(1),
      firstDate: daysFromToday(1),
      date: daysFromToday(1),
      driver: 'Dana Birch',
      startPoint: { precision: 'zone' },
      endPoint: null,
      capacity: 20,
      capacityWarning: null,
      buckets: 1,
    });
    expect(route.stops).toEqual([
      expect.objectContaining({
        customerId: customer.customerId,
        customerName: 'Ada Stone',
        address: '12 Elm Street, Bangor, ME 04401',
        order: 1,
        frequency: 'weekly',
        startsOn: daysFromToday(1),
      }),
    ]);
    expect(route.dueStopIds).toEqual([route.stops[0]?.id]);
    expect(route.distance).toEqual(expect.any(Number));
  });

  it('takes its pickup day from its first date when none is given', async () => {
    const { owner, driver } = await businessWithDriver();
    const route = await createRoute(routing(), owner, { driverId: driver.driverId, date: daysFromToday(3) });
    expect(route).toMatchObject({
      pickupDay: weekdayIn(3),
      firstDate: daysFromToday(3),
      date: daysFromToday(3),
    });
  });

  it('refuses an unknown or inactive driver, and unknown or archived customers', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const inactive = await addDriver(routing(), tenantId, { isActive: false });
    const archived = await addCustomer(routing(), tenantId, { status: 'archived' });
    const cases = [
      { body: { driverId: newId() }, status: 404, error: routingMessages.driverNotFound },
      { body: { driverId: inactive.driverId }, status: 409, error: routingMessages.driverInactive },
      {
        body: { driverId: driver.driverId, stops: [{ customerId: newId() }] },
        status: 404,
        error: routingMessages.customerNotFound,
      },
      {
        body: { driverId: driver.driverId, stops: [{ customerId: archived.customerId }] },
        status: 409,
        error: routingMessages.customerNotRoutable,
      },
    ];
    for (const { body, status, error } of cases) {
      const res = await routing()
        .api()
        .post('/api/routes')
        .set(owner)
        .send({ name: 'North', startTime: '09:00', ...body });
      expect({ status: res.status, error: res.body.error }).toEqual({ status, error });
    }
  });

  it('announces the route with its customers', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const customer = await addCustomer(routing(), tenantId);
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      stops: [{ customerId: customer.customerId }],
    });
    const [event] = await routing().probe.waitForEvents('route.created', (e) => e.data.routeId === route.id);
    expect(event?.data).toMatchObject({
      name: route.name,
      driverId: driver.driverId,
      customerIds: [customer.customerId],
    });
    expect(event?.tenantId).toBe(tenantId);
  });
});

describe('editing and deleting', () => {
  it('edits any field, keeps the status and each kept customer’s stop, refuses an inactive driver', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const first = await addCustomer(routing(), tenantId);
    const second = await addCustomer(routing(), tenantId);
    const third = await addCustomer(routing(), tenantId);
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      pickupDay: weekdayIn(0),
      startTime: '00:00',
      stops: [{ customerId: first.customerId }, { customerId: second.customerId }],
    });
    expect(route.status).toBe('delayed');
    const res = await routing()
      .api()
      .put(`/api/routes/${route.id}`)
      .set(owner)
      .send({
        name: 'Renamed',
        notes: 'Gate code 1234',
        stops: [{ customerId: second.customerId }, { customerId: third.customerId }],
      });
    expect(res.status).toBe(200);
    const edited = routeResult.parse(res.body).route;
    expect(edited).toMatchObject({ name: 'Renamed', notes: 'Gate code 1234', status: 'delayed' });
    expect(edited.stops.map((stop) => stop.customerId)).toEqual([second.customerId, third.customerId]);
    expect(edited.stops[0]?.id).toBe(route.stops[1]?.id);

    const inactive = await addDriver(routing(), tenantId, { isActive: false });
    const refused = await routing()
      .api()
      .put(`/api/routes/${route.id}`)
      .set(owner)
      .send({ driverId: inactive.driverId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(routingMessages.driverInactive);
    await routing().probe.waitForEvents(
      'route.updated',
      (e) => e.data.routeId === route.id && e.data.name === 'Renamed',
    );
  });

  it('deletes a route for good', async () => {
    const { owner, driver } = await businessWithDriver();
    const route = await createRoute(routing(), owner, { driverId: driver.driverId });
    expect((await routing().api().delete(`/api/routes/${route.id}`).set(owner)).status).toBe(204);
    const gone = await routing().api().get(`/api/routes/${route.id}`).set(owner);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(routingMessages.routeNotFound);
    expect((await routing().api().delete(`/api/routes/${route.id}`).set(owner)).status).toBe(404);
    await routing().probe.waitForEvents('route.deleted', (e) => e.data.routeId === route.id);
  });

  it('adds a customer as the last stop, once', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const first = await addCustomer(routing(), tenantId);
    const second = await addCustomer(routing(), tenantId);
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      stops: [{ customerId: first.customerId }],
    });
    const add = () =>
      routing()
        .api()
        .post(`/api/routes/${route.id}/customers`)
        .set(owner)
        .send({ customerId: second.customerId });
    const added = await add();
    expect(added.status).toBe(200);
    expect(routeResult.parse(added.body).route.stops.map((stop) => [stop.customerId, stop.order])).toEqual([
      [first.customerId, 1],
      [second.customerId, 2],
    ]);
    const again = await add();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(routingMessages.customerAlreadyOnRoute);
    const unknown = await routing()
      .api()
      .post(`/api/routes/${route.id}/customers`)
      .set(owner)
      .send({ customerId: newId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(routingMessages.customerNotFound);
  });
});

describe('the list and the calendar', () => {
  it('lists every occurrence in a range, at most 42 days, with both ends', async () => {
    const { owner, driver } = await businessWithDriver();
    await createRoute(routing(), owner, { driverId: driver.driverId, pickupDay: weekdayIn(1) });
    const weeks = await listRoutes(owner, { from: today(), to: daysFromToday(27) });
    expect(weeks.map((route) => route.date)).toEqual([1, 8, 15, 22].map(daysFromToday));
    for (const query of [
      { from: today(), to: daysFromToday(42) },
      { from: today() },
      { from: daysFromToday(3), to: today() },
    ]) {
      const res = await routing().api().get('/api/routes').query(query).set(owner);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(routingMessages.dateOutOfRange);
    }
  });

  it('filters by driver, zone and status', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const other = await addDriver(routing(), tenantId);
    const north = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      zone: 'bangor',
      pickupDay: weekdayIn(1),
    });
    const late = await createRoute(routing(), owner, {
      driverId: other.driverId,
      zone: 'belfast',
      pickupDay: weekdayIn(0),
      startTime: '00:00',
    });
    expect((await listRoutes(owner, { driverId: driver.driverId })).map((r) => r.id)).toEqual([north.id]);
    expect((await listRoutes(owner, { zone: 'belfast' })).map((r) => r.id)).toEqual([late.id]);
    expect((await listRoutes(owner, { status: 'delayed' })).map((r) => r.id)).toEqual([late.id]);
    expect((await listRoutes(owner, { status: 'planned' })).map((r) => r.id)).toEqual([north.id]);
  });

  it('skips a holiday and moves a day, and undoes either', async () => {
    const { owner, driver } = await businessWithDriver();
    const route = await createRoute(routing(), owner, { driverId: driver.driverId, pickupDay: weekdayIn(1) });
    const range = { from: today(), to: daysFromToday(20) };
    const skip = await routing()
      .api()
      .post(`/api/routes/${route.id}/exceptions`)
      .set(owner)
      .send({ date: daysFromToday(8), action: 'skip', reason: 'Holiday' });
    expect(skip.status).toBe(200);
    const move = await routing()
      .api()
      .post(`/api/routes/${route.id}/exceptions`)
      .set(owner)
      .send({ date: daysFromToday(15), action: 'move', movedTo: daysFromToday(16) });
    expect(routeResult.parse(move.body).route).toMatchObject({
      date: daysFromToday(16),
      movedFrom: daysFromToday(15),
    });
    const listed = await listRoutes(owner, range);
    expect(listed.map((r) => [r.date, r.movedFrom])).toEqual([
      [daysFromToday(1), null],
      [daysFromToday(16), daysFromToday(15)],
    ]);

    const offDay = await routing()
      .api()
      .post(`/api/routes/${route.id}/exceptions`)
      .set(owner)
      .send({ date: daysFromToday(2), action: 'skip' });
    expect(offDay.status).toBe(409);
    expect(offDay.body.error).toBe(routingMessages.notScheduledThatDay);

    expect(
      (
        await routing()
          .api()
          .delete(`/api/routes/${route.id}/exceptions/${daysFromToday(8)}`)
          .set(owner)
      ).status,
    ).toBe(200);
    expect((await listRoutes(owner, range)).map((r) => r.date)).toEqual([1, 8, 16].map(daysFromToday));
  });

  it('visits a biweekly customer every other week and a paused one not at all', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const weekly = await addCustomer(routing(), tenantId);
    const biweekly = await addCustomer(routing(), tenantId, { subscription: 'biweekly' });
    const paused = await addCustomer(routing(), tenantId, { status: 'paused' });
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      pickupDay: weekdayIn(1),
      stops: [weekly, biweekly, paused].map(({ customerId }) => ({ customerId })),
    });
    const stopOf = new Map(route.stops.map((stop) => [stop.customerId, stop.id]));
    const listed = await listRoutes(owner, { from: today(), to: daysFromToday(27) });
    expect(listed.map((r) => r.dueStopIds)).toEqual([
      [stopOf.get(weekly.customerId), stopOf.get(biweekly.customerId)],
      [stopOf.get(weekly.customerId)],
      [stopOf.get(weekly.customerId), stopOf.get(biweekly.customerId)],
      [stopOf.get(weekly.customerId)],
    ]);
    expect(listed[0]?.stops).toHaveLength(3);
  });

  it('flags a day whose buckets exceed the driver’s vehicle, and saves it all the same', async () => {
    const { tenantId, owner, driver } = await businessWithDriver(3);
    const customers = await Promise.all(
      [1, 2].map(() => addCustomer(routing(), tenantId, { bucketCount: 2 })),
    );
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      stops: customers.map(({ customerId }) => ({ customerId })),
    });
    expect(route).toMatchObject({
      buckets: 4,
      capacity: 3,
      capacityWarning: routingMessages.overCapacity(4, 3),
    });
  });

  it('answers the stat cards', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    await addDriver(routing(), tenantId, { isActive: false });
    const customers = await Promise.all(
      [1, 2].map(() => addCustomer(routing(), tenantId, { location: null })),
    );
    await createRoute(routing(), owner, {
      driverId: driver.driverId,
      stops: customers.map(({ customerId }) => ({ customerId })),
    });
    await createRoute(routing(), owner, { driverId: driver.driverId, startAddress: 'Bangor' });
    const res = await routing().api().get('/api/routes/stats').set(owner);
    expect(res.status).toBe(200);
    expect(routeStats.parse(res.body)).toEqual({
      totalRoutes: 2,
      activeRoutes: 0,
      totalStops: 2,
      availableDrivers: 1,
      // A route without coordinates counts the spec's estimate; one from its start back to it, nothing.
      totalDistance: limits.distanceEstimatePerRoute,
    });
  });
});

describe('customers leaving', () => {
  it('takes an archived or deleted customer off every route', async () => {
    const { tenantId, owner, driver } = await businessWithDriver();
    const staying = await addCustomer(routing(), tenantId);
    const archived = await addCustomer(routing(), tenantId);
    const deleted = await addCustomer(routing(), tenantId);
    const stops = [staying, archived, deleted].map((customer) => ({ customerId: customer.customerId }));
    const routes = await Promise.all(
      [1, 2].map(() => createRoute(routing(), owner, { driverId: driver.driverId, stops })),
    );
    await routing().apply('customer.archived', tenantId, { ...archived, status: 'archived' });
    await routing().apply('customer.deleted', tenantId, {
      customerId: deleted.customerId,
      userId: deleted.userId,
    });
    for (const route of routes) {
      expect((await getRoute(owner, route.id)).stops.map((stop) => stop.customerId)).toEqual([
        staying.customerId,
      ]);
    }
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another business’s route on every verb', async () => {
    const { owner, driver } = await businessWithDriver();
    const route: Route = await createRoute(routing(), owner, { driverId: driver.driverId });
    const other = routing().business();
    const api = routing().api();
    const calls = [
      api.get(`/api/routes/${route.id}`),
      api.put(`/api/routes/${route.id}`).send({ name: 'Mine now' }),
      api.delete(`/api/routes/${route.id}`),
      api.post(`/api/routes/${route.id}/start`).send({}),
      api.post(`/api/routes/${route.id}/complete`).send({}),
      api.post(`/api/routes/${route.id}/optimize`),
      api.post(`/api/routes/${route.id}/customers`).send({ customerId: newId() }),
      api.post(`/api/routes/${route.id}/exceptions`).send({ date: route.date, action: 'skip' }),
      api.delete(`/api/routes/${route.id}/exceptions/${route.date}`),
      api.post(`/api/routes/${route.id}/stops/${newId()}/complete`).send({ status: 'collected' }),
    ];
    for (const call of calls) {
      const res = await call.set(other.owner);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 404,
        error: routingMessages.routeNotFound,
      });
    }
    expect(await listRoutes(other.owner)).toEqual([]);
    expect((await getRoute(owner, route.id)).name).toBe(route.name);
  });

  it('is for owners only', async () => {
    const { tenantId } = routing().business();
    const res = await routing().api().get('/api/routes').set(routing().auth('customer', tenantId));
    expect(res.status).toBe(403);
  });
});
