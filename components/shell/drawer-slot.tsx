'use client';

import { lazy, Suspense } from 'react';
import { ClosedDrawer, type DrawerProps } from './drawer-frame';
import { useShell } from './shell-provider';

/** The drawer's own code (focus trap, Escape, close button, scroll lock) is split off: see DrawerSlot. */
const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));

/**
 * Where a side panel goes. The page is served and hydrated with the closed panel alone (its
 * dialog element and title); the drawer itself, with its content, is loaded and mounted once a
 * shopper reaches for it: pointer over, focus or touch of its header button, or an item being
 * added for the cart (ShellProvider's `prepare`), so it is ready before the click. Until then its
 * code is not in the page's scripts and its content is not hydrated at load (docs/benchmarks.md,
 * issue 24). The content is for shoppers with JavaScript only: the mobile menu's links are the
 * header's own, and the cart has its page.
 */
export function DrawerSlot(props: DrawerProps) {
  const { prepared } = useShell();
  const closed = <ClosedDrawer id={props.id} title={props.title} />;
  if (!prepared.includes(props.panel)) return closed;
  return (
    <Suspense fallback={closed}>
      <Drawer {...props} />
    </Suspense>
  );
}
