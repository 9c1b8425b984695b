import { AppError } from '@pickup/kit/errors';
import { paymentOutcomeOf, paymentSucceeded } from '../events/billing-events';
import type { Billing, NewPayment, Payment } from './model';

/** An invoice of one of billing's subscriptions, paid (Stripe's invoice.paid). */
export interface PaidInvoice {
  eventId: string;
  invoiceId: string;
  /** The payment intent that paid it; null when Stripe names none (nothing was charged). */
  intentId: string | null;
  amountCents: number;
  firstInvoice: boolean;
  periodEnd: Date | null;
}

/**
 * The payment that saved the card and started this Stripe subscription. Billing marks it moments
 * after Stripe started the subscription, and Stripe may be quicker: answered 503, Stripe delivers
 * the invoice again.
 */
export async function paymentThatStarted(billing: Billing, stripeSubscriptionId: string): Promise<Payment> {
  const payment = await billing.payments.findByStripeSubscription(stripeSubscriptionId);
  if (!payment) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment that started the subscription is not known yet');
  }
  return payment;
}

/**
 * The first invoice completes the payment that saved the card: it succeeded with what the invoice
 * took, and the intent Stripe charged is kept beside the card's, so that a refund finds it.
 */
export async function settleFirstInvoice(billing: Billing, setup: Payment, invoice: PaidInvoice) {
  if (setup.status !== 'pending') return;
  const paid = { ...setup, amountCents: invoice.amountCents };
  await billing.payments.settle(
    setup,
    {
      status: 'succeeded',
      amountCents: invoice.amountCents,
      paidAt: billing.clock.now(),
      chargeIntentId: invoice.intentId,
    },
    [paymentSucceeded(setup.tenantId, paymentOutcomeOf(paid, null))],
  );
}

/**
 * A renewal is a payment of its own, stored and announced once per invoice: its key is the intent
 * that paid it (what a refund names), or the invoice's id when nothing was charged.
 */
export async function recordRenewal(
  billing: Billing,
  invoice: PaidInvoice,
  payer: Pick<
    NewPayment,
    'tenantId' | 'purpose' | 'userId' | 'planId' | 'subscriptionId' | 'applicationFeeCents'
  >,
): Promise<void> {
  await billing.payments.recordPaid(
    {
      ...payer,
      intent: 'payment',
      stripeIntentId: invoice.intentId ?? invoice.invoiceId,
      clientSecret: '',
      amountCents: invoice.amountCents,
      lines: [],
      subtotalCents: 0,
      taxCents: 0,
    },
    billing.clock.now(),
    (payment) => [paymentSucceeded(payment.tenantId, paymentOutcomeOf(payment, null))],
  );
}
