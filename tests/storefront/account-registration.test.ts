import { afterEach, describe, expect, it, vi } from 'vitest';
import { register, requestPasswordReset } from '@/lib/account/service';
import type { CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/**
 * Issue 22 items 8 and 12, the storefront's half: a registration without a username goes to the
 * store only when the store makes usernames (REGISTRATION_GENERATE_USERNAME), and the reset
 * request carries the shopper's language to the store.
 */
const url = 'http://registration.test/graphql';
const jar = () => {
  const cookies = new Map<string, string>();
  return { get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined), set: (name: string, value: string, _options: CookieOptions) => void cookies.set(name, value) };
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const sent = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => {
    const init = call[1] as RequestInit;
    return { body: JSON.parse(String(init.body)) as { variables: Record<string, unknown> }, headers: init.headers as Record<string, string> };
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('registration with e-mail and password alone', () => {
  const answer = async () => json({ data: { registerCustomer: { authToken: 'a.b.c', refreshToken: `rt_${'a'.repeat(43)}`, customer: { databaseId: 5 } } } });

  it('is sent without a username when the store makes one from the e-mail (the default)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const outcome = await register(jar(), { email: 'neu@example.com', password: 'lang-genug-1' }, { url, secure: false });
    expect(outcome.ok).toBe(true);
    const [call] = sent(fetchSpy);
    expect(call?.body.variables).toEqual({ email: 'neu@example.com', password: 'lang-genug-1' });
  });

  it('is refused here, in the shopper’s words, when the store wants a username', async () => {
    vi.stubEnv('REGISTRATION_GENERATE_USERNAME', '0');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    expect(await register(jar(), { username: '  ', email: 'neu@example.com', password: 'lang-genug-1' }, { url, secure: false })).toEqual({
      ok: false,
      notice: { tone: 'error', key: 'usernameRequired' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    // With one, it goes through as typed.
    await register(jar(), { username: 'neu_kunde', email: 'neu@example.com', password: 'lang-genug-1' }, { url, secure: false });
    expect(sent(fetchSpy)[0]?.body.variables).toMatchObject({ username: 'neu_kunde' });
  });
});

describe('a reset request', () => {
  it('tells the store the shopper’s language', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: { sendPasswordResetEmail: { success: true } } }));
    await requestPasswordReset(jar(), { username: 'neu@example.com' }, { url, secure: false, language: 'fr-FR' });
    expect(sent(fetchSpy)[0]?.headers['accept-language']).toBe('fr-FR');
  });
});
