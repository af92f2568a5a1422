'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { PanelTrigger } from './panel-trigger';
import { useShopperState } from './shopper-state';

/**
 * The header's account icon: filled when a shopper is logged in (docs/behaviour.md §2). Both
 * icons come rendered from the server (site-header.tsx), so no icon code loads with the page.
 */
export function AccountIndicator({ outline, filled }: { outline: React.ReactNode; filled: React.ReactNode }) {
  const { loggedIn } = useShopperState();
  return loggedIn ? filled : outline;
}

/** The header's cart button, around its bag icon (rendered on the server); the badge shows only when the cart holds items. */
export function CartTrigger({ controls, className, children }: { controls: string; className?: string; children: React.ReactNode }) {
  const t = useTranslations('shell');
  const { cartCount } = useShopperState();
  const label = cartCount > 0 ? t('cart.openWithCount', { count: cartCount }) : t('cart.open');
  return (
    <PanelTrigger panel="cart" controls={controls} label={label} className={className}>
      {children}
      {cartCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute right-0.5 top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-accent px-1 text-[10px] font-semibold leading-none text-white"
        >
          {cartCount}
        </span>
      )}
    </PanelTrigger>
  );
}
