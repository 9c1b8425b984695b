import type {
  CustomerPlanInterval,
  CustomerSubscriptionStatus,
  EventActor,
  EventEnvelope,
  OrderStatus,
  PaymentPurpose,
  PlatformPlanId,
  PlatformSubscriptionStatus,
  PurchasablePlanId,
} from '@pickup/contracts';
import type { DomainEvent, Logger, ReplaySource } from '@pickup/kit';
import type { PaymentProvider } from './payment-provider';

/**
 * What billing's rules work with: plain data and the stores and services they need, no database
 * or HTTP types. Money is in cents everywhere here; the HTTP layer speaks dollars.
 */

export interface Clock {
  now(): Date;
}

/** Who acts on a use case: the signed-in user, or the system (webhooks, jobs). */
export interface Actor {
  tenantId: string;
  actor: EventActor;
}

/** Billing's projection of a business, from tenant events. */
export interface Tenant {
  id: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
}

/** Billing's projection of a person (from user events): the name on orders and Stripe customers. */
export interface Person {
  id: string;
  tenantId: string | null;
  name: string;
  email: string;
}

export interface PlatformSubscription {
  tenantId: string;
  planId: PlatformPlanId;
  status: PlatformSubscriptionStatus;
  trialEndsAt: Date | null;
  trialReminderSentAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  scheduledPlanId: PurchasablePlanId | null;
  /** The last Stripe event applied: a replayed event changes nothing. */
  lastStripeEventId: string | null;
}

export interface ConnectAccount {
  tenantId: string;
  stripeAccountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface Product {
  id: string;
  tenantId: string;
  name: string;
  description: string;
  priceCents: number;
  category: string;
  active: boolean;
}

export type NewProduct = Omit<Product, 'id'>;

/** How much of one product the paid orders hold: the orders that included it, and the quantity. */
export interface OrderedAmount {
  orders: number;
  quantity: number;
}

export interface CartLine {
  id: string;
  tenantId: string;
  userId: string;
  productId: string;
  quantity: number;
}

/** One line of a paid order, priced when the payment was made. */
export interface OrderLine {
  productId: string;
  name: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/** A card payment (or a saved card) in progress or done, keyed by its Stripe intent. */
export interface Payment {
  id: string;
  tenantId: string;
  purpose: PaymentPurpose;
  userId: string;
  intent: 'payment' | 'setup';
  stripeIntentId: string;
  clientSecret: string;
  amountCents: number;
  applicationFeeCents: number;
  status: PaymentStatus;
  /** The cart's lines and totals (purpose order). */
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  /** The plan bought (purpose platform_subscription or customer_subscription). */
  planId: string | null;
  /** The customer subscription it belongs to (customer_subscription, card_update). */
  subscriptionId: string | null;
  /** The Stripe subscription created once the card was saved. */
  stripeSubscriptionId: string | null;
  orderId: string | null;
  failureReason: string | null;
  createdAt: Date;
  /** When it succeeded; null while it has not (and for payments made before billing kept it). */
  paidAt: Date | null;
  /**
   * The payment intent Stripe charged when it is not `stripeIntentId`: a subscription's first
   * invoice, paid by an intent of Stripe's own after the card was saved. Refunds find it by either.
   */
  chargeIntentId: string | null;
  /** Cents refunded so far (Stripe's total on the charge), and when the latest refund was. */
  refundedCents: number;
  refundedAt: Date | null;
}

export type NewPayment = Omit<
  Payment,
  | 'id'
  | 'status'
  | 'orderId'
  | 'failureReason'
  | 'createdAt'
  | 'stripeSubscriptionId'
  | 'paidAt'
  | 'chargeIntentId'
  | 'refundedCents'
  | 'refundedAt'
>;

/** What settling a payment may set. */
export type PaymentSettlement = Pick<Payment, 'status'> &
  Partial<
    Pick<
      Payment,
      'failureReason' | 'orderId' | 'stripeSubscriptionId' | 'paidAt' | 'amountCents' | 'chargeIntentId'
    >
  >;

/**
 * The pickup an order's extras ride on, as routing last scheduled it (order.scheduled): a route's run
 * on a day, and the household's stop on it.
 */
export interface Delivery {
  routeId: string;
  customerId: string;
  /** The run's day, YYYY-MM-DD. */
  date: string;
  routeName: string;
  /** "2:00 PM - 5:00 PM". */
  timeWindow: string;
  /** When routing scheduled it: an older scheduling is ignored. */
  scheduledAt: Date;
}

export interface Order {
  id: string;
  tenantId: string;
  number: string;
  customerUserId: string;
  customerName: string;
  paymentId: string;
  stripePaymentIntentId: string;
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  status: OrderStatus;
  placedAt: Date;
  /** Stripe's receipt page; null when payments are simulated (this API's PDF serves). */
  stripeReceiptUrl: string | null;
  /** Null until routing schedules the extras on a pickup. */
  delivery: Delivery | null;
  /** When it was last set to cancelled; null when it never was (or was before billing kept it). */
  cancelledAt: Date | null;
}

/** What a change may set on an order. */
export type OrderChange = Partial<Pick<Order, 'status' | 'delivery' | 'cancelledAt'>>;

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface CustomerSubscription {
  id: string;
  tenantId: string;
  customerUserId: string;
  email: string;
  name: string;
  planId: CustomerPlanInterval;
  amountCents: number;
  status: CustomerSubscriptionStatus;
  stripeCustomerId: string;
  stripeSubscriptionId: string | null;
  nextChargeAt: Date | null;
  scheduledPlanId: CustomerPlanInterval | null;
  card: CardSummary | null;
  /** The last Stripe event applied: a replayed event changes nothing. */
  lastStripeEventId: string | null;
  /** When it last became active from not started (its first invoice paid); null before. */
  activatedAt: Date | null;
  /** When and why it was last cancelled; null when it never was (or was before billing kept it). */
  cancelledAt: Date | null;
  cancelReason: SubscriptionCancelReason | null;
}

export type SubscriptionCancelReason = 'customer_request' | 'payment_failed' | 'ended';

/**
 * A store's documents of one business told again as events (analytics' replay, `replayPage` of the
 * kit reads it): `tell` gives one record's events, oldest first.
 */
export type ReplayOf<E> = (tell: (record: E) => EventEnvelope[]) => ReplaySource<unknown>;

/** Stores. Each write that announces events takes them and stores them with the change. */

export interface TenantStore {
  find(id: string): Promise<Tenant | null>;
  /** Applies a snapshot newer than the one held; false for a stale or repeated one. */
  apply(tenant: Tenant, asOf: Date): Promise<boolean>;
}

export interface PersonStore {
  find(id: string): Promise<Person | null>;
  upsert(person: Person): Promise<void>;
}

export interface PlatformSubscriptionStore {
  find(tenantId: string): Promise<PlatformSubscription | null>;
  /** Creates the trial once; false when the business already has its subscription. */
  createTrial(
    subscription: PlatformSubscription,
    events: (s: PlatformSubscription) => DomainEvent[],
  ): Promise<boolean>;
  /**
   * Sets fields when the stored subscription still matches `expected` (compare-and-set on the
   * fields named), with the events made of the result; null when it no longer matches.
   */
  update(
    tenantId: string,
    expected: Partial<PlatformSubscription>,
    changes: Partial<PlatformSubscription>,
    events: (s: PlatformSubscription) => DomainEvent[],
  ): Promise<PlatformSubscription | null>;
  findByStripeSubscription(stripeSubscriptionId: string): Promise<PlatformSubscription | null>;
  /** Trials whose reminder is due or which have ended, at most `limit`. */
  trialsDue(now: Date, remindBefore: Date, limit: number): Promise<PlatformSubscription[]>;
}

export interface ConnectAccountStore {
  find(tenantId: string): Promise<ConnectAccount | null>;
  findByStripeAccount(stripeAccountId: string): Promise<ConnectAccount | null>;
  /** Stores the first account of the business; answers the stored one when it already has one. */
  create(account: ConnectAccount): Promise<ConnectAccount>;
  /** Sets the flags; the events are made (and stored) only when a flag changed. */
  setFlags(
    tenantId: string,
    flags: Pick<ConnectAccount, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
    events: (a: ConnectAccount) => DomainEvent[],
  ): Promise<ConnectAccount | null>;
}

export interface ProductStore {
  list(tenantId: string, filter: { activeOnly: boolean }): Promise<Product[]>;
  find(tenantId: string, id: string): Promise<Product | null>;
  findMany(tenantId: string, ids: string[]): Promise<Product[]>;
  create(product: NewProduct): Promise<Product>;
  /** Seeds the business's first products unless it has some. */
  seed(tenantId: string, products: NewProduct[]): Promise<void>;
  update(tenantId: string, id: string, changes: Omit<NewProduct, 'tenantId'>): Promise<Product | null>;
  delete(tenantId: string, id: string): Promise<boolean>;
}

export interface CartStore {
  list(tenantId: string, userId: string): Promise<CartLine[]>;
  find(tenantId: string, userId: string, id: string): Promise<CartLine | null>;
  /** Adds to the line of that product, or starts one. */
  add(tenantId: string, userId: string, productId: string, quantity: number): Promise<CartLine>;
  setQuantity(tenantId: string, userId: string, id: string, quantity: number): Promise<CartLine | null>;
  remove(tenantId: string, userId: string, id: string): Promise<boolean>;
  removeMany(tenantId: string, userId: string, ids: string[]): Promise<void>;
  /** Empties the user's cart. */
  clear(tenantId: string, userId: string): Promise<void>;
}

export interface PaymentStore {
  create(payment: NewPayment): Promise<Payment>;
  find(tenantId: string, id: string): Promise<Payment | null>;
  findByIntent(stripeIntentId: string): Promise<Payment | null>;
  findByStripeSubscription(stripeSubscriptionId: string): Promise<Payment | null>;
  /**
   * The payment of this purpose still waiting for this user's card: one at a time, so a retried
   * call answers it again and two cannot both be confirmed.
   */
  findPending(tenantId: string, userId: string, purpose: Payment['purpose']): Promise<Payment | null>;
  /** Changes what a pending payment buys (the card is not confirmed yet); null when not pending. */
  reprice(
    payment: Payment,
    planId: string,
    amountCents: number,
    applicationFeeCents: number,
  ): Promise<Payment | null>;
  /**
   * Updates a payment while its status is one of `from` (pending by default) with its events;
   * null when it was not. A declined payment may still succeed: Stripe lets the payer try again.
   */
  settle(
    payment: Payment,
    changes: PaymentSettlement,
    events: DomainEvent[],
    from?: PaymentStatus[],
  ): Promise<Payment | null>;
  /** The payment of a charge: by its own intent, or the intent that paid its first invoice. */
  findByCharge(intentId: string): Promise<Payment | null>;
  /**
   * Stores a payment already made (a renewal Stripe charged), with its events; null when one with
   * its intent is stored already, so that a payment is recorded once whatever Stripe repeats.
   */
  recordPaid(
    payment: NewPayment,
    paidAt: Date,
    events: (p: Payment) => DomainEvent[],
  ): Promise<Payment | null>;
  /**
   * Sets the refunded total when it is above the one stored, onto the version it was decided from,
   * with the events of the refund; null when there is no such payment.
   */
  refund(
    payment: Payment,
    refund: { refundedCents: number; at: Date },
    events: (after: Payment) => DomainEvent[],
  ): Promise<{ payment: Payment; changed: boolean } | null>;
  replay: ReplayOf<Payment>;
}

export interface OrderStore {
  /** Creates the order of a payment with its events; null when the payment already has its order. */
  createForPayment(
    order: Omit<Order, 'id' | 'number'>,
    events: (o: Order) => DomainEvent[],
  ): Promise<Order | null>;
  findByPayment(tenantId: string, paymentId: string): Promise<Order | null>;
  find(tenantId: string, id: string): Promise<Order | null>;
  list(
    tenantId: string,
    filter: { customerUserId?: string; status?: OrderStatus },
    page: { page: number; limit: number },
  ): Promise<{ orders: Order[]; total: number }>;
  /**
   * What the business's paid orders (or one customer's) hold of each product, by product id:
   * counted from the orders themselves, so it is always the truth.
   */
  amountsOrdered(tenantId: string, customerUserId?: string): Promise<Map<string, OrderedAmount>>;
  /** Orders whose delivery is on this run (and, given a customer, on their stop), in these statuses. */
  scheduledOn(
    tenantId: string,
    stop: { routeId: string; date: string; customerId?: string },
    statuses: readonly OrderStatus[],
  ): Promise<Order[]>;
  /**
   * Changes one order as `decide` says from the order as stored (decided again when another write
   * came in between), with the events of the change; null when there is no such order.
   */
  change(
    tenantId: string,
    id: string,
    decide: (order: Order) => OrderChange | null,
    events: (after: Order, before: Order) => DomainEvent[],
  ): Promise<{ order: Order; changed: boolean } | null>;
  replay: ReplayOf<Order>;
}

/**
 * What billing remembers of routing's runs, for a while: which runs started and which stops were
 * collected, so that an order scheduled on one after the fact (events arrive in any order) still
 * follows it.
 */
export interface RouteProgressStore {
  runStarted(tenantId: string, run: { routeId: string; date: string }): Promise<void>;
  hasStarted(tenantId: string, run: { routeId: string; date: string }): Promise<boolean>;
  stopCollected(tenantId: string, stop: { routeId: string; date: string; customerId: string }): Promise<void>;
  wasCollected(
    tenantId: string,
    stop: { routeId: string; date: string; customerId: string },
  ): Promise<boolean>;
}

export interface CustomerSubscriptionStore {
  findByCustomer(tenantId: string, customerUserId: string): Promise<CustomerSubscription | null>;
  find(tenantId: string, id: string): Promise<CustomerSubscription | null>;
  findByStripeSubscription(stripeSubscriptionId: string): Promise<CustomerSubscription | null>;
  /** The customer's subscription: the one stored, or this new one. */
  createOnce(subscription: Omit<CustomerSubscription, 'id'>): Promise<CustomerSubscription>;
  update(
    tenantId: string,
    id: string,
    changes: Partial<CustomerSubscription>,
    events: (s: CustomerSubscription) => DomainEvent[],
  ): Promise<CustomerSubscription | null>;
  replay: ReplayOf<CustomerSubscription>;
}

/** Stripe event ids already applied: each is applied once. */
export interface StripeEventLog {
  seen(eventId: string): Promise<boolean>;
  record(eventId: string, type: string): Promise<void>;
}

/** The Stripe product of each plan (created once, on first use). */
export interface CatalogueStore {
  productOf(key: string): Promise<string | null>;
  remember(key: string, stripeProductId: string): Promise<string>;
}

export interface BillingSettings {
  webBaseUrl: string;
  simulated: boolean;
  publishableKey: string | null;
}

export interface Billing {
  tenants: TenantStore;
  people: PersonStore;
  platformSubscriptions: PlatformSubscriptionStore;
  connectAccounts: ConnectAccountStore;
  products: ProductStore;
  carts: CartStore;
  payments: PaymentStore;
  orders: OrderStore;
  routeProgress: RouteProgressStore;
  customerSubscriptions: CustomerSubscriptionStore;
  stripeEvents: StripeEventLog;
  catalogue: CatalogueStore;
  provider: PaymentProvider;
  clock: Clock;
  settings: BillingSettings;
  logger: Logger;
}
