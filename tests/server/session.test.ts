import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();
const QUERY = '{ products(first: 1) { nodes { name } } }';

describe('woocommerce-session header', () => {
  it('starts a guest session on a request without one and hands out its token', async () => {
    const response = await backend.graphql(QUERY);
    const token = response.headers.get('woocommerce-session');
    expect(token).toBeTruthy();
    const claims = decodeJwt(token ?? '');
    expect((claims.data as { customer_id: string }).customer_id).toMatch(/^t_[0-9a-f]{30}$/);
    expect(claims.iss).toBe(backend.url);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(48 * 60 * 60);
  });

  it('sends no new token for a read-only query with a valid session', async () => {
    const token = (await backend.graphql(QUERY)).headers.get('woocommerce-session');
    const again = await backend.graphql(QUERY, {}, { 'woocommerce-session': `Session ${token}` });
    expect(again.status).toBe(200);
    expect(again.headers.get('woocommerce-session')).toBeNull();
  });

  it('replaces a broken or foreign token with a fresh session', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwOi8vZXZpbC5leGFtcGxlIiwiZGF0YSI6eyJjdXN0b21lcl9pZCI6IjEifX0.c2lnbmF0dXJl';
    for (const bad of ['Session not-a-token', `Session ${forged}`]) {
      const response = await backend.graphql(QUERY, {}, { 'woocommerce-session': bad });
      expect(response.body.errors).toBeUndefined();
      const fresh = response.headers.get('woocommerce-session');
      expect(fresh).toBeTruthy();
      expect((decodeJwt(fresh ?? '').data as { customer_id: string }).customer_id).toMatch(/^t_/);
    }
  });

  it('answers CORS preflights without starting a session and lets browsers read the header', async () => {
    // The storefront's default origin: only CORS_ORIGINS get CORS headers (tests/server/hostile-input.test.ts).
    const preflight = await fetch(`${backend.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, woocommerce-session',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('woocommerce-session')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toContain('woocommerce-session');
    const response = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('woocommerce-session');
  });
});
