'use client';

import { useEffect, useRef } from 'react';
import { useShopperState } from '@/components/shell/shopper-state';
import { WISHLIST_STORAGE_KEY, wishlistStore, type AccountWishlist } from '@/lib/wishlist/browser-store';
import { WishlistNotice } from './wishlist-notice';

/**
 * The account's list through its server actions, imported only when a customer is signed in:
 * a visitor never calls them, and each action's reference is an id in every page's scripts.
 * A failed import reads like a refused call (null): the visitor's list stays.
 */
const wishlistActions = () => import('@/lib/wishlist/actions');
const account: AccountWishlist = {
  load: () => wishlistActions().then((actions) => actions.loadWishlist(), () => null),
  save: (ids) => wishlistActions().then((actions) => actions.saveWishlist(ids), () => null),
  merge: (ids) => wishlistActions().then((actions) => actions.mergeWishlist(ids), () => null),
};

/**
 * Points the page's wishlist at the right place once the shopper's state is known (it arrives
 * after hydration, cached pages being the same for everyone): the browser's list for a
 * visitor, the account's for a customer, into which the browser's list is merged on sign-in.
 * It also carries the page's one notice for a wishlist change the shop could not take just now.
 */
export function WishlistSync() {
  const { loggedIn } = useShopperState();
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (loggedIn) void wishlistStore.signIn(account);
    else if (wasLoggedIn.current) wishlistStore.signOut();
    else wishlistStore.loadVisitor();
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);

  useEffect(() => {
    // A heart clicked just before a reload or a full page load: its save may never answer.
    const keepUnsaved = () => wishlistStore.keepUnsaved();
    window.addEventListener('pagehide', keepUnsaved);
    return () => window.removeEventListener('pagehide', keepUnsaved);
  }, []);

  useEffect(() => {
    // Another tab changed the visitor's list.
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_STORAGE_KEY || event.key === null) wishlistStore.loadVisitor();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <WishlistNotice />;
}
