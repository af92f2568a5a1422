import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { CartProvider } from '@/components/cart/cart-provider';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import type { StoreSettings } from '@/lib/config/store-settings';
import { CartPanel } from './cart-panel';
import { MobileMenu } from './mobile-menu';
import { NavigationProgress } from './navigation-progress';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ShellOverlay } from './shell-overlay';
import { ShellProvider } from './shell-provider';
import { ShopperStateProvider } from './shopper-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WishlistSync } from '@/components/wishlist/wishlist-sync';

type ShellProps = {
  settings: Pick<StoreSettings, 'autoOpenCart' | 'initStoreOnUserActionToReduceServerLoad' | 'showMoveToWishlist'>;
  children: React.ReactNode;
};

/**
 * Everything around a page (docs/behaviour.md §2): skip link, loading bar, header, mobile menu, cart panel,
 * overlay and footer. The page itself goes into <main id="main">. Everything here is the same
 * for every shopper (pages are cached); the shopper's own state comes from ShopperStateProvider.
 */
export function Shell({ settings, children }: ShellProps) {
  const t = useTranslations('common');
  return (
    <ShopperStateProvider>
    <CartProvider loadAtOnce={!settings.initStoreOnUserActionToReduceServerLoad}>
    <ShellProvider autoOpenCart={settings.autoOpenCart}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
      >
        {t('skipToContent')}
      </a>
      {/* Early in the page, so the banner's buttons come right after the skip link for the keyboard. */}
      <ConsentFirstLayer />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <ScrollOnNavigate />
      <WishlistSync />
      <SiteHeader />
      {/* The drawers and the footer have no Suspense boundary of their own: React's server
          renderer outlines a finished boundary of more than 500 bytes once the page before it
          passes ~12.8 KB (as a product page does), and reveals it after the first paint, so the
          whole page was styled and laid out a second time (docs/benchmarks.md, issue 24). */}
      <MobileMenu />
      <CartPanel showMoveToWishlist={settings.showMoveToWishlist} />
      <ShellOverlay />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </ShellProvider>
    </CartProvider>
    </ShopperStateProvider>
  );
}
