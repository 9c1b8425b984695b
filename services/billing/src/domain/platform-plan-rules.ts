import {
  type PlatformPlan,
  type PlatformPlanId,
  type PlatformPlanLimits,
  platformPlans,
  type PlatformSubscriptionStatus,
  purchasablePlanIds,
  type PurchasablePlanId,
} from '@pickup/contracts';
import type { PlatformSubscription } from './model';

/** The platform's plan rules: the catalogue of DESIGN.md §6 and what each status allows. */

export function platformPlan(id: PlatformPlanId): PlatformPlan {
  const plan = platformPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No platform plan ${id}`);
  return plan;
}

export const purchasablePlans = (): (PlatformPlan & { id: PurchasablePlanId })[] =>
  purchasablePlanIds.map((id) => ({ ...platformPlan(id), id }));

export const limitsOf = (id: PlatformPlanId): PlatformPlanLimits => platformPlan(id).limits;

export const trialDays = platformPlan('trial').trialDays ?? 14;

/**
 * While a business may add customers and routes: during its trial and while its plan is paid (a
 * failed renewal keeps it going through Stripe's retries). Its customers' portal keeps working in
 * every state; only growth stops.
 */
const creatingAllowed: Record<PlatformSubscriptionStatus, boolean> = {
  trial: true,
  active: true,
  past_due: true,
  trial_expired: false,
  cancelled: false,
};

export const canCreate = (subscription: Pick<PlatformSubscription, 'status'>): boolean =>
  creatingAllowed[subscription.status];

export const isPaidPlan = (
  subscription: PlatformSubscription,
): subscription is PlatformSubscription & { planId: PurchasablePlanId } =>
  subscription.status !== 'trial' &&
  subscription.status !== 'trial_expired' &&
  subscription.planId !== 'trial';
