'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Bar } from '@/lib/client/navigation-bar';
import { leavesCurrentPage, onNavigationStart } from '@/lib/client/navigation-events';

/**
 * A 2 px black loading bar at the top of the page during client-side navigation, drawn by
 * nprogress (docs/behaviour.md §9; lib/client/navigation-bar.ts). Starts on Next's router
 * transition (instrumentation-client.ts) and ends when the new URL is rendered. Reads the
 * search parameters, so its parent wraps it in <Suspense>.
 */
export function NavigationProgress() {
  const barRef = useRef<Bar | null>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // A navigation that ended while the bar's code was still loading must not start it.
  const waitingRef = useRef(false);

  useEffect(() => {
    let disposed = false;
    const stopListening = onNavigationStart(({ url }) => {
      if (!leavesCurrentPage(url)) return;
      if (barRef.current) {
        barRef.current.start();
        return;
      }
      waitingRef.current = true;
      const startedAt = performance.now();
      void import('@/lib/client/navigation-bar')
        .then(({ createBar }) => {
          if (disposed) return;
          barRef.current ??= createBar();
          // The bar's timing counts from the navigation's start, not from the code's arrival.
          if (waitingRef.current) barRef.current.start(performance.now() - startedAt);
        })
        // No bar this time (e.g. its chunk is gone after a deployment): the navigation goes on.
        .catch(() => undefined)
        .finally(() => {
          waitingRef.current = false;
        });
    });
    return () => {
      disposed = true;
      stopListening();
      barRef.current?.dispose();
      barRef.current = null;
    };
  }, []);

  useEffect(() => {
    waitingRef.current = false;
    barRef.current?.finish();
  }, [pathname, search]);

  return (
    // nprogress draws its bar in here while a navigation runs, and removes it afterwards.
    <div aria-hidden="true" data-navigation-progress className="pointer-events-none fixed inset-x-0 top-0 z-[60]" />
  );
}
