import { NextResponse, type NextRequest } from 'next/server';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { internalPath } from '@/lib/routing/internal-path';
import { securityHeaders } from '@/lib/security/headers';

/**
 * Every page request passes here (docs/architecture.md, "Rendering and caching"):
 * 1. the locale: the `locale` cookie, else the browser's Accept-Language, else German;
 * 2. a rewrite to the internal route `/<locale>/…` (the URL in the address bar never changes),
 *    so each page is rendered and cached once per locale;
 * 3. the security headers.
 */
export function proxy(request: NextRequest): NextResponse {
  const cookie = request.cookies.get(localeCookie.name)?.value;
  const locale: LocaleCode = isLocaleCode(cookie) ? cookie : negotiateLocale(request.headers.get('accept-language'));

  const url = request.nextUrl.clone();
  const target = internalPath(locale, url.pathname, url.searchParams);
  url.pathname = target.pathname;
  if (target.notFound) url.search = '';

  const response = NextResponse.rewrite(url);
  for (const [name, value] of Object.entries(headersFor())) response.headers.set(name, value);
  // One URL, six languages: a shared HTTP cache must keep them apart.
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

// Built once per process: the configuration does not change while the server runs.
let cachedHeaders: Record<string, string> | null = null;
function headersFor(): Record<string, string> {
  cachedHeaders ??= securityHeaders(process.env);
  return cachedHeaders;
}

export const config = {
  // Pages only: not the API, Next's assets and image optimiser, or the metadata files.
  matcher: ['/((?!api/|_next/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
