'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { hasTransparentHeader } from './transparent-header';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled away from the top (false on the server). */
function useScrolledAway(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > 8,
    () => false,
  );
}

/**
 * The header's outer element. On pages with a hero (/, /damen, /herren) it lies over the
 * hero, transparent with white text, until the page is scrolled; elsewhere, and once
 * scrolled, it is white with a shadow so it stays readable over content.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const overHero = hasTransparentHeader(usePathname(), typeof window === 'undefined');
  const scrolledAway = useScrolledAway();
  const transparent = overHero && !scrolledAway;
  return (
    <header
      data-variant={transparent ? 'transparent' : 'solid'}
      className={`sticky top-0 z-30 transition-colors duration-200 ${overHero ? '-mb-16' : ''} ${
        transparent ? 'bg-transparent text-white' : 'bg-white text-ink shadow-sm'
      }`}
    >
      {children}
    </header>
  );
}
