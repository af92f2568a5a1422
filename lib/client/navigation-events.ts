/**
 * "A navigation has started", announced on `window` so the loading bar and the scroll handling
 * hear it wherever the announcement comes from (Next's router hook in instrumentation-client.ts,
 * or code that navigates by itself). A DOM event rather than module state, because the
 * instrumentation file and the app's components may be bundled apart.
 */
export type NavigationType = 'push' | 'replace' | 'traverse';
export type NavigationStart = { url: string; navigationType: NavigationType };

const eventName = 'vitrine:navigation-start';

export function announceNavigationStart(detail: NavigationStart): void {
  window.dispatchEvent(new CustomEvent<NavigationStart>(eventName, { detail }));
}

export function onNavigationStart(listener: (detail: NavigationStart) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<NavigationStart>).detail);
  window.addEventListener(eventName, handle);
  return () => window.removeEventListener(eventName, handle);
}

/** True when `url` leads somewhere other than the current page (a hash change is not a page change). */
export function leavesCurrentPage(url: string, current: Location = window.location): boolean {
  const target = new URL(url, current.href);
  return target.pathname !== current.pathname || target.search !== current.search;
}
