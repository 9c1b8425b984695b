import type { EventEnvelope } from '@pickup/contracts';
import { extraOf, extrasOnRoutes, paidOrder, settle } from './support/extras-helpers';
import { daysFromToday } from './support/route-helpers';
import { customerSnapshot, routingForTests } from './support/routing-fixture';

const routing = routingForTests();
const { household, routeOf, scheduledOn, scheduledCount, pickupsOf, driverStopsToday } =
  extrasOnRoutes(routing);

describe('extras on routes', () => {
  it('puts a paid order on the next pickup once, however often the order arrives', async () => {
    const { tenantId, owner, userId, customer, driver, household: as } = await household();
    const route = await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    const placed = await routing().apply('order.placed', tenantId, order);

    const [event] = await scheduledOn(order.orderId, daysFromToday(2));
    expect(event?.tenantId).toBe(tenantId);
    expect(event?.data).toEqual({
      orderId: order.orderId,
      customerId: customer.customerId,
      customerUserId: userId,
      routeId: route.id,
      routeName: 'Bangor North',
      date: daysFromToday(2),
      timeWindow: '12:01 AM - 12:00 AM',
      at: expect.any(String),
    });
    const schedule = await pickupsOf(userId, as);
    expect(schedule.pickups[0]?.extras).toEqual([extraOf(order)]);
    expect(schedule.pickups[1]?.extras).toEqual([]);

    // The same event redelivered, and the same order announced again under a new event.
    await routing().probe.send(placed as EventEnvelope);
    await routing().apply('order.placed', tenantId, order);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(1);
  });

  it('moves the extras when the household skips that pickup, and announces them again', async () => {
    const { tenantId, owner, userId, customer, driver, household: as } = await household();
    await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await scheduledOn(order.orderId, daysFromToday(2));

    await routing()
      .api()
      .post(`/api/customer/${userId}/pickups/${daysFromToday(2)}/skip`)
      .set(as)
      .expect(200);
    await scheduledOn(order.orderId, daysFromToday(9));
    const schedule = await pickupsOf(userId, as);
    expect(schedule.pickups[0]).toMatchObject({ status: 'skipped', extras: [] });
    expect(schedule.pickups[1]).toMatchObject({ date: daysFromToday(9), extras: [extraOf(order)] });
    // Brought back, the pickup keeps nothing: the extras stay where they were announced.
    await routing()
      .api()
      .delete(`/api/customer/${userId}/pickups/${daysFromToday(2)}/skip`)
      .set(as)
      .expect(200);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(2);
  });

  it('moves the extras out of a pause that covers their pickup', async () => {
    const { tenantId, owner, userId, customer, driver } = await household();
    await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await scheduledOn(order.orderId, daysFromToday(2));
    await routing().apply(
      'customer.updated',
      tenantId,
      customerSnapshot({ ...customer, pause: { from: daysFromToday(1), until: daysFromToday(10) } }),
    );
    await scheduledOn(order.orderId, daysFromToday(16));
  });

  it('keeps an order of a household on no route waiting until the owner adds it to one', async () => {
    const { tenantId, owner, userId, customer, driver, household: as } = await household();
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(0);

    const route = await routeOf(owner, driver.driverId, [], 3);
    await routing()
      .api()
      .post(`/api/routes/${route.id}/customers`)
      .set(owner)
      .send({ customerId: customer.customerId })
      .expect(200);
    await scheduledOn(order.orderId, daysFromToday(3));
    expect((await pickupsOf(userId, as)).pickups[0]?.extras).toEqual([extraOf(order)]);
  });

  it('shows the extras on the driver’s stop; collected, they stay on that pickup', async () => {
    const { tenantId, owner, userId, customer, driver, household: as, driverApp } = await household();
    await routeOf(owner, driver.driverId, [customer.customerId], 0);
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await scheduledOn(order.orderId, daysFromToday(0));

    const [stop] = await driverStopsToday(driverApp);
    expect(stop?.extras).toEqual([extraOf(order)]);
    await routing()
      .api()
      .post(`/api/driver/stops/${stop?.id}/complete`)
      .set(driverApp)
      .send({ status: 'collected' })
      .expect(200);
    const schedule = await pickupsOf(userId, as);
    expect(schedule.pickups[0]).toMatchObject({
      date: daysFromToday(0),
      status: 'completed',
      extras: [extraOf(order)],
    });
    expect(schedule.pickups[1]?.extras).toEqual([]);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(1);
  });

  it('moves the extras of a stop left uncollected to the next pickup', async () => {
    const { tenantId, owner, userId, customer, driver } = await household();
    const route = await routeOf(owner, driver.driverId, [customer.customerId], 0);
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await scheduledOn(order.orderId, daysFromToday(0));
    await routing().api().post(`/api/routes/${route.id}/start`).set(owner).send({}).expect(200);
    await routing()
      .api()
      .post(`/api/routes/${route.id}/stops/${customer.customerId}/complete`)
      .set(owner)
      .send({ status: 'skipped', reason: 'Bucket not out' })
      .expect(200);
    await scheduledOn(order.orderId, daysFromToday(7));
  });

  it('moves the extras when the owner skips the route’s day', async () => {
    const { tenantId, owner, userId, customer, driver } = await household();
    const route = await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    await routing().apply('order.placed', tenantId, order);
    await scheduledOn(order.orderId, daysFromToday(2));
    await routing()
      .api()
      .post(`/api/routes/${route.id}/exceptions`)
      .set(owner)
      .send({ date: daysFromToday(2), action: 'skip', reason: 'Holiday' })
      .expect(200);
    await scheduledOn(order.orderId, daysFromToday(9));
  });

  it('never places an order on another business’s household', async () => {
    const { owner, userId, customer, driver } = await household();
    await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    await routing().apply('order.placed', routing().business().tenantId, order);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(0);
  });
});
