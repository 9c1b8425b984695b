import type {
  CustomerPlanChoice,
  EventEnvelope,
  CustomerPlanInterval,
  CustomerStatus,
  GeoPoint,
  PageQuery,
  Pagination,
  PickupDay,
  ServicePause,
  ServiceZone,
} from '@pickup/contracts';
import type { BusinessTimeZones, DomainEvent, Geocoder, Logger, ReplaySource } from '@pickup/kit';

/**
 * What the customer service's rules work with: plain data and the stores and services they need,
 * no database or HTTP types.
 */

export interface Clock {
  now(): Date;
}

/** A business's customer: a household the owner added, or one that signed up on the business's page. */
export interface Customer {
  id: string;
  tenantId: string;
  /** The customer's login in identity; null for one the owner added who has not signed up. */
  userId: string | null;
  firstName: string;
  lastName: string;
  /** Lower-cased: unique within the business. */
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  zone: ServiceZone | null;
  pickupDay: PickupDay | null;
  location: GeoPoint | null;
  status: CustomerStatus;
  /** Unique within the business; B-NNN unless the owner typed another. */
  bucketNumber: string;
  subscription: CustomerPlanChoice;
  /** Billing's standing of the card subscription, or 'none' while the owner manages the plan by hand. */
  subscriptionStatus: string;
  bucketCount: number;
  containerType: string;
  pickupInstructions: string;
  notes: string;
  totalOrders: number;
  lastOrderDate: Date | null;
  lastActivity: Date;
  monthlySpendCents: number;
  joinDate: Date;
  /** When the customer was last moved to the archive; null while not archived. */
  archivedAt: Date | null;
  /** When identity was asked to welcome the customer (once, at their first card subscription). */
  welcomedAt: Date | null;
  /** When billing's last applied subscription snapshot was true: an older one is ignored. */
  subscriptionAsOf: Date | null;
  /** The last orders counted, so an order announced twice counts once. */
  recentOrderIds: string[];
  /** A pause of pickups the household set itself (domain/pauses.ts); null when none. */
  pause: ServicePause | null;
  /** The household finished or closed the dashboard's onboarding dialog. */
  hasSeenOnboarding: boolean;
}

export type NewCustomer = Omit<Customer, 'id'>;

/** What a change may set on a customer. */
export type CustomerChanges = Partial<Omit<Customer, 'id' | 'tenantId' | 'joinDate'>>;

/** A unique field another customer of the business holds already. */
export class CustomerFieldTakenError extends Error {
  constructor(readonly field: 'email' | 'bucketNumber') {
    super(`${field} is taken`);
    this.name = 'CustomerFieldTakenError';
  }
}

export interface CustomerListFilter {
  /** `all`: every status but archived. */
  status: CustomerStatus | 'all';
  search?: string;
}

export interface CustomerStore {
  /** Stores a new customer with the events `announce` makes of it; CustomerFieldTakenError when a unique field is another's. */
  insert(customer: NewCustomer, announce: (stored: Customer) => DomainEvent[]): Promise<Customer>;
  find(tenantId: string, id: string): Promise<Customer | null>;
  findByEmail(tenantId: string, email: string): Promise<Customer | null>;
  findByUser(tenantId: string, userId: string): Promise<Customer | null>;
  /**
   * Reads, decides and writes one customer, over again when another write came in between:
   * `decide` answers the changes (null: nothing to change) and `announce` the events of the
   * result, stored with it. Answers the customer after (as it is when nothing changed), null when
   * there is none; CustomerFieldTakenError when a new e-mail or bucket number is another's.
   */
  update(
    tenantId: string,
    id: string,
    decide: (customer: Customer) => CustomerChanges | null,
    announce: (after: Customer, before: Customer) => DomainEvent[],
  ): Promise<Customer | null>;
  /** Deletes the customer with its events; false when there was none. */
  remove(tenantId: string, id: string, events: DomainEvent[]): Promise<boolean>;
  list(
    tenantId: string,
    filter: CustomerListFilter,
    page: PageQuery,
  ): Promise<{ customers: Customer[]; total: number; totalPages: number; pagination: Pagination }>;
  /** Customers whose status is one of these. */
  count(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number>;
  /** The sum of monthlySpend of the customers whose status is none of these. */
  monthlySpendCentsExcept(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number>;
  /** Which of these values another customer of the business holds. */
  taken(tenantId: string, field: 'email' | 'bucketNumber', values: string[]): Promise<Set<string>>;
  /**
   * Up to `limit` customers whose household pause has a step due on `today` (the business's day):
   * an active one whose pause began, or one whose pause ended.
   */
  pausesDue(tenantId: string, today: string, limit: number): Promise<Customer[]>;
  /** The business's customers told again as events, `tell` giving one's (analytics' replay, the kit's replayPage reads it). */
  replay(tell: (customer: Customer) => EventEnvelope[]): ReplaySource<unknown>;
}

/** Each business's B-NNN sequence: the numbers Auto-assign hands out. */
export interface BucketSequenceStore {
  /** The next number, taken. */
  take(tenantId: string): Promise<number>;
  /** The next number, not taken. */
  peek(tenantId: string): Promise<number>;
  /** Moves the sequence past a number the owner typed. */
  passTo(tenantId: string, taken: number): Promise<void>;
}

/** A business as the tenant service announced it. */
export interface Business {
  tenantId: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
}

/** The plan's customer limit (-1: unlimited), and whether the business may add customers at all. */
export interface CustomerAllowance {
  customerLimit: number;
  canCreate: boolean;
}

/** What the service keeps of other services' announcements about each business. */
export interface BusinessStore {
  find(tenantId: string): Promise<Business | null>;
  /** The ids of the businesses known, in order, after `after` (null: from the first). */
  tenantIds(after: string | null, limit: number): Promise<string[]>;
  milestoneInterval(tenantId: string): Promise<number>;
  allowance(tenantId: string): Promise<CustomerAllowance>;
  /** Each apply holds the snapshot unless a newer one is held; whether it was applied. */
  applyBusiness(business: Business, asOf: Date): Promise<boolean>;
  applyMilestoneInterval(tenantId: string, interval: number, asOf: Date): Promise<boolean>;
  applyAllowance(tenantId: string, allowance: CustomerAllowance, asOf: Date): Promise<boolean>;
}

/** Identity, as sign-up, welcome and deletion need it: the customer's login. */
export interface Logins {
  /** The customer's login (the same one when asked again), without a password. */
  createLogin(login: {
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<string>;
  /** E-mails the customer a welcome with a link to choose their password (identity sends it once; nothing for a login it does not know). */
  welcome(userId: string, businessName: string): Promise<void>;
  /** The login can no longer sign in; a login identity does not know is as good as disabled. */
  disable(userId: string): Promise<void>;
}

/** Billing, as sign-up needs it: the card subscription the household confirms. */
export interface Subscriptions {
  /** The subscription (made once) and the card to confirm; PaymentsNotReadyError when the business cannot take cards. */
  start(subscription: {
    tenantId: string;
    customerUserId: string;
    email: string;
    name: string;
    planId: CustomerPlanInterval;
  }): Promise<{ clientSecret: string; paymentId: string; intent: 'payment' | 'setup' }>;
}

export class PaymentsNotReadyError extends Error {
  constructor() {
    super('The business cannot take card payments yet');
    this.name = 'PaymentsNotReadyError';
  }
}

/** Identity or billing could not be reached, or answered out of turn: try again later. */
export class PeerUnavailableError extends Error {
  constructor(peer: string, cause: unknown) {
    super(`${peer} is unavailable`, { cause });
    this.name = 'PeerUnavailableError';
  }
}

export interface Clientele {
  customers: CustomerStore;
  bucketSequences: BucketSequenceStore;
  businesses: BusinessStore;
  logins: Logins;
  subscriptions: Subscriptions;
  geocoder: Geocoder;
  /** Each business's time zone (its settings): the day a pause begins and ends on. */
  timeZones: BusinessTimeZones;
  /** The web app (scheme, host and port): the login link of the existing-account answer. */
  webBaseUrl: string;
  clock: Clock;
  logger: Logger;
}
