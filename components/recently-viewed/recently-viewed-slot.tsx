'use client';

import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { parseRecentlyViewed, recentlyViewedSnapshot, rememberViewed, SHOWN, subscribeRecentlyViewed, type RecentProduct } from '@/lib/browse/recently-viewed';

/** The list's code, loaded only once there is something to show. */
const RecentlyViewedList = lazy(() => import('./recently-viewed-list').then((module) => ({ default: module.RecentlyViewedList })));

type RecentlyViewedSlotProps = {
  /** On a product page: the product being viewed, remembered first and left out of the list. */
  current?: RecentProduct;
  className?: string;
};

const noList = () => '';

/**
 * "Zuletzt angesehen": the products this browser opened last (lib/browse/recently-viewed.ts).
 * The server renders nothing, so cached pages stay the same for everyone; the list appears
 * after hydration, below the fold or in space nothing else needs (no layout shift above it).
 */
export function RecentlyViewedSlot({ current, className }: RecentlyViewedSlotProps) {
  const stored = useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, noList);
  const slug = current?.slug;
  const name = current?.name;
  const image = current?.image ?? null;

  useEffect(() => {
    if (slug !== undefined && name !== undefined) rememberViewed({ slug, name, image });
  }, [slug, name, image]);

  const products = useMemo(() => parseRecentlyViewed(stored).filter((entry) => entry.slug !== slug).slice(0, SHOWN), [stored, slug]);
  if (products.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList products={products} className={className} />
    </Suspense>
  );
}
