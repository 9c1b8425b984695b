import { type EventActor, type EventData, systemActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type {
  ConnectAccount,
  CustomerSubscription,
  Order,
  Payment,
  PlatformSubscription,
  SubscriptionCancelReason,
} from '../domain/model';
import { accountStatusOf } from '../domain/connect-status';
import { canCreate, limitsOf } from '../domain/platform-plan-rules';

/**
 * Builders of billing's events: each use case hands them to the write that announces them. The
 * `…Data` mappers are what an event says of a record, shared with the replay (./billing-replay).
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const context = (tenantId: string, actor: EventActor = systemActor) => ({ tenantId, actor });

type PaymentOutcome = EventData<'payment.succeeded'>;

/** A payment of one of billing's Payment records. */
export const paymentOutcomeOf = (payment: Payment, orderId: string | null): PaymentOutcome => ({
  paymentId: payment.id,
  purpose: payment.purpose,
  userId: payment.userId,
  amountCents: payment.amountCents,
  applicationFeeCents: payment.applicationFeeCents,
  orderId,
  subscriptionId: payment.subscriptionId,
});

export function paymentSucceeded(tenantId: string, outcome: PaymentOutcome, actor?: EventActor): DomainEvent {
  return domainEvent('payment.succeeded', outcome, context(tenantId, actor));
}

/** A payment's refunded total so far. */
export const paymentRefundData = (payment: Payment): EventData<'payment.refunded'> => ({
  paymentId: payment.id,
  purpose: payment.purpose,
  userId: payment.userId,
  refundedCents: payment.refundedCents,
  amountCents: payment.amountCents,
});

export function paymentRefunded(payment: Payment): DomainEvent {
  return domainEvent('payment.refunded', paymentRefundData(payment), context(payment.tenantId));
}

export function paymentFailed(
  tenantId: string,
  failure: {
    paymentId: string | null;
    purpose: Payment['purpose'];
    userId: string | null;
    amountCents: number;
    reason: string;
    subscriptionId: string | null;
  },
): DomainEvent {
  return domainEvent('payment.failed', failure, context(tenantId));
}

export const orderPlacedData = (order: Order): EventData<'order.placed'> => ({
  orderId: order.id,
  number: order.number,
  customerUserId: order.customerUserId,
  items: order.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  })),
  subtotalCents: order.subtotalCents,
  taxCents: order.taxCents,
  totalCents: order.totalCents,
  placedAt: order.placedAt.toISOString(),
});

export function orderPlaced(order: Order): DomainEvent {
  return domainEvent(
    'order.placed',
    orderPlacedData(order),
    context(order.tenantId, { userId: order.customerUserId, role: 'customer' }),
  );
}

export const orderStatusData = (order: Order): EventData<'order.status_changed'> => ({
  orderId: order.id,
  customerUserId: order.customerUserId,
  status: order.status,
});

export function orderStatusChanged(order: Order, actor: EventActor): DomainEvent {
  return domainEvent('order.status_changed', orderStatusData(order), context(order.tenantId, actor));
}

/** What every subscription event says of the subscription: its state now. */
export const subscriptionSnapshot = (
  subscription: CustomerSubscription,
): EventData<'subscription.updated'> => ({
  subscriptionId: subscription.id,
  customerUserId: subscription.customerUserId,
  planId: subscription.planId,
  amountCents: subscription.amountCents,
  status: subscription.status,
  nextChargeAt: iso(subscription.nextChargeAt),
  scheduledPlanId: subscription.scheduledPlanId,
});

export function subscriptionActivated(subscription: CustomerSubscription): DomainEvent {
  return domainEvent(
    'subscription.activated',
    subscriptionSnapshot(subscription),
    context(subscription.tenantId),
  );
}

export function subscriptionUpdated(subscription: CustomerSubscription, actor?: EventActor): DomainEvent {
  return domainEvent(
    'subscription.updated',
    subscriptionSnapshot(subscription),
    context(subscription.tenantId, actor),
  );
}

export const subscriptionCanceledData = (
  subscription: CustomerSubscription,
  reason: SubscriptionCancelReason,
): EventData<'subscription.canceled'> => ({ ...subscriptionSnapshot(subscription), reason });

export function subscriptionCanceled(
  subscription: CustomerSubscription,
  reason: SubscriptionCancelReason,
  actor?: EventActor,
): DomainEvent {
  return domainEvent(
    'subscription.canceled',
    subscriptionCanceledData(subscription, reason),
    context(subscription.tenantId, actor),
  );
}

export function connectAccountUpdated(account: ConnectAccount): DomainEvent {
  return domainEvent(
    'connect.account.updated',
    {
      accountId: account.stripeAccountId,
      status: accountStatusOf(account),
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      detailsSubmitted: account.detailsSubmitted,
    },
    context(account.tenantId),
  );
}

export function platformSubscriptionUpdated(
  subscription: PlatformSubscription,
  actor?: EventActor,
): DomainEvent {
  return domainEvent(
    'platform.subscription_updated',
    {
      planId: subscription.planId,
      status: subscription.status,
      limits: limitsOf(subscription.planId),
      canCreate: canCreate(subscription),
      trialEndsAt: iso(subscription.trialEndsAt),
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      scheduledPlanId: subscription.scheduledPlanId,
    },
    context(subscription.tenantId, actor),
  );
}

export function trialEnding(subscription: PlatformSubscription, now: Date): DomainEvent {
  const endsAt = subscription.trialEndsAt ?? now;
  const daysLeft = Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 86_400_000));
  return domainEvent(
    'platform.trial_ending',
    { trialEndsAt: endsAt.toISOString(), daysLeft },
    context(subscription.tenantId),
  );
}
