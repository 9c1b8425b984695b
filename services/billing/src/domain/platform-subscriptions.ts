import {
  billingMessages,
  type CreateSubscriptionResult,
  type EventActor,
  type PlatformSubscriptionView,
  type PurchasablePlanId,
  toCents,
  trialReminderDays,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit/errors';
import { platformSubscriptionUpdated, trialEnding } from '../events/billing-events';
import { stripeProductFor } from './catalogue';
import { type PaidInvoice, paymentThatStarted, recordRenewal, settleFirstInvoice } from './invoice-payments';
import type { Billing, PlatformSubscription } from './model';
import { canCreate, isPaidPlan, limitsOf, platformPlan } from './platform-plan-rules';

/** A business's platform plan: what it pays the platform, and what that allows. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPlatformSubscriptionView(subscription: PlatformSubscription): PlatformSubscriptionView {
  return {
    planId: subscription.planId,
    planName: platformPlan(subscription.planId).name,
    status: subscription.status,
    limits: limitsOf(subscription.planId),
    trialEndsAt: iso(subscription.trialEndsAt),
    currentPeriodEnd: iso(subscription.currentPeriodEnd),
    scheduledPlanId: subscription.scheduledPlanId,
    canCreate: canCreate(subscription),
  };
}

export async function platformSubscriptionOf(
  billing: Billing,
  tenantId: string,
): Promise<PlatformSubscription> {
  const subscription = await billing.platformSubscriptions.find(tenantId);
  if (!subscription) throw notFound(billingMessages.noSubscription);
  return subscription;
}

/** The platform's Stripe customer for a business, made once. */
async function platformCustomerOf(billing: Billing, subscription: PlatformSubscription): Promise<string> {
  if (subscription.stripeCustomerId) return subscription.stripeCustomerId;
  const tenant = await billing.tenants.find(subscription.tenantId);
  const customerId = await billing.provider.createCustomer(
    {
      name: tenant?.businessName ?? subscription.tenantId,
      email: null,
      metadata: { tenantId: subscription.tenantId },
    },
    `platform-customer:${subscription.tenantId}`,
  );
  await billing.platformSubscriptions.update(
    subscription.tenantId,
    {},
    { stripeCustomerId: customerId },
    () => [],
  );
  return customerId;
}

/**
 * The owner picks a plan. Without a paid plan: save a card (a SetupIntent), and the subscription
 * starts when Stripe confirms it. With one: the new plan is scheduled for the next billing cycle,
 * as the FAQ promises, on the card already on file.
 */
export async function choosePlatformPlan(
  billing: Billing,
  owner: { tenantId: string; userId: string; actor: EventActor },
  planId: PurchasablePlanId,
): Promise<CreateSubscriptionResult> {
  const subscription = await platformSubscriptionOf(billing, owner.tenantId);
  const plan = platformPlan(planId);
  const now = billing.clock.now();

  if (isPaidPlan(subscription) && subscription.stripeSubscriptionId && subscription.status !== 'cancelled') {
    const target = subscription.scheduledPlanId ?? subscription.planId;
    if (target === planId) throw conflict(billingMessages.samePlan);
    const productId = await stripeProductFor(billing, `platform:${planId}`, `${plan.name} plan`);
    await billing.provider.changeSubscriptionPrice(
      subscription.stripeSubscriptionId,
      productId,
      toCents(plan.price),
    );
    const scheduledPlanId = planId === subscription.planId ? null : planId;
    const updated = await billing.platformSubscriptions.update(
      owner.tenantId,
      {},
      { scheduledPlanId },
      (changed) => [platformSubscriptionUpdated(changed, owner.actor)],
    );
    return {
      clientSecret: null,
      paymentId: null,
      intent: null,
      planId,
      effectiveAt: (updated?.currentPeriodEnd ?? now).toISOString(),
    };
  }

  const amountCents = toCents(plan.price);
  const startSetup = async () => {
    const customerId = await platformCustomerOf(billing, subscription);
    const intent = await billing.provider.createSetupIntent(
      { customerId, metadata: { tenantId: owner.tenantId, purpose: 'platform_subscription' } },
      `platform-setup:${owner.tenantId}:${now.getTime()}`,
    );
    return billing.payments.create({
      tenantId: owner.tenantId,
      purpose: 'platform_subscription',
      userId: owner.userId,
      intent: 'setup',
      stripeIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents,
      applicationFeeCents: 0,
      lines: [],
      subtotalCents: 0,
      taxCents: 0,
      planId,
      subscriptionId: null,
    });
  };
  // One card setup at a time: choosing another plan before confirming changes what it buys.
  const pending = await billing.payments.findPending(owner.tenantId, owner.userId, 'platform_subscription');
  const payment =
    pending?.planId === planId
      ? pending
      : ((pending && (await billing.payments.reprice(pending, planId, amountCents, 0))) ??
        (await startSetup()));
  return {
    clientSecret: payment.clientSecret,
    paymentId: payment.id,
    intent: 'setup',
    planId,
    effectiveAt: now.toISOString(),
  };
}

/** The card for a plan is saved: subscribe with it. The first invoice's payment activates the plan. */
export async function startPlatformSubscription(
  billing: Billing,
  payment: { tenantId: string; id: string; planId: string | null },
  paymentMethodId: string,
): Promise<string | null> {
  const subscription = await platformSubscriptionOf(billing, payment.tenantId);
  // A plan Stripe is billing already: never a second subscription beside it.
  if (subscription.stripeSubscriptionId && subscription.status !== 'cancelled') return null;
  const planId = payment.planId as PurchasablePlanId;
  const plan = platformPlan(planId);
  const customerId = await platformCustomerOf(billing, subscription);
  const productId = await stripeProductFor(billing, `platform:${planId}`, `${plan.name} plan`);
  const started = await billing.provider.createSubscription(
    {
      customerId,
      productId,
      amountCents: toCents(plan.price),
      paymentMethodId,
      destination: null,
      applicationFeePercent: null,
      metadata: { tenantId: payment.tenantId, purpose: 'platform_subscription', planId },
    },
    `platform-subscription:${payment.id}`,
  );
  await billing.platformSubscriptions.update(
    payment.tenantId,
    {},
    { stripeSubscriptionId: started.id, currentPeriodEnd: started.currentPeriodEnd },
    () => [],
  );
  return started.id;
}

/**
 * An invoice of the business's plan is paid: the plan is active, and a change scheduled for this
 * cycle takes effect. The first invoice completes the payment that saved the card; a renewal is a
 * payment of its own, made by whoever saved that card. Applied again (a delivery that failed
 * half-way), only what is missing is done.
 */
export async function platformInvoicePaid(
  billing: Billing,
  subscription: PlatformSubscription,
  stripeSubscriptionId: string,
  invoice: PaidInvoice,
): Promise<void> {
  const origin = await paymentThatStarted(billing, stripeSubscriptionId);
  const setup = invoice.firstInvoice ? origin : null;
  const planId =
    (setup?.planId as PurchasablePlanId | undefined) ?? subscription.scheduledPlanId ?? subscription.planId;
  if (subscription.lastStripeEventId !== invoice.eventId) {
    await billing.platformSubscriptions.update(
      subscription.tenantId,
      { lastStripeEventId: subscription.lastStripeEventId },
      {
        planId,
        status: 'active',
        scheduledPlanId: null,
        trialEndsAt: null,
        currentPeriodEnd: invoice.periodEnd ?? subscription.currentPeriodEnd,
        lastStripeEventId: invoice.eventId,
      },
      (changed) => [platformSubscriptionUpdated(changed)],
    );
  }
  if (setup) {
    await settleFirstInvoice(billing, setup, invoice);
    return;
  }
  await recordRenewal(billing, invoice, {
    tenantId: subscription.tenantId,
    purpose: 'platform_subscription',
    userId: origin.userId,
    planId,
    subscriptionId: null,
    applicationFeeCents: 0,
  });
}

/** Stripe's standing of the business's plan: past due while it retries, cancelled when it gives up. */
export async function platformSubscriptionChanged(
  billing: Billing,
  subscription: PlatformSubscription,
  change: { eventId: string; status: 'active' | 'past_due' | 'cancelled'; periodEnd: Date | null },
): Promise<void> {
  if (subscription.status === change.status && change.status !== 'active') return;
  if (subscription.status === 'active' && change.status === 'active') return;
  await billing.platformSubscriptions.update(
    subscription.tenantId,
    { lastStripeEventId: subscription.lastStripeEventId },
    {
      status: change.status,
      currentPeriodEnd: change.periodEnd ?? subscription.currentPeriodEnd,
      // A cancelled subscription is Stripe's no more: a late invoice of it changes nothing, and
      // buying a plan again starts a new one.
      ...(change.status === 'cancelled' ? { scheduledPlanId: null, stripeSubscriptionId: null } : {}),
      lastStripeEventId: change.eventId,
    },
    (changed) => [platformSubscriptionUpdated(changed)],
  );
}

/**
 * The trial sweep: reminds an owner {trialReminderDays} days before the trial ends, and ends a
 * trial that reached its end without a paid plan. Idempotent: each step is a compare-and-set.
 */
export async function sweepTrials(
  billing: Billing,
  batch = 100,
): Promise<{ reminded: number; expired: number }> {
  const now = billing.clock.now();
  const remindBefore = new Date(now.getTime() + trialReminderDays * 86_400_000);
  const due = await billing.platformSubscriptions.trialsDue(now, remindBefore, batch);
  let reminded = 0;
  let expired = 0;
  for (const trial of due) {
    if (trial.trialEndsAt && trial.trialEndsAt <= now) {
      const ended = await billing.platformSubscriptions.update(
        trial.tenantId,
        { status: 'trial' },
        { status: 'trial_expired' },
        (changed) => [platformSubscriptionUpdated(changed)],
      );
      if (ended) expired += 1;
    } else if (!trial.trialReminderSentAt) {
      const marked = await billing.platformSubscriptions.update(
        trial.tenantId,
        { status: 'trial', trialReminderSentAt: null },
        { trialReminderSentAt: now },
        (changed) => [trialEnding(changed, now)],
      );
      if (marked) reminded += 1;
    }
  }
  return { reminded, expired };
}
