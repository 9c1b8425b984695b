import {
  billingMessages,
  type ConnectAccountStatus,
  type SimulateConfirmBody,
  type SimulateConfirmResult,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit/errors';
import { randomUUID } from 'node:crypto';
import { accountStatus } from './connect';
import type { Billing, CustomerSubscription, Payment } from './model';
import { receiveWebhook } from './stripe-events';

/**
 * Simulated payments (development and tests, against stripe-mock): nobody types a card, so this
 * confirms a payment as Stripe.js would, and Stripe's answer, the webhook, is delivered here the
 * way Stripe delivers it: a signed payload through the same verification and the same handling.
 * Nothing of it exists when real keys are configured.
 */

/** The card stripe-mock's payment methods carry. */
const simulatedCard = 'pm_card_visa';

const unixNow = (billing: Billing) => Math.floor(billing.clock.now().getTime() / 1000);

/** One delivery, as Stripe would sign and send it. */
async function deliver(billing: Billing, type: string, object: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_sim_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: null,
    created: unixNow(billing),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  await receiveWebhook(billing, Buffer.from(payload), billing.provider.signWebhook(payload));
}

const oneMonthLater = (billing: Billing) => unixNow(billing) + 30 * 86_400;

/** The first invoice of the subscription the saved card started, paid, as Stripe then reports it. */
async function deliverFirstInvoice(billing: Billing, payment: Payment): Promise<void> {
  const started = await billing.payments.find(payment.tenantId, payment.id);
  if (!started?.stripeSubscriptionId) return;
  await deliver(billing, 'invoice.paid', {
    id: `in_sim_${payment.id}`,
    object: 'invoice',
    amount_paid: payment.amountCents,
    amount_due: payment.amountCents,
    billing_reason: 'subscription_create',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: started.stripeSubscriptionId },
    },
    lines: { object: 'list', data: [{ period: { start: unixNow(billing), end: oneMonthLater(billing) } }] },
  });
}

/** The open invoice of a past-due subscription, paid with the new card. */
async function deliverRetriedInvoice(billing: Billing, subscription: CustomerSubscription): Promise<void> {
  if (!subscription.stripeSubscriptionId) return;
  await deliver(billing, 'invoice.paid', {
    id: `in_sim_retry_${subscription.id}_${unixNow(billing)}`,
    object: 'invoice',
    amount_paid: subscription.amountCents,
    amount_due: subscription.amountCents,
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.stripeSubscriptionId },
    },
    lines: { object: 'list', data: [{ period: { start: unixNow(billing), end: oneMonthLater(billing) } }] },
  });
}

async function succeed(billing: Billing, payment: Payment): Promise<void> {
  if (payment.intent === 'payment') {
    await deliver(billing, 'payment_intent.succeeded', {
      id: payment.stripeIntentId,
      object: 'payment_intent',
      amount: payment.amountCents,
      amount_received: payment.amountCents,
      currency: 'usd',
      status: 'succeeded',
      payment_method: simulatedCard,
    });
    return;
  }
  // Read before the card is saved: saving it is what makes Stripe retry a past-due invoice.
  const pastDue =
    payment.purpose === 'card_update' && payment.subscriptionId
      ? await billing.customerSubscriptions.find(payment.tenantId, payment.subscriptionId)
      : null;
  await deliver(billing, 'setup_intent.succeeded', {
    id: payment.stripeIntentId,
    object: 'setup_intent',
    status: 'succeeded',
    payment_method: simulatedCard,
  });
  if (payment.purpose !== 'card_update') await deliverFirstInvoice(billing, payment);
  else if (pastDue?.status === 'past_due') await deliverRetriedInvoice(billing, pastDue);
}

async function fail(billing: Billing, payment: Payment): Promise<void> {
  const error = { code: 'card_declined', message: 'Your card was declined.' };
  if (payment.intent === 'payment') {
    await deliver(billing, 'payment_intent.payment_failed', {
      id: payment.stripeIntentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: error,
    });
  } else {
    await deliver(billing, 'setup_intent.setup_failed', {
      id: payment.stripeIntentId,
      object: 'setup_intent',
      status: 'requires_payment_method',
      last_setup_error: error,
    });
  }
}

/**
 * Who confirms: a signed-in payer, or a visitor holding the payment's client secret (as Stripe.js
 * confirms with it alone) — a household paying at sign-up, before it has a session.
 */
export type SimulatedPayer = { tenantId: string; userId: string } | { tenantId: string; userId: null };

function isPayers(payment: Payment, payer: SimulatedPayer, clientSecret: string | undefined): boolean {
  if (payer.userId !== null) return payment.userId === payer.userId;
  return clientSecret !== undefined && payment.clientSecret === clientSecret;
}

/** Confirms the payer's own payment; 404 for anyone else's, or without simulated payments. */
export async function simulateConfirm(
  billing: Billing,
  payer: SimulatedPayer,
  body: SimulateConfirmBody,
): Promise<SimulateConfirmResult> {
  if (!billing.settings.simulated) throw notFound();
  const payment = await billing.payments.find(payer.tenantId, body.paymentId);
  if (!payment || !isPayers(payment, payer, body.clientSecret)) throw notFound('Payment not found');
  if (payment.status === 'failed') throw conflict(billingMessages.paymentDeclined);
  if (payment.status !== 'pending' || payment.stripeSubscriptionId) {
    throw conflict(billingMessages.alreadyPaid);
  }
  await (body.outcome === 'succeeded' ? succeed(billing, payment) : fail(billing, payment));
  const settled = await billing.payments.find(payer.tenantId, payment.id);
  return {
    status: settled?.status === 'failed' ? 'failed' : body.outcome,
    orderId: settled?.orderId ?? null,
  };
}

/** Finishes the business's onboarding as Stripe's pages would: Stripe reports the account enabled. */
export async function simulateOnboarding(billing: Billing, tenantId: string): Promise<ConnectAccountStatus> {
  if (!billing.settings.simulated) throw notFound();
  const account = await billing.connectAccounts.find(tenantId);
  if (!account) throw notFound(billingMessages.noConnectedAccount);
  await deliver(billing, 'account.updated', {
    id: account.stripeAccountId,
    object: 'account',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
  });
  return accountStatus(billing, tenantId);
}
