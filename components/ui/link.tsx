'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * The shop's link: Next's `<Link>` that prefetches on intent (pointer over it, focus, a finger
 * touching it) instead of as soon as it scrolls into view. Catalogue pages are static, so a
 * visible link would otherwise fetch and parse the whole linked page: a product list or the
 * header alone started a dozen of those while a phone was still starting the page, which cost
 * Lighthouse's total blocking time most of a second. A touch starts the prefetch about 100 ms
 * before the tap ends, and the cached pages answer in a few milliseconds.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intended, setIntended] = useState(false);
  return (
    <NextLink
      {...props}
      // null: Next's default prefetching, which starts now that the link is wanted.
      prefetch={intended ? null : false}
      onMouseEnter={(event) => {
        setIntended(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntended(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntended(true);
        onTouchStart?.(event);
      }}
    />
  );
}
