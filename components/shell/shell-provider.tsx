'use client';

import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** The two side panels of the shell; at most one is open. */
export type ShellPanel = 'menu' | 'cart';

type ShellContextValue = {
  openPanel: ShellPanel | null;
  /** Panels a shopper has reached for (or opened): their drawers' code is loaded and mounted (drawer-slot.tsx). */
  prepared: readonly ShellPanel[];
  /** A shopper is about to open `panel` (pointer over, focus or touch of its button; an item being added). */
  prepare: (panel: ShellPanel) => void;
  open: (panel: ShellPanel) => void;
  toggle: (panel: ShellPanel) => void;
  close: () => void;
  /** For the cart: after an item is added, opens the cart panel if the store setting says so. */
  openCartAfterAdd: () => void;
  /** Store setting `autoOpenCart`: whether adding opens the cart (else the page says so itself). */
  autoOpenCart: boolean;
};

const ShellContext = createContext<ShellContextValue | null>(null);

type ShellProviderProps = {
  /** Store setting `autoOpenCart` (docs/behaviour.md §4, §9). */
  autoOpenCart: boolean;
  children: React.ReactNode;
};

/**
 * Which panel is open, shared by the triggers, the drawers and the overlay. A panel belongs to
 * the path it was opened on, so any path change closes it without an effect. While a panel is
 * open the page does not scroll (its drawer locks it: drawer.tsx).
 */
export function ShellProvider({ autoOpenCart, children }: ShellProviderProps) {
  const pathname = usePathname();
  const [opened, setOpened] = useState<{ panel: ShellPanel; path: string } | null>(null);
  const openPanel = opened?.path === pathname ? opened.panel : null;
  const [prepared, setPrepared] = useState<readonly ShellPanel[]>([]);
  const prepare = useCallback(
    (panel: ShellPanel) => setPrepared((current) => (current.includes(panel) ? current : [...current, panel])),
    [],
  );

  // An opened panel counts as prepared too, so its drawer comes even without a prior intent.
  const open = useCallback(
    (panel: ShellPanel) => {
      prepare(panel);
      setOpened({ panel, path: pathname });
    },
    [pathname, prepare],
  );
  const close = useCallback(() => setOpened(null), []);
  const toggle = useCallback(
    (panel: ShellPanel) => {
      prepare(panel);
      setOpened((current) => (current?.panel === panel && current.path === pathname ? null : { panel, path: pathname }));
    },
    [pathname, prepare],
  );
  const openCartAfterAdd = useCallback(() => {
    if (autoOpenCart) open('cart');
  }, [autoOpenCart, open]);

  const value = useMemo(
    () => ({ openPanel, prepared, prepare, open, toggle, close, openCartAfterAdd, autoOpenCart }),
    [openPanel, prepared, prepare, open, toggle, close, openCartAfterAdd, autoOpenCart],
  );
  return <ShellContext value={value}>{children}</ShellContext>;
}

export function useShell(): ShellContextValue {
  const context = useContext(ShellContext);
  if (!context) throw new Error('useShell must be used inside <ShellProvider>');
  return context;
}
