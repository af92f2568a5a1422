import type { Cart } from './types';

/** What a shopper without a session has: nothing, and no reason to ask the backend. */
export const emptyCart: Cart = {
  lines: [],
  itemCount: 0,
  isEmpty: true,
  totals: { subtotalCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 },
  coupons: [],
  needsShipping: false,
  shippingRates: [],
  chosenShippingRate: null,
  freeShipping: null,
};
