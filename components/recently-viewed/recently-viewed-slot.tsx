'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import type { RecentlyViewedSlotProps } from './recently-viewed-live';

/** Remembering the view and reading the list: code no shopper waits for while the page starts. */
const RecentlyViewedLive = lazy(() => import('./recently-viewed-live').then((module) => ({ default: module.RecentlyViewedLive })));

/**
 * "Zuletzt angesehen" (recently-viewed-live.tsx). The server renders nothing, so cached pages
 * stay the same for everyone; once the page is idle after hydration its code loads, remembers
 * the product being viewed and shows the list, below the fold or in space nothing else needs
 * (no layout shift above it). Not at load: on a slow phone that code ran in hydration's long
 * task (docs/benchmarks.md, issue 24).
 */
export function RecentlyViewedSlot(props: RecentlyViewedSlotProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => {
      if (mounted) setIdle(true);
    }, 2_000);
    return () => {
      mounted = false;
    };
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedLive {...props} />
    </Suspense>
  );
}
