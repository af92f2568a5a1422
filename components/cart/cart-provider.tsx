'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useShopperState } from '@/components/shell/shopper-state';
import { initialCartState, type CartState, type CartStatus } from '@/lib/cart/cart-state';
import type { CartActionResult } from '@/lib/cart/localise';
import type { Cart } from '@/lib/cart/types';
import type { AddToCartRequest, CartController } from './cart-controller';

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
 *   setQuantity(key, n)    shows n at once (at most the line's stock, saying so), sends it after 100 ms of quiet; rolled back if refused
 *   removeLine(key)        quantity 0, sent at once
 *   applyCode(code)        a coupon or gift card; resolves to the action's result
 *   removeCode(code), chooseShipping(rateId)
 *   forget()               drops the cart held here; the next load() asks again (the checkout changed or ordered it)
 *
 * When the cart loads (docs/behaviour.md §4): at once when the store setting to reduce server
 * load is off (`loadAtOnce`), at once on pages that call useCartNow() (checkout, account,
 * order summary), otherwise on the shopper's first action (opening the drawer, adding).
 *
 * This provider is on every page, so it holds only the state: what the cart does (the calls,
 * the debounce, the session rules of docs/behaviour.md §8) is components/cart/cart-controller.ts,
 * imported with the first cart action together with the server actions' references. Until
 * then nothing of the cart runs, and a page nobody buys from never loads it. While the backend
 * is down (kind 'down') every call answers "the shop is temporarily unavailable" and nothing is
 * cleared: the next call after it is back simply works, without a reload.
 */

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
  forget: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ loadAtOnce, children }: { loadAtOnce: boolean; children: React.ReactNode }) {
  const t = useTranslations('cart');
  const { setCartCount } = useShopperState();
  const [state, setState] = useState<CartState>(initialCartState);
  const [controller, setController] = useState<CartController | null>(null);
  const loading = useRef<Promise<CartController> | null>(null);
  // Read by the controller when it needs a text, so a change of language applies at once.
  const texts = useRef(t);
  useEffect(() => {
    texts.current = t;
  }, [t]);

  /** The controller, imported once; an import that failed is tried again on the next action. */
  const withController = useCallback((): Promise<CartController> => {
    loading.current ??= import('./cart-controller').then(
      ({ createCartController }) => {
        const created = createCartController({
          setState,
          setCartCount,
          texts: { unavailable: () => texts.current('unavailable'), stockCapped: (stock) => texts.current('stockCapped', { stock }) },
        });
        setController(created);
        return created;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [setCartCount]);

  /** A call whose code could not be loaded (offline, a deploy) reads as any failed call: "try again". */
  const run = useCallback(
    (call: (controller: CartController) => Promise<CartActionResult>): Promise<CartActionResult> =>
      withController().then(call, () => ({ ok: false, kind: 'unavailable', message: texts.current('unavailable') })),
    [withController],
  );

  const load = useCallback(() => {
    withController().then(
      (loaded) => loaded.load(),
      // As a first load the server refused: the drawer says it could not load the cart.
      () => setState((current) => (current.status === 'idle' ? { ...current, status: 'failed', error: texts.current('unavailable') } : current)),
    );
  }, [withController]);

  useEffect(() => () => controller?.dispose(), [controller]);
  // Stable, so a page may call it from an effect; nothing is held before the controller loaded.
  const forget = useCallback(() => controller?.forget(), [controller]);

  useEffect(() => {
    if (loadAtOnce) load();
  }, [loadAtOnce, load]);

  const value = useMemo<CartContextValue>(() => {
    // Only a shown cart has lines to change or a message to dismiss, and showing it loaded the controller.
    const whenLoaded = (change: (loaded: CartController) => void) => {
      if (controller) change(controller);
      else void withController().then(change, () => undefined);
    };
    return {
      ...(controller ? controller.view(state) : { cart: state.cart, updating: false }),
      status: state.status,
      error: state.error,
      load,
      reload: () => run((loaded) => loaded.reload()),
      add: (request) => run((loaded) => loaded.add(request)),
      setQuantity: (key, quantity) => whenLoaded((loaded) => loaded.setQuantity(key, quantity)),
      removeLine: (key) => whenLoaded((loaded) => loaded.removeLine(key)),
      applyCode: (code) => run((loaded) => loaded.applyCode(code)),
      removeCode: (code) => run((loaded) => loaded.removeCode(code)),
      chooseShipping: (rateId) => run((loaded) => loaded.chooseShipping(rateId)),
      dismissError: () => whenLoaded((loaded) => loaded.dismissError()),
      forget,
    };
  }, [state, controller, load, run, withController, forget]);
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
