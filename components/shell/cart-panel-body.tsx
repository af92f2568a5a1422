'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useShell } from './shell-provider';

/**
 * The drawer's content is code only a shopper who opens the cart needs: loaded on the first
 * opening. React's own lazy, not next/dynamic: that one's loader runtime sat in every page's scripts.
 */
const CartView = lazy(() => import('@/components/cart/cart-view'));

function Loading() {
  const t = useTranslations('cart');
  return (
    <p role="status" className="px-5 py-12 text-center text-sm text-muted">
      {t('loading')}
    </p>
  );
}

/**
 * Opening the drawer is a first shopper action (docs/behaviour.md §4): it loads the cart and
 * the drawer's code. Before that the drawer holds nothing, and no backend call is made.
 */
export function CartPanelBody({ showMoveToWishlist }: { showMoveToWishlist: boolean }) {
  const { openPanel } = useShell();
  const { load } = useCart();
  const isOpen = openPanel === 'cart';
  // Once opened, the content stays mounted, so closing slides it out instead of blanking it.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);

  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  return opened ? (
    <Suspense fallback={<Loading />}>
      <CartView showMoveToWishlist={showMoveToWishlist} />
    </Suspense>
  ) : null;
}
