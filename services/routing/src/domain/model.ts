import type {
  CustomerPlanChoice,
  CustomerStatus,
  DriverRole,
  EventEnvelope,
  GeoPoint,
  PickupDay,
  ServicePause,
  ServiceZone,
  StopExtra,
  StopOutcome,
  VehicleType,
} from '@pickup/contracts';
import type { BusinessTimeZones, DomainEvent, Geocoder, Logger, ReplaySource } from '@pickup/kit';

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
  /** Days the household paused its pickups, [from, until); null when none. */
  pause: ServicePause | null;
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
  /** The customer held (archived ones too), or null when unknown or deleted. */
  find(tenantId: string, customerId: string): Promise<RoutedCustomer | null>;
  /** The customers held of those ids (archived ones too); unknown and deleted ones are left out. */
  findMany(tenantId: string, customerIds: readonly string[]): Promise<RoutedCustomer[]>;
  /** The customer whose login this is, or null. */
  findByUserId(tenantId: string, userId: string): Promise<RoutedCustomer | null>;
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
  /** Every driver of the business (the routes screen counts the active ones). */
  list(tenantId: string): Promise<DriverRecord[]>;
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

/** A customer's place on a route: its own id (the drivers' app completes it by that) and first visit. */
export interface RouteStopEntry {
  stopId: string;
  customerId: string;
  /** YYYY-MM-DD: the route's first occurrence on or after the day the customer joined it. */
  startsOn: string;
  /** Days the customer asked to be left out (a reminder's skip link); none on a new stop. */
  skippedDates?: readonly string[];
}

/** A one-off change to the occurrence planned on `date`. */
export interface RouteExceptionEntry {
  date: string;
  action: 'skip' | 'move';
  movedTo: string | null;
  reason: string;
}

/** What the owner plans of a route: it repeats weekly on its pickup day from its first date. */
export interface RouteDetails {
  name: string;
  zone: ServiceZone | null;
  driverId: string | null;
  vehicle: string;
  /** HH:MM in the business's time zone; endTime '' when none. */
  startTime: string;
  endTime: string;
  /** Minutes. */
  estimatedTime: number;
  pickupDay: PickupDay;
  firstDate: string;
  startLocation: string;
  startAddress: string;
  startPoint: GeoPoint | null;
  endLocation: string;
  endAddress: string;
  endPoint: GeoPoint | null;
  notes: string;
  /** In the order they are visited. */
  stops: RouteStopEntry[];
  exceptions: RouteExceptionEntry[];
}

export interface PlannedRoute extends RouteDetails {
  routeId: string;
  tenantId: string;
}

export type NewRoute = Omit<PlannedRoute, 'routeId'>;
export type RouteChanges = Partial<RouteDetails>;

export interface RouteFilter {
  driverId?: string | undefined;
  zone?: ServiceZone | undefined;
}

export interface RouteStore {
  /** A new id for a stop (stops are kept inside their route). */
  newStopId(): string;
  insert(route: NewRoute, announce: (stored: PlannedRoute) => DomainEvent[]): Promise<PlannedRoute>;
  find(tenantId: string, routeId: string): Promise<PlannedRoute | null>;
  /** The business's routes, by name. */
  list(tenantId: string, filter: RouteFilter): Promise<PlannedRoute[]>;
  /** The business's routes the customer is on, by name. */
  withCustomer(tenantId: string, customerId: string): Promise<PlannedRoute[]>;
  /** The route holding the stop of that id, or null. */
  withStop(tenantId: string, stopId: string): Promise<PlannedRoute | null>;
  /**
   * Writes what `decide` makes of the route as it is, with the events that announce it, onto the
   * version it was decided from (decided again when another write came first); null when the
   * route does not exist. Nothing is written when `decide` answers null or nothing changes.
   */
  update(
    tenantId: string,
    routeId: string,
    decide: (route: PlannedRoute) => RouteChanges | null,
    announce: (after: PlannedRoute, before: PlannedRoute) => DomainEvent[],
  ): Promise<PlannedRoute | null>;
  /** Deletes the route with the events that announce it; whether this call deleted it. */
  remove(tenantId: string, routeId: string, events: DomainEvent[]): Promise<boolean>;
  /**
   * The business's routes told again as events, `tell` giving one's from the route and when it
   * was created (analytics' replay, the kit's replayPage reads it).
   */
  replay(tell: (route: PlannedRoute, createdAt: Date) => EventEnvelope[]): ReplaySource<unknown>;
}

/** A stop's result on one day's run. */
export interface StopResultEntry {
  customerId: string;
  status: StopOutcome;
  reason: string;
  /** Pounds weighed at the curb, or null. */
  weight: number | null;
  at: Date;
}

/** One day's run of a route: it exists once the route was started that day. */
export interface RouteRun {
  tenantId: string;
  routeId: string;
  date: string;
  status: 'in_progress' | 'completed';
  startedAt: Date;
  completedAt: Date | null;
  results: StopResultEntry[];
}

export type RunChanges = Partial<Pick<RouteRun, 'status' | 'completedAt' | 'results'>>;

export interface RunStore {
  find(tenantId: string, routeId: string, date: string): Promise<RouteRun | null>;
  /** The runs of those routes from `from` to `to` (inclusive). */
  between(tenantId: string, routeIds: readonly string[], from: string, to: string): Promise<RouteRun[]>;
  /** Stores a new run with its events; null when that day's run exists already. */
  start(run: RouteRun, events: DomainEvent[]): Promise<RouteRun | null>;
  /** As RouteStore.update, for one day's run. */
  update(
    tenantId: string,
    routeId: string,
    date: string,
    decide: (run: RouteRun) => RunChanges | null,
    announce: (after: RouteRun, before: RouteRun) => DomainEvent[],
  ): Promise<RouteRun | null>;
  /** Deletes every run of the route. */
  removeOfRoute(tenantId: string, routeId: string): Promise<void>;
  /** The business's runs told again as events, `tell` giving one's (analytics' replay). */
  replay(tell: (run: RouteRun) => EventEnvelope[]): ReplaySource<unknown>;
}

/** The pickup an order's extras ride on. */
export interface ExtrasPlacement {
  routeId: string;
  /** The occurrence's date, YYYY-MM-DD. */
  date: string;
}

/**
 * A paid order's extras as routing carries them: waiting (no placement) until the household has a
 * pickup, then on one pickup; delivered once that stop is collected, and kept there as history.
 * Withdrawn when the owner marks the order delivered or cancelled by hand first: on no pickup, for good.
 */
export interface ScheduledOrder {
  tenantId: string;
  orderId: string;
  /** Empty for an order withdrawn before routing heard of its placing. */
  orderNumber: string;
  customerUserId: string;
  items: { name: string; quantity: number }[];
  placement: ExtrasPlacement | null;
  delivered: boolean;
  withdrawn: boolean;
}

export type NewScheduledOrder = Omit<ScheduledOrder, 'placement' | 'delivered' | 'withdrawn'>;

/** What a change may set on an order's extras. */
export type ScheduledOrderChange = Partial<Pick<ScheduledOrder, 'placement' | 'delivered' | 'withdrawn'>>;

/** One extra on the pickup it rides on, with whose it is. */
export interface PlacedExtra extends StopExtra {
  customerUserId: string;
  routeId: string;
  date: string;
}

export interface ExtrasStore {
  /** Records a paid order once (its id is unique per business); false when it was recorded already. */
  record(order: NewScheduledOrder): Promise<boolean>;
  find(tenantId: string, orderId: string): Promise<ScheduledOrder | null>;
  /** The orders of these logins neither delivered nor withdrawn. */
  pendingOf(tenantId: string, customerUserIds: readonly string[]): Promise<ScheduledOrder[]>;
  /**
   * Moves an order that is not delivered to another pickup (or none: waiting) with the events
   * that announce it, or marks it delivered; nothing is written when it already is so.
   */
  update(
    tenantId: string,
    orderId: string,
    decide: (order: ScheduledOrder) => ScheduledOrderChange | null,
    announce: (after: ScheduledOrder) => DomainEvent[],
  ): Promise<void>;
  /**
   * Withdraws an order's extras (or marks them delivered), recording the order when routing does
   * not hold it yet, so that its placing, arriving later, finds it settled. Whether anything changed.
   */
  withdraw(
    order: Pick<ScheduledOrder, 'tenantId' | 'orderId' | 'customerUserId'>,
    decide: (order: ScheduledOrder) => ScheduledOrderChange | null,
  ): Promise<boolean>;
  /** The extras riding on these routes' pickups from `from` to `to` (inclusive), delivered too. */
  onRoutes(tenantId: string, routeIds: readonly string[], from: string, to: string): Promise<PlacedExtra[]>;
}

export interface Clock {
  now(): Date;
}

export interface Routing {
  customers: CustomerProjection;
  routes: RouteStore;
  runs: RunStore;
  timeZones: BusinessTimeZones;
  drivers: DriverDirectory;
  /** Orders' extras on the households' pickups. */
  extras: ExtrasStore;
  /** Places a route's start and end addresses. */
  geocoder: Geocoder;
  clock: Clock;
  logger: Logger;
}
