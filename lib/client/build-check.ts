/**
 * Notices when a new storefront build is deployed while a tab is open, so the next navigation
 * loads the new build in full instead of mixing old scripts with new server output (docs/behaviour.md §4).
 */
export const buildIdPath = '/api/build-id';
/** How often an open tab asks; also asked whenever the tab becomes visible again. */
export const buildCheckIntervalMs = 5 * 60_000;

export type BuildCheck = {
  /** Asks the server once; resolves when the answer is in. */
  check: () => Promise<void>;
  /** True once the server reported a build other than the one this page runs. */
  isStale: () => boolean;
};

export function createBuildCheck(currentBuildId: string, fetchBuildId: () => Promise<string | null>): BuildCheck {
  let stale = false;
  return {
    async check() {
      if (stale) return;
      try {
        const latest = await fetchBuildId();
        if (latest && latest !== currentBuildId) stale = true;
      } catch {
        // Offline or the server is restarting: ask again later.
      }
    },
    isStale: () => stale,
  };
}

export async function fetchLatestBuildId(): Promise<string | null> {
  const response = await fetch(buildIdPath, { cache: 'no-store' });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string' ? body.buildId : null;
}

/** Polls while the tab is visible, and checks at once when it becomes visible again. */
export function startBuildCheck(buildCheck: BuildCheck, intervalMs: number = buildCheckIntervalMs): void {
  setInterval(() => {
    if (document.visibilityState === 'visible') void buildCheck.check();
  }, intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void buildCheck.check();
  });
}

/** Navigates to `url` with a full page load (the new build) instead of a client transition. */
export function loadInFull(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  if (navigationType === 'traverse') window.location.reload();
  else if (navigationType === 'replace') window.location.replace(url);
  else window.location.assign(url);
}
