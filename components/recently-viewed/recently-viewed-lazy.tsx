'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const RecentlyViewedSlot = lazy(() => import('./recently-viewed-slot').then((module) => ({ default: module.RecentlyViewedSlot })));

/**
 * The recently viewed list for 404 pages. A not-found boundary's client components ship with
 * every page of its segment, so it takes the slot through a lazy import: only a page that shows
 * the 404 loads the slot's code.
 */
export function LazyRecentlyViewed(props: ComponentProps<typeof RecentlyViewedSlot>) {
  return (
    <Suspense fallback={null}>
      <RecentlyViewedSlot {...props} />
    </Suspense>
  );
}
