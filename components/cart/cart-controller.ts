import * as actions from '@/lib/cart/actions';
import { cartReducer, initialCartState, isUpdating, shownCart, type CartEvent, type CartState } from '@/lib/cart/cart-state';
import { MAX_QUANTITY } from '@/lib/cart/limits';
import type { CartActionResult } from '@/lib/cart/localise';
import { endsTheSession } from '@/lib/cart/session-rules';
import type { Cart, CartLine } from '@/lib/cart/types';
import { track } from '@/lib/analytics/track';
import { hasStatisticsConsent } from '@/lib/consent/consent-choice';

/**
 * What the cart does in the browser, behind `useCart()` (components/cart/cart-provider.tsx):
 * the calls to the cart's server actions, the debounced quantities and the session rules of
 * docs/behaviour.md §8. The provider imports this module with the shopper's first cart action
 * (opening the drawer, adding), or at once where a page shows the cart, so a page that nobody
 * buys from never loads or runs it. The state itself stays in the provider (React state).
 */

export type AddToCartRequest = {
  productId: number;
  variationId: number | null;
  quantity: number;
  attributes: { name: string; value: string }[];
};

type CartControllerOptions = {
  /** Applies a change to the provider's state. */
  setState: (change: (state: CartState) => CartState) => void;
  /** The header badge takes each answer's item count (components/shell/shopper-state.tsx). */
  setCartCount: (count: number) => void;
  /** The provider's texts, read when needed so a change of language applies at once. */
  texts: { unavailable: () => string; stockCapped: (stock: number) => string };
};

/** docs/behaviour.md §9: the default debounce. */
const DEBOUNCE_MS = 100;

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

/**
 * add_to_cart / remove_from_cart for `quantity` units of `line` (negative: taken out). Only for a
 * shopper who agreed to statistics, and the events' builder loads only then (lib/analytics).
 */
function trackCartChange(line: CartLine | undefined, quantity: number): void {
  if (!line || quantity === 0 || !hasStatisticsConsent()) return;
  void import('@/lib/analytics/cart-events').then(({ cartChangeEvent }) => {
    const event = cartChangeEvent(line, quantity);
    if (event) track(event);
  });
}

export function createCartController({ setState, setCartCount, texts }: CartControllerOptions) {
  const dispatch = (event: CartEvent) => setState((state) => cartReducer(state, event));
  let loadStarted = false;
  // The last answer's cart, for the stock of the line being changed (setQuantity).
  let serverCart: Cart | null = null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** A server action that could not even be called (offline, a deploy) reads as "try again". */
  const call = async (action: () => Promise<CartActionResult>): Promise<CartActionResult> => {
    try {
      return await action();
    } catch {
      return { ok: false, kind: 'unavailable', message: texts.unavailable() };
    }
  };

  /** Applies a session-ending answer; true when the page is about to reload. */
  const endsSession = async (result: CartActionResult): Promise<boolean> => {
    if (result.ok || !endsTheSession(result.message)) return false;
    await actions.endShopperSession().catch(() => undefined);
    clearStorageAndReload();
    return true;
  };

  const accept = (cart: Cart) => {
    loadStarted = true;
    serverCart = cart;
    setCartCount(cart.itemCount);
  };

  const perform = async (action: () => Promise<CartActionResult>, { showError = true } = {}): Promise<CartActionResult> => {
    dispatch({ type: 'call' });
    const result = await call(action);
    if (result.ok) {
      accept(result.cart);
      dispatch({ type: 'answer', cart: result.cart, notice: result.notice });
    } else if (!(await endsSession(result))) {
      dispatch({ type: 'refused', message: showError ? result.message : null });
    }
    return result;
  };

  const sendQuantity = async (key: string, quantity: number, action: () => Promise<CartActionResult>) => {
    // The 'quantity' change before it set the message (the stock notice, or none): the shopper reads it until the next change.
    dispatch({ type: 'call', keepMessage: true });
    const before = serverCart?.lines.find((line) => line.key === key);
    const result = await call(action);
    if (result.ok) {
      accept(result.cart);
      dispatch({ type: 'quantityAnswer', key, quantity, cart: result.cart, notice: result.notice });
      if (before) trackCartChange(before, (result.cart.lines.find((line) => line.key === key)?.quantity ?? 0) - before.quantity);
    } else if (!(await endsSession(result))) {
      dispatch({ type: 'quantityRefused', key, quantity, message: result.message });
    }
  };

  return {
    /** The cart to show and whether it waits for the server, from the provider's state. */
    view: (state: CartState) => ({ cart: shownCart(state), updating: isUpdating(state) }),
    load(): void {
      if (loadStarted) return;
      loadStarted = true;
      dispatch({ type: 'loading' });
      void call(() => actions.getCart()).then(async (result) => {
        if (result.ok) {
          accept(result.cart);
          dispatch({ type: 'answer', cart: result.cart, notice: result.notice });
          return;
        }
        if (await endsSession(result)) return;
        if (result.kind === 'down') {
          // The backend is down for now (being restarted): the session is not at fault, so it is
          // kept, and the next load() (opening the drawer again) or action asks again.
          loadStarted = false;
          dispatch({ type: 'refused', message: result.message, firstLoad: true });
          return;
        }
        // The first load failed: clear the cookies and reload, once (the server keeps the counter).
        const { reload } = await actions.recoverCartLoad().catch(() => ({ reload: false }));
        if (reload) clearStorageAndReload();
        else dispatch({ type: 'refused', message: result.message, firstLoad: true });
      });
    },
    reload: () => perform(() => actions.getCart(), { showError: false }),
    // The product page shows an add's refusal beside its button, not in the drawer.
    add: async (request: AddToCartRequest) => {
      const result = await perform(
        () => actions.addToCart(request.productId, request.variationId ?? undefined, request.quantity, request.attributes),
        { showError: false },
      );
      if (result.ok) {
        trackCartChange(
          result.cart.lines.find((line) => line.productId === request.productId && line.variationId === request.variationId),
          request.quantity,
        );
      }
      return result;
    },
    setQuantity(key: string, wanted: number): void {
      // More than the stock is lowered here and said at once; the server action caps it too (lib/cart/service.ts).
      const stock = serverCart?.lines.find((line) => line.key === key)?.maxQuantity ?? null;
      const asked = Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(wanted)));
      const quantity = stock !== null && asked > stock ? stock : asked;
      dispatch({ type: 'quantity', key, quantity, notice: quantity < asked ? texts.stockCapped(quantity) : undefined });
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          void sendQuantity(key, quantity, () => (quantity === 0 ? actions.removeLine(key) : actions.updateQuantity(key, quantity)));
        }, DEBOUNCE_MS),
      );
    },
    removeLine(key: string): void {
      clearTimeout(timers.get(key));
      timers.delete(key);
      dispatch({ type: 'quantity', key, quantity: 0 });
      void sendQuantity(key, 0, () => actions.removeLine(key));
    },
    applyCode: (code: string) => perform(() => actions.applyCoupon(code)),
    removeCode: (code: string) => perform(() => actions.removeCoupon(code)),
    chooseShipping: (rateId: string) => perform(() => actions.chooseShipping(rateId)),
    dismissError: () => dispatch({ type: 'dismiss' }),
    /**
     * Drops the cart this browser holds, so the next load() asks the server: the checkout changes
     * the cart through its own calls (codes, shipping, the address's prices) and empties it by
     * ordering, and the drawer or /cart must not show the cart from before.
     */
    forget(): void {
      loadStarted = false;
      serverCart = null;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      setState(() => initialCartState);
    },
    /** Drops quantities not sent yet (the provider unmounts). */
    dispose: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}

export type CartController = ReturnType<typeof createCartController>;
