import { describe, expect, it, vi } from 'vitest';
import { clearSessionToken, cookieIsSecure, readSessionToken, SESSION_COOKIE, tokenExpiry, writeSessionToken, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/** An unsigned JWT with the given claims: the module reads `exp` without verifying. */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function jar(initial?: string) {
  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  return {
    writes,
    get: (name: string) => (name === SESSION_COOKIE && initial !== undefined ? { value: initial } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void writes.push({ name, value, options }),
  };
}

const now = new Date('2026-11-23T12:00:00Z');
const inTwoDays = Math.floor(now.getTime() / 1000) + 48 * 3600;

describe('the session cookie', () => {
  it('is written httpOnly, SameSite=Lax, path /, and expires when the token does', () => {
    const store = jar();
    const value = token({ exp: inTwoDays, data: { customer_id: 't_1' } });
    writeSessionToken(store, value, { secure: true, now });
    expect(store.writes).toEqual([
      { name: SESSION_COOKIE, value, options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires: new Date(inTwoDays * 1000) } },
    ]);
  });

  it('is Secure in production only', () => {
    expect(cookieIsSecure({ NODE_ENV: 'production' })).toBe(true);
    expect(cookieIsSecure({ NODE_ENV: 'development' })).toBe(false);
    const store = jar();
    writeSessionToken(store, token({ exp: inTwoDays }), { secure: false, now });
    expect(store.writes[0]?.options.secure).toBe(false);
  });

  it('is cleared instead of storing a token that has expired or is no JWT', () => {
    for (const bad of [token({ exp: inTwoDays - 72 * 3600 }), token({ sub: 'no exp' }), 'garbage']) {
      const store = jar();
      writeSessionToken(store, bad, { secure: true, now });
      expect(store.writes).toEqual([{ name: SESSION_COOKIE, value: '', options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 } }]);
    }
  });

  it('is cleared with the flags it was set with, so the browser drops the same cookie', () => {
    const store = jar();
    clearSessionToken(store, { secure: true });
    expect(store.writes[0]).toMatchObject({ name: SESSION_COOKIE, value: '', options: { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 } });
  });

  it('reads a token, and treats an empty cookie as no session', () => {
    expect(readSessionToken(jar(' abc.def.ghi '))).toBe('abc.def.ghi');
    expect(readSessionToken(jar(''))).toBeNull();
    expect(readSessionToken(jar())).toBeNull();
  });

  it('reads the expiry without verifying the signature', () => {
    expect(tokenExpiry(token({ exp: inTwoDays }))).toEqual(new Date(inTwoDays * 1000));
    expect(tokenExpiry('a.b')).toBeNull();
    expect(tokenExpiry(token({ exp: 'soon' }))).toBeNull();
  });
});
