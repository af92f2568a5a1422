import { describe, expect, it, vi } from 'vitest';
import { createWishlistStore, WISHLIST_STORAGE_KEY, type AccountWishlist } from '@/lib/wishlist/browser-store';
import { addToWishlist, mergeWishlists, parseWishlist, removeFromWishlist, WISHLIST_LIMIT } from '@/lib/wishlist/list';
import { formatIdsParam, parseIdsParam } from '@/lib/wishlist/ids-param';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('wishlist list', () => {
  it('adds newest first, keeps one entry per product and removes', () => {
    let ids = addToWishlist([], 12);
    ids = addToWishlist(ids, 7);
    ids = addToWishlist(ids, 12);
    expect(ids).toEqual([7, 12]);
    expect(removeFromWishlist(ids, 7)).toEqual([12]);
    expect(removeFromWishlist(ids, 99)).toEqual([7, 12]);
  });

  it('reads a corrupt or foreign stored value as an empty list, and drops ids that are not product ids', () => {
    expect(parseWishlist('{not json')).toEqual([]);
    expect(parseWishlist('{"ids":[1,2]}')).toEqual([]);
    expect(parseWishlist('null')).toEqual([]);
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('[3, "4", -1, 0, 2.5, 3, 9]')).toEqual([3, 9]);
  });

  it('merges a visitor’s list into the account’s without duplicates, the account’s order first', () => {
    expect(mergeWishlists([5, 3], [3, 8, 1])).toEqual([5, 3, 8, 1]);
  });

  it('holds at most the limit', () => {
    const many = Array.from({ length: WISHLIST_LIMIT + 20 }, (_, index) => index + 1);
    expect(mergeWishlists(many, [999])).toHaveLength(WISHLIST_LIMIT);
    expect(parseWishlist(JSON.stringify(many))).toHaveLength(WISHLIST_LIMIT);
  });

  it('answers only the canonical ids parameter, so one set of products is one URL', () => {
    expect(formatIdsParam([9, 3, 9, 12])).toBe('3,9,12');
    expect(parseIdsParam('3,9,12')).toEqual([3, 9, 12]);
    expect(parseIdsParam('9,3')).toBeNull();
    expect(parseIdsParam('3,3')).toBeNull();
    expect(parseIdsParam('3,x')).toBeNull();
    expect(parseIdsParam('')).toBeNull();
    expect(parseIdsParam(Array.from({ length: WISHLIST_LIMIT + 1 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});

describe('wishlist store in the browser', () => {
  it('keeps a visitor’s hearts in localStorage, so they survive a reload', async () => {
    const storage = memoryStorage();
    const store = createWishlistStore(() => storage);
    store.loadVisitor();
    await store.toggle(12);
    await store.toggle(7);
    expect(store.getSnapshot()).toMatchObject({ ids: [7, 12], ready: true, owner: 'visitor' });

    const reloaded = createWishlistStore(() => storage);
    reloaded.loadVisitor();
    expect(reloaded.getSnapshot().ids).toEqual([7, 12]);
    await reloaded.toggle(7);
    await reloaded.remove(12);
    expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);
  });

  it('starts empty from corrupt storage and from storage that throws', async () => {
    const corrupt = createWishlistStore(() => memoryStorage({ [WISHLIST_STORAGE_KEY]: '[[[' }));
    corrupt.loadVisitor();
    expect(corrupt.getSnapshot().ids).toEqual([]);

    const blocked = createWishlistStore(() => {
      throw new Error('SecurityError');
    });
    blocked.loadVisitor();
    await blocked.toggle(4);
    expect(blocked.getSnapshot().ids).toEqual([4]);
  });

  it('tells subscribers about changes', async () => {
    const store = createWishlistStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.loadVisitor();
    await store.toggle(1);
    unsubscribe();
    await store.toggle(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('merges the visitor’s list into the account on sign-in and then keeps it only there', async () => {
    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: '[8,3]' });
    let accountIds = [3, 5];
    const account: AccountWishlist = {
      load: async () => accountIds,
      merge: async (ids) => (accountIds = mergeWishlists(accountIds, ids)),
      save: async (ids) => (accountIds = [...ids]),
    };
    const store = createWishlistStore(() => storage);
    store.loadVisitor();
    await store.signIn(account);
    expect(store.getSnapshot()).toMatchObject({ ids: [3, 5, 8], owner: 'customer' });
    expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);

    await store.toggle(9);
    expect(accountIds).toEqual([9, 3, 5, 8]);
    expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);

    store.signOut();
    expect(store.getSnapshot()).toMatchObject({ ids: [], owner: 'visitor' });
  });

  it('keeps a heart whose save has not answered when the page is left, and the next page merges it into the account', async () => {
    const storage = memoryStorage();
    let accountIds = [3];
    const reachable: AccountWishlist = {
      load: async () => accountIds,
      merge: async (ids) => (accountIds = mergeWishlists(accountIds, ids)),
      save: async (ids) => (accountIds = [...ids]),
    };
    // Leaving the page cancels the save's request: no answer, and on a WPGraphQL 2.6 store no save.
    const leftBeforeTheAnswer: AccountWishlist = { ...reachable, save: () => new Promise(() => undefined) };
    const page = createWishlistStore(() => storage);
    await page.signIn(leftBeforeTheAnswer);
    void page.toggle(7);
    expect(page.getSnapshot().ids).toEqual([7, 3]);
    page.keepUnsaved();

    const next = createWishlistStore(() => storage);
    await next.signIn(reachable);
    expect(next.getSnapshot()).toMatchObject({ ids: [3, 7], owner: 'customer' });
    expect(accountIds).toEqual([3, 7]);
    expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);

    // An answered save leaves nothing behind in the browser.
    await next.toggle(9);
    next.keepUnsaved();
    expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);
  });

  it('puts the account’s list back when a save is refused, and keeps the browser’s list when the account cannot be reached', async () => {
    const refusing: AccountWishlist = { load: async () => [1], merge: async () => [1], save: async () => null };
    const store = createWishlistStore(() => memoryStorage());
    await store.signIn(refusing);
    await store.toggle(2);
    expect(store.getSnapshot().ids).toEqual([1]);

    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: '[4]' });
    const offline: AccountWishlist = { load: async () => null, merge: async () => null, save: async () => null };
    const visitor = createWishlistStore(() => storage);
    await visitor.signIn(offline);
    expect(visitor.getSnapshot()).toMatchObject({ ids: [4], owner: 'visitor' });
    expect(storage.items.get(WISHLIST_STORAGE_KEY)).toBe('[4]');
  });

  describe('while the backend is down (issue 23)', () => {
    /** An account whose backend can be switched off: every call then answers 'down'. */
    function switchableAccount(initial: number[]) {
      const state = { up: true, ids: [...initial], calls: [] as string[] };
      const account: AccountWishlist = {
        load: async () => (state.calls.push('load'), state.up ? [...state.ids] : 'down'),
        merge: async (ids) => (state.calls.push(`merge ${ids.join(',')}`), state.up ? (state.ids = mergeWishlists(state.ids, ids)) : 'down'),
        save: async (ids) => (state.calls.push(`save ${ids.join(',')}`), state.up ? (state.ids = [...ids]) : 'down'),
      };
      return { state, account };
    }

    it('a heart clicked then keeps the shopper’s choice on screen, says so, and the next one after it is back saves both', async () => {
      const { state, account } = switchableAccount([1, 2]);
      const store = createWishlistStore(() => memoryStorage());
      await store.signIn(account);
      state.up = false;
      await store.toggle(3);
      await store.toggle(1);
      expect(store.getSnapshot()).toMatchObject({ ids: [3, 2], owner: 'customer', waitingForAccount: true, notice: 'shopUnavailable' });
      expect(state.ids).toEqual([1, 2]);

      state.up = true;
      await store.toggle(4);
      expect(state.ids).toEqual([4, 3, 2]);
      expect(store.getSnapshot()).toMatchObject({ ids: [4, 3, 2], owner: 'customer', waitingForAccount: false, notice: null });
    });

    it('an account that could not be read at page load is read on the next action, with what was clicked meanwhile merged in', async () => {
      const storage = memoryStorage();
      const { state, account } = switchableAccount([9]);
      state.up = false;
      const store = createWishlistStore(() => storage);
      store.loadVisitor();
      await store.signIn(account);
      expect(store.getSnapshot()).toMatchObject({ ids: [], ready: true, waitingForAccount: true, notice: null });

      // Still down: the heart is kept (in this browser, as a visitor's would be) and the page says so.
      await store.toggle(5);
      expect(store.getSnapshot()).toMatchObject({ ids: [5], waitingForAccount: true, notice: 'shopUnavailable' });
      expect(storage.items.get(WISHLIST_STORAGE_KEY)).toBe('[5]');

      // Back: the next heart reaches the account, which now holds both, and the browser's copy is dropped.
      state.up = true;
      await store.toggle(6);
      expect(state.ids).toEqual([9, 6, 5]);
      expect(store.getSnapshot()).toMatchObject({ ids: [9, 6, 5], owner: 'customer', waitingForAccount: false, notice: null });
      expect(storage.items.has(WISHLIST_STORAGE_KEY)).toBe(false);

      await store.toggle(9);
      expect(state.ids).toEqual([6, 5]);
    });

    it('retry() (the wishlist page opening) reads the account, or sends the change it missed, once it is back', async () => {
      const { state, account } = switchableAccount([7]);
      state.up = false;
      const store = createWishlistStore(() => memoryStorage());
      await store.signIn(account);
      await store.retry();
      expect(store.getSnapshot()).toMatchObject({ waitingForAccount: true });
      state.up = true;
      await store.retry();
      expect(store.getSnapshot()).toMatchObject({ ids: [7], owner: 'customer', waitingForAccount: false });

      state.up = false;
      await store.add(8);
      state.up = true;
      await store.retry();
      expect(state.ids).toEqual([8, 7]);
      expect(store.getSnapshot()).toMatchObject({ ids: [8, 7], waitingForAccount: false, notice: null });

      // Nothing waits: retry asks nothing.
      const before = state.calls.length;
      await store.retry();
      expect(state.calls).toHaveLength(before);
    });

    it('the notice can be dismissed, and a sign-out while waiting shows only the browser’s own list', async () => {
      const { state, account } = switchableAccount([1]);
      const store = createWishlistStore(() => memoryStorage());
      await store.signIn(account);
      state.up = false;
      await store.toggle(2);
      store.dismissNotice();
      expect(store.getSnapshot()).toMatchObject({ ids: [2, 1], notice: null, waitingForAccount: true });
      store.signOut();
      expect(store.getSnapshot()).toMatchObject({ ids: [], owner: 'visitor', waitingForAccount: false, notice: null });
    });
  });
});
