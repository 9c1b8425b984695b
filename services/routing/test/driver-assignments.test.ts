import { routeResult } from '@pickup/contracts';
import { MongoBusinessTimeZones } from '@pickup/kit';
import { MongoCustomerProjection } from '../src/data/customers';
import { MongoDriverStore } from '../src/data/drivers';
import { MongoExtrasStore } from '../src/data/extras';
import { MongoRouteStore } from '../src/data/routes';
import { MongoRunStore } from '../src/data/runs';
import { driverAssignments } from '../src/domain/driver-assignments';
import type { Routing } from '../src/domain/model';
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

/** The routes' answers to the drivers' rules, on the running service's database. */
function assignments() {
  const connection = routing().db;
  const stores: Routing = {
    customers: new MongoCustomerProjection(connection),
    routes: new MongoRouteStore(connection),
    runs: new MongoRunStore(connection),
    timeZones: new MongoBusinessTimeZones(connection),
    drivers: new MongoDriverStore(connection),
    extras: new MongoExtrasStore(connection),
    geocoder: { place: () => Promise.resolve({ zone: null, location: null }) },
    clock: { now: () => new Date() },
    logger: routing().service.deps.logger,
  };
  return driverAssignments(stores);
}

describe('what the drivers ask of the routes', () => {
  it('counts routes by driver, lists a driver’s days, and leaves a removed driver’s routes without one', async () => {
    const { tenantId, owner } = routing().business();
    const driver = await addDriver(routing(), tenantId);
    const other = await addDriver(routing(), tenantId);
    const customer = await addCustomer(routing(), tenantId, { subscription: 'biweekly' });
    const weekly = await createRoute(routing(), owner, {
      name: 'Weekly',
      driverId: driver.driverId,
      pickupDay: weekdayIn(1),
      stops: [{ customerId: customer.customerId }],
    });
    await createRoute(routing(), owner, { driverId: driver.driverId, pickupDay: weekdayIn(2) });
    await createRoute(routing(), owner, { driverId: other.driverId });

    expect(await assignments().routeCounts(tenantId)).toEqual(
      new Map([
        [driver.driverId, 2],
        [other.driverId, 1],
      ]),
    );
    const runs = await assignments().runsOfDriver(tenantId, driver.driverId, today(), daysFromToday(13));
    expect(runs.filter((run) => run.routeId === weekly.id).map((run) => [run.date, run.stopCount])).toEqual([
      [daysFromToday(1), 1],
      [daysFromToday(8), 0],
    ]);
    expect(runs.map((run) => run.date)).toEqual([...runs.map((run) => run.date)].sort());

    expect(await assignments().unassignDriver(tenantId, driver.driverId)).toBe(2);
    const after = routeResult.parse(
      (await routing().api().get(`/api/routes/${weekly.id}`).set(owner)).body,
    ).route;
    expect(after).toMatchObject({ driverId: null, driver: '' });
    expect((await assignments().routeCounts(tenantId)).has(driver.driverId)).toBe(false);
  });
});
