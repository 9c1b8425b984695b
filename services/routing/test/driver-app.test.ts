import {
  driverRoute,
  driverTodayResult,
  type DriverRole,
  routeResult,
  routingMessages,
} from '@pickup/contracts';
import { addCustomer, addDriver, createRoute, today, weekdayIn } from './support/route-helpers';
import { newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

/** A driver with a login and two routes of the business today: one theirs, one a colleague's. */
async function driversDay(role: DriverRole = 'driver') {
  const { tenantId, owner } = routing().business();
  const userId = newId();
  const driver = await addDriver(routing(), tenantId, { userId, role });
  const colleague = await addDriver(routing(), tenantId, { name: 'Colleague' });
  const weekly = await addCustomer(routing(), tenantId, { pickupInstructions: 'Behind the shed' });
  const other = await addCustomer(routing(), tenantId);
  const own = await createRoute(routing(), owner, {
    name: 'Mine',
    driverId: driver.driverId,
    pickupDay: weekdayIn(0),
    startTime: '08:00',
    stops: [{ customerId: weekly.customerId }],
  });
  const colleagues = await createRoute(routing(), owner, {
    name: 'Theirs',
    driverId: colleague.driverId,
    pickupDay: weekdayIn(0),
    startTime: '09:00',
    stops: [{ customerId: other.customerId }],
  });
  await createRoute(routing(), owner, {
    name: 'Tomorrow',
    driverId: driver.driverId,
    pickupDay: weekdayIn(1),
  });
  return { tenantId, owner, weekly, own, colleagues, app: routing().auth('driver', tenantId, userId) };
}

const complete = (app: Record<string, string>, stopId: string, body: object) =>
  routing().api().post(`/api/driver/stops/${stopId}/complete`).set(app).send(body);

describe("the drivers' app", () => {
  it('shows a driver their routes today, due stops in order with what the curb needs', async () => {
    const { app, own, weekly } = await driversDay();
    const res = await routing().api().get('/api/driver/routes/today').set(app);
    expect(res.status).toBe(200);
    const day = driverTodayResult.parse(res.body);
    expect(day.date).toBe(today());
    expect(day.routes.map((route) => route.id)).toEqual([own.id]);
    expect(day.routes[0]?.stops).toEqual([
      expect.objectContaining({
        customerId: weekly.customerId,
        order: 1,
        pickupInstructions: 'Behind the shed',
        location: weekly.location,
        result: null,
      }),
    ]);
  });

  it('shows an admin driver every route of the business today', async () => {
    const { app, own, colleagues } = await driversDay('admin');
    const day = driverTodayResult.parse(
      (await routing().api().get('/api/driver/routes/today').set(app)).body,
    );
    expect(day.routes.map((route) => route.id)).toEqual([own.id, colleagues.id]);
  });

  it('completing a stop starts the route and records the result with the curb weight', async () => {
    const { app, owner, own, weekly } = await driversDay();
    const stopId = own.stops[0]?.id ?? '';
    const res = await complete(app, stopId, { status: 'collected', weight: 14 });
    expect(res.status).toBe(200);
    const route = driverRoute.parse(res.body);
    expect(route.status).toBe('completed');
    expect(route.stops[0]?.result).toMatchObject({ status: 'collected', weight: 14 });
    const seen = routeResult.parse(
      (await routing().api().get(`/api/routes/${own.id}`).set(owner)).body,
    ).route;
    expect(seen).toMatchObject({ status: 'completed', startedAt: expect.any(String) });
    await routing().probe.waitForEvents('route.started', (e) => e.data.routeId === own.id);
    const [event] = await routing().probe.waitForEvents('stop.completed', (e) => e.data.routeId === own.id);
    expect(event?.data).toMatchObject({ customerId: weekly.customerId, weight: 14 });
  });

  it("refuses a stop of another driver's route, and a stop id no route has", async () => {
    const { app, colleagues } = await driversDay();
    for (const stopId of [colleagues.stops[0]?.id ?? '', newId()]) {
      const res = await complete(app, stopId, { status: 'collected' });
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 404,
        error: routingMessages.notYourRoute,
      });
    }
  });

  it('lets a view-only login read its routes but complete nothing', async () => {
    const { app, own } = await driversDay('view-only');
    expect((await routing().api().get('/api/driver/routes/today').set(app)).status).toBe(200);
    const res = await complete(app, own.stops[0]?.id ?? '', { status: 'collected' });
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 403,
      error: routingMessages.viewOnlyDriver,
    });
  });

  it('needs a skip reason, and a driver record for the login', async () => {
    const { app, own, tenantId } = await driversDay();
    const noReason = await complete(app, own.stops[0]?.id ?? '', { status: 'skipped' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toContain(routingMessages.skipReasonRequired);
    const stranger = routing().auth('driver', tenantId, newId());
    const res = await routing().api().get('/api/driver/routes/today').set(stranger);
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 404,
      error: routingMessages.notYourRoute,
    });
  });

  it('is for driver logins only', async () => {
    const { owner } = await driversDay();
    expect((await routing().api().get('/api/driver/routes/today').set(owner)).status).toBe(403);
  });
});
