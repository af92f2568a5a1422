/**
 * Runs in the browser before the app hydrates: the client-side safety nets of docs/behaviour.md §4.
 * Kept tiny, as it loads on every page. The logic lives in lib/client/.
 */
import { createBuildCheck, fetchLatestBuildId, loadInFull, startBuildCheck } from '@/lib/client/build-check';
import { installChunkLoadGuard } from '@/lib/client/chunk-load-guard';
import { announceNavigationStart, leavesCurrentPage, type NavigationType } from '@/lib/client/navigation-events';

installChunkLoadGuard();

// Inlined at build time (next.config.ts); absent in `next dev`, where there is nothing to compare.
const currentBuildId = process.env.NEXT_PUBLIC_BUILD_ID;
const buildCheck = currentBuildId ? createBuildCheck(currentBuildId, fetchLatestBuildId) : null;
if (buildCheck) startBuildCheck(buildCheck);

export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  if (buildCheck?.isStale() && leavesCurrentPage(url)) {
    loadInFull(url, navigationType);
    return;
  }
  announceNavigationStart({ url, navigationType });
}
