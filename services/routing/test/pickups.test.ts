import {
  customerPickupsResult,
  defaultBusinessSettings,
  defaultPickupWindow,
  limits,
  nextPickup,
  routingMessages,
} from '@pickup/contracts';
import { addDays, instantAt, pickupDayOf, todayIn } from '../src/domain/schedule';
import { addCustomer, addDriver, createRoute, daysFromToday, weekdayIn } from './support/route-helpers';
import { newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

/** A household with a login, on a route of its business. */
async function householdOnRoute(route: object = {}, customer: object = {}) {
  const { tenantId, owner } = routing().business();
  const userId = newId();
  const household = await addCustomer(routing(), tenantId, { userId, ...customer });
  const driver = await addDriver(routing(), tenantId, { name: 'Dana Birch' });
  const created = await createRoute(routing(), owner, {
    name: 'Bangor North',
    driverId: driver.driverId,
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
  };
}

describe('next pickup', () => {
  it('answers the customer’s own next pickup with the route’s window', async () => {
    const { userId, customer } = await householdOnRoute({
      pickupDay: weekdayIn(2),
      startTime: '14:00',
      endTime: '16:30',
    });
    const res = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(customer);
    expect(res.status).toBe(200);
    expect(nextPickup.parse(res.body)).toEqual({
      scheduled: true,
      date: daysFromToday(2),
      timeWindow: '2:00 PM - 4:30 PM',
      time: '2:00 PM',
      timeUntil: 'in 2 days',
      routeName: 'Bangor North',
      startsAt: expect.any(String),
    });
  });

  it('gives the start plus the estimated time when the route has no end time, tomorrow', async () => {
    const { userId, customer } = await householdOnRoute({ pickupDay: weekdayIn(1), startTime: '09:00' });
    const res = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(customer);
    expect(res.body).toMatchObject({ timeWindow: '9:00 AM - 11:00 AM', timeUntil: 'Tomorrow' });
  });

  it('is not scheduled for a customer on no route', async () => {
    const { tenantId } = routing().business();
    const userId = newId();
    await addCustomer(routing(), tenantId, { userId });
    const res = await routing()
      .api()
      .get(`/api/customer/${userId}/next-pickup`)
      .set(routing().auth('customer', tenantId, userId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      scheduled: false,
      date: null,
      timeWindow: null,
      time: null,
      timeUntil: null,
      routeName: null,
      startsAt: null,
    });
  });

  it('is the customer’s own: another customer’s is not found, the owner reads any of the business’s', async () => {
    const { tenantId, owner, userId } = await householdOnRoute({ pickupDay: weekdayIn(3) });
    const neighbour = routing().auth('customer', tenantId, newId());
    const other = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(neighbour);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(routingMessages.customerNotFound);
    const byOwner = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(owner);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.date).toBe(daysFromToday(3));
    const otherBusiness = routing().business();
    const elsewhere = await routing()
      .api()
      .get(`/api/customer/${userId}/next-pickup`)
      .set(otherBusiness.owner);
    expect(elsewhere.status).toBe(404);
  });
});

describe('the schedule page', () => {
  it('lists the next weeks’ pickups of a biweekly customer, with the route’s frequency and day', async () => {
    const { userId, customer } = await householdOnRoute(
      { pickupDay: weekdayIn(1), startTime: '14:00', endTime: '17:00' },
      { subscription: 'biweekly', bucketCount: 2 },
    );
    const res = await routing().api().get(`/api/customer/${userId}/pickups`).set(customer);
    expect(res.status).toBe(200);
    const schedule = customerPickupsResult.parse(res.body);
    expect(schedule).toMatchObject({
      frequency: 'biweekly',
      pickupDay: weekdayIn(1),
      routeName: 'Bangor North',
      timeWindow: defaultPickupWindow,
    });
    expect(schedule.pickups.map((pickup) => pickup.date)).toEqual(
      Array.from({ length: limits.upcomingPickupWeeks / 2 }, (_, index) => daysFromToday(1 + index * 14)),
    );
    expect(schedule.pickups[0]).toMatchObject({
      status: 'scheduled',
      driver: 'Dana Birch',
      bucketCount: 2,
      address: '12 Elm Street, Bangor, ME 04401',
      result: null,
    });
  });

  it('shows today’s collected pickup as completed, with its result', async () => {
    const { owner, userId, household, route, customer } = await householdOnRoute({ pickupDay: weekdayIn(0) });
    await routing().api().post(`/api/routes/${route.id}/start`).set(owner).send({});
    await routing()
      .api()
      .post(`/api/routes/${route.id}/stops/${household.customerId}/complete`)
      .set(owner)
      .send({ status: 'collected', weight: 9 });
    const schedule = customerPickupsResult.parse(
      (await routing().api().get(`/api/customer/${userId}/pickups`).set(customer)).body,
    );
    expect(schedule.pickups[0]).toMatchObject({
      date: daysFromToday(0),
      status: 'completed',
      result: { status: 'collected', weight: 9 },
    });
    expect(schedule.pickups[1]?.date).toBe(daysFromToday(7));
    const next = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(customer);
    expect(next.body.date).toBe(daysFromToday(7));
  });

  it('answers nothing scheduled for a customer on no route', async () => {
    const { tenantId, owner } = routing().business();
    const userId = newId();
    await addCustomer(routing(), tenantId, { userId });
    const res = await routing().api().get(`/api/customer/${userId}/pickups`).set(owner);
    expect(res.body).toEqual({
      pickups: [],
      frequency: null,
      pickupDay: null,
      routeName: null,
      timeWindow: null,
      thisMonth: 0,
    });
  });
});

describe('the business’s time zone', () => {
  it('decides today and the pickup’s start, once the tenant service announces it', async () => {
    const { tenantId, owner } = routing().business();
    const timeZone = 'Asia/Tokyo';
    const eventId = await routing().probe.publish(
      'tenant.settings.updated',
      { ...defaultBusinessSettings, businessName: 'Tokyo Compost', timeZone },
      { tenantId },
    );
    await routing().handled(eventId);
    const inTwoDays = addDays(todayIn(timeZone, new Date()), 2);
    const userId = newId();
    const household = await addCustomer(routing(), tenantId, { userId });
    const driver = await addDriver(routing(), tenantId);
    await createRoute(routing(), owner, {
      driverId: driver.driverId,
      pickupDay: pickupDayOf(inTwoDays),
      startTime: '14:00',
      stops: [{ customerId: household.customerId }],
    });
    const res = await routing().api().get(`/api/customer/${userId}/next-pickup`).set(owner);
    expect(res.body).toMatchObject({
      date: inTwoDays,
      timeUntil: 'in 2 days',
      startsAt: instantAt(inTwoDays, '14:00', timeZone).toISOString(),
    });
  });
});
