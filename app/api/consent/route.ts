import { CONSENT_VERSION, consentCookie, cookieValue } from '@/lib/consent/consent-choice';
import { backToPage, consentFormSchema, isHttps, isOwnPagePost } from '@/lib/consent/consent-post';
import { loadMessages } from '@/lib/i18n/load-messages';
import { isLocaleCode, localeCookie } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { routes } from '@/lib/routes';
import { cappedBodyText } from '@/lib/security/capped-body';

/**
 * The consent banner's first layer without the page's scripts (docs/behaviour.md, "Consent"): a
 * shopper on a slow phone taps "Alle ablehnen" before the scripts arrived, and the browser posts
 * the form here. The answer stores the same cookie saveConsent writes in the browser (the
 * choice is read by the browser, so not httpOnly) and sends the shopper back (303) to the page
 * they were on, where the inline check now finds the choice and the banner stays hidden.
 * "Einstellungen" without scripts goes to the privacy policy, which explains the categories:
 * the settings layer needs scripts, and without them no statistics can run anyway.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY = 1024;

/** A refusal in the shopper's language (their locale cookie, else their browser's). */
async function refused(request: Request, status: number): Promise<Response> {
  const cookie = cookieValue(request.headers.get('cookie') ?? '', localeCookie.name);
  const code = isLocaleCode(cookie) ? cookie : negotiateLocale(request.headers.get('accept-language'));
  const messages = await loadMessages(code);
  return new Response(`${messages.errors.consentNotSaved}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export async function POST(request: Request): Promise<Response> {
  if (!isOwnPagePost(request.headers)) return refused(request, 403);
  // An HTML form's own encoding; the first layer has no file or long field.
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return refused(request, 400);
  const body = await cappedBodyText(request, MAX_BODY);
  if (body === null) return refused(request, 413);
  const parsed = consentFormSchema.safeParse(Object.fromEntries(new URLSearchParams(body)));
  if (!parsed.success) return refused(request, 400);

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (parsed.data.choice === 'settings') {
    headers.set('Location', routes.privacyPolicy());
  } else {
    headers.set('Location', backToPage(request.headers));
    headers.append('Set-Cookie', consentCookie({ version: CONSENT_VERSION, statistics: parsed.data.choice === 'accept', decidedAt: Date.now() }, isHttps(request)));
  }
  return new Response(null, { status: 303, headers });
}
