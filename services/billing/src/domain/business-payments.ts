import type { Billing, ConnectAccount, OrderLine, Payment } from './model';
import { applicationFeeOf } from './pricing';

/**
 * A card payment to the business's Connect account, less the platform's 10 %: Stripe's
 * PaymentIntent (a destination charge) and billing's record of it, which the webhook settles.
 */
export async function startPaymentToBusiness(
  billing: Billing,
  account: ConnectAccount,
  payment: {
    userId: string;
    purpose: 'order' | 'connect_demo';
    amountCents: number;
    description: string;
    /** A cart's lines and totals (purpose order). */
    lines?: OrderLine[];
    subtotalCents?: number;
    taxCents?: number;
  },
): Promise<Payment> {
  const { tenantId } = account;
  const applicationFeeCents = applicationFeeOf(payment.amountCents);
  const intent = await billing.provider.createPaymentIntent(
    {
      amountCents: payment.amountCents,
      applicationFeeCents,
      destination: { accountId: account.stripeAccountId },
      customerId: null,
      description: payment.description,
      metadata: { tenantId, purpose: payment.purpose, userId: payment.userId },
    },
    `${payment.purpose}:${tenantId}:${payment.userId}:${billing.clock.now().getTime()}`,
  );
  return billing.payments.create({
    tenantId,
    purpose: payment.purpose,
    userId: payment.userId,
    intent: 'payment',
    stripeIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: payment.amountCents,
    applicationFeeCents,
    lines: payment.lines ?? [],
    subtotalCents: payment.subtotalCents ?? payment.amountCents,
    taxCents: payment.taxCents ?? 0,
    planId: null,
    subscriptionId: null,
  });
}
