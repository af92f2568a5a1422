'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { leavesCurrentPage, onNavigationStart } from '@/lib/client/navigation-events';

/** docs/behaviour.md §9: shown only for navigations slower than 200 ms; creeps towards the end over ~2 s. */
const showAfterMs = 200;
const creepDurationMs = 2000;
const creepTickMs = 200;
/** Gives up on a navigation that never arrives (e.g. it was cancelled), so the bar never sticks. */
const giveUpAfterMs = 15_000;

type Bar = { start: () => void; finish: () => void; dispose: () => void };

/** Drives the bar element directly, so progress ticks cause no React renders. */
function createBar(element: HTMLElement): Bar {
  let showTimer: number | undefined;
  let creepTimer: number | undefined;
  let giveUpTimer: number | undefined;
  let hideTimer: number | undefined;
  let visible = false;

  const setProgress = (fraction: number) => {
    element.style.transform = `scaleX(${fraction})`;
  };
  const clearTimers = () => {
    window.clearTimeout(showTimer);
    window.clearInterval(creepTimer);
    window.clearTimeout(giveUpTimer);
    window.clearTimeout(hideTimer);
  };

  const finish = () => {
    clearTimers();
    if (!visible) return;
    setProgress(1);
    hideTimer = window.setTimeout(() => {
      visible = false;
      element.style.opacity = '0';
      setProgress(0);
    }, 200);
  };

  const start = () => {
    clearTimers();
    showTimer = window.setTimeout(() => {
      let progress = 0.1;
      visible = true;
      element.style.opacity = '1';
      setProgress(progress);
      // Each tick closes a share of the remaining gap: about 90 % after creepDurationMs.
      const share = 1 - 0.1 ** (creepTickMs / creepDurationMs);
      creepTimer = window.setInterval(() => {
        progress += (0.95 - progress) * share;
        setProgress(progress);
      }, creepTickMs);
    }, showAfterMs);
    giveUpTimer = window.setTimeout(finish, giveUpAfterMs);
  };

  return { start, finish, dispose: clearTimers };
}

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

  useEffect(() => {
    if (!elementRef.current) return;
    const bar = createBar(elementRef.current);
    barRef.current = bar;
    const stopListening = onNavigationStart(({ url }) => {
      if (leavesCurrentPage(url)) bar.start();
    });
    return () => {
      stopListening();
      bar.dispose();
      barRef.current = null;
    };
  }, []);

  useEffect(() => {
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
