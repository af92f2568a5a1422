'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { onNavigationStart, type NavigationType } from '@/lib/client/navigation-events';

/**
 * On a new page, scroll to the top, or to the element the URL's hash names (docs/behaviour.md §2). Next
 * only scrolls when the new page's top is out of view; this makes it unconditional. Back and
 * forward are left alone so the browser can restore the earlier position.
 */
export function ScrollOnNavigate() {
  const pathname = usePathname();
  const lastNavigation = useRef<NavigationType | null>(null);
  const firstRender = useRef(true);

  useEffect(
    () =>
      onNavigationStart(({ navigationType }) => {
        lastNavigation.current = navigationType;
      }),
    [],
  );

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false; // the browser handles the first page load itself
      return;
    }
    const navigationType = lastNavigation.current;
    lastNavigation.current = null;
    if (navigationType === 'traverse') return;

    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
