import { describe, expect, it, vi } from 'vitest';
import { logIn, logInWithProvider, register, startLinking } from '@/lib/account/service';
import { startThirdPartySignIn } from '@/lib/account/third-party';
import { AUTH_COOKIE, OAUTH_START_COOKIE } from '@/lib/session/cookies';
import { unique } from './account-browser';
import { startTestBackend } from './backend';
import { CookieJar } from './cookie-jar';
import { ProviderBrowser } from './oauth-browser';

vi.mock('server-only', () => ({}));

/**
 * Login CSRF (RFC 6749 §10.12): a callback URL (code + state) made by one person must sign in
 * nobody when another browser opens it. The storefront's layer (lib/account/third-party.ts,
 * service.ts) with one cookie jar per browser, over HTTP against the backend and its embedded
 * OpenID provider, whose pages the test fills in as the browser would.
 */
const STOREFRONT_HOST = '127.0.0.1:3241';
const STOREFRONT = `http://${STOREFRONT_HOST}`;
const backend = startTestBackend({
  env: { OIDC_EMBEDDED: '1', OIDC_EMBEDDED_PORT: '0', STOREFRONT_URL: STOREFRONT },
});

const browser = () => ({ store: new CookieJar(), options: { url: `${backend.url}/graphql`, secure: true } });
type Browser = ReturnType<typeof browser>;
const PASSWORD = 'a-long-password-42';

/** Starts a sign-in in this browser (its /oauth/start), signs in at the provider; returns the callback's code and state. */
async function signInAtProvider(who: Browser, email: string, password: string, link = false): Promise<{ code: string; state: string }> {
  const started = await startThirdPartySignIn(who.store, { provider: 'oauth2_generic', link, host: STOREFRONT_HOST }, who.options);
  if (!started.ok || !('url' in started)) throw new Error(`the sign-in did not start: ${JSON.stringify(started)}`);
  const provider = new ProviderBrowser(STOREFRONT);
  const page = await provider.open(started.url);
  const consent = await provider.submit(page, '/login', { email, password });
  const back = await provider.submit(consent, '/confirm');
  if (!back.leftFor) throw new Error(`the provider did not send the browser back: ${back.status}`);
  return { code: back.leftFor.searchParams.get('code') ?? '', state: back.leftFor.searchParams.get('state') ?? '' };
}

const finish = (who: Browser, callback: { code: string; state: string }) =>
  logInWithProvider(who.store, { provider: 'oauth2_generic', ...callback }, who.options);

/** A customer with a password, signed in on a browser of their own. */
async function passwordCustomer(email = `${unique('owner')}@example.com`): Promise<Browser & { username: string; id: number }> {
  const who = browser();
  const username = unique('owner');
  expect((await register(who.store, { username, email, password: PASSWORD }, who.options)).ok).toBe(true);
  expect((await logIn(who.store, { username, password: PASSWORD }, who.options)).ok).toBe(true);
  const [row] = await backend.running.db.query<{ id: number }>('SELECT id FROM customer WHERE lower(username) = lower($1)', [username]);
  return { ...who, username, id: row?.id ?? 0 };
}

const linkedTo = async (subject: string) =>
  (
    await backend.running.db.query<{ customer_id: number }>('SELECT customer_id FROM oauth_identity WHERE issuer = $1 AND subject = $2', [
      backend.running.thirdPartySignIn.embeddedIssuer,
      subject,
    ])
  )[0]?.customer_id ?? null;

describe('a third-party callback finishes only in the browser that started it', () => {
  it('refuses an attacker’s callback URL opened in another browser, and keeps it good for the attacker', async () => {
    // The attacker has an account the demo identity signs in to (linked from the account page).
    const attacker = await passwordCustomer();
    expect(await finish(attacker, await signInAtProvider(attacker, 'anna@example.com', 'anna-demo', true))).toEqual({
      ok: true,
      notice: { tone: 'success', key: 'oauthLinked' },
    });
    expect(await linkedTo('demo-anna')).toBe(attacker.id);

    // A sign-in of the attacker's own, whose callback URL is sent to the victim…
    const signedOut = browser();
    const callback = await signInAtProvider(signedOut, 'anna@example.com', 'anna-demo');
    const victim = browser();
    expect(await finish(victim, callback)).toEqual({ ok: false, notice: { tone: 'error', key: 'oauthOtherBrowser' } });
    expect(victim.store.has(AUTH_COOKIE)).toBe(false);

    // …also when the victim has a sign-in of their own under way.
    const busyVictim = browser();
    const own = await startThirdPartySignIn(busyVictim.store, { provider: 'oauth2_generic', link: false, host: STOREFRONT_HOST }, busyVictim.options);
    expect(own.ok).toBe(true);
    expect(busyVictim.store.has(OAUTH_START_COOKIE)).toBe(true);
    expect(await finish(busyVictim, callback)).toEqual({ ok: false, notice: { tone: 'error', key: 'oauthOtherBrowser' } });
    expect(busyVictim.store.has(AUTH_COOKIE)).toBe(false);

    // The browser that started it finishes it, once.
    expect(await finish(signedOut, callback)).toEqual({ ok: true });
    expect(signedOut.store.has(AUTH_COOKIE)).toBe(true);
    expect(signedOut.store.has(OAUTH_START_COOKIE)).toBe(false);
    expect(await finish(signedOut, callback)).toMatchObject({ ok: false, notice: { key: 'oauthOtherBrowser' } });
  });

  it('refuses a callback with a state this browser never had, or none', async () => {
    const someone = browser();
    await startThirdPartySignIn(someone.store, { provider: 'oauth2_generic', link: false, host: STOREFRONT_HOST }, someone.options);
    for (const state of ['forged', null]) {
      expect(await logInWithProvider(someone.store, { provider: 'oauth2_generic', code: 'any', state }, someone.options)).toEqual({
        ok: false,
        notice: { tone: 'error', key: 'oauthOtherBrowser' },
      });
    }
  });

  it('sends a start to the host the provider returns to, where its cookie will be sent', async () => {
    const elsewhere = browser();
    const started = await startThirdPartySignIn(elsewhere.store, { provider: 'oauth2_generic', link: false, host: 'localhost:3241' }, elsewhere.options);
    expect(started).toEqual({ ok: true, startAt: `${STOREFRONT}/oauth/start/oauth2_generic?sent=1` });
    expect(elsewhere.store.has(OAUTH_START_COOKIE)).toBe(false);
    // The shopper's language goes along: that host may have no locale cookie yet.
    const french = await startThirdPartySignIn(elsewhere.store, { provider: 'oauth2_generic', link: false, host: 'localhost:3241', uiLocale: 'fr-FR' }, elsewhere.options);
    expect(french).toEqual({ ok: true, startAt: `${STOREFRONT}/oauth/start/oauth2_generic?sent=1&ui_locales=fr-FR` });
  });
});

describe('the provider’s pages speak the shopper’s language', () => {
  it('passes the shop’s language as ui_locales, and Demo ID signs in in it', async () => {
    const who = browser();
    const started = await startThirdPartySignIn(who.store, { provider: 'oauth2_generic', link: false, host: STOREFRONT_HOST, uiLocale: 'es-ES' }, who.options);
    if (!started.ok || !('url' in started)) throw new Error(`the sign-in did not start: ${JSON.stringify(started)}`);
    expect(new URL(started.url).searchParams.get('ui_locales')).toBe('es-ES');
    const provider = new ProviderBrowser(STOREFRONT);
    const page = await provider.open(started.url);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Inicie sesión para continuar en la tienda');
    const refused = await provider.submit(page, '/login', { email: 'anna@example.com', password: 'wrong' });
    expect(refused.html).toContain('Correo electrónico o contraseña incorrectos.');
  });
});

describe('an existing account gets a third-party sign-in only from its owner', () => {
  it('asks the provider’s person to sign in with the password first, then links from the account', async () => {
    // A password account with the demo identity's verified address (registered here unless an earlier file did).
    const [existing] = await backend.running.db.query<{ id: number }>(`SELECT id FROM customer WHERE lower(email) = 'ben@example.com'`);
    const owner = existing ? null : await passwordCustomer('ben@example.com');
    const stranger = browser();
    expect(await finish(stranger, await signInAtProvider(stranger, 'ben@example.com', 'ben-demo'))).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'oauthLinkFirst' },
    });
    expect(stranger.store.has(AUTH_COOKIE)).toBe(false);
    expect(await linkedTo('demo-ben')).toBeNull();
    if (!owner) return;

    expect(await finish(owner, await signInAtProvider(owner, 'ben@example.com', 'ben-demo', true))).toMatchObject({ ok: true, notice: { key: 'oauthLinked' } });
    expect(await linkedTo('demo-ben')).toBe(owner.id);
    const later = browser();
    expect(await finish(later, await signInAtProvider(later, 'ben@example.com', 'ben-demo'))).toEqual({ ok: true });
  });

  it('does not start a linking sign-in for a browser that is signed out', async () => {
    const signedOut = browser();
    expect(await startThirdPartySignIn(signedOut.store, { provider: 'oauth2_generic', link: true, host: STOREFRONT_HOST }, signedOut.options)).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'oauthUnavailable' },
    });
  });
});

describe('linking needs the current password, as a password change does', () => {
  /** Makes the owner's sign-in ten minutes old, as a thief holding its refresh token would have it. */
  async function ageSignIn(who: Browser & { id: number }) {
    await backend.running.db.query(`UPDATE customer_refresh_token SET authenticated_at = now() - interval '10 minutes' WHERE customer_id = $1`, [who.id]);
    who.store.set(AUTH_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 });
  }

  /** Goes on from a started link to the provider and back, as the browser would. */
  async function throughProvider(who: Browser, started: Awaited<ReturnType<typeof startLinking>>) {
    if (!started.ok || !('url' in started)) throw new Error(`the link did not start: ${JSON.stringify(started)}`);
    const provider = new ProviderBrowser(STOREFRONT);
    const consent = await provider.submit(await provider.open(started.url), '/login', { email: 'clara@example.com', password: 'clara-demo' });
    const back = await provider.submit(consent, '/confirm');
    if (!back.leftFor) throw new Error('the provider did not send the browser back');
    return finish(who, { code: back.leftFor.searchParams.get('code') ?? '', state: back.leftFor.searchParams.get('state') ?? '' });
  }

  it('links nothing for a session whose login is not fresh; with the current password it links', async () => {
    const owner = await passwordCustomer();
    await ageSignIn(owner);
    const request = { host: STOREFRONT_HOST };
    expect(await throughProvider(owner, await startLinking(owner.store, { provider: 'oauth2_generic', current: '' }, request, owner.options))).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'oauthLinkNeedsPassword' },
    });
    expect(await startLinking(owner.store, { provider: 'oauth2_generic', current: 'not-the-password' }, request, owner.options)).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'wrongPassword' },
    });
    expect(await linkedTo('demo-clara')).toBeNull();

    expect(await throughProvider(owner, await startLinking(owner.store, { provider: 'oauth2_generic', current: PASSWORD }, request, owner.options))).toEqual({
      ok: true,
      notice: { tone: 'success', key: 'oauthLinked' },
    });
    expect(await linkedTo('demo-clara')).toBe(owner.id);
    await backend.running.db.query(`DELETE FROM oauth_identity WHERE subject = 'demo-clara'`);
  });
});
