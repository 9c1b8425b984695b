/**
 * What billing needs of Stripe, in its own words. `stripe/stripe-provider.ts` implements it with
 * the SDK (against Stripe, or stripe-mock in development and tests).
 */

export interface Intent {
  id: string;
  clientSecret: string;
}

export interface ProviderSubscription {
  id: string;
  /** Stripe's status: incomplete, active, past_due, canceled, unpaid… */
  status: string;
  currentPeriodEnd: Date | null;
}

export interface AccountFlags {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** Where a customer's payment goes: the business's account, less the platform's fee. */
export interface Destination {
  accountId: string;
}

export interface PaymentProvider {
  createCustomer(
    input: { name: string; email: string | null; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<string>;
  createProduct(name: string, idempotencyKey: string): Promise<string>;
  createSetupIntent(
    input: { customerId: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<Intent>;
  createPaymentIntent(
    input: {
      amountCents: number;
      applicationFeeCents: number;
      destination: Destination;
      customerId: string | null;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<Intent>;
  /** Subscribes with the saved card; charged at once, then monthly. */
  createSubscription(
    input: {
      customerId: string;
      productId: string;
      amountCents: number;
      paymentMethodId: string;
      destination: Destination | null;
      applicationFeePercent: number | null;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /** A new monthly price from the next billing cycle, without proration. */
  changeSubscriptionPrice(
    subscriptionId: string,
    productId: string,
    amountCents: number,
  ): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Makes the card the one future invoices are charged to. */
  useCardForSubscription(subscriptionId: string, paymentMethodId: string): Promise<void>;
  /** Charges the subscription's open invoice again (after a failure, with a new card). */
  retryOpenInvoice(subscriptionId: string): Promise<void>;
  cardOf(paymentMethodId: string): Promise<{ brand: string; last4: string } | null>;
  createAccount(
    input: { businessName: string; email?: string; tenantId: string },
    idempotencyKey: string,
  ): Promise<string>;
  onboardingLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<string>;
  accountFlags(accountId: string): Promise<AccountFlags>;
  receiptUrl(paymentIntentId: string): Promise<string | null>;
  /** The payment intent that paid an invoice, as Stripe lists the invoice's payments; null when none. */
  invoicePaymentIntent(invoiceId: string): Promise<string | null>;
  /** Verifies a webhook delivery and reads it; throws InvalidSignatureError. */
  readWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** Signs a payload as Stripe signs its deliveries (the simulated mode's own deliveries). */
  signWebhook(payload: string): string;
}

export class InvalidSignatureError extends Error {
  constructor(cause: unknown) {
    super('Invalid Stripe signature', { cause });
    this.name = 'InvalidSignatureError';
  }
}

/** Stripe answered with an error, or could not be reached. */
export class ProviderError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'ProviderError';
  }
}

/** A webhook event, read into what billing acts on. */
export type ProviderEvent = { id: string } & (
  | { kind: 'payment_succeeded'; intentId: string; paymentMethodId: string | null }
  | { kind: 'payment_failed'; intentId: string; reason: string }
  | { kind: 'setup_succeeded'; intentId: string; paymentMethodId: string }
  | { kind: 'setup_failed'; intentId: string; reason: string }
  | {
      kind: 'invoice_paid';
      subscriptionId: string;
      invoiceId: string;
      /** The payment intent that paid it, when the event names it (Stripe's API lists it apart since 2025). */
      intentId: string | null;
      amountCents: number;
      firstInvoice: boolean;
      periodEnd: Date | null;
    }
  | {
      kind: 'invoice_failed';
      subscriptionId: string;
      amountCents: number;
      reason: string;
      finalAttempt: boolean;
    }
  | { kind: 'subscription_updated'; subscriptionId: string; status: string; periodEnd: Date | null }
  | { kind: 'subscription_deleted'; subscriptionId: string }
  | ({ kind: 'account_updated'; accountId: string } & AccountFlags)
  /** Money went back on a charge: the payment intent charged, and the total refunded on it so far. */
  | { kind: 'charge_refunded'; intentId: string; refundedCents: number }
  | { kind: 'ignored'; type: string }
);
