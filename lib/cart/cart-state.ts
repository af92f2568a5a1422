import type { Cart } from './types';

/**
 * The browser's cart state (components/cart/cart-provider.tsx), as a pure reducer so its
 * rules are tested without React:
 * - the cart is always the server's last answer; totals are never computed here;
 * - quantities the shopper just chose show at once (optimistic) on top of that cart, and are
 *   dropped when the server has answered that very change, or refused it (a roll-back);
 * - `inFlight` counts calls under way: the drawer says 'updating' while it is above 0
 *   (docs/behaviour.md §4).
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type CartState = {
  cart: Cart | null;
  status: CartStatus;
  /** Line key → the quantity the shopper chose that the server has not confirmed yet. */
  pending: Readonly<Record<string, number>>;
  inFlight: number;
  /** The last refusal, or a notice about the last answer (a quantity lowered to the stock), already in the shopper's language. */
  error: string | null;
};

export type CartEvent =
  | { type: 'loading' }
  /** `keepMessage`: the change being sent already set the message (a quantity lowered to the stock): it stays. */
  | { type: 'call'; keepMessage?: boolean }
  | { type: 'answer'; cart: Cart; notice?: string }
  /** A refusal; `message: null` when the caller shows it itself (the product page's add). */
  | { type: 'refused'; message: string | null; firstLoad?: boolean }
  /** `notice`: the quantity was lowered to the stock before it was sent. */
  | { type: 'quantity'; key: string; quantity: number; notice?: string }
  | { type: 'quantityAnswer'; key: string; quantity: number; cart: Cart; notice?: string }
  | { type: 'quantityRefused'; key: string; quantity: number; message: string }
  | { type: 'dismiss' };

export const initialCartState: CartState = { cart: null, status: 'idle', pending: {}, inFlight: 0, error: null };

/** Forgets the pending quantity for `key` only if it is still the one that was sent. */
function settle(pending: CartState['pending'], key: string, quantity: number): CartState['pending'] {
  if (pending[key] !== quantity) return pending;
  const { [key]: _settled, ...rest } = pending;
  return rest;
}

const done = (inFlight: number) => Math.max(0, inFlight - 1);

export function cartReducer(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'loading':
      return { ...state, status: 'loading', inFlight: state.inFlight + 1 };
    case 'call':
      return { ...state, inFlight: state.inFlight + 1, error: event.keepMessage ? state.error : null };
    case 'answer':
      return { ...state, cart: event.cart, status: 'ready', inFlight: done(state.inFlight), error: event.notice ?? state.error };
    case 'refused':
      return {
        ...state,
        status: event.firstLoad ? 'failed' : state.status,
        inFlight: done(state.inFlight),
        error: event.message ?? state.error,
      };
    case 'quantity':
      return { ...state, pending: { ...state.pending, [event.key]: event.quantity }, error: event.notice ?? null };
    case 'quantityAnswer':
      return {
        ...state,
        cart: event.cart,
        status: 'ready',
        pending: settle(state.pending, event.key, event.quantity),
        inFlight: done(state.inFlight),
        error: event.notice ?? state.error,
      };
    case 'quantityRefused':
      return { ...state, pending: settle(state.pending, event.key, event.quantity), inFlight: done(state.inFlight), error: event.message };
    case 'dismiss':
      return { ...state, error: null };
  }
}

/**
 * The cart to show: the server's, with the pending quantities laid over its lines (a pending
 * 0 hides the line at once). Totals and the item count stay the server's.
 */
export function shownCart(state: CartState): Cart | null {
  const { cart, pending } = state;
  if (!cart || Object.keys(pending).length === 0) return cart;
  const lines = cart.lines.flatMap((line) => {
    const quantity = pending[line.key];
    if (quantity === undefined) return [line];
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
  return { ...cart, lines, isEmpty: lines.length === 0 };
}

/** Whether the cart is waiting for the server: a call under way or a change not sent yet. */
export function isUpdating(state: CartState): boolean {
  return state.inFlight > 0 || Object.keys(state.pending).length > 0;
}
