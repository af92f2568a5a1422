import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { startThirdPartySignIn } from '@/lib/account/third-party';
import { accountUrls } from '@/lib/account/urls';
import { isLocaleCode, toIntlLocale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale';

/**
 * /oauth/start/{provider}[?link=1]: where a third-party sign-in button leads. The storefront
 * asks the shop for a fresh authorization URL, keeps its state in this browser's httpOnly
 * cookie and sends the browser on to the provider; the return page (/oauth/login/{provider})
 * then finishes only a sign-in this browser started (lib/account/third-party.ts). A plain link
 * works without JavaScript; a page that starts one elsewhere gains nothing, since the sign-in
 * is the visitor's own.
 */
export const dynamic = 'force-dynamic';

// Relative Location headers: the browser resolves them against the address it asked for.
const goTo = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });

export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/oauth/start/[provider]'>): Promise<Response> {
  const { provider, locale } = await params;
  const query = new URL(request.url).searchParams;
  const link = query.get('link') === '1';
  const outcome = await startThirdPartySignIn(await cookies(), {
    provider,
    link,
    host: query.has('sent') ? null : request.headers.get('host'),
    // The provider's pages in the shopper's language (the embedded Demo ID's: server/oauth-provider/page-texts.ts).
    // A start forwarded from another host names the language the shopper chose there.
    uiLocale: toIntlLocale(forwardedLocale(query.get('ui_locales')) ?? routeLocale(locale)),
  });
  if (!outcome.ok) return goTo(accountUrls.oauthUnavailable(link));
  return goTo('url' in outcome ? outcome.url : outcome.startAt);
}

/** The language a forwarded start carries ("fr-FR"), if it is one of the shop's. */
function forwardedLocale(value: string | null) {
  const code = value?.replace('-', '_');
  return isLocaleCode(code) ? code : null;
}
