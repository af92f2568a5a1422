'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useEffect, useState } from 'react';
import { ProductCard } from '@/components/product/product-card';
import { Link } from '@/components/ui/link';
import type { ProductCard as ProductCardData } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { routes } from '@/lib/routes';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import { formatIdsParam } from '@/lib/wishlist/ids-param';
import { useWishlist } from './use-wishlist';

type Cards = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; key: string; products: ProductCardData[] };

/** The route answers the catalogue's own cards; a quick shape check guards against a stale or foreign answer. */
function readCards(value: unknown): ProductCardData[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const products = (value as { products?: unknown }).products;
  if (!Array.isArray(products)) return null;
  return products.filter(
    (item): item is ProductCardData => typeof item === 'object' && item !== null && typeof (item as ProductCardData).databaseId === 'number',
  );
}

/** Every id of `key` was already asked for in `loadedKey`. */
function isSubset(key: string, loadedKey: string): boolean {
  const loaded = new Set(loadedKey.split(','));
  return key.split(',').every((id) => loaded.has(id));
}

/**
 * The shopper's wishlist as product cards, newest first: /wishlist renders it for visitors and
 * the account's wishlist tab for customers (both need the `product` and `wishlist` message
 * namespaces). The list is read in the browser and the cards come from /api/wishlist/products,
 * so the page around it stays a cached page.
 */
export function WishlistList({ saleBadgeType }: { saleBadgeType: StoreSettings['saleBadgeType'] }) {
  const t = useTranslations('wishlist.page');
  const tWishlist = useTranslations('wishlist');
  const { ids, ready, waitingForAccount } = useWishlist();
  const [cards, setCards] = useState<Cards>({ state: 'loading' });
  const key = formatIdsParam(ids);

  // Opening the list asks the account again when it could not be reached before (the backend
  // was down): once it is back, the account's list shows without a reload.
  useEffect(() => {
    void wishlistStore.retry();
  }, []);

  useEffect(() => {
    if (!ready || key === '') return;
    // Cards already loaded for a larger list still serve after a removal: no request then.
    if (cards.state === 'loaded' && isSubset(key, cards.key)) return;
    let active = true;
    void fetch(`/api/wishlist/products?ids=${key}`, { credentials: 'omit' })
      .then(async (response) => (response.ok ? readCards(await response.json()) : null))
      .catch(() => null)
      .then((products) => {
        if (active) setCards(products ? { state: 'loaded', key, products } : { state: 'failed' });
      });
    return () => {
      active = false;
    };
    // `cards` is read only to skip a request it already answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);

  // The account's list could not be read or the last change not saved: say so above what this
  // browser holds, which is kept and sent with the next action.
  const waiting = waitingForAccount ? (
    <p role="alert" data-testid="wishlist-waiting" className="mb-6 text-sm">
      {tWishlist('shopUnavailable')}
    </p>
  ) : null;
  if (!ready || (ids.length > 0 && cards.state === 'loading')) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('loading')}
      </p>
    );
  }
  // Empty here is not empty in the account: only the message then.
  if (ids.length === 0 && waiting) return waiting;
  if (ids.length === 0) {
    return (
      <div className="space-y-4">
        <p>{t('empty')}</p>
        <Link href={routes.products()} className="inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper">
          {t('browse')}
        </Link>
      </div>
    );
  }
  if (cards.state === 'failed') return <p role="alert">{t('failed')}</p>;
  if (cards.state !== 'loaded') return null;

  const byId = new Map(cards.products.map((product) => [product.databaseId, product]));
  const listed = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <div>
      {waiting}
      <p className="mb-6 text-sm text-muted">{t('count', { count: listed.length })}</p>
      <ul data-testid="wishlist-items" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
        {listed.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} saleBadgeType={saleBadgeType} />
            <button
              type="button"
              onClick={() => void wishlistStore.remove(product.databaseId)}
              className="mt-2 text-sm underline underline-offset-2 hover:text-accent"
            >
              {t('removeItem', { product: product.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
