import { cartTaxRate, platformFeeRate, taxOf } from '@pickup/contracts';
import type { OrderLine } from './model';

/** Totals of a cart in cents: tax is 8 % of the subtotal, rounded once, on the subtotal. */
export function totalsOf(lines: OrderLine[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const taxCents = taxOf(subtotalCents, cartTaxRate);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The platform's 10 % on a payment to a business, rounded to the cent. */
export const applicationFeeOf = (amountCents: number): number => Math.round(amountCents * platformFeeRate);

/** The same fee as Stripe takes it on subscriptions: a percentage of each invoice. */
export const applicationFeePercent = platformFeeRate * 100;
