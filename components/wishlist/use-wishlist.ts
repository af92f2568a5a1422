'use client';

import { useSyncExternalStore } from 'react';
import { wishlistStore, type WishlistSnapshot } from '@/lib/wishlist/browser-store';

/** The shopper's wishlist; empty and not `ready` during server rendering and hydration. */
export function useWishlist(): WishlistSnapshot {
  return useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot, wishlistStore.getServerSnapshot);
}
