import type { EventActor, EventData } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { Driver } from '../domain/drivers-model';

/** Builders of the drivers' events: each use case hands them to the write that announces them. */

/** The driver as other services need them: whose login, what it may do, whether they drive. */
function snapshotOf(driver: Driver): EventData<'driver.created'> {
  return {
    driverId: driver.driverId,
    userId: driver.userId,
    name: driver.name,
    email: driver.email,
    isActive: driver.isActive,
    role: driver.role,
  };
}

const contextOf = (driver: Driver, actor: EventActor) => ({ tenantId: driver.tenantId, actor });

export const driverCreated = (driver: Driver, actor: EventActor): DomainEvent =>
  domainEvent('driver.created', snapshotOf(driver), contextOf(driver, actor));

export const driverUpdated = (driver: Driver, actor: EventActor): DomainEvent =>
  domainEvent('driver.updated', snapshotOf(driver), contextOf(driver, actor));

export const driverDeactivated = (driver: Driver, actor: EventActor): DomainEvent =>
  domainEvent('driver.deactivated', snapshotOf(driver), contextOf(driver, actor));

export const driverDeleted = (driver: Driver, actor: EventActor): DomainEvent =>
  domainEvent(
    'driver.deleted',
    { driverId: driver.driverId, userId: driver.userId },
    contextOf(driver, actor),
  );
