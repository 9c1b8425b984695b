import { billingMessages } from '@pickup/contracts';
import { AppError } from '@pickup/kit/errors';
import { paymentFailed, paymentOutcomeOf, paymentRefunded, paymentSucceeded } from '../events/billing-events';
import { applyAccountFlags } from './connect';
import {
  cardSaved,
  customerInvoiceFailed,
  customerInvoicePaid,
  customerSubscriptionEnded,
  customerSubscriptionStatusChanged,
  startCustomerStripeSubscription,
} from './customer-subscriptions';
import type { PaidInvoice } from './invoice-payments';
import type { Billing } from './model';
import { placeOrder } from './orders';
import { InvalidSignatureError, type ProviderEvent } from './payment-provider';
import {
  platformInvoicePaid,
  platformSubscriptionChanged,
  startPlatformSubscription,
} from './platform-subscriptions';

/**
 * Stripe's webhook: each delivery is verified, then applied once per event id. An event is recorded
 * as applied only after it was, so a delivery that fails half-way is applied again on Stripe's
 * retry; every step below is idempotent for that reason.
 */
export async function receiveWebhook(
  billing: Billing,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  let event: ProviderEvent;
  try {
    event = billing.provider.readWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError('VALIDATION_FAILED', billingMessages.invalidSignature, { cause: error });
    }
    throw error;
  }
  if (await billing.stripeEvents.seen(event.id)) return { duplicate: true };
  await applyStripeEvent(billing, event);
  await billing.stripeEvents.record(event.id, event.kind);
  return { duplicate: false };
}

/** Stripe knows of something billing has not stored yet: answered 503, Stripe delivers it again. */
const notYetKnown = (what: string) => new AppError('SERVICE_UNAVAILABLE', `${what} is not known yet`);

async function onPaymentSucceeded(billing: Billing, intentId: string): Promise<void> {
  const payment = await billing.payments.findByIntent(intentId);
  if (!payment) return;
  if (payment.purpose === 'order') {
    await placeOrder(billing, payment);
    return;
  }
  if (payment.status !== 'succeeded') {
    await billing.payments.settle(
      payment,
      { status: 'succeeded', paidAt: billing.clock.now() },
      [paymentSucceeded(payment.tenantId, paymentOutcomeOf(payment, null))],
      ['pending', 'failed'],
    );
  }
}

async function onPaymentFailed(billing: Billing, intentId: string, reason: string): Promise<void> {
  const payment = await billing.payments.findByIntent(intentId);
  if (payment?.status !== 'pending') return;
  await billing.payments.settle(payment, { status: 'failed', failureReason: reason }, [
    paymentFailed(payment.tenantId, {
      paymentId: payment.id,
      purpose: payment.purpose,
      userId: payment.userId,
      amountCents: payment.amountCents,
      reason,
      subscriptionId: payment.subscriptionId,
    }),
  ]);
}

/** A card is saved: start the plan it was saved for, or use it from now on. */
async function onSetupSucceeded(billing: Billing, intentId: string, paymentMethodId: string): Promise<void> {
  const payment = await billing.payments.findByIntent(intentId);
  if (payment?.status !== 'pending' || payment.stripeSubscriptionId) return;
  if (payment.purpose === 'card_update') {
    await cardSaved(billing, payment, paymentMethodId);
    return;
  }
  const stripeSubscriptionId =
    payment.purpose === 'platform_subscription'
      ? await startPlatformSubscription(billing, payment, paymentMethodId)
      : await startCustomerStripeSubscription(billing, payment, paymentMethodId);
  if (stripeSubscriptionId) {
    await billing.payments.settle(payment, { status: 'pending', stripeSubscriptionId }, []);
    return;
  }
  await billing.payments.settle(
    payment,
    { status: 'failed', failureReason: billingMessages.planAlreadyActive },
    [],
  );
}

/** The invoice as billing keeps its payment; Stripe is asked for the intent the event leaves out. */
async function paidInvoiceOf(
  billing: Billing,
  event: Extract<ProviderEvent, { kind: 'invoice_paid' }>,
): Promise<PaidInvoice> {
  return {
    eventId: event.id,
    invoiceId: event.invoiceId,
    intentId: event.intentId ?? (await billing.provider.invoicePaymentIntent(event.invoiceId)),
    amountCents: event.amountCents,
    firstInvoice: event.firstInvoice,
    periodEnd: event.periodEnd,
  };
}

async function onInvoicePaid(billing: Billing, event: Extract<ProviderEvent, { kind: 'invoice_paid' }>) {
  const platform = await billing.platformSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (platform) {
    return platformInvoicePaid(billing, platform, event.subscriptionId, await paidInvoiceOf(billing, event));
  }
  const customer = await billing.customerSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (customer) {
    return customerInvoicePaid(billing, customer, event.subscriptionId, await paidInvoiceOf(billing, event));
  }
  // The subscription was created by billing moments ago, and Stripe was quicker than the write.
  if (event.firstInvoice) throw notYetKnown('The subscription');
}

async function onInvoiceFailed(billing: Billing, event: Extract<ProviderEvent, { kind: 'invoice_failed' }>) {
  const platform = await billing.platformSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (platform) {
    return platformSubscriptionChanged(billing, platform, {
      eventId: event.id,
      status: 'past_due',
      periodEnd: null,
    });
  }
  const customer = await billing.customerSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (customer) {
    await customerInvoiceFailed(billing, customer, {
      eventId: event.id,
      amountCents: event.amountCents,
      reason: event.reason,
    });
  }
}

async function onSubscriptionUpdated(
  billing: Billing,
  event: Extract<ProviderEvent, { kind: 'subscription_updated' }>,
) {
  const platform = await billing.platformSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (platform && (event.status === 'past_due' || event.status === 'unpaid')) {
    return platformSubscriptionChanged(billing, platform, {
      eventId: event.id,
      status: 'past_due',
      periodEnd: event.periodEnd,
    });
  }
  const customer = platform
    ? null
    : await billing.customerSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (customer)
    await customerSubscriptionStatusChanged(billing, customer, {
      eventId: event.id,
      status: event.status,
      periodEnd: event.periodEnd,
    });
}

async function onSubscriptionDeleted(
  billing: Billing,
  event: Extract<ProviderEvent, { kind: 'subscription_deleted' }>,
) {
  const platform = await billing.platformSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (platform)
    return platformSubscriptionChanged(billing, platform, {
      eventId: event.id,
      status: 'cancelled',
      periodEnd: null,
    });
  const customer = await billing.customerSubscriptions.findByStripeSubscription(event.subscriptionId);
  if (customer) await customerSubscriptionEnded(billing, customer, event.id);
}

/**
 * Money went back on a charge (a refund made in Stripe's dashboard or its API): the payment keeps
 * Stripe's refunded total, and payment.refunded is announced when that total grew.
 */
async function onChargeRefunded(
  billing: Billing,
  event: Extract<ProviderEvent, { kind: 'charge_refunded' }>,
): Promise<void> {
  const payment = await billing.payments.findByCharge(event.intentId);
  if (!payment || payment.status === 'failed') return;
  // Stripe's word that the payment succeeded has not been applied yet: it is delivered again.
  if (payment.status === 'pending') throw notYetKnown('The payment');
  await billing.payments.refund(
    payment,
    { refundedCents: event.refundedCents, at: billing.clock.now() },
    (after) => [paymentRefunded(after)],
  );
}

async function onAccountUpdated(
  billing: Billing,
  event: Extract<ProviderEvent, { kind: 'account_updated' }>,
) {
  const account = await billing.connectAccounts.findByStripeAccount(event.accountId);
  if (!account) return;
  const { chargesEnabled, payoutsEnabled, detailsSubmitted } = event;
  await applyAccountFlags(billing, account.tenantId, { chargesEnabled, payoutsEnabled, detailsSubmitted });
}

/** One verified Stripe event, applied. Events of objects billing did not make are ignored. */
export async function applyStripeEvent(billing: Billing, event: ProviderEvent): Promise<void> {
  switch (event.kind) {
    case 'payment_succeeded':
      return onPaymentSucceeded(billing, event.intentId);
    case 'payment_failed':
      return onPaymentFailed(billing, event.intentId, event.reason);
    case 'setup_succeeded':
      return onSetupSucceeded(billing, event.intentId, event.paymentMethodId);
    case 'setup_failed':
      return onPaymentFailed(billing, event.intentId, event.reason);
    case 'invoice_paid':
      return onInvoicePaid(billing, event);
    case 'invoice_failed':
      return onInvoiceFailed(billing, event);
    case 'subscription_updated':
      return onSubscriptionUpdated(billing, event);
    case 'subscription_deleted':
      return onSubscriptionDeleted(billing, event);
    case 'account_updated':
      return onAccountUpdated(billing, event);
    case 'charge_refunded':
      return onChargeRefunded(billing, event);
    case 'ignored':
      billing.logger.debug({ stripeEventId: event.id, type: event.type }, 'Stripe event not used by billing');
  }
}
