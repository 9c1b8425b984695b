import { defaultTimeZone, type DriverRole, type EventData, type Route, routeResult } from '@pickup/contracts';
import { MongoDriverStore } from '../../src/data/drivers';
import type { DriverRecord } from '../../src/domain/model';
import { addDays, pickupDayOf, todayIn } from '../../src/domain/schedule';
import { customerSnapshot, newId, type RoutingFixture } from './routing-fixture';

/** What the routes' tests do around a running routing service: customers, drivers, routes, events. */

type Headers = Record<string, string>;

/** Today in the business's time zone (the default one: the tests' businesses set none). */
export const today = () => todayIn(defaultTimeZone, new Date());
export const daysFromToday = (days: number) => addDays(today(), days);
export const weekdayIn = (days: number) => pickupDayOf(daysFromToday(days));

/** A customer the customer service announced; answers their snapshot. */
export async function addCustomer(
  fixture: RoutingFixture,
  tenantId: string,
  overrides: Partial<EventData<'customer.created'>> = {},
): Promise<EventData<'customer.created'>> {
  const customer = customerSnapshot(overrides);
  await fixture.apply('customer.created', tenantId, customer);
  return customer;
}

/** A driver of the business, stored as the drivers screen stores them. */
export async function addDriver(
  fixture: RoutingFixture,
  tenantId: string,
  overrides: Partial<Omit<DriverRecord, 'driverId'>> & { role?: DriverRole } = {},
): Promise<DriverRecord> {
  const name = overrides.name ?? 'Sam Rivers';
  return new MongoDriverStore(fixture.db).insert(
    {
      tenantId,
      userId: null,
      name,
      email: `driver-${newId()}@example.com`,
      vehicleType: 'truck',
      vehiclePlate: 'ME-1234',
      maxBuckets: 20,
      isActive: true,
      role: 'driver',
      phone: '',
      licenseNumber: '',
      vehicleCapacity: '',
      googleCalendarId: '',
      calendarFeedSecret: null,
      calendarSyncedAt: null,
      ...overrides,
    },
    () => [],
  );
}

/** Creates a route through the API; its answer parsed with the contract. */
export async function createRoute(
  fixture: RoutingFixture,
  owner: Headers,
  body: Record<string, unknown>,
): Promise<Route> {
  const res = await fixture
    .api()
    .post('/api/routes')
    .set(owner)
    .send({ name: 'Bangor Tuesday', startTime: '09:00', ...body });
  if (res.status !== 201) throw new Error(`route not created: ${res.status} ${JSON.stringify(res.body)}`);
  return routeResult.parse(res.body).route;
}
