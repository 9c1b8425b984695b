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
  /** The business's driver with that e-mail (lower-cased), or null. */
  findByEmail(tenantId: string, email: string): Promise<Driver | null>;
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

/** A driver's login for the drivers' app, as identity makes it. */
export interface DriverLogin {
  tenantId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** identity's part in drivers' logins (its internal API); IdentityUnavailableError when it cannot answer now. */
export interface DriverLogins {
  /** Makes the login (or answers the existing one for that e-mail, with this password); its user id. */
  create(login: DriverLogin): Promise<string>;
  /** Sets the login's password and ends its sessions; false when identity knows no such login. */
  setPassword(userId: string, password: string): Promise<boolean>;
  /** The login can no longer sign in. */
  disable(userId: string): Promise<void>;
}

/** identity could not be reached, or answered out of turn: the owner tries again later. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('identity is unavailable', { cause });
    this.name = 'IdentityUnavailableError';
  }
}
