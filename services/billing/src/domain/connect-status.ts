import type { ConnectAccount } from './model';

/**
 * The spec's payment-account status: active once charges and payouts are both enabled; pending
 * while the details are not submitted; restricted when they are but Stripe has not enabled both.
 */
export function accountStatusOf(
  account: Pick<ConnectAccount, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
) {
  if (account.chargesEnabled && account.payoutsEnabled) return 'active';
  return account.detailsSubmitted ? 'restricted' : 'pending';
}

/** A business takes its customers' card payments once Stripe enables charges on its account. */
export const acceptsPayments = (account: ConnectAccount | null): account is ConnectAccount =>
  account !== null && account.chargesEnabled;
