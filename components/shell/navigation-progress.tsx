'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Bar } from '@/lib/client/navigation-bar';
import { leavesCurrentPage, onNavigationStart } from '@/lib/client/navigation-events';

/**
 * A 2 px black loading bar at the top of the page during client-side navigation, in the manner
 * of nprogress (docs/behaviour.md §9). Starts on Next's router transition (instrumentation-client.ts) and
 * ends when the new URL is rendered. Reads the search parameters, so its parent wraps it in
 * <Suspense>.
 */
export function NavigationProgress() {
  const elementRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<Bar | null>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // A navigation that ended while the bar's code was still loading must not start it.
  const waitingRef = useRef(false);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    let disposed = false;
    const stopListening = onNavigationStart(({ url }) => {
      if (!leavesCurrentPage(url)) return;
      if (barRef.current) {
        barRef.current.start();
        return;
      }
      waitingRef.current = true;
      void import('@/lib/client/navigation-bar').then(({ createBar }) => {
        if (disposed) return;
        barRef.current ??= createBar(element);
        if (waitingRef.current) barRef.current.start();
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
    <div
      ref={elementRef}
      aria-hidden="true"
      data-navigation-progress
      style={{ transform: 'scaleX(0)', opacity: 0 }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-black transition-[transform,opacity] duration-200 ease-out"
    />
  );
}
