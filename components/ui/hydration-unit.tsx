import { Suspense } from 'react';

/**
 * A Suspense boundary around server-rendered markup that never suspends. React hydrates each
 * boundary as its own unit of work and yields to the browser in between, so a long page's
 * hydration becomes several short tasks instead of one long one (less Total Blocking Time),
 * and input on one part is handled before the rest is hydrated. The boundary's markup may be
 * streamed after the rest of the page (React sends the fallback, nothing, first): React's server
 * renderer does so for any boundary over 500 bytes once the page's first 12.8 KB are written,
 * even when its content is complete, and reveals it after the first paint, when the browser lays
 * the page out again. So use it only where arriving late moves nothing on screen and is small:
 * fixed drawers, the footer at the very end, a folded filter panel — not whole page sections
 * (docs/benchmarks.md, "Home and list: where the time goes"). A browser without scripts never
 * sees streamed markup (it stays in a hidden element): `fallback` (a <noscript>) is what it gets.
 */
export function HydrationUnit({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
