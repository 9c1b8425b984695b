/**
 * Money is stored as integer cents and spoken in dollars where the spec shows dollars.
 * These are the only conversions: rounding to the cent happens here and nowhere else.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(toDollars(cents));
}

/** Tax on a subtotal, both in cents, rounded half up to the cent. */
export function taxOf(subtotalCents: number, rate: number): number {
  return Math.round(subtotalCents * rate);
}
