import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { openRequestSession, signSessionToken, type SessionKeys } from '@/server/commerce/session';

const keys: SessionKeys = { secret: new TextEncoder().encode('a-test-secret-of-enough-length'), issuer: 'http://shop.test' };

describe('woocommerce-session tokens', () => {
  it('round-trip: a token names its session and needs no new header', async () => {
    const token = signSessionToken('t_abc', keys);
    expect(await openRequestSession(`Session ${token}`, keys)).toEqual({ customerId: 't_abc', sendToken: false, tokenError: null });
  });

  it('start a fresh guest session when none is sent', async () => {
    const session = await openRequestSession(null, keys);
    expect(session.customerId).toMatch(/^t_[0-9a-f]{30}$/);
    expect(session).toMatchObject({ sendToken: true, tokenError: null });
  });

  it('word token errors as WooGraphQL 1.0 does', async () => {
    const expired = signSessionToken('t_abc', keys, new Date(Date.now() - 3 * 24 * 3600 * 1000));
    const foreign = signSessionToken('t_abc', { ...keys, issuer: 'http://other.test' });
    const wrongKey = signSessionToken('t_abc', { ...keys, secret: new TextEncoder().encode('another-secret-entirely') });
    const noCustomer = await new SignJWT({ data: {} }).setProtectedHeader({ alg: 'HS256' }).setIssuer(keys.issuer).sign(keys.secret);
    const errorOf = async (header: string) => (await openRequestSession(header, keys)).tokenError;
    expect(await errorOf(`Session ${expired}`)).toBe('invalid_token: Expired token');
    expect(await errorOf(`Session ${foreign}`)).toBe('invalid_token: The iss do not match with this server');
    expect(await errorOf(`Session ${wrongKey}`)).toBe('invalid_token: Signature verification failed');
    expect(await errorOf(`Session ${noCustomer}`)).toBe('invalid_token: Customer ID not found in the token');
    expect(await errorOf('Session abc.def')).toBe('invalid_token: Wrong number of segments');
  });
});
