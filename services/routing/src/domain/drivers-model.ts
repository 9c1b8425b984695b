import type { DomainEvent } from '@pickup/kit';
import type { DriverDirectory, DriverRecord } from './model';

/**
 * A business's driver, whole: what routes ask of them (DriverRecord) and what the drivers screen
 * and the calendar feed add. The login's password is never here: identity alone holds it.
 */
export interface Driver extends DriverRecord {
  tenantId: string;
  phone: string;
  licenseNumber: string;
  /** The vehicle's capacity as the owner describes it (free text); maxBuckets is what routes check. */
  vehicleCapacity: string;
  googleCalendarId: string;
  /**
   * The secret part of the calendar feed's token, or null when the feed is revoked. Kept as it is
   * (not hashed) because the drivers screen shows the feed's address every time it lists them.
   */
  calendarFeedSecret: string | null;
  /** When a calendar app last read the feed. */
  calendarSyncedAt: Date | null;
}

export type NewDriver = Omit<Driver, 'driverId'>;

/** What an edit, a status change or a feed change may set. */
export type DriverChanges = Partial<Omit<Driver, 'driverId' | 'tenantId'>>;

/** Another driver of the business has that e-mail. */
export class DriverEmailTakenError extends Error {
  constructor() {
    super('A driver of this business already has that e-mail');
    this.name = 'DriverEmailTakenError';
  }
}

/** The drivers' store: the directory routes read, and the writes the drivers screen makes. */
export interface DriverStore extends DriverDirectory {
  find(tenantId: string, driverId: string): Promise<Driver | null>;
  findMany(tenantId: string, driverIds: readonly string[]): Promise<Driver[]>;
  findByUserId(tenantId: string, userId: string): Promise<Driver | null>;
  /** Every driver of the business, active first, then by name. */
  list(tenantId: string): Promise<Driver[]>;
  /** Stores a new driver with the events that announce it; DriverEmailTakenError when the e-mail is taken. */
  insert(driver: NewDriver, announce: (stored: Driver) => DomainEvent[]): Promise<Driver>;
  /**
   * Writes the changes and their events in one write; null when the driver does not exist.
   * Nothing is written (and no event) when nothing changes. DriverEmailTakenError as for insert.
   */
  update(
    tenantId: string,
    driverId: string,
    changes: DriverChanges,
    announce: (after: Driver, before: Driver) => DomainEvent[],
  ): Promise<Driver | null>;
  /** Deletes the driver with the events that announce it; whether this call deleted them. */
  remove(tenantId: string, driverId: string, events: DomainEvent[]): Promise<boolean>;
  /** Records that a calendar app read the driver's feed (no event: nothing a peer cares about). */
  markSynced(tenantId: string, driverId: string, at: Date): Promise<void>;
}
