/**
 * The shopper's recently viewed products, kept only in this browser (localStorage): nothing is
 * sent anywhere, so it is storage "necessary" for the feature the shopper sees, not tracking.
 * The consent banner lists STORAGE_KEY as necessary.
 *
 * Only what the list shows is kept: slug, name and picture — no price, which would be shown
 * stale after a price change; the product page, one click away, has the current one.
 */
export const STORAGE_KEY = 'vitrine.recentlyViewed';

export type RecentProduct = { slug: string; name: string; image: string | null };

/** Twelve to show, plus the one being looked at, which its own page leaves out. */
const KEPT = 13;
export const SHOWN = 12;

const listeners = new Set<() => void>();

/** For useSyncExternalStore: this tab's changes and other tabs' (the `storage` event). */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored text as it is (a string, so an unchanged list is the same snapshot); '' without storage. */
export function recentlyViewedSnapshot(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    // No storage (blocked, private mode): nothing to show.
    return '';
  }
}

/** The stored list, whatever another version or a hand wrote there: entries of the wrong shape are dropped. */
export function parseRecentlyViewed(stored: string): RecentProduct[] {
  try {
    const parsed: unknown = JSON.parse(stored || '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentProduct).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `product` first, without a second entry for it, keeping the newest KEPT. */
export function rememberViewed(product: RecentProduct): void {
  const list = [product, ...parseRecentlyViewed(recentlyViewedSnapshot()).filter((entry) => entry.slug !== product.slug)].slice(0, KEPT);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the list simply is not kept.
    return;
  }
  for (const listener of listeners) listener();
}

function isRecentProduct(value: unknown): value is RecentProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.slug === 'string' && entry.slug.length > 0 && entry.slug.length <= 200 &&
    typeof entry.name === 'string' && entry.name.length <= 300 &&
    (entry.image === null || (typeof entry.image === 'string' && /^(https?:\/\/|\/)/.test(entry.image) && entry.image.length <= 2000))
  );
}
