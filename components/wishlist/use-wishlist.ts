'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { wishlistStore, type WishlistSnapshot } from '@/lib/wishlist/browser-store';

/** The shopper's wishlist; empty and not `ready` during server rendering and hydration. */
export function useWishlist(): WishlistSnapshot {
  return useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot, wishlistStore.getServerSnapshot);
}

const notListed = () => false;

/**
 * Whether one product is on the list (false during server rendering and hydration). A heart
 * renders again only when its own answer changes: reading the list after hydration, or a change
 * to another product, leaves the other hearts of a page alone.
 */
export function useListed(productId: number): boolean {
  const listed = useCallback(() => {
    const { ids, ready } = wishlistStore.getSnapshot();
    return ready && ids.includes(productId);
  }, [productId]);
  return useSyncExternalStore(wishlistStore.subscribe, listed, notListed);
}

const currentNotice = () => wishlistStore.getSnapshot().notice;
const noNotice = () => null;

/**
 * The page's wishlist notice alone: the list's other changes (its reading at load above all)
 * render nothing again.
 */
export function useWishlistNotice(): WishlistSnapshot['notice'] {
  return useSyncExternalStore(wishlistStore.subscribe, currentNotice, noNotice);
}
