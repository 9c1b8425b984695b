import Stripe from 'stripe';
import {
  type AccountFlags,
  InvalidSignatureError,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  type ProviderSubscription,
} from '../domain/payment-provider';

export interface StripeConnection {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe API mock (stripe-mock) instead of Stripe. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

const seconds = (value: number | null | undefined): Date | null => (value ? new Date(value * 1000) : null);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The subscription an invoice bills: `parent.subscription_details` since 2025, `subscription` before. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/**
 * The payment intent that paid an invoice: its `payments` when the event includes them, the
 * top-level `payment_intent` before 2025; null when the event names neither (Stripe is asked then).
 */
function intentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
  const listed = invoice.payments?.data?.find((payment) => payment.payment?.payment_intent);
  return idOf(listed?.payment.payment_intent ?? legacy);
}

function periodEndOfInvoice(invoice: Stripe.Invoice): Date | null {
  return seconds(invoice.lines?.data?.[0]?.period?.end);
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodEnd: seconds(subscription.items?.data?.[0]?.current_period_end),
  };
}

/** Reads a verified Stripe event into the few facts billing acts on. */
export function readStripeEvent(event: Stripe.Event): ProviderEvent {
  const { id } = event;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        id,
        kind: 'payment_succeeded',
        intentId: event.data.object.id,
        paymentMethodId: idOf(event.data.object.payment_method),
      };
    case 'payment_intent.payment_failed':
      return {
        id,
        kind: 'payment_failed',
        intentId: event.data.object.id,
        reason: event.data.object.last_payment_error?.message ?? 'The card was declined',
      };
    case 'setup_intent.succeeded': {
      const paymentMethodId = idOf(event.data.object.payment_method);
      if (!paymentMethodId) return { id, kind: 'ignored', type: event.type };
      return { id, kind: 'setup_succeeded', intentId: event.data.object.id, paymentMethodId };
    }
    case 'setup_intent.setup_failed':
      return {
        id,
        kind: 'setup_failed',
        intentId: event.data.object.id,
        reason: event.data.object.last_setup_error?.message ?? 'The card could not be saved',
      };
    case 'invoice.paid': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      if (!subscriptionId) return { id, kind: 'ignored', type: event.type };
      return {
        id,
        kind: 'invoice_paid',
        subscriptionId,
        invoiceId: event.data.object.id,
        intentId: intentOfInvoice(event.data.object),
        amountCents: event.data.object.amount_paid,
        firstInvoice: event.data.object.billing_reason === 'subscription_create',
        periodEnd: periodEndOfInvoice(event.data.object),
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      if (!subscriptionId) return { id, kind: 'ignored', type: event.type };
      return {
        id,
        kind: 'invoice_failed',
        subscriptionId,
        amountCents: event.data.object.amount_due,
        reason: 'The renewal payment failed',
        finalAttempt: event.data.object.next_payment_attempt === null,
      };
    }
    case 'customer.subscription.updated': {
      const { id: subscriptionId, status } = toSubscription(event.data.object);
      return {
        id,
        kind: 'subscription_updated',
        subscriptionId,
        status,
        periodEnd: toSubscription(event.data.object).currentPeriodEnd,
      };
    }
    case 'customer.subscription.deleted':
      return { id, kind: 'subscription_deleted', subscriptionId: event.data.object.id };
    case 'account.updated':
      return {
        id,
        kind: 'account_updated',
        accountId: event.data.object.id,
        chargesEnabled: event.data.object.charges_enabled ?? false,
        payoutsEnabled: event.data.object.payouts_enabled ?? false,
        detailsSubmitted: event.data.object.details_submitted ?? false,
      };
    case 'charge.refunded': {
      const intentId = idOf(event.data.object.payment_intent);
      if (!intentId) return { id, kind: 'ignored', type: event.type };
      return { id, kind: 'charge_refunded', intentId, refundedCents: event.data.object.amount_refunded };
    }
    default:
      return { id, kind: 'ignored', type: event.type };
  }
}

/** Billing's payment provider on the Stripe SDK. Every call names an idempotency key when it creates. */
export class StripeProvider implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(private readonly connection: StripeConnection) {
    this.stripe = new Stripe(connection.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: 'pickup-billing' },
      ...(connection.apiHost
        ? { host: connection.apiHost, port: connection.apiPort, protocol: connection.apiProtocol ?? 'http' }
        : {}),
    });
  }

  /** Runs a call, turning Stripe's failures into one error the HTTP layer answers 502 with. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ProviderError(`Stripe refused to ${what}`, error);
    }
  }

  createCustomer(
    input: { name: string; email: string | null; metadata: Record<string, string> },
    idempotencyKey: string,
  ) {
    return this.call('create a customer', async () => {
      const customer = await this.stripe.customers.create(
        { name: input.name, ...(input.email ? { email: input.email } : {}), metadata: input.metadata },
        { idempotencyKey },
      );
      return customer.id;
    });
  }

  createProduct(name: string, idempotencyKey: string) {
    return this.call(
      'create a product',
      async () => (await this.stripe.products.create({ name }, { idempotencyKey })).id,
    );
  }

  createSetupIntent(input: { customerId: string; metadata: Record<string, string> }, idempotencyKey: string) {
    return this.call('start saving a card', async () => {
      const intent = await this.stripe.setupIntents.create(
        {
          customer: input.customerId,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
        },
        { idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    });
  }

  createPaymentIntent(input: Parameters<PaymentProvider['createPaymentIntent']>[0], idempotencyKey: string) {
    return this.call('start a payment', async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          description: input.description,
          automatic_payment_methods: { enabled: true },
          application_fee_amount: input.applicationFeeCents,
          transfer_data: { destination: input.destination.accountId },
          ...(input.customerId ? { customer: input.customerId } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    });
  }

  createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0], idempotencyKey: string) {
    return this.call('start the subscription', async () => {
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [
            {
              price_data: {
                currency: 'usd',
                product: input.productId,
                unit_amount: input.amountCents,
                recurring: { interval: 'month' },
              },
            },
          ],
          default_payment_method: input.paymentMethodId,
          metadata: input.metadata,
          ...(input.destination
            ? {
                transfer_data: { destination: input.destination.accountId },
                application_fee_percent: input.applicationFeePercent ?? undefined,
              }
            : {}),
        },
        { idempotencyKey },
      );
      return toSubscription(subscription);
    });
  }

  changeSubscriptionPrice(subscriptionId: string, productId: string, amountCents: number) {
    return this.call('change the plan', async () => {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        proration_behavior: 'none',
        items: [
          {
            ...(item ? { id: item.id } : {}),
            price_data: {
              currency: 'usd',
              product: productId,
              unit_amount: amountCents,
              recurring: { interval: 'month' },
            },
          },
        ],
      });
      return toSubscription(updated);
    });
  }

  cancelSubscription(subscriptionId: string) {
    return this.call('cancel the subscription', async () => {
      await this.stripe.subscriptions.cancel(subscriptionId);
    });
  }

  useCardForSubscription(subscriptionId: string, paymentMethodId: string) {
    return this.call('save the card', async () => {
      await this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
    });
  }

  retryOpenInvoice(subscriptionId: string) {
    return this.call('charge the open invoice', async () => {
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId = idOf(subscription.latest_invoice);
      if (invoiceId) await this.stripe.invoices.pay(invoiceId);
    });
  }

  cardOf(paymentMethodId: string) {
    return this.call('read the card', async () => {
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
    });
  }

  createAccount(input: { businessName: string; email?: string; tenantId: string }, idempotencyKey: string) {
    return this.call('create the connected account', async () => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          ...(input.email ? { email: input.email } : {}),
          business_profile: { name: input.businessName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { tenantId: input.tenantId },
        },
        { idempotencyKey },
      );
      return account.id;
    });
  }

  onboardingLink(accountId: string, refreshUrl: string, returnUrl: string) {
    return this.call('create the onboarding link', async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return link.url;
    });
  }

  accountFlags(accountId: string): Promise<AccountFlags> {
    return this.call('read the connected account', async () => {
      const account = await this.stripe.accounts.retrieve(accountId);
      return {
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      };
    });
  }

  receiptUrl(paymentIntentId: string) {
    return this.call('read the receipt', async () => {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge'],
      });
      const charge = intent.latest_charge;
      return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
    });
  }

  invoicePaymentIntent(invoiceId: string) {
    return this.call("read the invoice's payment", async () => {
      const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
      const paid = payments.data.find((payment) => payment.payment?.payment_intent);
      return idOf(paid?.payment.payment_intent);
    });
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.connection.webhookSecret);
    } catch (error) {
      throw new InvalidSignatureError(error);
    }
    return readStripeEvent(event);
  }

  signWebhook(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.connection.webhookSecret });
  }
}
