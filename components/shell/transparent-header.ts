import { routes } from '@/lib/routes';

/** Pages whose first section sits under a transparent header with white icons (docs/behaviour.md §2). */
const transparentHeaderPaths = new Set<string>([routes.home(), routes.gender('damen'), routes.gender('herren')]);

export function hasTransparentHeader(pathname: string): boolean {
  return transparentHeaderPaths.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
