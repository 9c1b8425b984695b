import { dayPickupsResult, pickupSkipResult, remindersMessages, routeResult } from '@pickup/contracts';
import { internalHeaders } from '@pickup/kit';
import { addCustomer, addDriver, createRoute, daysFromToday, weekdayIn } from './support/route-helpers';
import { newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

const internal = () => ({ [internalHeaders.secret]: routing().config.INTERNAL_SECRET });

const dayPickups = (tenantId: string, date: string) =>
  routing().api().get(`/internal/tenants/${tenantId}/pickups`).query({ date }).set(internal());

const skip = (tenantId: string, customerId: string, date: string) =>
  routing()
    .api()
    .post(`/internal/tenants/${tenantId}/pickup-skips`)
    .set(internal())
    .send({ customerId, date });

/** A business with a weekly, a biweekly (due in two days) and a paused household on one route. */
async function businessWithHouseholds() {
  const { tenantId, owner } = routing().business();
  const weekly = await addCustomer(routing(), tenantId, { userId: null });
  const biweekly = await addCustomer(routing(), tenantId, { subscription: 'biweekly' });
  const paused = await addCustomer(routing(), tenantId, { status: 'paused' });
  const driver = await addDriver(routing(), tenantId);
  const route = await createRoute(routing(), owner, {
    name: 'Orono Loop',
    driverId: driver.driverId,
    pickupDay: weekdayIn(2),
    startTime: '14:00',
    endTime: '16:30',
    stops: [weekly, biweekly, paused].map(({ customerId }) => ({ customerId })),
  });
  return { tenantId, owner, weekly, biweekly, paused, route };
}

describe('the pickups of a business’s day (internal)', () => {
  it('lists the active customers due that day with the route’s window', async () => {
    const { tenantId, weekly, biweekly, route } = await businessWithHouseholds();
    const res = await dayPickups(tenantId, daysFromToday(2));
    expect(res.status).toBe(200);
    const result = dayPickupsResult.parse(res.body);
    expect(result.timeZone).toBe('America/New_York');
    expect(result.pickups.map((pickup) => pickup.customerId)).toEqual([
      weekly.customerId,
      biweekly.customerId,
    ]);
    expect(result.pickups[0]).toMatchObject({
      routeId: route.id,
      routeName: 'Orono Loop',
      date: daysFromToday(2),
      startTime: '14:00',
      endTime: '16:30',
      timeWindow: '2:00 PM - 4:30 PM',
    });
    const nextWeek = dayPickupsResult.parse((await dayPickups(tenantId, daysFromToday(9))).body);
    expect(nextWeek.pickups.map((pickup) => pickup.customerId)).toEqual([weekly.customerId]);
    expect(dayPickupsResult.parse((await dayPickups(tenantId, daysFromToday(3))).body).pickups).toEqual([]);
  });

  it('follows a moved day', async () => {
    const { tenantId, owner, route, weekly } = await businessWithHouseholds();
    await routing()
      .api()
      .post(`/api/routes/${route.id}/exceptions`)
      .set(owner)
      .send({ date: daysFromToday(2), action: 'move', movedTo: daysFromToday(3) })
      .expect(200);
    expect(dayPickupsResult.parse((await dayPickups(tenantId, daysFromToday(2))).body).pickups).toEqual([]);
    const moved = dayPickupsResult.parse((await dayPickups(tenantId, daysFromToday(3))).body);
    expect(moved.pickups.map((pickup) => pickup.customerId)).toContain(weekly.customerId);
  });

  it('is for other services only', async () => {
    const { tenantId, owner } = await businessWithHouseholds();
    const res = await routing()
      .api()
      .get(`/internal/tenants/${tenantId}/pickups`)
      .query({ date: daysFromToday(2) })
      .set(owner);
    expect(res.status).toBe(403);
  });
});

describe('one customer’s skip of a pickup (internal)', () => {
  it('leaves the customer out of that day, its route and their pickups ahead, once however often asked', async () => {
    const { tenantId, owner, weekly, biweekly, route } = await businessWithHouseholds();
    const date = daysFromToday(2);
    const first = await skip(tenantId, weekly.customerId, date);
    expect(first.status).toBe(200);
    expect(pickupSkipResult.parse(first.body)).toEqual({
      customerId: weekly.customerId,
      date,
      routeIds: [route.id],
    });
    const again = await skip(tenantId, weekly.customerId, date);
    expect(again.body).toEqual(first.body);

    const day = dayPickupsResult.parse((await dayPickups(tenantId, date)).body);
    expect(day.pickups.map((pickup) => pickup.customerId)).toEqual([biweekly.customerId]);
    const routeThatDay = routeResult.parse(
      (await routing().api().get(`/api/routes/${route.id}`).query({ date }).set(owner)).body,
    ).route;
    const stopOf = new Map(routeThatDay.stops.map((stop) => [stop.customerId, stop.id]));
    expect(routeThatDay.dueStopIds).toEqual([stopOf.get(biweekly.customerId)]);
    // The week after is theirs as before.
    const nextWeek = dayPickupsResult.parse((await dayPickups(tenantId, daysFromToday(9))).body);
    expect(nextWeek.pickups.map((pickup) => pickup.customerId)).toEqual([weekly.customerId]);
  });

  it('moves the household’s next pickup on by a week', async () => {
    const { tenantId, owner } = routing().business();
    const userId = newId();
    const household = await addCustomer(routing(), tenantId, { userId });
    const driver = await addDriver(routing(), tenantId);
    await createRoute(routing(), owner, {
      driverId: driver.driverId,
      pickupDay: weekdayIn(2),
      startTime: '14:00',
      stops: [{ customerId: household.customerId }],
    });
    await skip(tenantId, household.customerId, daysFromToday(2)).expect(200);
    const next = await routing()
      .api()
      .get(`/api/customer/${userId}/next-pickup`)
      .set(routing().auth('customer', tenantId, userId));
    expect(next.body).toMatchObject({ scheduled: true, date: daysFromToday(9) });
  });

  it('answers 409 for a day without their pickup, and for a paused customer', async () => {
    const { tenantId, weekly, paused } = await businessWithHouseholds();
    for (const [customerId, date] of [
      [weekly.customerId, daysFromToday(3)],
      [paused.customerId, daysFromToday(2)],
      [weekly.customerId, daysFromToday(-5)],
    ] as const) {
      const res = await skip(tenantId, customerId, date);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(remindersMessages.noPickupToSkip);
    }
  });

  it('never reaches another business’s customer', async () => {
    const { weekly } = await businessWithHouseholds();
    const other = routing().business();
    const res = await skip(other.tenantId, weekly.customerId, daysFromToday(2));
    expect(res.status).toBe(409);
  });
});
