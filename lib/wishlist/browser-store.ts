import { addToWishlist, mergeWishlists, parseWishlist, removeFromWishlist, serialiseWishlist } from './list';

/**
 * The wishlist as the browser sees it, shared by every heart, the header and /wishlist. A
 * visitor's list lives in localStorage (and follows other tabs through the `storage` event);
 * a signed-in customer's lives in the account, reached through `AccountWishlist` (server
 * actions), and the visitor's list is merged into it once, on sign-in.
 */
export const WISHLIST_STORAGE_KEY = 'vitrine-wishlist';

/** How the customer's list is read and written; the server actions of lib/wishlist/actions.ts. */
export type AccountWishlist = {
  load(): Promise<number[] | null>;
  save(ids: number[]): Promise<number[] | null>;
  /** Merges the visitor's ids into the account's list and answers the result. */
  merge(ids: number[]): Promise<number[] | null>;
};

export type WishlistSnapshot = {
  ids: readonly number[];
  /** The list has been read (from storage or the account); until then hearts show "not listed". */
  ready: boolean;
  owner: 'visitor' | 'customer';
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const serverSnapshot: WishlistSnapshot = { ids: [], ready: false, owner: 'visitor' };

export function createWishlistStore(storage: () => Storage | null) {
  let snapshot: WishlistSnapshot = serverSnapshot;
  let account: AccountWishlist | null = null;
  const listeners = new Set<() => void>();

  const emit = (next: WishlistSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const readLocal = (): number[] => {
    try {
      return parseWishlist(storage()?.getItem(WISHLIST_STORAGE_KEY));
    } catch {
      // Storage switched off (private mode, a policy): the list lives for this page only.
      return [];
    }
  };
  const writeLocal = (ids: readonly number[]) => {
    try {
      if (ids.length === 0) storage()?.removeItem(WISHLIST_STORAGE_KEY);
      else storage()?.setItem(WISHLIST_STORAGE_KEY, serialiseWishlist(ids));
    } catch {
      // Full or switched off: the change still shows until the page is left.
    }
  };

  const change = async (next: (ids: readonly number[]) => number[]) => {
    const before = snapshot;
    const ids = next(before.ids);
    emit({ ...before, ids });
    if (before.owner === 'visitor' || !account) {
      writeLocal(ids);
      return;
    }
    const saved = await account.save(ids);
    // A refused save puts the list back as the account still holds it.
    if (snapshot.owner === 'customer') emit({ ...snapshot, ids: saved ?? before.ids });
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): WishlistSnapshot => snapshot,
    getServerSnapshot: (): WishlistSnapshot => serverSnapshot,

    /** The visitor's list from storage (page load, or another tab changed it). */
    loadVisitor(): void {
      if (snapshot.owner === 'customer') return;
      emit({ ids: readLocal(), ready: true, owner: 'visitor' });
    },

    /**
     * Switches to the customer's list. The visitor's ids are merged into the account and then
     * dropped from this browser, so a later sign-out does not show the customer's items.
     */
    async signIn(remote: AccountWishlist): Promise<void> {
      account = remote;
      const local = readLocal();
      const ids = local.length > 0 ? await remote.merge(local) : await remote.load();
      if (ids === null) {
        // The account could not be reached: keep showing (and keeping) the browser's list.
        emit({ ids: local, ready: true, owner: 'visitor' });
        account = null;
        return;
      }
      if (local.length > 0) writeLocal([]);
      emit({ ids: mergeWishlists(ids, []), ready: true, owner: 'customer' });
    },

    signOut(): void {
      account = null;
      emit({ ids: readLocal(), ready: true, owner: 'visitor' });
    },

    toggle(productId: number): Promise<void> {
      return change((ids) => (ids.includes(productId) ? removeFromWishlist(ids, productId) : addToWishlist(ids, productId)));
    },
    /** Lists a product (no change when it is listed already): what "move to wishlist" in the cart calls. */
    add(productId: number): Promise<void> {
      return change((ids) => addToWishlist(ids, productId));
    },
    remove(productId: number): Promise<void> {
      return change((ids) => removeFromWishlist(ids, productId));
    },
  };
}

type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The page's one store, over the browser's localStorage. */
export const wishlistStore: WishlistStore = createWishlistStore(() => (typeof window === 'undefined' ? null : window.localStorage));
