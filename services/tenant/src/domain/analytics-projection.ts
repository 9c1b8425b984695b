import {
  type ActivityKind,
  type EventData,
  type EventEnvelope,
  type EventType,
  formatUsd,
  type PaymentPurpose,
  type TypedEvent,
} from '@pickup/contracts';
import { isDeepStrictEqual } from 'node:util';
import { dayOf } from './analytics-calendar';
import {
  type AnalyticsFact,
  type AnalyticsStores,
  type BusinessDay,
  type CustomerFact,
  daysOfFact,
  factKey,
  type OrderFact,
  type PaymentFact,
  type RoutePlanFact,
  type RunFact,
  type StopFact,
  type WeightFact,
} from './analytics-model';
import type { Tenancy } from './model';

/**
 * The analytics projection (docs/analytics.md): one catalogue event at a time, from the live
 * consumer or a rebuild's replay, becomes facts, the days they are counted on marked for the job
 * to compute again, and a Recent Activity item. Every fact is merged under its lease and keeps
 * each of its parts' newest word, so an event told twice, late or out of order changes nothing
 * it should not.
 */

/** Payments to the business; the platform's own plans, the Connect demo and saving a card are not its revenue. */
const businessPurposes: readonly PaymentPurpose[] = ['order', 'customer_subscription'];

/** What an event is applied with: its business, that business's calendar, and when it happened. */
interface Applying {
  stores: AnalyticsStores;
  tenantId: string;
  timeZone: string;
  eventId: string;
  at: Date;
  /** The business's day the event happened on. */
  day: BusinessDay;
}

type Applier<T extends EventType> = (applying: Applying, data: EventData<T>) => Promise<void>;

const later = (a: Date, b: Date): Date => (a > b ? a : b);
/** Whether a part last said at `asOf` (null: never) takes a word said at `at`. */
const takes = (asOf: Date | null, at: Date): boolean => asOf === null || asOf <= at;

/** Kinds whose change moves the board (customers now, the newest, the top payers). */
const boardKinds: ReadonlySet<AnalyticsFact['kind']> = new Set(['customer', 'payment']);

/**
 * Merges the event into the fact held under `key`, holding its lease: `merge` answers the fact
 * after it (the one held when nothing changes). The days of the fact before and after are marked,
 * also when nothing changed, so that a retry after a crash between the save and the marking still
 * has its days computed.
 */
async function mergeFact<F extends AnalyticsFact>(
  applying: Applying,
  key: string,
  merge: (held: F | null) => F | null,
): Promise<{ before: F | null; after: F | null; changed: boolean }> {
  const { stores, tenantId } = applying;
  const result = await stores.leases.hold(`fact:${tenantId}:${key}`, async () => {
    const before = (await stores.facts.find(tenantId, key)) as F | null;
    const after = merge(before);
    const changed = after !== null && !isDeepStrictEqual(after, before);
    if (changed) await stores.facts.save(after);
    return { before, after: after ?? before, changed };
  });
  const facts = [result.before, result.after].filter((fact): fact is F => fact !== null);
  const days = new Set(facts.flatMap(daysOfFact));
  for (const day of days) await stores.dirty.markDay(tenantId, day);
  if (facts.some((fact) => boardKinds.has(fact.kind))) await stores.dirty.markBoard(tenantId);
  return result;
}

async function addActivity({ stores, tenantId, eventId, at }: Applying, kind: ActivityKind, text: string) {
  await stores.activity.add(tenantId, { id: eventId, kind, text, at: at.toISOString() });
}

/** A customer's name for Recent Activity; a deleted or unknown one is spoken of without it. */
const named = (customer: CustomerFact | null): string | null =>
  customer && !customer.deleted && customer.name ? customer.name : null;

async function nameOfUser({ stores, tenantId }: Applying, userId: string | null): Promise<string | null> {
  return userId ? named(await stores.facts.customerOfUser(tenantId, userId)) : null;
}

// Customers.

type CustomerSnapshotType =
  'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored';

function newCustomer(applying: Applying, customerId: string): CustomerFact {
  const { tenantId, at, day } = applying;
  return {
    kind: 'customer',
    tenantId,
    key: factKey.customer(customerId),
    asOf: at,
    customerId,
    userId: null,
    name: '',
    zone: null,
    status: 'active',
    profileAsOf: new Date(0),
    joinedAt: at,
    joinedDay: day,
    joinedKnown: false,
    removedDay: null,
    removalAsOf: null,
    leftDay: null,
    leavingAsOf: null,
    deleted: false,
  };
}

/** The customer's joining: customer.created's moment, or the earliest moment they were seen. */
function withJoining(fact: CustomerFact, { at, day }: Applying, created: boolean): CustomerFact {
  const earlier = at < fact.joinedAt;
  if (created ? fact.joinedKnown && !earlier : fact.joinedKnown || !earlier) return fact;
  return { ...fact, joinedAt: at, joinedDay: day, joinedKnown: created || fact.joinedKnown };
}

function withRemoval(fact: CustomerFact, { at, day }: Applying, removed: boolean): CustomerFact {
  if (!takes(fact.removalAsOf, at)) return fact;
  return { ...fact, removedDay: removed ? (fact.removedDay ?? day) : null, removalAsOf: at };
}

function withLeaving(fact: CustomerFact, { at, day }: Applying, left: boolean): CustomerFact {
  if (!takes(fact.leavingAsOf, at)) return fact;
  return { ...fact, leftDay: left ? (fact.leftDay ?? day) : null, leavingAsOf: at };
}

const customerSnapshot =
  (type: CustomerSnapshotType): Applier<CustomerSnapshotType> =>
  async (applying, data) => {
    const { at } = applying;
    const { after } = await mergeFact<CustomerFact>(applying, factKey.customer(data.customerId), (held) => {
      if (held?.deleted) return held;
      let fact = held ?? newCustomer(applying, data.customerId);
      if (fact.profileAsOf <= at) {
        const name = `${data.firstName} ${data.lastName}`.trim();
        fact = { ...fact, userId: data.userId, name, zone: data.zone, status: data.status, profileAsOf: at };
      }
      fact = withJoining(fact, applying, type === 'customer.created');
      if (type === 'customer.archived') fact = withLeaving(withRemoval(fact, applying, true), applying, true);
      if (type === 'customer.restored')
        fact = withLeaving(withRemoval(fact, applying, false), applying, false);
      return { ...fact, asOf: later(fact.asOf, at) };
    });
    const name = named(after) ?? 'A customer';
    if (type === 'customer.created') await addActivity(applying, 'customer_joined', `${name} joined`);
    if (type === 'customer.archived') await addActivity(applying, 'customer_left', `${name} left`);
  };

const customerDeleted: Applier<'customer.deleted'> = async (applying, data) => {
  const { at } = applying;
  await mergeFact<CustomerFact>(applying, factKey.customer(data.customerId), (held) => {
    if (held?.deleted) return held;
    const fact = withLeaving(
      withRemoval(held ?? newCustomer(applying, data.customerId), applying, true),
      applying,
      true,
    );
    // Gone for good: the name goes with them; the userId stays so that their payments are known as theirs.
    return {
      ...fact,
      userId: fact.userId ?? data.userId,
      name: '',
      deleted: true,
      asOf: later(fact.asOf, at),
    };
  });
};

/** subscription.activated and .canceled: the customer returns, or leaves (churn), on that day. */
const subscriptionChange =
  (left: boolean): Applier<'subscription.activated' | 'subscription.canceled'> =>
  async (applying, data) => {
    const customer = await applying.stores.facts.customerOfUser(applying.tenantId, data.customerUserId);
    if (!customer) return;
    const { after } = await mergeFact<CustomerFact>(applying, customer.key, (held) => {
      if (!held || held.deleted) return held;
      const fact = withLeaving(held, applying, left);
      return { ...fact, asOf: later(fact.asOf, applying.at) };
    });
    if (left) {
      await addActivity(
        applying,
        'subscription_canceled',
        `${named(after) ?? 'A customer'} cancelled their subscription`,
      );
    }
  };

// Payments.

function newPayment(applying: Applying, key: string, data: EventData<'payment.refunded'>): PaymentFact {
  return {
    kind: 'payment',
    tenantId: applying.tenantId,
    key,
    asOf: applying.at,
    day: applying.day,
    paymentId: data.paymentId,
    userId: data.userId,
    purpose: data.purpose,
    amountCents: data.amountCents,
    paidAsOf: null,
    refundedCents: 0,
    refundDay: null,
    refundAsOf: null,
  };
}

const paymentSucceeded: Applier<'payment.succeeded'> = async (applying, data) => {
  if (!businessPurposes.includes(data.purpose)) return;
  const { at, day, eventId } = applying;
  const key = factKey.payment(data.paymentId ?? eventId);
  await mergeFact<PaymentFact>(applying, key, (held) => {
    if (held && !takes(held.paidAsOf, at)) return held;
    const base =
      held ?? newPayment(applying, key, { ...data, paymentId: data.paymentId ?? eventId, refundedCents: 0 });
    return {
      ...base,
      day,
      paymentId: data.paymentId,
      userId: data.userId,
      purpose: data.purpose,
      amountCents: data.amountCents,
      paidAsOf: at,
      asOf: later(base.asOf, at),
    };
  });
  const name = (await nameOfUser(applying, data.userId)) ?? 'A customer';
  await addActivity(applying, 'payment', `${name} paid ${formatUsd(data.amountCents)}`);
};

const paymentRefunded: Applier<'payment.refunded'> = async (applying, data) => {
  if (!businessPurposes.includes(data.purpose)) return;
  const { at, day } = applying;
  const key = factKey.payment(data.paymentId);
  const { before } = await mergeFact<PaymentFact>(applying, key, (held) => {
    const base = held ?? newPayment(applying, key, data);
    if (!takes(base.refundAsOf, at)) return held;
    return {
      ...base,
      refundedCents: data.refundedCents,
      refundDay: day,
      refundAsOf: at,
      asOf: later(base.asOf, at),
    };
  });
  // The event tells the total refunded so far: this refund is what it adds to the one held before.
  const earlier = before && takes(before.refundAsOf, at) ? before.refundedCents : 0;
  const refunded = data.refundedCents > earlier ? data.refundedCents - earlier : data.refundedCents;
  const name = (await nameOfUser(applying, data.userId)) ?? 'a customer';
  await addActivity(applying, 'refund', `Refund of ${formatUsd(refunded)} to ${name}`);
};

// Orders.

function newOrder(applying: Applying, data: { orderId: string; customerUserId: string }): OrderFact {
  return {
    kind: 'order',
    tenantId: applying.tenantId,
    key: factKey.order(data.orderId),
    asOf: applying.at,
    day: applying.day,
    orderId: data.orderId,
    userId: data.customerUserId,
    totalCents: 0,
    placedAsOf: null,
    cancelled: false,
    statusAsOf: null,
  };
}

const orderPlaced: Applier<'order.placed'> = async (applying, data) => {
  const { at, timeZone } = applying;
  await mergeFact<OrderFact>(applying, factKey.order(data.orderId), (held) => {
    if (held && !takes(held.placedAsOf, at)) return held;
    const base = held ?? newOrder(applying, data);
    return {
      ...base,
      day: dayOf(new Date(data.placedAt), timeZone),
      userId: data.customerUserId,
      totalCents: data.totalCents,
      placedAsOf: at,
      asOf: later(base.asOf, at),
    };
  });
  const name = (await nameOfUser(applying, data.customerUserId)) ?? 'a customer';
  await addActivity(applying, 'order', `Order ${data.number} from ${name}, ${formatUsd(data.totalCents)}`);
};

const orderStatusChanged: Applier<'order.status_changed'> = async (applying, data) => {
  const { at } = applying;
  await mergeFact<OrderFact>(applying, factKey.order(data.orderId), (held) => {
    const base = held ?? newOrder(applying, data);
    if (!takes(base.statusAsOf, at)) return held;
    return { ...base, cancelled: data.status === 'cancelled', statusAsOf: at, asOf: later(base.asOf, at) };
  });
};

// Routes, their runs and stops.

const routePlan: Applier<'route.created' | 'route.updated'> = async (applying, data) => {
  const { tenantId, at, stores } = applying;
  const { before, after, changed } = await mergeFact<RoutePlanFact>(
    applying,
    factKey.route(data.routeId),
    (held) =>
      held && held.asOf > at
        ? held
        : {
            kind: 'route',
            tenantId,
            key: factKey.route(data.routeId),
            asOf: at,
            routeId: data.routeId,
            startTime: data.startTime,
            endTime: data.endTime,
          },
  );
  // A route's window judges every stop of it: a new end time judges its past days again.
  if (changed && before?.endTime !== after?.endTime) {
    for (const day of await stores.facts.stopDaysOfRoute(tenantId, data.routeId)) {
      await stores.dirty.markDay(tenantId, day);
    }
  }
};

const routeRun =
  (part: 'started' | 'completed'): Applier<'route.started' | 'route.completed'> =>
  async (applying, data) => {
    const { tenantId, at } = applying;
    const key = factKey.run(data.routeId, data.date);
    await mergeFact<RunFact>(applying, key, (held) => {
      const base: RunFact = held ?? {
        kind: 'run',
        tenantId,
        key,
        asOf: at,
        day: data.date,
        routeId: data.routeId,
        startedAt: null,
        startedAsOf: null,
        completedAt: null,
        completedAsOf: null,
      };
      const moment = new Date(data.at);
      if (part === 'started') {
        return takes(base.startedAsOf, at)
          ? { ...base, startedAt: moment, startedAsOf: at, asOf: later(base.asOf, at) }
          : held;
      }
      return takes(base.completedAsOf, at)
        ? { ...base, completedAt: moment, completedAsOf: at, asOf: later(base.asOf, at) }
        : held;
    });
    if (part === 'completed') await addActivity(applying, 'route_completed', `Route ${data.name} completed`);
  };

const stopCompleted: Applier<'stop.completed'> = async (applying, data) => {
  const { tenantId, at } = applying;
  const key = factKey.stop(data.routeId, data.customerId, data.date);
  await mergeFact<StopFact>(applying, key, (held) =>
    held && held.asOf > at
      ? held
      : {
          kind: 'stop',
          tenantId,
          key,
          asOf: at,
          day: data.date,
          routeId: data.routeId,
          customerId: data.customerId,
          collected: data.status === 'collected',
          at: new Date(data.at),
        },
  );
};

// Weights.

const weighed: Applier<'weight.recorded' | 'weight.updated' | 'weight.resolved'> = async (applying, data) => {
  const { tenantId, at, stores } = applying;
  const key = factKey.weight(data.entryId);
  const household = (await stores.facts.find(
    tenantId,
    factKey.customer(data.customerId),
  )) as CustomerFact | null;
  await mergeFact<WeightFact>(applying, key, (held) =>
    held && held.asOf > at
      ? held
      : {
          kind: 'weight',
          tenantId,
          key,
          asOf: at,
          day: data.pickupDate,
          entryId: data.entryId,
          customerId: data.customerId,
          pounds: data.weight,
          contaminated: data.contamination.length > 0,
          // The household's zone when the bucket was first weighed.
          zone: held?.zone ?? household?.zone ?? null,
        },
  );
};

const contaminationDetected: Applier<'weight.contamination.detected'> = async (applying, data) => {
  const household = (await applying.stores.facts.find(
    applying.tenantId,
    factKey.customer(data.customerId),
  )) as CustomerFact | null;
  const name = named(household);
  const bucket = name ? `${name}'s bucket` : 'a bucket';
  await addActivity(
    applying,
    'contamination',
    `Contamination found in ${bucket} (${data.materials.join(', ')})`,
  );
};

const appliers = {
  'customer.created': customerSnapshot('customer.created'),
  'customer.updated': customerSnapshot('customer.updated'),
  'customer.archived': customerSnapshot('customer.archived'),
  'customer.restored': customerSnapshot('customer.restored'),
  'customer.deleted': customerDeleted,
  'subscription.activated': subscriptionChange(false),
  'subscription.canceled': subscriptionChange(true),
  'payment.succeeded': paymentSucceeded,
  'payment.refunded': paymentRefunded,
  'order.placed': orderPlaced,
  'order.status_changed': orderStatusChanged,
  'route.created': routePlan,
  'route.updated': routePlan,
  'route.started': routeRun('started'),
  'route.completed': routeRun('completed'),
  'stop.completed': stopCompleted,
  'weight.recorded': weighed,
  'weight.updated': weighed,
  'weight.resolved': weighed,
  'weight.contamination.detected': contaminationDetected,
} satisfies { [T in EventType]?: Applier<T> };

export type AnalyticsEventType = keyof typeof appliers;

/** The events analytics counts. */
export const analyticsEventTypes = Object.keys(appliers) as AnalyticsEventType[];

const isAnalyticsEvent = (type: string): type is AnalyticsEventType => Object.hasOwn(appliers, type);

/**
 * Applies one catalogue event, parsed with its contract, to the business's analytics. Events of
 * other types, or naming no business, change nothing.
 */
export async function applyAnalyticsEvent(
  tenancy: Pick<Tenancy, 'settings' | 'analytics'>,
  event: EventEnvelope,
): Promise<void> {
  const { tenantId } = event;
  if (!tenantId || !isAnalyticsEvent(event.type)) return;
  const { timeZone } = await tenancy.settings.find(tenantId);
  const at = new Date(event.occurredAt);
  const applying: Applying = {
    stores: tenancy.analytics,
    tenantId,
    timeZone,
    eventId: event.id,
    at,
    day: dayOf(at, timeZone),
  };
  // The envelope was parsed with its type's contract: its data is that type's.
  const apply = appliers[event.type] as Applier<AnalyticsEventType>;
  await apply(applying, (event as TypedEvent<AnalyticsEventType>).data);
}
