import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedProvider } from '@/server/oauth-provider/embedded-provider';

const REDIRECT = 'http://localhost:3240/oauth/login/oauth2_generic';
const base = { host: '127.0.0.1', clientId: 'shop', clientSecret: 'shop-secret', redirectUris: [REDIRECT] };
const closers: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function takenPort(): Promise<number> {
  const blocker: Server = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  closers.push(() => void blocker.close());
  return (blocker.address() as { port: number }).port;
}

describe('the embedded OpenID provider', () => {
  it('moves to a free port when its default one is taken, and refuses to when the port was chosen', async () => {
    const port = await takenPort();
    const moved = await startEmbeddedProvider({ ...base, port, fallbackToFreePort: true });
    closers.push(() => moved.close());
    expect(moved.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(moved.issuer).not.toBe(`http://127.0.0.1:${port}`);
    await expect(startEmbeddedProvider({ ...base, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('requires PKCE: an authorization request without a code challenge goes back with an error', async () => {
    const provider = await startEmbeddedProvider({ ...base, port: 0 });
    closers.push(() => provider.close());
    const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);

    const url = new URL(`${provider.issuer}/auth`);
    for (const [name, value] of Object.entries({ client_id: 'shop', redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email', state: 'st' })) {
      url.searchParams.set(name, value);
    }
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.get('code')).toBeNull();
  });

  describe('speaks the shopper’s language', () => {
    /** The sign-in page an authorization request leads to, with the cookies the provider set on the way. */
    async function signInPage(issuer: string, extra: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
      const url = new URL(`${issuer}/auth`);
      const params = { client_id: 'shop', redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email profile', state: 'st' };
      // Any valid S256 challenge: the page is shown before the code is ever exchanged.
      for (const [name, value] of Object.entries({ ...params, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', ...extra })) {
        url.searchParams.set(name, value);
      }
      const started = await fetch(url, { redirect: 'manual', headers });
      const cookies = started.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
      const page = await fetch(new URL(started.headers.get('location') ?? '', issuer), { headers: { ...headers, cookie: cookies } });
      return page.text();
    }

    it('in the language the shop asks for with ui_locales, then the browser’s, then English', async () => {
      const provider = await startEmbeddedProvider({ ...base, port: 0 });
      closers.push(() => provider.close());

      const french = await signInPage(provider.issuer, { ui_locales: 'fr-FR' }, { 'accept-language': 'de-DE' });
      expect(french).toContain('<html lang="fr">');
      expect(french).toContain('Connectez-vous pour continuer vers la boutique');
      expect(french).toContain('Mot de passe');
      expect(french).not.toContain('Sign in');

      const german = await signInPage(provider.issuer, {}, { 'accept-language': 'it;q=0.4, de-DE;q=0.9' });
      expect(german).toContain('<html lang="de">');
      expect(german).toContain('Anmelden für den Shop');

      const english = await signInPage(provider.issuer, { ui_locales: 'en-US' });
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('Sign in to continue to the shop');

      expect(await signInPage(provider.issuer, { ui_locales: 'ja' }, { 'accept-language': 'nl, sv' })).toContain('Sign in to continue to the shop');
    });
  });
});
