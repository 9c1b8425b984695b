import { type ActiveDriver, type DriverView, routingApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import {
  activeDriversOf,
  addDriver,
  deleteDriver,
  type Drivers,
  listDrivers,
  renewCalendarFeed,
  revokeCalendarFeed,
  setDriverStatus,
  updateDriver,
} from '../domain/drivers';
import { calendarFeed } from '../domain/drivers-calendar';
import { feedTokenOf } from '../domain/drivers-feed-token';
import type { Driver } from '../domain/drivers-model';
import { signedIn } from './context';

/** A driver as the drivers screen shows them: never a password, the feed as its address. */
function driverView(drivers: Drivers, driver: Driver, routeCount: number): DriverView {
  const token = feedTokenOf(driver);
  return {
    id: driver.driverId,
    name: driver.name,
    email: driver.email,
    phone: driver.phone,
    licenseNumber: driver.licenseNumber,
    vehicleType: driver.vehicleType,
    vehiclePlate: driver.vehiclePlate,
    vehicleCapacity: driver.vehicleCapacity,
    maxBuckets: driver.maxBuckets,
    googleCalendarId: driver.googleCalendarId,
    isActive: driver.isActive,
    role: driver.role,
    hasLogin: driver.userId !== null,
    calendarFeedUrl: token ? `${drivers.publicBaseUrl}/api/calendar/${token}.ics` : null,
    calendarSyncedAt: driver.calendarSyncedAt?.toISOString() ?? null,
    routeCount,
  };
}

function activeDriverView(driver: Driver): ActiveDriver {
  return {
    id: driver.driverId,
    name: driver.name,
    vehicleType: driver.vehicleType,
    vehicle: driver.vehiclePlate || driver.vehicleType,
    maxBuckets: driver.maxBuckets,
  };
}

/** The drivers screen's calls, and the drivers' private calendar feeds. */
export function driverRoutes(drivers: Drivers): Router {
  const router = Router();

  /** A single driver's answer carries their current route count, as the list does. */
  const oneDriver = async (driver: Driver) => ({
    driver: driverView(
      drivers,
      driver,
      (await drivers.assignments.routeCounts(driver.tenantId)).get(driver.driverId) ?? 0,
    ),
  });

  mountOperation(router, routingApi.listDrivers, async (_input, req) => {
    const listed = await listDrivers(drivers, tenantOf(req));
    return {
      ...listed,
      drivers: listed.drivers.map(({ driver, routeCount }) => driverView(drivers, driver, routeCount)),
    };
  });

  mountOperation(router, routingApi.activeDrivers, async (_input, req) => ({
    drivers: (await activeDriversOf(drivers, tenantOf(req))).map(activeDriverView),
  }));

  mountOperation(router, routingApi.createDriver, async ({ body }, req, res) => {
    const { tenantId, actor } = signedIn(req);
    const driver = await addDriver(drivers, tenantId, body, actor);
    res.status(201);
    return { driver: driverView(drivers, driver, 0) };
  });

  mountOperation(router, routingApi.updateDriver, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return oneDriver(await updateDriver(drivers, tenantId, params.id, body, actor));
  });

  mountOperation(router, routingApi.setDriverStatus, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return oneDriver(await setDriverStatus(drivers, tenantId, params.id, body.isActive, actor));
  });

  mountOperation(router, routingApi.deleteDriver, async ({ params }, req) => {
    const { tenantId, actor } = signedIn(req);
    await deleteDriver(drivers, tenantId, params.id, actor);
  });

  mountOperation(router, routingApi.renewCalendarFeed, async ({ params }, req) =>
    oneDriver(await renewCalendarFeed(drivers, tenantOf(req), params.id)),
  );

  mountOperation(router, routingApi.revokeCalendarFeed, async ({ params }, req) =>
    oneDriver(await revokeCalendarFeed(drivers, tenantOf(req), params.id)),
  );

  // The one answer that is not JSON: the feed is sent here, so nothing else is.
  mountOperation(router, routingApi.calendarFeed, async ({ params }, req, res) => {
    const feed = await calendarFeed(drivers, params.token, req.auth?.tenantId ?? null);
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .set('cache-control', 'private, no-store')
      .set('content-disposition', 'inline; filename="routes.ics"')
      .send(feed);
  });

  return router;
}
