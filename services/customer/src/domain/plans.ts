import { type CustomerPlanChoice, customerPlans, extraBucketPrice, toCents } from '@pickup/contracts';

/** The monthly price of a customer plan, in dollars. */
export function planPrice(planId: Exclude<CustomerPlanChoice, 'none'>): number {
  const plan = customerPlans.find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`Plan ${planId} is not in the catalogue`);
  return plan.price;
}

/**
 * What a customer whose plan the owner manages pays a month: the plan's price and each bucket
 * beyond the first; nothing without a plan.
 */
export function ownerManagedSpendCents(plan: CustomerPlanChoice, bucketCount: number): number {
  if (plan === 'none') return 0;
  return toCents(planPrice(plan) + extraBucketPrice * Math.max(0, bucketCount - 1));
}
