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
  /** The occurredAt of the event that said it: an older word is ignored. */
  asOf: Date;
}

/** A customer: when they joined, were removed from the books, and last left (churn). */
export interface CustomerFact extends FactBase {
  kind: 'customer';
  customerId: string;
  userId: string | null;
  name: string;
  zone: ServiceZone | null;
  status: CustomerStatus;
  joinedAt: Date;
  joinedDay: BusinessDay;
  /** Archived or deleted: off the books from this day, until restored. */
  removedDay: BusinessDay | null;
  /** The day of the latest leaving (archived, deleted or subscription cancelled), until they return. */
  leftDay: BusinessDay | null;
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
  /** Cents refunded so far, counted on refundDay. */
  refundedCents: number;
  refundDay: BusinessDay | null;
}

export interface OrderFact extends FactBase {
  kind: 'order';
  day: BusinessDay;
  orderId: string;
  userId: string;
  totalCents: number;
  cancelled: boolean;
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
  completedAt: Date | null;
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
}

export interface AnalyticsFactStore {
  /** The fact held under this key, or null. */
  find(tenantId: string, key: string): Promise<AnalyticsFact | null>;
  /** Stores the fact unless one at least as new is held; answers whether it was stored. */
  save(fact: AnalyticsFact): Promise<boolean>;
  /** A business's facts of these kinds counted on this day (customers: joined, removed or left on it). */
  onDay(tenantId: string, day: BusinessDay): Promise<AnalyticsFact[]>;
  ofKind<K extends FactKind>(tenantId: string, kind: K): Promise<Extract<AnalyticsFact, { kind: K }>[]>;
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
  forgetTenant(tenantId: string): Promise<void>;
}

/** Recent Activity: the last things a person cares about, once per event. */
export interface ActivityStore {
  /** Records the item once (its id is the event's); keeps the business's newest few. */
  add(tenantId: string, item: ActivityItem): Promise<void>;
  latest(tenantId: string, limit: number): Promise<ActivityItem[]>;
  forgetTenant(tenantId: string): Promise<void>;
}

export interface AnalyticsStores {
  facts: AnalyticsFactStore;
  days: DayTotalsStore;
  dirty: DirtyMarkStore;
  boards: BoardStore;
  activity: ActivityStore;
}
