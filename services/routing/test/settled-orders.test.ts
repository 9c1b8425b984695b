import type { EventData, EventEnvelope, OrderStatus } from '@pickup/contracts';
import { extraOf, extrasOnRoutes, paidOrder, settle } from './support/extras-helpers';
import { daysFromToday } from './support/route-helpers';
import { routingForTests } from './support/routing-fixture';

const routing = routingForTests();
const { household, routeOf, scheduledOn, scheduledCount, pickupsOf, driverStopsToday } =
  extrasOnRoutes(routing);

const statusOf = (
  order: EventData<'order.placed'>,
  status: OrderStatus,
): EventData<'order.status_changed'> => ({
  orderId: order.orderId,
  customerUserId: order.customerUserId,
  status,
});

/** A household on today's route with a paid order riding on that pickup. */
async function orderOnTodaysPickup() {
  const found = await household();
  await routeOf(found.owner, found.driver.driverId, [found.customer.customerId], 0);
  const order = paidOrder(found.userId);
  const placed = await routing().apply('order.placed', found.tenantId, order);
  await scheduledOn(order.orderId, daysFromToday(0));
  return { ...found, order, placed };
}

describe('orders the owner settles by hand', () => {
  it.each<OrderStatus>(['delivered', 'cancelled'])(
    'takes a %s order’s extras off the upcoming pickup and the driver’s stop for good',
    async (status) => {
      const { tenantId, userId, household: as, driverApp, order, placed } = await orderOnTodaysPickup();
      expect((await driverStopsToday(driverApp))[0]?.extras).toEqual([extraOf(order)]);

      const changed = await routing().apply('order.status_changed', tenantId, statusOf(order, status));
      const schedule = await pickupsOf(userId, as);
      expect(schedule.pickups.flatMap((pickup) => pickup.extras)).toEqual([]);
      expect((await driverStopsToday(driverApp))[0]?.extras).toEqual([]);

      // Its placing redelivered, announced again, the status repeated, the household skipping that
      // day: nothing brings the extras back.
      await routing().probe.send(placed as EventEnvelope);
      await routing().apply('order.placed', tenantId, order);
      await routing().probe.send(changed as EventEnvelope);
      await routing()
        .api()
        .post(`/api/customer/${userId}/pickups/${daysFromToday(0)}/skip`)
        .set(as)
        .expect(200);
      await settle();
      expect((await pickupsOf(userId, as)).pickups.flatMap((pickup) => pickup.extras)).toEqual([]);
      expect(scheduledCount(order.orderId)).toBe(1);
    },
  );

  it('never places an order cancelled before routing heard it was placed', async () => {
    const { tenantId, owner, userId, customer, driver, household: as } = await household();
    await routeOf(owner, driver.driverId, [customer.customerId], 2);
    const order = paidOrder(userId);
    await routing().apply('order.status_changed', tenantId, statusOf(order, 'cancelled'));
    await routing().apply('order.placed', tenantId, order);
    await settle();
    expect(scheduledCount(order.orderId)).toBe(0);
    expect((await pickupsOf(userId, as)).pickups.flatMap((pickup) => pickup.extras)).toEqual([]);
  });

  it('keeps the extras on a pickup already collected, as its history', async () => {
    const { tenantId, userId, household: as, driverApp, order } = await orderOnTodaysPickup();
    const [stop] = await driverStopsToday(driverApp);
    await routing()
      .api()
      .post(`/api/driver/stops/${stop?.id}/complete`)
      .set(driverApp)
      .send({ status: 'collected' })
      .expect(200);
    await routing().apply('order.status_changed', tenantId, statusOf(order, 'delivered'));
    expect((await pickupsOf(userId, as)).pickups[0]).toMatchObject({
      date: daysFromToday(0),
      status: 'completed',
      extras: [extraOf(order)],
    });
  });

  it('changes nothing for another status', async () => {
    const { tenantId, userId, household: as, order } = await orderOnTodaysPickup();
    await routing().apply('order.status_changed', tenantId, statusOf(order, 'in_transit'));
    expect((await pickupsOf(userId, as)).pickups[0]?.extras).toEqual([extraOf(order)]);
  });

  it('changes nothing on another business’s event', async () => {
    const { userId, household: as, order } = await orderOnTodaysPickup();
    await routing().apply(
      'order.status_changed',
      routing().business().tenantId,
      statusOf(order, 'cancelled'),
    );
    expect((await pickupsOf(userId, as)).pickups[0]?.extras).toEqual([extraOf(order)]);
  });
});
