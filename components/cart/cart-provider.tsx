'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useShopperState } from '@/components/shell/shopper-state';
import type * as CartActions from '@/lib/cart/actions';
import { cartReducer, initialCartState, isUpdating, shownCart, type CartStatus } from '@/lib/cart/cart-state';
import { MAX_QUANTITY } from '@/lib/cart/limits';
import type { CartActionResult } from '@/lib/cart/localise';
import { endsTheSession } from '@/lib/cart/session-rules';
import type { Cart, CartLine } from '@/lib/cart/types';
import { track } from '@/lib/analytics/track';
import { hasStatisticsConsent } from '@/lib/consent/consent-choice';

/**
 * The shopper's cart in the browser: `useCart()` for the drawer, the product page and the
 * checkout. Everything goes through the cart's server actions (lib/cart/actions.ts); the
 * session token never reaches this code.
 *
 *   const { cart, status, updating, error } = useCart();
 *   cart       the server's cart with the shopper's unconfirmed quantities laid over it; null until loaded
 *   status     'idle' (not asked yet) | 'loading' | 'ready' | 'failed'
 *   updating   a call is under way or a quantity waits to be sent (the drawer's 'updating')
 *   error      the last refusal in the shopper's language, or null (dismissError() clears it)
 *   load()                 loads the cart once; later calls do nothing. useCartNow() calls it on mount
 *   reload()               asks for the cart again: after a login or logout it is another one
 *   add(request)           adds to the cart; resolves to the action's result (the caller shows a refusal)
 *   setQuantity(key, n)    shows n at once (at most the line's stock, saying so), sends it after DEBOUNCE_MS of quiet; rolled back if refused
 *   removeLine(key)        quantity 0, sent at once
 *   applyCode(code)        a coupon or gift card; resolves to the action's result
 *   removeCode(code), chooseShipping(rateId)
 *
 * When the cart loads (docs/behaviour.md §4): at once when the store setting to reduce server
 * load is off (`loadAtOnce`), at once on pages that call useCartNow() (checkout, account,
 * order summary), otherwise on the shopper's first action (opening the drawer, adding).
 * Session rules of docs/behaviour.md §8 are applied here: see `perform` and `load`.
 */

type AddToCartRequest = {
  productId: number;
  variationId: number | null;
  quantity: number;
  attributes: { name: string; value: string }[];
};

type CartContextValue = {
  cart: Cart | null;
  status: CartStatus;
  updating: boolean;
  error: string | null;
  load: () => void;
  reload: () => Promise<CartActionResult>;
  add: (request: AddToCartRequest) => Promise<CartActionResult>;
  setQuantity: (key: string, quantity: number) => void;
  removeLine: (key: string) => void;
  applyCode: (code: string) => Promise<CartActionResult>;
  removeCode: (code: string) => Promise<CartActionResult>;
  chooseShipping: (rateId: string) => Promise<CartActionResult>;
  dismissError: () => void;
};

/**
 * Runs one of the cart's server actions, loading them with the shopper's first cart action
 * rather than with every page: each action's reference costs its id in the page's scripts
 * (about 0.8 KiB in all). A load that fails is a failed call like the others: "try again".
 */
const cartAction = <R,>(use: (actions: typeof CartActions) => Promise<R>): Promise<R> => import('@/lib/cart/actions').then(use);

/** docs/behaviour.md §9: the default debounce. */
const DEBOUNCE_MS = 100;

const CartContext = createContext<CartContextValue | null>(null);

/**
 * add_to_cart / remove_from_cart for `quantity` units of `line` (negative: taken out). Only for a
 * shopper who agreed to statistics, and the events' builder loads only then: every page carries
 * this provider, and most shoppers never need it (lib/analytics).
 */
function trackCartChange(line: CartLine | undefined, quantity: number): void {
  if (!line || quantity === 0 || !hasStatisticsConsent()) return;
  void import('@/lib/analytics/cart-events').then(({ cartChangeEvent }) => {
    const event = cartChangeEvent(line, quantity);
    if (event) track(event);
  });
}

/** Clears what the browser keeps for the shopper, then reloads (docs/behaviour.md §8). */
function clearStorageAndReload(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage may be blocked (private modes); the reload still starts afresh.
  }
  window.location.reload();
}

export function CartProvider({ loadAtOnce, children }: { loadAtOnce: boolean; children: React.ReactNode }) {
  const t = useTranslations('cart');
  const { setCartCount } = useShopperState();
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const loadStarted = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const unavailable = t('unavailable');

  /** A server action that could not even be called (offline, a deploy) reads as "try again". */
  const call = useCallback(
    async (action: () => Promise<CartActionResult>): Promise<CartActionResult> => {
      try {
        return await action();
      } catch {
        return { ok: false, kind: 'unavailable', message: unavailable };
      }
    },
    [unavailable],
  );

  /** Applies a session-ending answer; true when the page is about to reload. */
  const endsSession = useCallback(async (result: CartActionResult): Promise<boolean> => {
    if (result.ok || !endsTheSession(result.message)) return false;
    await cartAction((actions) => actions.endShopperSession()).catch(() => undefined);
    clearStorageAndReload();
    return true;
  }, []);

  const accept = useCallback(
    (cart: Cart) => {
      loadStarted.current = true;
      setCartCount(cart.itemCount);
    },
    [setCartCount],
  );

  const perform = useCallback(
    async (action: () => Promise<CartActionResult>, { showError = true } = {}): Promise<CartActionResult> => {
      dispatch({ type: 'call' });
      const result = await call(action);
      if (result.ok) {
        accept(result.cart);
        dispatch({ type: 'answer', cart: result.cart, notice: result.notice });
      } else if (!(await endsSession(result))) {
        dispatch({ type: 'refused', message: showError ? result.message : null });
      }
      return result;
    },
    [call, accept, endsSession],
  );

  const load = useCallback(() => {
    if (loadStarted.current) return;
    loadStarted.current = true;
    dispatch({ type: 'loading' });
    void call(() => cartAction((actions) => actions.getCart())).then(async (result) => {
      if (result.ok) {
        accept(result.cart);
        dispatch({ type: 'answer', cart: result.cart, notice: result.notice });
        return;
      }
      if (await endsSession(result)) return;
      // The first load failed: clear the cookies and reload, once (the server keeps the counter).
      const { reload } = await cartAction((actions) => actions.recoverCartLoad()).catch(() => ({ reload: false }));
      if (reload) clearStorageAndReload();
      else dispatch({ type: 'refused', message: result.message, firstLoad: true });
    });
  }, [call, accept, endsSession]);

  // The last answer's cart, for the stock of the line being changed (setQuantity), and the quantity a change starts from (analytics).
  const serverCart = useRef<Cart | null>(null);
  useEffect(() => {
    serverCart.current = state.cart;
  }, [state.cart]);

  const sendQuantity = useCallback(
    async (key: string, quantity: number, action: () => Promise<CartActionResult>) => {
      // The 'quantity' change before it set the message (the stock notice, or none): the shopper reads it until the next change.
      dispatch({ type: 'call', keepMessage: true });
      const before = serverCart.current?.lines.find((line) => line.key === key);
      const result = await call(action);
      if (result.ok) {
        accept(result.cart);
        dispatch({ type: 'quantityAnswer', key, quantity, cart: result.cart, notice: result.notice });
        if (before) trackCartChange(before, (result.cart.lines.find((line) => line.key === key)?.quantity ?? 0) - before.quantity);
      } else if (!(await endsSession(result))) {
        dispatch({ type: 'quantityRefused', key, quantity, message: result.message });
      }
    },
    [call, accept, endsSession],
  );

  const setQuantity = useCallback(
    (key: string, wanted: number) => {
      // More than the stock is lowered here and said at once; the server action caps it too (lib/cart/service.ts).
      const stock = serverCart.current?.lines.find((line) => line.key === key)?.maxQuantity ?? null;
      const asked = Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(wanted)));
      const quantity = stock !== null && asked > stock ? stock : asked;
      dispatch({ type: 'quantity', key, quantity, notice: quantity < asked ? t('stockCapped', { stock: quantity }) : undefined });
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          void sendQuantity(key, quantity, () =>
            cartAction((actions) => (quantity === 0 ? actions.removeLine(key) : actions.updateQuantity(key, quantity))),
          );
        }, DEBOUNCE_MS),
      );
    },
    [sendQuantity, t],
  );

  const removeLine = useCallback(
    (key: string) => {
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
      dispatch({ type: 'quantity', key, quantity: 0 });
      void sendQuantity(key, 0, () => cartAction((actions) => actions.removeLine(key)));
    },
    [sendQuantity],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (loadAtOnce) load();
  }, [loadAtOnce, load]);

  const value = useMemo<CartContextValue>(
    () => ({
      cart: shownCart(state),
      status: state.status,
      updating: isUpdating(state),
      error: state.error,
      load,
      reload: () => perform(() => cartAction((actions) => actions.getCart()), { showError: false }),
      // The product page shows an add's refusal beside its button, not in the drawer.
      add: async (request) => {
        const result = await perform(
          () => cartAction((actions) => actions.addToCart(request.productId, request.variationId ?? undefined, request.quantity, request.attributes)),
          { showError: false },
        );
        if (result.ok) trackCartChange(result.cart.lines.find((line) => line.productId === request.productId && line.variationId === request.variationId), request.quantity);
        return result;
      },
      setQuantity,
      removeLine,
      applyCode: (code) => perform(() => cartAction((actions) => actions.applyCoupon(code))),
      removeCode: (code) => perform(() => cartAction((actions) => actions.removeCoupon(code))),
      chooseShipping: (rateId) => perform(() => cartAction((actions) => actions.chooseShipping(rateId))),
      dismissError: () => dispatch({ type: 'dismiss' }),
    }),
    [state, load, perform, setQuantity, removeLine],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider> (components/shell/shell.tsx)');
  return context;
}

/**
 * The cart, loaded at once: for pages that show it from the start (checkout, account, order summary).
 * @public for the checkout and account pages, built beside the cart
 */
export function useCartNow(): CartContextValue {
  const cart = useCart();
  const { load } = cart;
  useEffect(() => load(), [load]);
  return cart;
}
