'use client';

import { useCartNow } from '@/components/cart/cart-provider';

/** /my-account loads the cart at once (docs/behaviour.md §4), whatever the store setting says. */
export function CartNow() {
  useCartNow();
  return null;
}
