import type { Billing } from './model';

/**
 * The Stripe product a plan is billed under, created on first use and remembered: prices are
 * given inline on each subscription, so the plans' amounts live in contracts alone.
 */
export async function stripeProductFor(billing: Billing, key: string, name: string): Promise<string> {
  const known = await billing.catalogue.productOf(key);
  if (known) return known;
  const created = await billing.provider.createProduct(name, `product:${key}`);
  return billing.catalogue.remember(key, created);
}
