/**
 * After a deployment, a page open in a browser may ask for script chunks the server no longer
 * has. Reloading fetches the new build, but only once per path within 10 s (docs/behaviour.md §4), so a
 * chunk that is really missing cannot cause a reload loop.
 */
export const chunkReloadWindowMs = 10_000;
const storageKey = 'vitrine:chunk-reload';

export type ChunkReload = { path: string; at: number };

const CHUNK_ERROR_MESSAGE =
  /loading (css )?chunk [\w/.-]+ failed|failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|failed to load chunk/i;

/** True for the errors browsers and bundlers raise when a script or CSS chunk cannot be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) {
    return reason.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(reason.message);
  }
  return typeof reason === 'string' && CHUNK_ERROR_MESSAGE.test(reason);
}

/** Reload unless this very path was reloaded for the same reason less than 10 s ago. */
export function shouldReload(previous: ChunkReload | null, path: string, now: number): boolean {
  return !(previous && previous.path === path && now - previous.at >= 0 && now - previous.at < chunkReloadWindowMs);
}

function readPrevious(storage: Storage): ChunkReload | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (value && typeof value === 'object' && 'path' in value && 'at' in value) {
      const { path, at } = value;
      if (typeof path === 'string' && typeof at === 'number') return { path, at };
    }
  } catch {
    // Unreadable or blocked storage: treat as "not reloaded yet".
  }
  return null;
}

/**
 * Reloads the page for a chunk-load error if the guard allows it. Returns whether it reloaded.
 * `location` and `storage` are parameters so tests need no browser.
 */
export function reloadForChunkError(
  location: Pick<Location, 'pathname' | 'reload'> = window.location,
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  if (!shouldReload(readPrevious(storage), location.pathname, now)) return false;
  try {
    storage.setItem(storageKey, JSON.stringify({ path: location.pathname, at: now } satisfies ChunkReload));
  } catch {
    // Without storage the guard cannot remember; better no reload than a possible loop.
    return false;
  }
  location.reload();
  return true;
}

/** Watches for chunk-load errors anywhere on the page (scripts, dynamic imports). */
export function installChunkLoadGuard(): void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadForChunkError();
  };
  window.addEventListener('error', (event) => handle(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
