import { addToWishlist, mergeWishlists, parseWishlist, removeFromWishlist, serialiseWishlist, SHOP_DOWN, type WishlistAnswer } from './list';

/**
 * The wishlist as the browser sees it, shared by every heart, the header and /wishlist. A
 * visitor's list lives in localStorage (and follows other tabs through the `storage` event);
 * a signed-in customer's lives in the account, reached through `AccountWishlist` (server
 * actions), and the visitor's list is merged into it once, on sign-in.
 *
 * While the backend is down (an answer SHOP_DOWN) nothing the shopper chose is dropped and
 * nothing waits for a reload: a change made then stays on screen and `notice` asks the page to
 * say the shop is temporarily unavailable; the shopper's next action (or `retry()`) asks the
 * account again and sends it the whole list, so it works as soon as the backend is back. When
 * the account could not even be read at page load, the browser's list stands in for it (hearts
 * clicked meanwhile are kept there, as a visitor's) and is merged into the account on the next
 * action that reaches it.
 */
export const WISHLIST_STORAGE_KEY = 'vitrine-wishlist';

/** How the customer's list is read and written; the server actions of lib/wishlist/actions.ts. */
export type AccountWishlist = {
  load(): Promise<WishlistAnswer>;
  save(ids: number[]): Promise<WishlistAnswer>;
  /** Merges the visitor's ids into the account's list and answers the result. */
  merge(ids: number[]): Promise<WishlistAnswer>;
};

export type WishlistSnapshot = {
  ids: readonly number[];
  /** The list has been read (from storage or the account); until then hearts show "not listed". */
  ready: boolean;
  owner: 'visitor' | 'customer';
  /**
   * A signed-in customer's list that the account does not hold yet: it could not be read, or the
   * last change not saved, because the backend is down for now. The next action sends it.
   */
  waitingForAccount: boolean;
  /** Set when the shopper's last action could not reach the shop: the page says so. */
  notice: 'shopUnavailable' | null;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const serverSnapshot: WishlistSnapshot = { ids: [], ready: false, owner: 'visitor', waitingForAccount: false, notice: null };

export function createWishlistStore(storage: () => Storage | null) {
  let snapshot: WishlistSnapshot = serverSnapshot;
  /** The signed-in customer's account; kept while it cannot be reached, so a later action can. */
  let account: AccountWishlist | null = null;
  /** The account's list has been read: `snapshot.ids` is it (plus any change not saved yet). */
  let accountRead = false;
  /** One reading of the account at a time; actions meanwhile wait for it. */
  let reading: Promise<boolean> | null = null;
  /** Products the customer listed whose save has not answered yet (see keepUnsaved). */
  let unsaved: number[] = [];
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

  /**
   * Reads the account's list, merging the browser's into it; true once it is read (or there is
   * no account after all: then the browser's list is the visitor's again). While the backend is
   * down, the browser's list stands in for it and waits.
   */
  const readAccount = (): Promise<boolean> => {
    reading ??= (async () => {
      try {
        for (;;) {
          const remote = account;
          if (!remote) return true;
          const local = readLocal();
          const ids = local.length > 0 ? await remote.merge(local) : await remote.load();
          if (account !== remote) return true; // signed out meanwhile
          if (ids === SHOP_DOWN) {
            emit({ ids: local, ready: true, owner: 'visitor', waitingForAccount: true, notice: snapshot.notice });
            return false;
          }
          if (ids === null) {
            // No customer after all (the session ended), or refused: keep showing (and keeping) the browser's list.
            account = null;
            emit({ ids: local, ready: true, owner: 'visitor', waitingForAccount: false, notice: null });
            return true;
          }
          // A heart clicked while the merge was on its way changed the browser's list: merge again.
          if (serialiseWishlist(readLocal()) !== serialiseWishlist(local)) continue;
          if (local.length > 0) writeLocal([]);
          accountRead = true;
          emit({ ids: mergeWishlists(ids, []), ready: true, owner: 'customer', waitingForAccount: false, notice: null });
          return true;
        }
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  /** `announce`: a failure to reach the shop shows the notice (not for retry(): its page says so already). */
  const change = async (next: (ids: readonly number[]) => number[], announce = true) => {
    if (reading) await reading;
    const before = snapshot;
    const ids = next(before.ids);
    if (!account) {
      emit({ ...before, ids });
      writeLocal(ids);
      return;
    }
    if (!accountRead) {
      // The account's list was never read (the backend was down): the change is kept in the
      // browser's list, which reading the account now merges in.
      writeLocal(ids);
      emit({ ...before, ids });
      if (!(await readAccount()) && announce) emit({ ...snapshot, notice: 'shopUnavailable' });
      return;
    }
    emit({ ...before, ids });
    const remote = account;
    const added = ids.filter((id) => !before.ids.includes(id));
    unsaved = mergeWishlists(unsaved, added);
    const saved = await remote.save(ids);
    // Answered (saved or refused): nothing of it to keep. Down: kept, as the list waits anyway.
    if (saved !== SHOP_DOWN) unsaved = unsaved.filter((id) => !added.includes(id));
    if (account !== remote || snapshot.owner !== 'customer') return;
    if (saved === SHOP_DOWN) {
      // Kept as the shopper chose it; the next change sends the whole list, this one included.
      emit({ ...snapshot, waitingForAccount: true, notice: announce ? 'shopUnavailable' : snapshot.notice });
      return;
    }
    // A refused save puts the list back as the account still holds it.
    emit({ ...snapshot, ids: saved ?? before.ids, waitingForAccount: false, notice: null });
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
      if (snapshot.owner === 'customer' || account) return;
      emit({ ids: readLocal(), ready: true, owner: 'visitor', waitingForAccount: false, notice: null });
    },

    /**
     * Switches to the customer's list. The visitor's ids are merged into the account and then
     * dropped from this browser, so a later sign-out does not show the customer's items.
     */
    async signIn(remote: AccountWishlist): Promise<void> {
      account = remote;
      accountRead = false;
      await readAccount();
    },

    signOut(): void {
      account = null;
      accountRead = false;
      unsaved = [];
      emit({ ids: readLocal(), ready: true, owner: 'visitor', waitingForAccount: false, notice: null });
    },

    /**
     * Asks the account again when the list waits for it (the /wishlist page calls it when it
     * opens): reads it, or saves the change it missed. Nothing to do otherwise.
     */
    async retry(): Promise<void> {
      if (!account || !snapshot.waitingForAccount) return;
      if (!accountRead) await readAccount();
      else await change((ids) => [...ids], false);
    },

    /**
     * The page is being left (pagehide) — a full page load, a reload, another site: a product
     * the customer listed whose save has not answered goes into the browser's list, which the
     * next page merges into the account when it reads it. Leaving cancels the save's request, and
     * on a WPGraphQL 2.6–2.7 store its answer is the save itself (a cookie it sets), so the heart
     * was lost. A removal not yet answered is not kept: the product may come back.
     */
    keepUnsaved(): void {
      if (unsaved.length > 0) writeLocal(mergeWishlists(readLocal(), unsaved));
    },

    /** The page showed the notice and the shopper closed it. */
    dismissNotice(): void {
      if (snapshot.notice) emit({ ...snapshot, notice: null });
    },

    toggle(productId: number): Promise<void> {
      // What the heart showed decides: listed → remove, else add, whatever the account answers first.
      const listed = snapshot.ids.includes(productId);
      return change((ids) => (listed ? removeFromWishlist(ids, productId) : addToWishlist(ids, productId)));
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
