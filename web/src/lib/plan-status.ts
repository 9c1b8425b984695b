import type { PlatformSubscriptionStatus } from '@pickup/contracts/constants';

/** A business's plan status as the owner reads it. */
export const planStatusLabels: Record<PlatformSubscriptionStatus, string> = {
  trial: 'Free trial',
  trial_expired: 'Trial ended',
  active: 'Active',
  past_due: 'Payment past due',
  cancelled: 'Cancelled',
};
