import { isLocaleCode } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** Pages whose first section sits under a transparent header with white icons (docs/behaviour.md §2). */
const transparentHeaderPaths = new Set<string>([routes.home(), routes.gender('damen'), routes.gender('herren')]);

/**
 * The public path of `pathname`. Rendering on the server sees the internal route the proxy
 * rewrote to (`/de_DE/damen`, proxy.ts), the browser the public one (`/damen`): both must give
 * the same header, or the prerendered page keeps the wrong one (React does not correct
 * attributes while hydrating).
 */
function publicPathname(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  return isLocaleCode(first) ? `/${rest.join('/')}` : pathname;
}

export function hasTransparentHeader(pathname: string): boolean {
  const path = publicPathname(pathname);
  return transparentHeaderPaths.has(path.length > 1 ? path.replace(/\/$/, '') : path);
}
