import type { ConnectAccountStatus } from '@pickup/contracts/schemas';

export type AccountBadge = 'Active' | 'Under Review' | 'Setup Required';

/**
 * The badge of a connected account (business spec §4): Active when charges and payouts are both
 * enabled; Under Review when details are submitted but not both are enabled; Setup Required otherwise.
 */
export function accountBadge(
  account: Pick<ConnectAccountStatus, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
): AccountBadge {
  if (account.chargesEnabled && account.payoutsEnabled) return 'Active';
  if (account.detailsSubmitted) return 'Under Review';
  return 'Setup Required';
}
