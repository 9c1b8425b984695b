import {
  type CreateDriverBody,
  type EventActor,
  limits,
  routingMessages,
  type UpdateDriverBody,
} from '@pickup/contracts';
import { AppError, type BusinessTimeZones, conflict, type Logger, notFound } from '@pickup/kit';
import { driverCreated, driverDeactivated, driverDeleted, driverUpdated } from '../events/driver-events';
import {
  type Driver,
  type DriverChanges,
  DriverEmailTakenError,
  type DriverLogins,
  type DriverStore,
  IdentityUnavailableError,
} from './drivers-model';
import { newFeedSecret } from './drivers-feed-token';
import type { Clock, DriverAssignments } from './model';

/** What the drivers' rules need: their store, the routes they drive, identity for their logins. */
export interface Drivers {
  store: DriverStore;
  assignments: DriverAssignments;
  logins: DriverLogins;
  /** The calendar feed's times are the business's wall-clock times. */
  timeZones: Pick<BusinessTimeZones, 'timeZoneOf'>;
  clock: Clock;
  /** The public web address (scheme, host, port) the calendar feed's link starts with. */
  publicBaseUrl: string;
  logger: Logger;
}

export interface ListedDriver {
  driver: Driver;
  routeCount: number;
}

export interface DriverList {
  drivers: ListedDriver[];
  activeDrivers: number;
  totalVehicles: number;
  calendarSynced: number;
}

const driverNotFound = () => notFound(routingMessages.driverNotFound);

const identityUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    "The driver's login could not be changed right now, please try again in a moment.",
  );

/** The business's driver, or 404 (also for another business's driver). */
export async function driverOf(drivers: Drivers, tenantId: string, driverId: string): Promise<Driver> {
  const driver = await drivers.store.find(tenantId, driverId);
  if (!driver) throw driverNotFound();
  return driver;
}

/**
 * The vehicles the active drivers drive: one per distinct plate, and one for each driver with no
 * plate given (they drive something).
 */
function vehicleCount(active: readonly Driver[]): number {
  const plates = new Set<string>();
  let unplated = 0;
  for (const driver of active) {
    const plate = driver.vehiclePlate.trim().toUpperCase();
    if (plate) plates.add(plate);
    else unplated += 1;
  }
  return plates.size + unplated;
}

/** The drivers screen: every driver, active first then by name, with their route counts and the counters. */
export async function listDrivers(drivers: Drivers, tenantId: string): Promise<DriverList> {
  const [all, routeCounts] = await Promise.all([
    drivers.store.list(tenantId),
    drivers.assignments.routeCounts(tenantId),
  ]);
  const active = all.filter((driver) => driver.isActive);
  return {
    drivers: all.map((driver) => ({ driver, routeCount: routeCounts.get(driver.driverId) ?? 0 })),
    activeDrivers: active.length,
    totalVehicles: vehicleCount(active),
    calendarSynced: all.filter((driver) => driver.calendarSyncedAt !== null).length,
  };
}

/** The drivers a route may be given. */
export async function activeDriversOf(drivers: Drivers, tenantId: string): Promise<Driver[]> {
  return (await drivers.store.list(tenantId)).filter((driver) => driver.isActive);
}

/** The login's names from the driver's one name: the first word, and the rest. */
function loginNames(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

async function withIdentity<T>(drivers: Drivers, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof IdentityUnavailableError)) throw error;
    drivers.logger.warn({ err: error }, `${what}: identity could not be reached; nothing changed`);
    throw identityUnavailable();
  }
}

async function requireFreeEmail(
  drivers: Drivers,
  tenantId: string,
  email: string,
  driverId: string | null,
): Promise<void> {
  const holder = await drivers.store.findByEmail(tenantId, email);
  if (holder && holder.driverId !== driverId) throw conflict(routingMessages.driverEmailTaken);
}

async function storing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DriverEmailTakenError) throw conflict(routingMessages.driverEmailTaken);
    throw error;
  }
}

/**
 * Adds a driver. With a password they get a login for the drivers' app first (identity makes
 * it, or answers the one it has for that e-mail), so a driver is never stored pointing at a login
 * that does not exist; the password itself goes to identity only.
 */
export async function addDriver(
  drivers: Drivers,
  tenantId: string,
  input: CreateDriverBody,
  actor: EventActor,
): Promise<Driver> {
  const { password, ...fields } = input;
  await requireFreeEmail(drivers, tenantId, fields.email, null);
  const userId = password
    ? await withIdentity(drivers, 'driver login', () =>
        drivers.logins.create({ tenantId, email: fields.email, password, ...loginNames(fields.name) }),
      )
    : null;
  return storing(() =>
    drivers.store.insert(
      {
        tenantId,
        userId,
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? '',
        licenseNumber: fields.licenseNumber ?? '',
        vehicleType: fields.vehicleType ?? 'truck',
        vehiclePlate: fields.vehiclePlate ?? '',
        vehicleCapacity: fields.vehicleCapacity ?? '',
        maxBuckets: fields.maxBuckets ?? limits.defaultDriverCapacity,
        googleCalendarId: fields.googleCalendarId ?? '',
        isActive: true,
        role: fields.role ?? 'driver',
        calendarFeedSecret: newFeedSecret(),
        calendarSyncedAt: null,
      },
      (stored) => [driverCreated(stored, actor)],
    ),
  );
}

/** The login a password given on an edit goes to: the driver's own, or a new one. */
async function loginWithPassword(drivers: Drivers, driver: Driver, email: string, password: string) {
  return withIdentity(drivers, 'driver password', async () => {
    if (driver.userId && (await drivers.logins.setPassword(driver.userId, password))) return driver.userId;
    return drivers.logins.create({ tenantId: driver.tenantId, email, password, ...loginNames(driver.name) });
  });
}

/**
 * Edits a driver. A password sets their login's password (ending its sessions), or gives them a
 * login when they have none. The login keeps the e-mail it was made with: identity signs the
 * driver in by that one.
 */
export async function updateDriver(
  drivers: Drivers,
  tenantId: string,
  driverId: string,
  input: UpdateDriverBody,
  actor: EventActor,
): Promise<Driver> {
  const { password, ...fields } = input;
  const driver = await driverOf(drivers, tenantId, driverId);
  const email = fields.email ?? driver.email;
  if (email !== driver.email) await requireFreeEmail(drivers, tenantId, email, driverId);
  const userId = password ? await loginWithPassword(drivers, driver, email, password) : driver.userId;
  const changes: DriverChanges = { ...fields, userId };
  const updated = await storing(() =>
    drivers.store.update(tenantId, driverId, changes, (after) => [driverUpdated(after, actor)]),
  );
  if (!updated) throw driverNotFound();
  return updated;
}

/**
 * Activates or deactivates a driver. A deactivated driver keeps the routes they have and is
 * refused for new ones (the routes' rules ask isActive).
 */
export async function setDriverStatus(
  drivers: Drivers,
  tenantId: string,
  driverId: string,
  isActive: boolean,
  actor: EventActor,
): Promise<Driver> {
  const updated = await drivers.store.update(tenantId, driverId, { isActive }, (after) => [
    after.isActive ? driverUpdated(after, actor) : driverDeactivated(after, actor),
  ]);
  if (!updated) throw driverNotFound();
  return updated;
}

/**
 * Removes an inactive driver for good: their login is disabled first (when identity cannot be
 * reached nothing is removed and the owner tries again), then their routes are left without a
 * driver (the customers keep their service), then the driver goes.
 */
export async function deleteDriver(
  drivers: Drivers,
  tenantId: string,
  driverId: string,
  actor: EventActor,
): Promise<void> {
  const driver = await driverOf(drivers, tenantId, driverId);
  if (driver.isActive) throw conflict(routingMessages.driverStillActive);
  const { userId } = driver;
  if (userId) await withIdentity(drivers, 'driver removal', () => drivers.logins.disable(userId));
  const unassigned = await drivers.assignments.unassignDriver(tenantId, driverId);
  if (!(await drivers.store.remove(tenantId, driverId, [driverDeleted(driver, actor)])))
    throw driverNotFound();
  drivers.logger.info({ tenantId, driverId, unassigned }, 'driver removed; their routes have no driver');
}

/** A new private feed address for the driver: the old one stops working, and is not synced yet. */
export async function renewCalendarFeed(
  drivers: Drivers,
  tenantId: string,
  driverId: string,
): Promise<Driver> {
  const updated = await drivers.store.update(
    tenantId,
    driverId,
    { calendarFeedSecret: newFeedSecret(), calendarSyncedAt: null },
    () => [],
  );
  if (!updated) throw driverNotFound();
  return updated;
}

/** The driver's feed stops working; they have none until it is renewed. */
export async function revokeCalendarFeed(
  drivers: Drivers,
  tenantId: string,
  driverId: string,
): Promise<Driver> {
  const updated = await drivers.store.update(
    tenantId,
    driverId,
    { calendarFeedSecret: null, calendarSyncedAt: null },
    () => [],
  );
  if (!updated) throw driverNotFound();
  return updated;
}
