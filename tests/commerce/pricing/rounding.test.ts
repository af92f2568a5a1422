import { describe, expect, it } from 'vitest';
import { divideRounded, includedTax } from '@/server/commerce/pricing';

describe('the one rounding rule', () => {
  it('rounds halves up and everything else to the nearest cent', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('finds the 19 % VAT inside a gross price: gross − gross / 1.19, rounded once', () => {
    expect(includedTax(119_00)).toBe(19_00);
    expect(includedTax(4_95)).toBe(79); // 4.95 / 1.19 = 4.1596 → 4.16 net
    expect(includedTax(49_99)).toBe(7_98); // 49.99 / 1.19 = 42.008 → 42.01 net
    expect(includedTax(0)).toBe(0);
  });

  it('refuses fractions of cents as input', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });
});
