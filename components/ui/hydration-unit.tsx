import { Suspense } from 'react';

/**
 * A Suspense boundary around server-rendered markup that never suspends. React hydrates each
 * boundary as its own unit of work and yields to the browser in between, so a long page's
 * hydration becomes several short tasks instead of one long one (less Total Blocking Time),
 * and input on one part is handled before the rest is hydrated. The boundary's markup may be
 * streamed after the rest of the page (React sends the fallback, nothing, first), so use it only
 * where arriving late moves nothing on screen: fixed drawers, the footer at the very end, a
 * folded filter panel, product cards below the first screen. A browser without scripts never
 * sees streamed markup (it stays in a hidden element): `fallback` (a <noscript>) is what it gets.
 */
export function HydrationUnit({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
