'use client';

import { useEffect, useRef } from 'react';

/**
 * A heading that takes the focus when it appears, so a screen reader announces it: the order
 * confirmation, reached by a client-side navigation that would otherwise announce nothing.
 * Focusable by script only (tabIndex -1), and without the focus ring a click would not show.
 */
export function FocusedHeading({ className, children }: { className?: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className={`outline-none ${className ?? ''}`} data-testid="order-heading">
      {children}
    </h1>
  );
}
