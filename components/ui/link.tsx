'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Clicks the browser should keep: new tab or window, download, another site, a jump on this page. */
function leavesToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return true;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return true;
  return target.hash !== '' && target.pathname === window.location.pathname && target.search === window.location.search;
}

/**
 * The shop's link: a plain `<a>` that navigates through the App Router on click and prefetches
 * on intent (pointer over it, focus, a finger touching it) instead of as soon as it scrolls
 * into view. Catalogue pages are static, so a visible link would otherwise fetch and parse the
 * whole linked page: a product list or the header alone started a dozen of those while a phone
 * was still starting the page, which cost Lighthouse's total blocking time most of a second.
 * A touch starts the prefetch about 100 ms before the tap ends, and cached pages answer in a
 * few milliseconds.
 *
 * Not `next/link`: with prefetching on intent, all it adds over the router's own push() and
 * prefetch() is about 2.9 KiB of gzipped script on every page (docs/benchmarks.md), and the
 * product page's budget is counted in those. Navigation itself (transitions, scrolling to the
 * top, the loading bar's router event) is the router's, exactly as with `next/link`.
 */
export function Link({ href, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leavesToTheBrowser(event)) return;
        event.preventDefault();
        router.push(href);
      }}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
