import { describe, expect, it } from 'vitest';
import { lineSavingsCents, lowStockQuantity } from '@/lib/cart/line-facts';

describe('what a cart line saves', () => {
  it('is the sale discount times the quantity', () => {
    expect(lineSavingsCents({ rawRegularPrice: '49.99', rawPrice: '39.99' }, 3)).toBe(30_00);
  });

  it('is nothing without a sale, or when the price is above the regular one', () => {
    expect(lineSavingsCents({ rawRegularPrice: '49.99', rawPrice: '49.99' }, 2)).toBe(0);
    expect(lineSavingsCents({ rawRegularPrice: '19.99', rawPrice: '29.99' }, 2)).toBe(0);
    expect(lineSavingsCents({ rawRegularPrice: null, rawPrice: '29.99' }, 2)).toBe(0);
    expect(lineSavingsCents(null, 2)).toBe(0);
  });

  it('ignores price lists of variable products (a range says nothing about one line)', () => {
    expect(lineSavingsCents({ rawRegularPrice: '30, 50', rawPrice: '20, 50' }, 1)).toBe(0);
  });
});

describe('the low-stock hint of a line', () => {
  it('shows the units left at or below the low-stock amount', () => {
    expect(lowStockQuantity({ stockQuantity: 3, lowStockAmount: 3 }, null)).toBe(3);
    expect(lowStockQuantity({ stockQuantity: 1, lowStockAmount: 5 }, null)).toBe(1);
  });

  it('says nothing above the amount, without one, without a known stock, or when sold out', () => {
    expect(lowStockQuantity({ stockQuantity: 4, lowStockAmount: 3 }, null)).toBeNull();
    expect(lowStockQuantity({ stockQuantity: 2, lowStockAmount: null }, null)).toBeNull();
    expect(lowStockQuantity({ stockQuantity: null, lowStockAmount: 5 }, null)).toBeNull();
    expect(lowStockQuantity({ stockQuantity: 0, lowStockAmount: 5 }, null)).toBeNull();
  });

  it("takes the parent product's amount for a variation that sets none", () => {
    expect(lowStockQuantity({ stockQuantity: 2, lowStockAmount: null }, { lowStockAmount: 2 })).toBe(2);
    expect(lowStockQuantity({ stockQuantity: 2, lowStockAmount: 1 }, { lowStockAmount: 5 })).toBeNull();
  });
});
