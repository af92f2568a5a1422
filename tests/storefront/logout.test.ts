import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '@/lib/account/service';
import { AUTH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const authToken = () => `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 300 })}.sig`;
const REFRESH = `rt_${'a'.repeat(43)}`;

function signedInJar() {
  const cookies = new Map<string, string>([
    [AUTH_COOKIE, authToken()],
    [REFRESH_COOKIE, REFRESH],
    [SESSION_COOKIE, 'session-token'],
  ]);
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAge === 0 || (options.expires && options.expires.getTime() <= Date.now())) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const mutationNames = (...names: string[]) => json({ data: { __type: { fields: names.map((name) => ({ name })) } } });
const operations = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => /^\s*(?:query|mutation)\s+(\w+)/.exec(JSON.parse(String((call[1] as RequestInit).body)).query)?.[1]);

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('logging out', () => {
  it('sends no logout mutation to a store without one (Headless Login without its cookie options), and signs out here', async () => {
    const url = 'http://no-logout.test/graphql';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => mutationNames('login', 'refreshToken', 'checkout'));
    for (let visit = 0; visit < 3; visit += 1) {
      const store = signedInJar();
      expect(await logOut(store, { url, secure: false })).toEqual({ ok: true });
      expect([...store.cookies.keys()]).toEqual([]);
    }
    // The schema is asked once for the process, never the missing mutation.
    expect(operations(fetchSpy)).toEqual(['GetMutationNames']);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('calls the logout of a backend that has one (the embedded one revokes the tokens)', async () => {
    const url = 'http://with-logout.test/graphql';
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_, init) =>
        String(init?.body).includes('GetMutationNames') ? mutationNames('login', 'logout') : json({ data: { logout: { success: true } } }),
      );
    for (let visit = 0; visit < 2; visit += 1) {
      const store = signedInJar();
      expect(await logOut(store, { url, secure: false })).toEqual({ ok: true });
      expect([...store.cookies.keys()]).toEqual([]);
    }
    expect(operations(fetchSpy)).toEqual(['GetMutationNames', 'Logout', 'Logout']);
  });

  it('asks again after the backend could not be reached, and still signs out here', async () => {
    const url = 'http://flaky.test/graphql';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed')).mockImplementation(async () => mutationNames('login'));
    const store = signedInJar();
    expect(await logOut(store, { url, secure: false })).toEqual({ ok: true });
    expect([...store.cookies.keys()]).toEqual([]);
    await logOut(signedInJar(), { url, secure: false });
    expect(operations(fetchSpy)).toEqual(['GetMutationNames', 'GetMutationNames']);
  });
});
