import { platformPlans, type TenantSubscriptionStatus } from '@pickup/contracts/constants';
import type { TenantInfo } from '@pickup/contracts/schemas';
import type { StatusTone } from '../../../components/status-chip';

/** The platform plan's name (Trial, Starter, Professional, Enterprise). */
export function planName(tier: TenantInfo['subscriptionTier']): string {
  return platformPlans.find((plan) => plan.id === tier)?.name ?? tier;
}

export const subscriptionStatusLooks: Record<TenantSubscriptionStatus, { label: string; tone: StatusTone }> =
  {
    trial: { label: 'Trial', tone: 'info' },
    active: { label: 'Active', tone: 'success' },
    cancelled: { label: 'Cancelled', tone: 'neutral' },
  };
