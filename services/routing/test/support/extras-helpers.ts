import { customerPickupsResult, driverTodayResult, type EventData } from '@pickup/contracts';
import { addCustomer, addDriver, createRoute, weekdayIn } from './route-helpers';
import { newId, type RoutingFixture } from './routing-fixture';

type Headers = Record<string, string>;

export function paidOrder(customerUserId: string): EventData<'order.placed'> {
  return {
    orderId: newId(),
    number: `ORD-${Date.now()}`,
    customerUserId,
    items: [{ productId: newId(), name: 'Extra bucket', quantity: 2, unitPriceCents: 500 }],
    subtotalCents: 1000,
    taxCents: 0,
    totalCents: 1000,
    placedAt: new Date().toISOString(),
  };
}

/** The extra a paid order puts on a pickup, as the schedule and the driver's stop show it. */
export const extraOf = (order: EventData<'order.placed'>) => ({
  orderId: order.orderId,
  orderNumber: order.number,
  name: 'Extra bucket',
  quantity: 2,
});

/** Time for the outbox to publish whatever a handled event would have published. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** Households, their routes and what their pickups and drivers show, on a test file's routing service. */
export function extrasOnRoutes(routing: () => RoutingFixture) {
  return {
    /** A household with a login, and a driver with one, in a new business. */
    async household() {
      const { tenantId, owner } = routing().business();
      const userId = newId();
      const customer = await addCustomer(routing(), tenantId, { userId });
      const driverLogin = newId();
      const driver = await addDriver(routing(), tenantId, { userId: driverLogin });
      return {
        tenantId,
        owner,
        userId,
        customer,
        driver,
        household: routing().auth('customer', tenantId, userId),
        driverApp: routing().auth('driver', tenantId, driverLogin),
      };
    },

    /** Its route `inDays` from today, whose window lasts the whole day (today's is ahead whenever the test runs). */
    routeOf: (owner: Headers, driverId: string, customerIds: string[], inDays: number) =>
      createRoute(routing(), owner, {
        name: 'Bangor North',
        driverId,
        pickupDay: weekdayIn(inDays),
        startTime: '00:01',
        endTime: '00:00',
        stops: customerIds.map((customerId) => ({ customerId })),
      }),

    scheduledOn: (orderId: string, date: string) =>
      routing().probe.waitForEvents(
        'order.scheduled',
        (event) => event.data.orderId === orderId && event.data.date === date,
      ),

    scheduledCount: (orderId: string) =>
      routing().probe.matching('order.scheduled', (event) => event.data.orderId === orderId).length,

    async pickupsOf(userId: string, as: Headers) {
      return customerPickupsResult.parse(
        (await routing().api().get(`/api/customer/${userId}/pickups`).set(as)).body,
      );
    },

    /** The driver's stops today, each with the extras to bring. */
    async driverStopsToday(driverApp: Headers) {
      const day = driverTodayResult.parse(
        (await routing().api().get('/api/driver/routes/today').set(driverApp)).body,
      );
      return day.routes.flatMap((route) => route.stops);
    },
  };
}
