import { NextResponse, type NextRequest } from 'next/server';
import { refreshBeforeRender } from '@/lib/account/proxy-refresh';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { internalPath } from '@/lib/routing/internal-path';
import { securityHeaders } from '@/lib/security/headers';

/**
 * Every page request passes here (docs/architecture.md, "Rendering and caching"):
 * 1. the locale: the `locale` cookie, else the browser's Accept-Language, else German;
 * 2. a rewrite to the internal route `/<locale>/…` (the URL in the address bar never changes),
 *    so each page is rendered and cached once per locale;
 * 3. the security headers;
 * 4. a signed-in customer's auth token renewed when it is about to expire (lib/account/
 *    proxy-refresh.ts): only for customers holding a refresh token, so a visitor's request
 *    costs nothing, and pages stay cached (the proxy reads cookies, pages do not).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const cookie = request.cookies.get(localeCookie.name)?.value;
  const locale: LocaleCode = isLocaleCode(cookie) ? cookie : negotiateLocale(request.headers.get('accept-language'));

  const { pathname, searchParams, search } = request.nextUrl;
  const target = internalPath(locale, pathname, searchParams);
  if (target.malformed) return withHeaders(new NextResponse('Bad request: the address holds an invalid escape.', { status: 400 }));

  // Built on request.url, not nextUrl: NextURL writes 127.0.0.1 as "localhost", and Next would
  // then take the rewrite for another origin and proxy it over the network.
  const url = new URL(`${target.pathname}${target.notFound ? '' : search}`, request.url);

  const writes = await refreshBeforeRender(request.cookies);
  if (writes.length === 0) return withHeaders(NextResponse.rewrite(url));
  // The page (and a server action) must see the new token in this very request, the browser
  // from the next one on.
  for (const write of writes) {
    if (write.options.maxAge === 0) request.cookies.delete(write.name);
    else request.cookies.set(write.name, write.value);
  }
  const response = NextResponse.rewrite(url, { request: { headers: request.headers } });
  for (const write of writes) response.cookies.set(write.name, write.value, write.options);
  // A shared cache must never keep this response: it carries one shopper's token.
  response.headers.set('Cache-Control', 'private, no-store');
  return withHeaders(response);
}

function withHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(headersFor())) response.headers.set(name, value);
  return response;
}

// Built once per process: the configuration does not change while the server runs.
let cachedHeaders: Record<string, string> | null = null;
function headersFor(): Record<string, string> {
  cachedHeaders ??= securityHeaders(process.env);
  return cachedHeaders;
}

export const config = {
  // Pages only: not the API, Next's assets and image optimiser (also as /img/…), the shop's own
  // pictures in public/images/ (the placeholder), or the metadata files.
  matcher: ['/((?!api/|_next/|img/|images/|icon\\.svg$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
