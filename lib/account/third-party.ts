import 'server-only';
import { GetAccountDocument, GetLoginClientUrlDocument, LinkProviderIdentityDocument } from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { hasAccountCookies, rememberOAuthStart, type CookieStore } from '@/lib/session/cookies';
import { oauthProvider, type OAuthProviderName } from './inputs';
import { oauthLinkFailureNotice, type AccountNotice } from './messages';
import { accountUrls } from './urls';

/**
 * Third-party sign-in, bound to the browser that starts it. The storefront sends the browser to
 * the provider itself (app/[locale]/oauth/start) and keeps the authorization URL's `state` in
 * the browser's httpOnly cookie (lib/session/cookies.ts, OAUTH_START_COOKIE); the callback page
 * finishes only a sign-in whose state that cookie holds (service.ts, logInWithProvider). The
 * PKCE verifier and nonce stay with the backend, which hands each state out once, for its
 * provider, for 10 minutes — as Headless Login does — so this works against a real store too.
 */

export type StartOutcome =
  | { ok: true; url: string }
  /** The provider returns to another origin (SITE_URL's): start there, where its cookie will be. */
  | { ok: true; startAt: string }
  | { ok: false; notice: AccountNotice };

const unavailable: StartOutcome = { ok: false, notice: { tone: 'error', key: 'oauthUnavailable' } };

/** A call made with no cookie of the shopper's: a sign-in that starts signed out needs none. */
const nobody: CookieStore = { get: () => undefined, set: () => undefined };

/** The provider of a URL segment (the {provider} of /oauth/…/{provider}, upper or lower case, "-" for "_"), or null. */
export function providerOfSlug(slug: unknown): OAuthProviderName | null {
  const parsed = oauthProvider.safeParse(typeof slug === 'string' ? slug.toUpperCase().replace(/-/g, '_') : null);
  return parsed.success ? parsed.data : null;
}

/**
 * Asks the shop for a fresh authorization URL and remembers its state in this browser. `link`:
 * the signed-in customer links the provider to their account; the URL is asked for with their
 * token, so the backend binds the state to them as well. `host`: the host the browser asked
 * (null once it was sent on): a cookie set here would never reach a callback on another host.
 * `uiLocale`: the shopper's language (BCP 47), passed to an OpenID provider as `ui_locales`
 * so its sign-in pages speak it too (the embedded Demo ID does; others may ignore it).
 */
export async function startThirdPartySignIn(
  store: CookieStore,
  raw: { provider: unknown; link: boolean; host: string | null; uiLocale?: string },
  options: ShopperCallOptions = {},
): Promise<StartOutcome> {
  const provider = providerOfSlug(raw.provider);
  if (!provider || (raw.link && !hasAccountCookies(store))) return unavailable;
  const result = await callAsShopper(GetLoginClientUrlDocument, { provider }, raw.link ? store : nobody, options);
  const url = result.ok && result.data.loginClient?.isEnabled ? result.data.loginClient.authorizationUrl : null;
  if (!url || !URL.canParse(url)) return unavailable;
  const target = new URL(url);
  const state = target.searchParams.get('state');
  // Without a state there is nothing to bind the callback to: no sign-in rather than an unbound one.
  if (!/^https?:$/.test(target.protocol) || !state || state.length > 512) return unavailable;
  const redirectUri = target.searchParams.get('redirect_uri');
  const callback = redirectUri && URL.canParse(redirectUri) ? new URL(redirectUri) : null;
  if (raw.host && callback && callback.host !== raw.host) {
    return { ok: true, startAt: `${callback.origin}${accountUrls.oauthStart(provider, raw.link, { sentOn: true, uiLocale: raw.uiLocale })}` };
  }
  rememberOAuthStart(store, { provider, state, link: raw.link }, options);
  // OpenID's own parameter (OpenID Connect Core §3.1.2.1); the state and PKCE challenge are untouched.
  const openId = (target.searchParams.get('scope') ?? '').split(' ').includes('openid');
  if (openId && raw.uiLocale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(raw.uiLocale)) target.searchParams.set('ui_locales', raw.uiLocale);
  return { ok: true, url: target.href };
}

/** Finishes a linking sign-in: the provider's identity joins the signed-in customer's account. */
export async function linkThirdPartySignIn(
  store: CookieStore,
  callback: { provider: OAuthProviderName; code: string; state: string },
  options: ShopperCallOptions = {},
): Promise<{ ok: true; notice: AccountNotice } | { ok: false; notice: AccountNotice }> {
  const failed = { ok: false as const, notice: { tone: 'error' as const, key: 'oauthFailed' as const } };
  const account = await callAsShopper(GetAccountDocument, {}, store, options);
  const userId = account.ok ? account.data.viewer?.id : null;
  if (!userId) return failed;
  const result = await callAsShopper(LinkProviderIdentityDocument, { ...callback, userId }, store, options);
  if (!result.ok) return { ok: false, notice: oauthLinkFailureNotice(result.error) };
  return result.data.linkUserIdentity?.success ? { ok: true, notice: { tone: 'success', key: 'oauthLinked' } } : failed;
}
