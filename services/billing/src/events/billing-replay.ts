import type { AnalyticsReplayPage, AnalyticsReplayQuery, EventEnvelope } from '@pickup/contracts';
import { replayedEvent, replayPage } from '@pickup/kit';
import { Types } from 'mongoose';
import type { Billing, CustomerSubscription, Order, Payment } from '../domain/model';
import {
  orderPlacedData,
  orderStatusData,
  paymentOutcomeOf,
  paymentRefundData,
  subscriptionCanceledData,
  subscriptionSnapshot,
} from './billing-events';

/**
 * Billing's facts of one business told again as the events that announced them, for analytics to
 * rebuild from (`analyticsReplayApi.billing`): payments, then orders, then customer subscriptions,
 * each record's events at the moments they became true. The data is built by the live events' own
 * mappers (./billing-events). docs/billing.md says what is told and what cannot be.
 */

/** A payment that moved money: its success, and its refunded total when money went back. */
function tellPayment(payment: Payment): EventEnvelope[] {
  // Saving a card moves no money, and was never announced as a payment.
  if (payment.status !== 'succeeded' || payment.purpose === 'card_update') return [];
  const fact = { tenantId: payment.tenantId, key: payment.id };
  const paid = replayedEvent('payment.succeeded', paymentOutcomeOf(payment, payment.orderId), {
    ...fact,
    occurredAt: payment.paidAt ?? payment.createdAt,
  });
  if (payment.refundedCents === 0 || !payment.refundedAt) return [paid];
  return [
    paid,
    replayedEvent('payment.refunded', paymentRefundData(payment), {
      ...fact,
      occurredAt: payment.refundedAt,
    }),
  ];
}

/** An order placed, and its cancellation when it is cancelled. */
function tellOrder(order: Order): EventEnvelope[] {
  const fact = { tenantId: order.tenantId, key: order.id };
  const placed = replayedEvent('order.placed', orderPlacedData(order), {
    ...fact,
    occurredAt: order.placedAt,
  });
  if (order.status !== 'cancelled') return [placed];
  return [
    placed,
    replayedEvent('order.status_changed', orderStatusData(order), {
      ...fact,
      // Orders cancelled before billing kept the moment: the only time known is their placing.
      occurredAt: order.cancelledAt ?? order.placedAt,
    }),
  ];
}

/**
 * A household's subscription: its latest start, and its cancellation when it is cancelled. One
 * never paid for tells nothing; so does one cancelled before billing kept when it started and ended.
 */
function tellSubscription(subscription: CustomerSubscription): EventEnvelope[] {
  const fact = { tenantId: subscription.tenantId, key: subscription.id };
  const activated = (occurredAt: Date) =>
    replayedEvent('subscription.activated', subscriptionSnapshot({ ...subscription, status: 'active' }), {
      ...fact,
      occurredAt,
    });
  if (subscription.status === 'incomplete') return [];
  if (subscription.status !== 'cancelled') {
    // Started before billing kept the moment: the record was made when the household signed up.
    const recordMade = Types.ObjectId.createFromHexString(subscription.id).getTimestamp();
    return [activated(subscription.activatedAt ?? recordMade)];
  }
  const { activatedAt, cancelledAt, cancelReason } = subscription;
  if (!activatedAt || !cancelledAt) return [];
  return [
    activated(activatedAt),
    replayedEvent('subscription.canceled', subscriptionCanceledData(subscription, cancelReason ?? 'ended'), {
      ...fact,
      occurredAt: cancelledAt,
    }),
  ];
}

/** One page of billing's replay for the business the query names. */
export function replayBilling(billing: Billing, query: AnalyticsReplayQuery): Promise<AnalyticsReplayPage> {
  return replayPage(
    [
      billing.payments.replay(tellPayment),
      billing.orders.replay(tellOrder),
      billing.customerSubscriptions.replay(tellSubscription),
    ],
    query,
  );
}
