import {
  billingMessages,
  type ConnectAccountStatus,
  type DemoPaymentResult,
  demoPaymentDollars,
  toCents,
  toDollars,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit/errors';
import { connectAccountUpdated } from '../events/billing-events';
import { acceptsPayments, accountStatusOf } from './connect-status';
import type { AccountFlags } from './payment-provider';
import type { Billing, ConnectAccount } from './model';
import { startPaymentToBusiness } from './business-payments';

/**
 * The business's own Stripe account (Express), where its customers' payments land, less the
 * platform's fee. Created once per business; onboarding happens on Stripe's pages.
 */

/** Where Stripe sends the owner back from onboarding: the payment-connection screen. */
const connectScreen = (billing: Billing) => `${billing.settings.webBaseUrl}/stripe-connect-demo`;

/**
 * The onboarding link. With simulated payments it is this web app's own screen, which finishes the
 * onboarding as Stripe's pages would (stripe-mock's links lead nowhere).
 */
async function onboardingUrlOf(billing: Billing, account: ConnectAccount): Promise<string> {
  if (billing.settings.simulated) return `${connectScreen(billing)}?simulated-onboarding=1`;
  return billing.provider.onboardingLink(
    account.stripeAccountId,
    `${connectScreen(billing)}?onboarding=refresh`,
    `${connectScreen(billing)}?onboarding=return`,
  );
}

async function accountOf(billing: Billing, tenantId: string): Promise<ConnectAccount> {
  const account = await billing.connectAccounts.find(tenantId);
  if (!account) throw notFound(billingMessages.noConnectedAccount);
  return account;
}

/** Who the account is for, as Stripe shows it on the onboarding pages. */
export interface AccountHolder {
  businessName: string;
  /** The owner's address; Stripe asks on its pages when none is given. */
  email?: string;
}

/**
 * Creates the business's account on first call, and answers its onboarding link every time. The
 * holder is the registration's when it gives one (billing may not have heard of the business yet),
 * else the business as billing knows it.
 */
export async function connectAccount(
  billing: Billing,
  tenantId: string,
  holder?: AccountHolder,
): Promise<{ onboardingUrl: string }> {
  const existing = await billing.connectAccounts.find(tenantId);
  const account =
    existing ??
    (await (async () => {
      const known = holder ?? {
        businessName: (await billing.tenants.find(tenantId))?.businessName ?? 'Compost pickup business',
      };
      const stripeAccountId = await billing.provider.createAccount(
        { ...known, tenantId },
        `connect-account:${tenantId}`,
      );
      return billing.connectAccounts.create({
        tenantId,
        stripeAccountId,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
      });
    })());
  return { onboardingUrl: await onboardingUrlOf(billing, account) };
}

export async function refreshOnboarding(
  billing: Billing,
  tenantId: string,
): Promise<{ onboardingUrl: string }> {
  return { onboardingUrl: await onboardingUrlOf(billing, await accountOf(billing, tenantId)) };
}

/** The flags Stripe reports, stored; connect.account.updated when one changed. */
export async function applyAccountFlags(billing: Billing, tenantId: string, flags: AccountFlags) {
  return billing.connectAccounts.setFlags(tenantId, flags, (changed) => [connectAccountUpdated(changed)]);
}

/**
 * The account's flags now. With real keys Stripe is asked (the account.updated webhook may not
 * have arrived yet); with simulated payments the stored flags are the truth.
 */
export async function currentAccount(billing: Billing, account: ConnectAccount): Promise<ConnectAccount> {
  if (billing.settings.simulated) return account;
  const flags = await billing.provider.accountFlags(account.stripeAccountId);
  return (await applyAccountFlags(billing, account.tenantId, flags)) ?? account;
}

/** The account as the screens show it, with its onboarding link while details are missing. */
export async function accountStatus(billing: Billing, tenantId: string): Promise<ConnectAccountStatus> {
  const account = await currentAccount(billing, await accountOf(billing, tenantId));
  return {
    accountId: account.stripeAccountId,
    status: accountStatusOf(account),
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    onboardingUrl: account.detailsSubmitted ? null : await onboardingUrlOf(billing, account),
  };
}

/** The account a customer's payment goes to: its charges must be enabled. */
export async function payableAccountOf(billing: Billing, tenantId: string): Promise<ConnectAccount> {
  const account = await billing.connectAccounts.find(tenantId);
  if (!acceptsPayments(account)) throw conflict(billingMessages.paymentsNotReady);
  return account;
}

/** The Connect screen's $50 test payment: $5.00 to the platform, $45.00 to the business. */
export async function demoPayment(
  billing: Billing,
  owner: { tenantId: string; userId: string },
  description: string,
): Promise<DemoPaymentResult> {
  const account = await accountOf(billing, owner.tenantId);
  if (!acceptsPayments(account)) throw conflict(billingMessages.paymentsNotReady);
  const amountCents = toCents(demoPaymentDollars);
  const payment = await startPaymentToBusiness(billing, account, {
    userId: owner.userId,
    purpose: 'connect_demo',
    amountCents,
    description,
  });
  const applicationFeeCents = payment.applicationFeeCents;
  return {
    clientSecret: payment.clientSecret,
    paymentId: payment.id,
    intent: 'payment',
    amount: toDollars(amountCents),
    currency: 'usd',
    applicationFee: toDollars(applicationFeeCents),
    merchantAmount: toDollars(amountCents - applicationFeeCents),
  };
}

/** Onboarding's own calls, on the business in the path (an owner's own only). */
export function ownBusiness(tenantId: string | null, pathId: string): string {
  if (tenantId !== pathId) throw notFound('Business not found');
  return tenantId;
}
