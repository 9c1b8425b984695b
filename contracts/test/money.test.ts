import { formatUsd, taxOf, toCents, toDollars } from '../src/money';
import { cartTaxRate } from '../src/constants';

describe('money', () => {
  it('converts dollars to integer cents without floating-point drift', () => {
    expect(toCents(25)).toBe(2500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.999)).toBe(2000);
    expect(toDollars(1550)).toBe(15.5);
  });

  it('refuses amounts that are not amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toDollars(10.5)).toThrow(RangeError);
  });

  it('applies the 8 % cart tax to the cent', () => {
    expect(taxOf(2500, cartTaxRate)).toBe(200);
    expect(taxOf(1999, cartTaxRate)).toBe(160);
  });

  it('formats cents as US dollars', () => {
    expect(formatUsd(4500)).toBe('$45.00');
  });
});
