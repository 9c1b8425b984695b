import { cartTaxRate } from '@pickup/contracts/constants';
import { taxOf, toCents } from '@pickup/contracts/money';
import type { CartItem } from '@pickup/contracts/schemas';

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** One line's price in cents: the product's price now times the quantity. */
export function lineCents(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toCents(item.price) * item.quantity;
}

/**
 * What the cart comes to, for display: the lines still on sale (a withdrawn product stays in the
 * cart but is not charged), 8 % tax rounded to the cent, and the total. The server computes the same
 * figures again when it charges.
 */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  const subtotalCents = items
    .filter((item) => item.available)
    .reduce((sum, item) => sum + lineCents(item), 0);
  const taxCents = taxOf(subtotalCents, cartTaxRate);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
