import { describe, expect, it } from 'vitest';
import { cartReducer, initialCartState, isUpdating, shownCart, type CartEvent, type CartState } from '@/lib/cart/cart-state';
import { emptyCart } from '@/lib/cart/empty-cart';
import { endsTheSession } from '@/lib/cart/session-rules';
import type { Cart, CartLine } from '@/lib/cart/types';

function line(key: string, quantity: number): CartLine {
  return {
    key,
    productId: 1,
    variationId: null,
    name: key,
    slug: key,
    image: null,
    attributes: [],
    quantity,
    subtotalCents: quantity * 10_00,
    totalCents: quantity * 10_00,
    savingsCents: 0,
    lowStockQuantity: null,
    maxQuantity: null,
    giftVoucher: false,
  };
}

function cartOf(...lines: CartLine[]): Cart {
  const total = lines.reduce((sum, entry) => sum + entry.totalCents, 0);
  return {
    ...emptyCart,
    lines,
    isEmpty: lines.length === 0,
    itemCount: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    totals: { ...emptyCart.totals, subtotalCents: total, totalCents: total },
  };
}

const run = (events: CartEvent[], from: CartState = initialCartState) => events.reduce(cartReducer, from);
const loaded = run([{ type: 'loading' }, { type: 'answer', cart: cartOf(line('a', 1), line('b', 2)) }]);

describe('optimistic quantities in the cart', () => {
  it('show the chosen quantity at once, while totals stay the server’s', () => {
    const state = run([{ type: 'quantity', key: 'a', quantity: 3 }], loaded);
    expect(shownCart(state)?.lines.map((entry) => entry.quantity)).toEqual([3, 2]);
    expect(shownCart(state)?.totals.totalCents).toBe(30_00);
    expect(isUpdating(state)).toBe(true);
  });

  it('take the server’s cart once it answered that change', () => {
    const state = run(
      [{ type: 'quantity', key: 'a', quantity: 3 }, { type: 'call' }, { type: 'quantityAnswer', key: 'a', quantity: 3, cart: cartOf(line('a', 3), line('b', 2)) }],
      loaded,
    );
    expect(state.pending).toEqual({});
    expect(shownCart(state)?.totals.totalCents).toBe(50_00);
    expect(isUpdating(state)).toBe(false);
  });

  it('keep the stock notice of a lowered quantity while that change is sent and answered', () => {
    const notice = 'Nur noch 2 Stück verfügbar – die Menge wurde angepasst.';
    const state = run(
      [
        { type: 'quantity', key: 'b', quantity: 2, notice },
        { type: 'call', keepMessage: true },
        { type: 'quantityAnswer', key: 'b', quantity: 2, cart: cartOf(line('a', 1), line('b', 2)) },
      ],
      loaded,
    );
    expect(state.error).toBe(notice);
    // The next change replaces it.
    expect(run([{ type: 'quantity', key: 'a', quantity: 2 }], state).error).toBeNull();
  });

  it('roll back to the server’s quantity when the change is refused, with the message', () => {
    const state = run(
      [{ type: 'quantity', key: 'a', quantity: 9 }, { type: 'call' }, { type: 'quantityRefused', key: 'a', quantity: 9, message: 'Nicht genug auf Lager' }],
      loaded,
    );
    expect(shownCart(state)?.lines.map((entry) => entry.quantity)).toEqual([1, 2]);
    expect(state.error).toBe('Nicht genug auf Lager');
    expect(isUpdating(state)).toBe(false);
  });

  it('keep a newer choice when an older change is answered', () => {
    const state = run(
      [
        { type: 'quantity', key: 'a', quantity: 3 },
        { type: 'call' },
        { type: 'quantity', key: 'a', quantity: 4 },
        { type: 'quantityAnswer', key: 'a', quantity: 3, cart: cartOf(line('a', 3), line('b', 2)) },
      ],
      loaded,
    );
    expect(shownCart(state)?.lines[0]?.quantity).toBe(4);
    expect(isUpdating(state)).toBe(true);
  });

  it('hide a line set to 0 at once, and bring it back when the removal fails', () => {
    const removing = run([{ type: 'quantity', key: 'b', quantity: 0 }, { type: 'call' }], loaded);
    expect(shownCart(removing)?.lines.map((entry) => entry.key)).toEqual(['a']);
    const failed = cartReducer(removing, { type: 'quantityRefused', key: 'b', quantity: 0, message: 'x' });
    expect(shownCart(failed)?.lines.map((entry) => entry.key)).toEqual(['a', 'b']);
  });

  it('show the empty cart when the last line is being removed', () => {
    const one = run([{ type: 'loading' }, { type: 'answer', cart: cartOf(line('a', 1)) }]);
    expect(shownCart(cartReducer(one, { type: 'quantity', key: 'a', quantity: 0 }))?.isEmpty).toBe(true);
  });
});

describe('the cart’s status', () => {
  it('is updating while any call is under way', () => {
    const state = run([{ type: 'call' }, { type: 'call' }, { type: 'answer', cart: cartOf() }], loaded);
    expect(isUpdating(state)).toBe(true);
    expect(isUpdating(cartReducer(state, { type: 'answer', cart: cartOf() }))).toBe(false);
  });

  it('fails only when the first load is refused; later refusals keep the cart', () => {
    expect(run([{ type: 'loading' }, { type: 'refused', message: 'x', firstLoad: true }]).status).toBe('failed');
    const later = run([{ type: 'call' }, { type: 'refused', message: 'Gutschein abgelaufen' }], loaded);
    expect(later).toMatchObject({ status: 'ready', error: 'Gutschein abgelaufen' });
    expect(later.cart?.lines).toHaveLength(2);
  });
});

describe('messages that end the session (docs/behaviour.md §8)', () => {
  it('are the two token messages, and no others', () => {
    expect(endsTheSession('The iss do not match with this server')).toBe(true);
    expect(endsTheSession(' Invalid session token ')).toBe(true);
    expect(endsTheSession('Sorry, this product cannot be purchased.')).toBe(false);
    expect(endsTheSession('Expired token')).toBe(false);
  });
});
