import type { Rng } from './random';
import type { StockPlan } from './model';

/**
 * Stock and price rules shared by the hand-designed and the synthetic catalogue. Flags from the
 * design tables force a state; otherwise the generator draws one with shop-like odds.
 */
export type StockState = 'instock' | 'unmanaged' | 'low' | 'outofstock' | 'onbackorder';

export function stateFromFlags(flags: ReadonlySet<string>): StockState | null {
  if (flags.has('oos')) return 'outofstock';
  if (flags.has('bo')) return 'onbackorder';
  if (flags.has('low')) return 'low';
  return null;
}

export function drawProductState(rng: Rng): StockState {
  return rng.weighted<StockState>(['instock', 'unmanaged', 'low', 'outofstock', 'onbackorder'], [70, 14, 8, 5, 3]);
}

export function drawVariationState(rng: Rng): StockState {
  return rng.weighted<StockState>(['instock', 'low', 'outofstock', 'onbackorder'], [78, 8, 9, 5]);
}

export function stockPlan(state: StockState, rng: Rng): StockPlan {
  switch (state) {
    case 'instock':
      return { manageStock: true, quantity: rng.int(6, 60), status: 'instock', backorders: 'no', lowStockAmount: rng.chance(0.5) ? 5 : null };
    case 'unmanaged':
      return { manageStock: false, quantity: null, status: 'instock', backorders: 'no', lowStockAmount: null };
    case 'low':
      // At or below the low-stock threshold, so the storefront can say "nur noch wenige".
      return { manageStock: true, quantity: rng.int(1, 3), status: 'instock', backorders: 'no', lowStockAmount: 5 };
    case 'outofstock':
      return { manageStock: true, quantity: 0, status: 'outofstock', backorders: 'no', lowStockAmount: null };
    case 'onbackorder':
      return {
        manageStock: true,
        quantity: -rng.int(0, 4),
        status: 'onbackorder',
        backorders: rng.chance(0.5) ? 'notify' : 'yes',
        lowStockAmount: null,
      };
  }
}

/** A discount as a fraction, mostly the round numbers a merchant would pick. */
export function drawDiscount(rng: Rng): number {
  return rng.weighted([0.2, 0.25, 0.3, 0.4, 0.5], [30, 20, 25, 15, 10]);
}

/** A sale price ending in ,95 that is always below the regular price and above zero. */
export function salePrice(regularCents: number, discount: number): number {
  const euros = Math.round((regularCents * (1 - discount)) / 100);
  const cents = Math.max(euros, 1) * 100 - 5;
  return cents < regularCents ? cents : regularCents - 100;
}
