'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { anonymousShopper, parseShopperState, type ShopperState } from '@/lib/shopper/state';

/**
 * The seam between cached pages and the shopper: pages render the anonymous state (the same
 * HTML for everyone, so they can be cached), and this provider fills in the shopper's own
 * state from /api/shopper once the page has loaded and the browser is idle, so asking never
 * lengthens hydration's long tasks on a slow phone. It lives in the root layout, so moving
 * between pages does not ask again; the cart and the account call `refresh()` after a change.
 */
type ShopperStateValue = ShopperState & {
  refresh: () => Promise<void>;
  /** The cart's own answer carries its item count: the badge takes it without asking again. */
  setCartCount: (count: number) => void;
};

const ShopperStateContext = createContext<ShopperStateValue>({ ...anonymousShopper, refresh: async () => {}, setCartCount: () => {} });

export const SHOPPER_STATE_URL = '/api/shopper';
/** At the latest this long after hydration the shopper's state is asked for, idle or not. */
const SHOPPER_STATE_IDLE_TIMEOUT_MS = 2000;

async function fetchShopperState(): Promise<ShopperState | null> {
  try {
    const response = await fetch(SHOPPER_STATE_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    return parseShopperState(await response.json());
  } catch {
    // Offline or the server is restarting: the anonymous state stays, nothing breaks.
    return null;
  }
}

/**
 * The answer as the next state, or the current one when nothing changed: the usual answer (an
 * anonymous visitor's, right after every page load) then renders nothing again.
 */
const take = (next: ShopperState) => (current: ShopperState) =>
  current.loggedIn === next.loggedIn && current.cartCount === next.cartCount ? current : next;

export function ShopperStateProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<ShopperState>(anonymousShopper);

  const refresh = useCallback(async () => {
    const next = await fetchShopperState();
    if (next) setState(take(next));
  }, []);

  const setCartCount = useCallback((cartCount: number) => setState((current) => take({ ...current, cartCount })(current)), []);

  useEffect(() => {
    let active = true;
    whenIdle(() => {
      if (!active) return;
      void fetchShopperState().then((next) => {
        if (active && next) setState(take(next));
      });
    }, SHOPPER_STATE_IDLE_TIMEOUT_MS);
    return () => {
      active = false;
    };
  }, []);

  const value = useMemo(() => ({ ...state, refresh, setCartCount }), [state, refresh, setCartCount]);
  return <ShopperStateContext.Provider value={value}>{children}</ShopperStateContext.Provider>;
}

export function useShopperState(): ShopperStateValue {
  return useContext(ShopperStateContext);
}
