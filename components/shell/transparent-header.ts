import { isLocaleCode } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** Pages whose first section sits under a transparent header with white icons (docs/behaviour.md §2). */
const transparentHeaderPaths = new Set<string>([routes.home(), routes.gender('damen'), routes.gender('herren')]);

/**
 * The public path of the internal route the proxy rewrote to (`/de_DE/damen` → `/damen`,
 * proxy.ts), which is what rendering on the server sees. Both sides must give the same header,
 * or the prerendered page keeps the wrong one (React does not correct attributes while hydrating).
 */
function publicPathname(internalPathname: string): string {
  const [, first = '', ...rest] = internalPathname.split('/');
  return isLocaleCode(first) ? `/${rest.join('/')}` : internalPathname;
}

/**
 * `pathname` as usePathname() gives it: the internal route on the server (`onServer`), the
 * public path in the browser, where a path such as `/en_US` is a page of its own (a 404).
 */
export function hasTransparentHeader(pathname: string, onServer: boolean): boolean {
  const path = onServer ? publicPathname(pathname) : pathname;
  return transparentHeaderPaths.has(path.length > 1 ? path.replace(/\/$/, '') : path);
}
