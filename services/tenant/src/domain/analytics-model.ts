import type {
  ActivityItem,
  AnalyticsPeriod,
  CustomerStatus,
  PaymentPurpose,
  RecentCustomer,
  ServiceZone,
  TopCustomer,
} from '@pickup/contracts';

/**
 * The analytics read model (docs/analytics.md). Events become facts, one per thing that happened
 * (a payment, a weighed bucket, a day's run), each holding the newest word on it; a business's
 * figures per day are recomputed from that day's facts, never counted up event by event, so a
 * redelivered, late or edited event changes nothing or replaces what it said before.
 */

/** A business's calendar day, `YYYY-MM-DD`, in its own time zone. */
export type BusinessDay = string;

interface FactBase {
  tenantId: string;
  /** Names the thing within the business: `<kind>:<ids>` (see factKey). */
  key: string;
  /** The occurredAt of the newest event that said anything of it. */
  asOf: Date;
}

/**
 * A customer: when they joined, were removed from the books, and last left (churn). Different
 * events speak of different parts, each part moving only forward in its own time (its `…AsOf`):
 * a late snapshot never undoes a newer archive, a late subscription event never a newer return.
 */
export interface CustomerFact extends FactBase {
  kind: 'customer';
  customerId: string;
  userId: string | null;
  name: string;
  zone: ServiceZone | null;
  status: CustomerStatus;
  /** When the snapshot held (name, zone, status) was true. */
  profileAsOf: Date;
  joinedAt: Date;
  joinedDay: BusinessDay;
  /** Whether joinedAt is customer.created's moment, or only when the customer was first seen. */
  joinedKnown: boolean;
  /** Archived or deleted: off the books from this day, until restored. */
  removedDay: BusinessDay | null;
  removalAsOf: Date | null;
  /** The day they left (archived, deleted or subscription cancelled: the first since they last returned). */
  leftDay: BusinessDay | null;
  leavingAsOf: Date | null;
  /** Gone for good: nothing brings them back, and their name is forgotten. */
  deleted: boolean;
}

/** A payment to the business (not the platform's own plans), counted on the day it went through. */
export interface PaymentFact extends FactBase {
  kind: 'payment';
  day: BusinessDay;
  paymentId: string | null;
  userId: string | null;
  purpose: PaymentPurpose;
  amountCents: number;
  /** When payment.succeeded said it; null while only a refund has told of the payment. */
  paidAsOf: Date | null;
  /** Cents refunded so far, counted on refundDay. */
  refundedCents: number;
  refundDay: BusinessDay | null;
  refundAsOf: Date | null;
}

export interface OrderFact extends FactBase {
  kind: 'order';
  day: BusinessDay;
  orderId: string;
  userId: string;
  totalCents: number;
  /** When order.placed said it; null while only a status change has told of the order. */
  placedAsOf: Date | null;
  cancelled: boolean;
  statusAsOf: Date | null;
}

/** A route's plan: its window, which decides whether a stop was on time. */
export interface RoutePlanFact extends FactBase {
  kind: 'route';
  routeId: string;
  /** `HH:MM`, the business's clock. */
  startTime: string;
  endTime: string;
}

/** One day's run of a route. */
export interface RunFact extends FactBase {
  kind: 'run';
  day: BusinessDay;
  routeId: string;
  startedAt: Date | null;
  startedAsOf: Date | null;
  completedAt: Date | null;
  completedAsOf: Date | null;
}

/** A stop's latest result on a day's run. */
export interface StopFact extends FactBase {
  kind: 'stop';
  day: BusinessDay;
  routeId: string;
  customerId: string;
  collected: boolean;
  at: Date;
}

/** A weighed bucket (its entry's newest snapshot), on its pickup day, in its household's zone then. */
export interface WeightFact extends FactBase {
  kind: 'weight';
  day: BusinessDay;
  entryId: string;
  customerId: string;
  pounds: number;
  contaminated: boolean;
  zone: ServiceZone | null;
}

export type AnalyticsFact =
  CustomerFact | PaymentFact | OrderFact | RoutePlanFact | RunFact | StopFact | WeightFact;
export type FactKind = AnalyticsFact['kind'];

/** A business's figures for one day, recomputed from that day's facts. */
export interface DayTotals {
  tenantId: string;
  day: BusinessDay;
  revenueCents: number;
  refundedCents: number;
  payments: number;
  joined: number;
  removed: number;
  churned: number;
  orders: number;
  routesCompleted: number;
  /** Completed runs whose start is known too, and their minutes from start to completion. */
  routesTimed: number;
  routeMinutes: number;
  stopsCollected: number;
  /** Collected stops whose route's plan is known, and those collected by its end time. */
  stopsTimed: number;
  stopsOnTime: number;
  pounds: number;
  cleanPounds: number;
  buckets: number;
  contaminatedBuckets: number;
}

/**
 * What a business's overview shows that per-day sums cannot give: customers now, the newest five,
 * and each period's top customers; recomputed when its facts change and when the business's day turns.
 */
export interface AnalyticsBoard {
  tenantId: string;
  /** The business's day it was computed for (the periods end on it). */
  day: BusinessDay;
  total: number;
  active: number;
  recentCustomers: RecentCustomer[];
  topCustomers: Record<AnalyticsPeriod, TopCustomer[]>;
  computedAt: Date;
  /** When the business's next day begins: the board is computed again from then on. */
  nextDayAt: Date;
}

export interface AnalyticsFactStore {
  /** The fact held under this key, or null. */
  find(tenantId: string, key: string): Promise<AnalyticsFact | null>;
  /**
   * Stores the fact unless a newer one is held (the projection merges an event into the fact held
   * under a lease, so the fact it saves is never older than that one); answers whether it was stored.
   */
  save(fact: AnalyticsFact): Promise<boolean>;
  /** A business's facts counted on this day (customers: joined, removed or left on it; payments: paid or refunded). */
  onDay(tenantId: string, day: BusinessDay): Promise<AnalyticsFact[]>;
  ofKind<K extends FactKind>(tenantId: string, kind: K): Promise<Extract<AnalyticsFact, { kind: K }>[]>;
  /** The customer of a login (payments, orders and subscriptions name customers by their userId). */
  customerOfUser(tenantId: string, userId: string): Promise<CustomerFact | null>;
  /** Payments paid or refunded on or after this day (the board's top customers). */
  paymentsSince(tenantId: string, from: BusinessDay): Promise<PaymentFact[]>;
  /** The days a route has stops on (its window judges them all). */
  stopDaysOfRoute(tenantId: string, routeId: string): Promise<BusinessDay[]>;
  /** Whether the business has any fact at all. */
  any(tenantId: string): Promise<boolean>;
  /** A business's weighed buckets from one day to another, inclusive (the diversion report). */
  weightsBetween(tenantId: string, from: BusinessDay, to: BusinessDay): Promise<WeightFact[]>;
  forgetTenant(tenantId: string): Promise<void>;
}

export interface DayTotalsStore {
  /** Replaces the day's figures (figures of nothing remove the day). */
  put(totals: DayTotals): Promise<void>;
  between(tenantId: string, from: BusinessDay, to: BusinessDay): Promise<DayTotals[]>;
  /** Every day's figures of the business, for the customers-on-the-books series. */
  all(tenantId: string): Promise<DayTotals[]>;
  forgetTenant(tenantId: string): Promise<void>;
}

/**
 * Which days (and boards) need computing again: a marker per change, inserted, never updated, so
 * a marker written while a day is being computed survives and the day is computed once more.
 */
export interface DirtyMarkStore {
  markDay(tenantId: string, day: BusinessDay): Promise<void>;
  markBoard(tenantId: string): Promise<void>;
  /** Up to `limit` markers, oldest first. */
  take(limit: number): Promise<{ id: string; tenantId: string; day: BusinessDay | null }[]>;
  remove(ids: string[]): Promise<void>;
  forgetTenant(tenantId: string): Promise<void>;
}

export interface BoardStore {
  find(tenantId: string): Promise<AnalyticsBoard | null>;
  put(board: AnalyticsBoard): Promise<void>;
  /** Businesses (up to `limit`) whose board was computed for a day that has ended by `now`. */
  turned(now: Date, limit: number): Promise<string[]>;
  forgetTenant(tenantId: string): Promise<void>;
}

/** Recent Activity: the last things a person cares about, once per event. */
export interface ActivityStore {
  /** Records the item once (its id is the event's); keeps the business's newest few. */
  add(tenantId: string, item: ActivityItem): Promise<void>;
  latest(tenantId: string, limit: number): Promise<ActivityItem[]>;
  forgetTenant(tenantId: string): Promise<void>;
}

/**
 * Short exclusive holds across replicas: one writer at a time merges into a fact or computes a
 * day or a board, so an older computation is never written over a newer one (docs/analytics.md).
 */
export interface AnalyticsLeases {
  /** Runs the work holding the lease, or answers `held: false` at once when another holds it. */
  tryHold<T>(name: string, work: () => Promise<T>): Promise<{ held: true; value: T } | { held: false }>;
  /** Runs the work holding the lease, waiting a little for it; throws when it stays taken. */
  hold<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export interface AnalyticsStores {
  facts: AnalyticsFactStore;
  days: DayTotalsStore;
  dirty: DirtyMarkStore;
  boards: BoardStore;
  activity: ActivityStore;
  leases: AnalyticsLeases;
}

/** The keys of facts: each names its thing within the business. */
export const factKey = {
  customer: (customerId: string) => `customer:${customerId}`,
  payment: (paymentId: string) => `payment:${paymentId}`,
  order: (orderId: string) => `order:${orderId}`,
  route: (routeId: string) => `route:${routeId}`,
  run: (routeId: string, date: string) => `run:${routeId}:${date}`,
  stop: (routeId: string, customerId: string, date: string) => `stop:${routeId}:${customerId}:${date}`,
  weight: (entryId: string) => `weight:${entryId}`,
};

/** The days a fact is counted on: a customer's joining, removal and leaving, a payment's refund too. */
export function daysOfFact(fact: AnalyticsFact): BusinessDay[] {
  switch (fact.kind) {
    case 'customer':
      return [fact.joinedDay, fact.removedDay, fact.leftDay].filter((day): day is string => day !== null);
    case 'payment':
      return fact.refundDay ? [fact.day, fact.refundDay] : [fact.day];
    case 'route':
      return [];
    default:
      return [fact.day];
  }
}
