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
});
