import {
  billingMessages,
  type CardConfirmation,
  type CustomerPlanInterval,
  customerPlans,
  type CustomerSubscriptionView,
  type EventActor,
  type RestartSubscriptionResult,
  type StartCustomerSubscriptionBody,
  type StartCustomerSubscriptionResult,
  toCents,
  toDollars,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit/errors';
import {
  paymentFailed,
  subscriptionActivated,
  subscriptionCanceled,
  subscriptionUpdated,
} from '../events/billing-events';
import { stripeProductFor } from './catalogue';
import { payableAccountOf } from './connect';
import { type PaidInvoice, paymentThatStarted, recordRenewal, settleFirstInvoice } from './invoice-payments';
import type { Billing, CustomerSubscription, Payment } from './model';
import { applicationFeeOf, applicationFeePercent } from './pricing';

/** A customer's pickup subscription, paid to the business's account with the platform's fee. */

export function servicePlan(id: CustomerPlanInterval) {
  const plan = customerPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No service plan ${id}`);
  return plan;
}

export function toSubscriptionView(subscription: CustomerSubscription): CustomerSubscriptionView {
  return {
    id: subscription.id,
    planId: subscription.planId,
    planName: servicePlan(subscription.planId).name,
    amount: toDollars(subscription.amountCents),
    status: subscription.status,
    nextChargeAt: subscription.nextChargeAt ? subscription.nextChargeAt.toISOString() : null,
    scheduledPlanId: subscription.scheduledPlanId,
    card: subscription.card,
  };
}

const productKey = (planId: CustomerPlanInterval) => `service:${planId}`;

async function saveCard(
  billing: Billing,
  subscription: CustomerSubscription,
  purpose: 'customer_subscription' | 'card_update',
): Promise<Payment> {
  const amountCents = purpose === 'card_update' ? 0 : subscription.amountCents;
  const applicationFeeCents = applicationFeeOf(amountCents);
  // One card setup at a time: a sign-up asked again with another plan changes what it buys.
  const pending = await billing.payments.findPending(
    subscription.tenantId,
    subscription.customerUserId,
    purpose,
  );
  if (pending?.planId === subscription.planId) return pending;
  const repriced = pending
    ? await billing.payments.reprice(pending, subscription.planId, amountCents, applicationFeeCents)
    : null;
  if (repriced) return repriced;
  const intent = await billing.provider.createSetupIntent(
    {
      customerId: subscription.stripeCustomerId,
      metadata: { tenantId: subscription.tenantId, purpose, subscriptionId: subscription.id },
    },
    `${purpose}:${subscription.id}:${billing.clock.now().getTime()}`,
  );
  return billing.payments.create({
    tenantId: subscription.tenantId,
    purpose,
    userId: subscription.customerUserId,
    intent: 'setup',
    stripeIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents,
    applicationFeeCents,
    lines: [],
    subtotalCents: 0,
    taxCents: 0,
    planId: subscription.planId,
    subscriptionId: subscription.id,
  });
}

const confirmationOf = (payment: Payment): CardConfirmation => ({
  clientSecret: payment.clientSecret,
  paymentId: payment.id,
  intent: payment.intent,
});

/**
 * Sign-up (the customer service calls this): the customer's Stripe customer and a card to save;
 * the subscription starts on the business's account once the card is confirmed. Asked again for
 * the same customer, it answers the same payment.
 */
export async function startCustomerSubscription(
  billing: Billing,
  input: StartCustomerSubscriptionBody,
): Promise<StartCustomerSubscriptionResult> {
  await payableAccountOf(billing, input.tenantId);
  const existing = await billing.customerSubscriptions.findByCustomer(input.tenantId, input.customerUserId);
  if (existing && (existing.status === 'active' || existing.status === 'past_due')) {
    throw conflict('This customer already has a subscription');
  }
  const chosen = { planId: input.planId, amountCents: toCents(servicePlan(input.planId).price) };
  // Not started yet, or cancelled: the sign-up starts it (again) on the plan chosen now.
  const restarted =
    existing &&
    (await billing.customerSubscriptions.update(
      existing.tenantId,
      existing.id,
      {
        ...chosen,
        email: input.email,
        name: input.name,
        status: 'incomplete',
        scheduledPlanId: null,
        // The sign-up saves a card again.
        card: null,
      },
      () => [],
    ));
  const subscription =
    restarted ||
    (await billing.customerSubscriptions.createOnce({
      tenantId: input.tenantId,
      customerUserId: input.customerUserId,
      email: input.email,
      name: input.name,
      ...chosen,
      status: 'incomplete',
      stripeCustomerId: await billing.provider.createCustomer(
        {
          name: input.name,
          email: input.email,
          metadata: { tenantId: input.tenantId, userId: input.customerUserId },
        },
        `customer:${input.tenantId}:${input.customerUserId}`,
      ),
      stripeSubscriptionId: null,
      nextChargeAt: null,
      scheduledPlanId: null,
      card: null,
      lastStripeEventId: null,
      activatedAt: null,
      cancelledAt: null,
      cancelReason: null,
    }));
  const payment = await saveCard(billing, subscription, 'customer_subscription');
  return { ...confirmationOf(payment), subscriptionId: subscription.id };
}

async function subscriptionOfCustomer(billing: Billing, tenantId: string, customerUserId: string) {
  const subscription = await billing.customerSubscriptions.findByCustomer(tenantId, customerUserId);
  if (!subscription) throw notFound(billingMessages.noSubscription);
  return subscription;
}

export const mySubscription = subscriptionOfCustomer;

/** The card is saved: subscribe with it on the business's account, 10 % to the platform. */
export async function startCustomerStripeSubscription(
  billing: Billing,
  payment: Payment,
  paymentMethodId: string,
): Promise<string | null> {
  if (!payment.subscriptionId) return null;
  const subscription = await billing.customerSubscriptions.find(payment.tenantId, payment.subscriptionId);
  // A subscription Stripe is billing already: never a second one beside it; nor one for a card
  // confirmed after the subscription was cancelled (its customer deleted meanwhile).
  if (!subscription || subscription.stripeSubscriptionId || subscription.status === 'cancelled') return null;
  const account = await payableAccountOf(billing, payment.tenantId);
  const plan = servicePlan(subscription.planId);
  const productId = await stripeProductFor(billing, productKey(plan.id), `${plan.name} pickup`);
  const [started, card] = await Promise.all([
    billing.provider.createSubscription(
      {
        customerId: subscription.stripeCustomerId,
        productId,
        amountCents: subscription.amountCents,
        paymentMethodId,
        destination: { accountId: account.stripeAccountId },
        applicationFeePercent,
        metadata: {
          tenantId: payment.tenantId,
          purpose: 'customer_subscription',
          subscriptionId: subscription.id,
        },
      },
      `customer-subscription:${payment.id}`,
    ),
    billing.provider.cardOf(paymentMethodId),
  ]);
  await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    { stripeSubscriptionId: started.id, nextChargeAt: started.currentPeriodEnd, card },
    () => [],
  );
  return started.id;
}

/** A new card replaces the old; a past-due invoice is charged again with it. */
export async function cardSaved(billing: Billing, payment: Payment, paymentMethodId: string): Promise<void> {
  if (!payment.subscriptionId) return;
  const subscription = await billing.customerSubscriptions.find(payment.tenantId, payment.subscriptionId);
  if (!subscription?.stripeSubscriptionId) return;
  await billing.provider.useCardForSubscription(subscription.stripeSubscriptionId, paymentMethodId);
  const card = await billing.provider.cardOf(paymentMethodId);
  await billing.customerSubscriptions.update(subscription.tenantId, subscription.id, { card }, (changed) => [
    subscriptionUpdated(changed),
  ]);
  await billing.payments.settle(payment, { status: 'succeeded', paidAt: billing.clock.now() }, []);
  if (subscription.status === 'past_due')
    await billing.provider.retryOpenInvoice(subscription.stripeSubscriptionId);
}

/**
 * An invoice is paid: active (again), a scheduled plan takes effect, and the payment is kept and
 * announced: the first invoice's is the card's setup, a renewal's a payment of its own. Applied
 * again (a delivery that failed half-way), only what is missing is done.
 */
export async function customerInvoicePaid(
  billing: Billing,
  subscription: CustomerSubscription,
  stripeSubscriptionId: string,
  invoice: PaidInvoice,
): Promise<void> {
  if (subscription.status === 'cancelled') return;
  const setup = invoice.firstInvoice ? await paymentThatStarted(billing, stripeSubscriptionId) : null;
  const planId = subscription.scheduledPlanId ?? subscription.planId;
  if (subscription.lastStripeEventId !== invoice.eventId) {
    const wasActive = subscription.status === 'active';
    // Past due and paid is the same subscription going on; from incomplete it starts.
    const starts = subscription.status === 'incomplete';
    await billing.customerSubscriptions.update(
      subscription.tenantId,
      subscription.id,
      {
        status: 'active',
        planId,
        amountCents: toCents(servicePlan(planId).price),
        scheduledPlanId: null,
        nextChargeAt: invoice.periodEnd ?? subscription.nextChargeAt,
        lastStripeEventId: invoice.eventId,
        ...(starts ? { activatedAt: billing.clock.now() } : {}),
      },
      (changed) => [wasActive ? subscriptionUpdated(changed) : subscriptionActivated(changed)],
    );
  }
  if (setup) {
    await settleFirstInvoice(billing, setup, invoice);
    return;
  }
  await recordRenewal(billing, invoice, {
    tenantId: subscription.tenantId,
    purpose: 'customer_subscription',
    userId: subscription.customerUserId,
    planId,
    subscriptionId: subscription.id,
    applicationFeeCents: applicationFeeOf(invoice.amountCents),
  });
}

/** A renewal failed: past due while Stripe retries; the customer is sent a card-update link. */
export async function customerInvoiceFailed(
  billing: Billing,
  subscription: CustomerSubscription,
  invoice: { eventId: string; amountCents: number; reason: string },
): Promise<void> {
  if (subscription.lastStripeEventId === invoice.eventId || subscription.status === 'cancelled') return;
  await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    { status: 'past_due', lastStripeEventId: invoice.eventId },
    (changed) => [
      subscriptionUpdated(changed),
      paymentFailed(changed.tenantId, {
        paymentId: null,
        purpose: 'customer_subscription',
        userId: changed.customerUserId,
        amountCents: invoice.amountCents,
        reason: invoice.reason,
        subscriptionId: changed.id,
      }),
    ],
  );
}

/** Stripe ended the subscription: after the last failed retry, or the customer's cancellation. */
export async function customerSubscriptionEnded(
  billing: Billing,
  subscription: CustomerSubscription,
  eventId: string,
): Promise<void> {
  if (subscription.status === 'cancelled') return;
  const reason = subscription.status === 'past_due' ? 'payment_failed' : 'ended';
  await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    {
      status: 'cancelled',
      scheduledPlanId: null,
      nextChargeAt: null,
      stripeSubscriptionId: null,
      lastStripeEventId: eventId,
      cancelledAt: billing.clock.now(),
      cancelReason: reason,
    },
    (changed) => [subscriptionCanceled(changed, reason)],
  );
}

/** Stripe's status changed without an invoice (e.g. past_due set by Stripe itself). */
export async function customerSubscriptionStatusChanged(
  billing: Billing,
  subscription: CustomerSubscription,
  change: { eventId: string; status: string; periodEnd: Date | null },
): Promise<void> {
  if (change.status !== 'past_due' || subscription.status !== 'active') return;
  await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    {
      status: 'past_due',
      nextChargeAt: change.periodEnd ?? subscription.nextChargeAt,
      lastStripeEventId: change.eventId,
    },
    (changed) => [subscriptionUpdated(changed)],
  );
}

export interface Subscriber {
  tenantId: string;
  userId: string;
  actor: EventActor;
}

/** Changes plan from the next billing cycle (the FAQ's rule): Stripe bills the new price then. */
export async function changeMyPlan(billing: Billing, subscriber: Subscriber, planId: CustomerPlanInterval) {
  const subscription = await subscriptionOfCustomer(billing, subscriber.tenantId, subscriber.userId);
  if (subscription.status === 'cancelled') throw conflict(billingMessages.subscriptionCancelled);
  if (!subscription.stripeSubscriptionId) throw conflict(billingMessages.subscriptionNotStarted);
  if ((subscription.scheduledPlanId ?? subscription.planId) === planId)
    throw conflict(billingMessages.samePlan);
  const plan = servicePlan(planId);
  const productId = await stripeProductFor(billing, productKey(planId), `${plan.name} pickup`);
  await billing.provider.changeSubscriptionPrice(
    subscription.stripeSubscriptionId,
    productId,
    toCents(plan.price),
  );
  const updated = await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    { scheduledPlanId: planId === subscription.planId ? null : planId },
    (changed) => [subscriptionUpdated(changed, subscriber.actor)],
  );
  return updated ?? subscription;
}

export async function updateMyCard(billing: Billing, subscriber: Subscriber): Promise<CardConfirmation> {
  const subscription = await subscriptionOfCustomer(billing, subscriber.tenantId, subscriber.userId);
  if (subscription.status === 'cancelled') throw conflict(billingMessages.subscriptionCancelled);
  return confirmationOf(await saveCard(billing, subscription, 'card_update'));
}

/**
 * Stops charging at once: Stripe first (when it fails, nothing changed here and the caller may
 * try again), then billing's record, announced.
 */
export async function cancelCustomerSubscription(
  billing: Billing,
  subscription: CustomerSubscription,
  reason: 'customer_request' | 'ended',
  actor?: EventActor,
): Promise<CustomerSubscription> {
  if (subscription.status === 'cancelled') return subscription;
  if (subscription.stripeSubscriptionId)
    await billing.provider.cancelSubscription(subscription.stripeSubscriptionId);
  const updated = await billing.customerSubscriptions.update(
    subscription.tenantId,
    subscription.id,
    {
      status: 'cancelled',
      scheduledPlanId: null,
      nextChargeAt: null,
      stripeSubscriptionId: null,
      cancelledAt: billing.clock.now(),
      cancelReason: reason,
    },
    (changed) => [subscriptionCanceled(changed, reason, actor)],
  );
  return updated ?? subscription;
}

/**
 * Subscribing again (after cancelling, or a household the owner added without a card): the
 * sign-up's own start on the plan chosen now, named as billing knows the household. A
 * subscription that is active, past due, or whose card is confirmed and first invoice not yet paid
 * is 409; one still waiting for its card is replaced, so asking again answers the same payment.
 */
export async function restartMySubscription(
  billing: Billing,
  subscriber: Subscriber,
  planId: CustomerPlanInterval,
): Promise<RestartSubscriptionResult> {
  const { tenantId, userId } = subscriber;
  await payableAccountOf(billing, tenantId);
  const [existing, person] = await Promise.all([
    billing.customerSubscriptions.findByCustomer(tenantId, userId),
    billing.people.find(userId),
  ]);
  if (existing && isRunning(existing)) throw conflict(billingMessages.alreadySubscribed);
  const known = person?.tenantId === tenantId ? person : existing;
  if (!known) throw notFound(billingMessages.noSubscription);
  if (existing?.status === 'cancelled') await abandonCardSetups(billing, tenantId, userId);
  const started = await startCustomerSubscription(billing, {
    tenantId,
    customerUserId: userId,
    email: known.email,
    name: known.name,
    planId,
  });
  return { ...started, amount: servicePlan(planId).price };
}

const isRunning = (subscription: CustomerSubscription) =>
  subscription.status === 'active' ||
  subscription.status === 'past_due' ||
  (subscription.status === 'incomplete' && subscription.stripeSubscriptionId !== null);

/** A card setup left from before the cancellation must not start the new subscription. */
async function abandonCardSetups(billing: Billing, tenantId: string, userId: string): Promise<void> {
  const abandoned = { status: 'failed' as const, failureReason: 'Replaced by a new subscription' };
  let pending = await billing.payments.findPending(tenantId, userId, 'customer_subscription');
  while (pending) {
    await billing.payments.settle(pending, abandoned, []);
    pending = await billing.payments.findPending(tenantId, userId, 'customer_subscription');
  }
}

export async function cancelMySubscription(billing: Billing, subscriber: Subscriber) {
  const subscription = await subscriptionOfCustomer(billing, subscriber.tenantId, subscriber.userId);
  return cancelCustomerSubscription(billing, subscription, 'customer_request', subscriber.actor);
}
