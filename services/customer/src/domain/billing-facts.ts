import { type CustomerStatus, type EventData, systemActor } from '@pickup/contracts';
import type { DomainEvent } from '@pickup/kit';
import { announceUpdate, milestoneReached } from '../events/customer-events';
import { countedCustomers, isMilestone } from './admission';
import type { Clientele, Customer, CustomerChanges } from './model';
import { statusChange } from './pauses';

/**
 * What billing's events change on a customer, found by their login within the business. Events
 * may come late, twice or out of order: a subscription snapshot older than the one applied is
 * ignored, and an order counts once. Events about someone the service does not know change nothing.
 */

type SubscriptionSnapshot = EventData<'subscription.activated'>;

/** How many orders a customer remembers having counted: far more than a redelivery spans. */
const rememberedOrders = 20;

/** Applies `decide` to the customer with that login; the customer after, null when the service knows none. */
async function changeCustomerOf(
  clientele: Clientele,
  tenantId: string,
  userId: string,
  decide: (customer: Customer) => CustomerChanges | null,
  announce: (after: Customer, before: Customer) => DomainEvent[] = announceUpdate(systemActor),
): Promise<Customer | null> {
  const customer = await clientele.customers.findByUser(tenantId, userId);
  if (!customer) {
    clientele.logger.debug({ tenantId, userId }, 'billing event for no known customer');
    return null;
  }
  return clientele.customers.update(tenantId, customer.id, decide, announce);
}

const isNewer = (customer: Customer, asOf: Date) =>
  customer.subscriptionAsOf === null || customer.subscriptionAsOf <= asOf;

/** Statuses a paid, running subscription makes active; an archived customer stays archived. */
const activatable: readonly CustomerStatus[] = ['pending', 'paused', 'inactive'];

/** The status a paid subscription gives: active, unless archived or paused by the household itself. */
const activeAgain = (customer: Customer): CustomerStatus =>
  activatable.includes(customer.status) && customer.pause === null ? 'active' : customer.status;

/**
 * subscription.activated: the customer is active on their plan and pays its amount. The first
 * time, identity welcomes them (with a link to choose their password); a household that became
 * a counted customer may make a milestone.
 */
export async function applySubscriptionActivated(
  clientele: Clientele,
  tenantId: string,
  snapshot: SubscriptionSnapshot,
  asOf: Date,
): Promise<boolean> {
  const [counted, interval] = await Promise.all([
    countedCustomers(clientele, tenantId),
    clientele.businesses.milestoneInterval(tenantId),
  ]);
  const customer = await changeCustomerOf(
    clientele,
    tenantId,
    snapshot.customerUserId,
    (current) =>
      isNewer(current, asOf)
        ? {
            ...statusChange(current, activeAgain(current), clientele.clock.now()),
            subscription: snapshot.planId,
            subscriptionStatus: snapshot.status,
            monthlySpendCents: snapshot.amountCents,
            subscriptionAsOf: asOf,
          }
        : null,
    (after, before) => {
      const joined = before.status === 'pending' && after.status === 'active';
      return [
        ...announceUpdate(systemActor)(after, before),
        ...(joined && isMilestone(counted + 1, interval)
          ? [milestoneReached(after, counted + 1, interval, systemActor)]
          : []),
      ];
    },
  );
  if (!customer) return false;
  if (customer.status === 'active' && customer.welcomedAt === null && customer.userId) {
    await welcome(clientele, customer, customer.userId);
  }
  return true;
}

/** Asks identity to welcome the customer, then notes it: a redelivered activation asks again, harmlessly. */
async function welcome(clientele: Clientele, customer: Customer, userId: string): Promise<void> {
  const business = await clientele.businesses.find(customer.tenantId);
  // Thrown, the event is retried: the business's announcement arrives in the meantime.
  if (!business) throw new Error(`Business ${customer.tenantId} is not known yet: its welcome waits`);
  await clientele.logins.welcome(userId, business.businessName);
  const welcomedAt = clientele.clock.now();
  await clientele.customers.update(
    customer.tenantId,
    customer.id,
    (current) => (current.welcomedAt ? null : { welcomedAt }),
    () => [],
  );
}

/** subscription.updated: the plan, the standing and the amount billing now charges. */
export async function applySubscriptionUpdated(
  clientele: Clientele,
  tenantId: string,
  snapshot: SubscriptionSnapshot,
  asOf: Date,
): Promise<boolean> {
  const customer = await changeCustomerOf(clientele, tenantId, snapshot.customerUserId, (current) =>
    isNewer(current, asOf)
      ? {
          subscription: snapshot.planId,
          subscriptionStatus: snapshot.status,
          monthlySpendCents: snapshot.amountCents,
          subscriptionAsOf: asOf,
        }
      : null,
  );
  return customer !== null;
}

/**
 * subscription.canceled: after the last failed payment the customer is paused (routing leaves them
 * out until they pay again); cancelled by them or ended, inactive. They pay nothing from now on.
 */
export async function applySubscriptionCanceled(
  clientele: Clientele,
  tenantId: string,
  snapshot: EventData<'subscription.canceled'>,
  asOf: Date,
): Promise<boolean> {
  const standing: CustomerStatus = snapshot.reason === 'payment_failed' ? 'paused' : 'inactive';
  const customer = await changeCustomerOf(clientele, tenantId, snapshot.customerUserId, (current) =>
    isNewer(current, asOf)
      ? {
          status: current.status === 'archived' ? 'archived' : standing,
          // Billing's standing overrides the household's pause, which must not end it.
          pause: null,
          subscriptionStatus: 'cancelled',
          monthlySpendCents: 0,
          subscriptionAsOf: asOf,
        }
      : null,
  );
  return customer !== null;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** order.placed: one more order (once per order), and the customer was active then. */
export async function countOrder(
  clientele: Clientele,
  tenantId: string,
  order: EventData<'order.placed'>,
): Promise<boolean> {
  const placedAt = new Date(order.placedAt);
  const customer = await changeCustomerOf(clientele, tenantId, order.customerUserId, (current) =>
    current.recentOrderIds.includes(order.orderId)
      ? null
      : {
          totalOrders: current.totalOrders + 1,
          lastOrderDate: current.lastOrderDate ? later(current.lastOrderDate, placedAt) : placedAt,
          lastActivity: later(current.lastActivity, placedAt),
          recentOrderIds: [...current.recentOrderIds, order.orderId].slice(-rememberedOrders),
        },
  );
  return customer !== null;
}

/** payment.succeeded: the payer was active then. */
export async function notePayment(
  clientele: Clientele,
  tenantId: string,
  payment: EventData<'payment.succeeded'>,
  at: Date,
): Promise<boolean> {
  if (!payment.userId) return false;
  const customer = await changeCustomerOf(clientele, tenantId, payment.userId, (current) =>
    current.lastActivity >= at ? null : { lastActivity: at },
  );
  return customer !== null;
}
