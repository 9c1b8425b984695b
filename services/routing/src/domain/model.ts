import type {
  CustomerPlanChoice,
  CustomerStatus,
  DriverRole,
  GeoPoint,
  PickupDay,
  ServiceZone,
  VehicleType,
} from '@pickup/contracts';
import type { Logger } from '@pickup/kit';

/**
 * What the routing service's rules work with: plain data and the stores they need, no database
 * or HTTP types.
 */

/**
 * A business's customer as routing keeps it, from the customer service's snapshots: whom to
 * visit, where, on which day, and with how many buckets.
 */
export interface RoutedCustomer {
  customerId: string;
  /** Their login, when they have one: a customer asks for their own next pickup by it. */
  userId: string | null;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  zone: ServiceZone | null;
  pickupDay: PickupDay | null;
  location: GeoPoint | null;
  status: CustomerStatus;
  bucketNumber: string;
  bucketCount: number;
  /** The plan decides how often they are visited: weekly, biweekly, monthly (none: weekly). */
  subscription: CustomerPlanChoice;
  pickupInstructions: string;
}

/** Where a customer lives, as an address suggestion shows it. */
export type KnownAddress = Pick<RoutedCustomer, 'customerId' | 'address' | 'city' | 'state' | 'zipCode'>;

export interface CustomerProjection {
  /**
   * Holds the customer as of `asOf` (the event's occurredAt) unless a snapshot as new or newer is
   * held or the customer was deleted; whether it was applied.
   */
  applySnapshot(tenantId: string, customer: RoutedCustomer, asOf: Date): Promise<boolean>;
  /** Forgets the customer's details for good, keeping when they were deleted; false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /**
   * The addresses of the business's customers, neither archived nor deleted, whose street address
   * contains the text (case-insensitive, taken literally), ordered by address; read as far as the
   * caller goes.
   */
  addressesContaining(tenantId: string, text: string): AsyncIterable<KnownAddress>;
}

/**
 * A driver as routes need them: the drivers' store (drivers.ts) answers these, the routes' rules
 * ask them (is the driver active, how many buckets fit, whose login is this).
 */
export interface DriverRecord {
  driverId: string;
  /** Their login for the drivers' app, when the owner gave them a password. */
  userId: string | null;
  name: string;
  email: string;
  vehicleType: VehicleType;
  vehiclePlate: string;
  /** Buckets the vehicle holds (default 20). */
  maxBuckets: number;
  isActive: boolean;
  role: DriverRole;
}

export interface DriverDirectory {
  find(tenantId: string, driverId: string): Promise<DriverRecord | null>;
  findByUserId(tenantId: string, userId: string): Promise<DriverRecord | null>;
  findMany(tenantId: string, driverIds: readonly string[]): Promise<DriverRecord[]>;
}

/** A route's occurrence as a driver's calendar feed lists it. */
export interface ScheduledRun {
  routeId: string;
  name: string;
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  /** HH:MM; endTime '' when the route has none. */
  startTime: string;
  endTime: string;
  estimatedMinutes: number;
  startAddress: string;
  stopCount: number;
  notes: string;
}

/**
 * What the drivers' rules need of the routes: the routes' store and schedule (routes.ts) answer
 * these, the drivers' rules ask them (how many routes a driver has, a removed driver's routes,
 * the occurrences a calendar feed lists).
 */
export interface DriverAssignments {
  /** Route counts by driver id, for every driver of the business that has any. */
  routeCounts(tenantId: string): Promise<Map<string, number>>;
  /** Leaves the driver's routes without a driver (the driver was removed); how many. */
  unassignDriver(tenantId: string, driverId: string): Promise<number>;
  /** The driver's occurrences from `from` to `to` (YYYY-MM-DD, inclusive), by date. */
  runsOfDriver(tenantId: string, driverId: string, from: string, to: string): Promise<ScheduledRun[]>;
}

export interface Routing {
  customers: CustomerProjection;
  logger: Logger;
}
