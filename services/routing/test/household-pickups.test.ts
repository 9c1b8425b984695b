import {
  customerPickupsResult,
  dayPickupsResult,
  driverTodayResult,
  nextPickup,
  remindersMessages,
  routeResult,
  routingMessages,
} from '@pickup/contracts';
import { internalHeaders } from '@pickup/kit';
import { Types } from 'mongoose';
import { addCustomer, addDriver, createRoute, daysFromToday, weekdayIn } from './support/route-helpers';
import { customerSnapshot, newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

type Headers = Record<string, string>;

/**
 * A weekly household with a login on a route of its business, whose day is `inDays` from today;
 * its window lasts the whole day, so that today's pickup is ahead whenever the test runs.
 */
async function householdOnRoute(inDays = 2, customer: object = {}, route: object = {}) {
  const { tenantId, owner } = routing().business();
  const userId = newId();
  const household = await addCustomer(routing(), tenantId, { userId, ...customer });
  const driverLogin = newId();
  const driver = await addDriver(routing(), tenantId, { userId: driverLogin, name: 'Dana Birch' });
  const created = await createRoute(routing(), owner, {
    name: 'Bangor North',
    driverId: driver.driverId,
    pickupDay: weekdayIn(inDays),
    startTime: '00:01',
    endTime: '00:00',
    stops: [{ customerId: household.customerId }],
    ...route,
  });
  return {
    tenantId,
    owner,
    userId,
    household,
    route: created,
    customer: routing().auth('customer', tenantId, userId),
    driverApp: routing().auth('driver', tenantId, driverLogin),
  };
}

const skipPath = (userId: string, date: string) => `/api/customer/${userId}/pickups/${date}/skip`;
const skip = (userId: string, date: string, as: Headers) =>
  routing().api().post(skipPath(userId, date)).set(as);
const restore = (userId: string, date: string, as: Headers) =>
  routing().api().delete(skipPath(userId, date)).set(as);

async function pickupsOf(userId: string, as: Headers) {
  const res = await routing().api().get(`/api/customer/${userId}/pickups`).set(as);
  expect(res.status).toBe(200);
  return customerPickupsResult.parse(res.body);
}

async function nextOf(userId: string, as: Headers) {
  return nextPickup.parse((await routing().api().get(`/api/customer/${userId}/next-pickup`).set(as)).body);
}

describe('a household skips one pickup and brings it back', () => {
  it('lists the skipped day as skipped, moves the next pickup on, and restores it', async () => {
    const { userId, customer } = await householdOnRoute(2);
    const date = daysFromToday(2);
    const before = await pickupsOf(userId, customer);
    expect(before.pickups[0]).toMatchObject({ date, status: 'scheduled', canSkip: true, canRestore: false });

    const skipped = await skip(userId, date, customer);
    expect(skipped.status).toBe(200);
    const afterSkip = customerPickupsResult.parse(skipped.body);
    expect(afterSkip.pickups[0]).toMatchObject({ date, status: 'skipped', canSkip: false, canRestore: true });
    expect(afterSkip.pickups[1]).toMatchObject({ date: daysFromToday(9), status: 'scheduled' });
    expect((await nextOf(userId, customer)).date).toBe(daysFromToday(9));

    const restored = await restore(userId, date, customer);
    expect(restored.status).toBe(200);
    expect(customerPickupsResult.parse(restored.body).pickups[0]).toMatchObject({
      date,
      status: 'scheduled',
      canSkip: true,
      canRestore: false,
    });
    expect((await nextOf(userId, customer)).date).toBe(date);

    const again = await restore(userId, date, customer);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(routingMessages.pickupNotSkipped);
  });

  it('answers 409 for a day without a pickup, a day gone by and a day whose run has started', async () => {
    const { owner, userId, customer, route } = await householdOnRoute(0);
    const noPickup = await skip(userId, daysFromToday(3), customer);
    expect(noPickup.status).toBe(409);
    expect(noPickup.body.error).toBe(remindersMessages.noPickupToSkip);

    const past = await skip(userId, daysFromToday(-7), customer);
    expect(past.status).toBe(409);
    expect(past.body.error).toBe(remindersMessages.skipLinkExpired);

    await routing().api().post(`/api/routes/${route.id}/start`).set(owner).send({}).expect(200);
    const started = await skip(userId, daysFromToday(0), customer);
    expect(started.status).toBe(409);
    expect(started.body.error).toBe(remindersMessages.skipLinkExpired);
    const today = (await pickupsOf(userId, customer)).pickups[0];
    expect(today).toMatchObject({ date: daysFromToday(0), status: 'confirmed', canSkip: false });

    const notSkipped = await restore(userId, daysFromToday(7), customer);
    expect(notSkipped.status).toBe(409);
    expect(notSkipped.body.error).toBe(routingMessages.pickupNotSkipped);
  });

  it('is the household’s own: another customer or business gets 404, the owner may skip for it', async () => {
    const { tenantId, owner, userId } = await householdOnRoute(2);
    const date = daysFromToday(2);
    const neighbour = routing().auth('customer', tenantId, newId());
    const byNeighbour = await skip(userId, date, neighbour);
    expect(byNeighbour.status).toBe(404);
    expect(byNeighbour.body.error).toBe(routingMessages.customerNotFound);
    expect((await restore(userId, date, neighbour)).status).toBe(404);

    const elsewhere = routing().business();
    expect((await skip(userId, date, elsewhere.owner)).status).toBe(404);
    const otherHousehold = routing().auth('customer', elsewhere.tenantId, userId);
    expect((await skip(userId, date, otherHousehold)).status).toBe(404);

    const byOwner = await skip(userId, date, owner);
    expect(byOwner.status).toBe(200);
    expect(customerPickupsResult.parse(byOwner.body).pickups[0]?.status).toBe('skipped');
  });

  it('refuses a malformed day with 400', async () => {
    const { userId, customer } = await householdOnRoute(2);
    const res = await skip(userId, 'next-week', customer);
    expect(res.status).toBe(400);
  });
});

describe('a route stored before routes listed their customers', () => {
  it('still gives its households their pickups, and lists them on the route from then on', async () => {
    const { userId, customer, household, route } = await householdOnRoute(2);
    const routes = routing().db.collection('routes');
    const stored = { _id: new Types.ObjectId(route.id) };
    await routes.updateOne(stored, { $unset: { customerIds: '' } });

    expect((await nextOf(userId, customer)).date).toBe(daysFromToday(2));
    expect(await routes.findOne(stored)).toMatchObject({ customerIds: [household.customerId] });
  });
});

describe('a household’s pause', () => {
  const internal = () => ({ [internalHeaders.secret]: routing().config.INTERNAL_SECRET });

  it('leaves its days out of the next pickup and lists them as paused', async () => {
    const pause = { from: daysFromToday(1), until: daysFromToday(16) };
    const { tenantId, userId, customer, route, owner } = await householdOnRoute(2, { pause });
    expect((await nextOf(userId, customer)).date).toBe(daysFromToday(16));
    const schedule = await pickupsOf(userId, customer);
    expect(
      schedule.pickups.slice(0, 3).map(({ date, status, canSkip }) => ({ date, status, canSkip })),
    ).toEqual([
      { date: daysFromToday(2), status: 'paused', canSkip: false },
      { date: daysFromToday(9), status: 'paused', canSkip: false },
      { date: daysFromToday(16), status: 'scheduled', canSkip: true },
    ]);
    const day = await routing()
      .api()
      .get(`/internal/tenants/${tenantId}/pickups`)
      .query({ date: daysFromToday(2) })
      .set(internal());
    expect(dayPickupsResult.parse(day.body).pickups).toEqual([]);
    const routeThatDay = routeResult.parse(
      (
        await routing()
          .api()
          .get(`/api/routes/${route.id}`)
          .query({ date: daysFromToday(9) })
          .set(owner)
      ).body,
    ).route;
    expect(routeThatDay.dueStopIds).toEqual([]);
    const paused = await skip(userId, daysFromToday(2), customer);
    expect(paused.status).toBe(409);
    expect(paused.body.error).toBe(remindersMessages.noPickupToSkip);
  });

  it('takes effect when the customer service announces it, and leaves the driver’s list', async () => {
    const { tenantId, userId, customer, household, driverApp } = await householdOnRoute(0);
    const stopsToday = async () =>
      driverTodayResult.parse((await routing().api().get('/api/driver/routes/today').set(driverApp)).body)
        .routes[0]?.stops ?? [];
    expect((await stopsToday()).map((stop) => stop.customerId)).toEqual([household.customerId]);

    await routing().apply(
      'customer.updated',
      tenantId,
      customerSnapshot({ ...household, pause: { from: daysFromToday(0), until: null } }),
    );
    expect(await stopsToday()).toEqual([]);
    expect(await nextOf(userId, customer)).toMatchObject({ scheduled: false });
    const statuses = new Set((await pickupsOf(userId, customer)).pickups.map((pickup) => pickup.status));
    expect([...statuses]).toEqual(['paused']);
  });
});
