import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { signClientAddress } from '@/lib/security/client-address-signature';
import { clientAddress } from '@/server/commerce/edge/client-address';
import { readBackendConfig } from '@/server/config';
import { markShopperAddress, parseTrustedProxies, SHOPPER_ADDRESS_HEADER, shopperAddress } from '@/storefront-server/shopper-address';

vi.mock('server-only', () => ({}));
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

const loopbackOnly = parseTrustedProxies(undefined);

describe('the shopper’s address, as the storefront derives it', () => {
  it('is the socket’s peer when that is no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(shopperAddress('203.0.113.9', '198.51.100.1', loopbackOnly)).toBe('203.0.113.9');
    expect(shopperAddress('::ffff:203.0.113.9', undefined, loopbackOnly)).toBe('203.0.113.9');
    expect(shopperAddress('2001:DB8::7', '10.0.0.1', loopbackOnly)).toBe('2001:db8::7');
  });

  it('is the last X-Forwarded-For hop behind a trusted proxy (loopback by default), never one the client wrote before it', () => {
    expect(shopperAddress('127.0.0.1', '198.51.100.7', loopbackOnly)).toBe('198.51.100.7');
    expect(shopperAddress('::1', '6.6.6.6, 198.51.100.7', loopbackOnly)).toBe('198.51.100.7');
    expect(shopperAddress('127.0.0.1', ['6.6.6.6', '198.51.100.7'], loopbackOnly)).toBe('198.51.100.7');
    // No header: the proxy itself (a shopper on the same machine).
    expect(shopperAddress('127.0.0.1', undefined, loopbackOnly)).toBe('127.0.0.1');
  });

  it('walks past every trusted hop, and stops at a malformed one', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1');
    expect(shopperAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(shopperAddress('10.0.0.2', 'not-an-address, 10.9.9.9', proxies)).toBe('10.9.9.9');
    // ::1 is not trusted in this list: its header is ignored.
    expect(shopperAddress('::1', '198.51.100.7', proxies)).toBe('::1');
  });

  it('trusts no proxy with TRUSTED_PROXIES=none, and refuses a malformed setting', () => {
    expect(shopperAddress('127.0.0.1', '198.51.100.7', parseTrustedProxies('none'))).toBe('127.0.0.1');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.example.com')).toThrow(/TRUSTED_PROXIES/);
  });

  it('replaces whatever a client sent under the storefront’s own header', () => {
    const request = {
      socket: { remoteAddress: '203.0.113.50' },
      headers: { [SHOPPER_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4' },
    } as unknown as IncomingMessage;
    markShopperAddress(request, loopbackOnly);
    expect(request.headers[SHOPPER_ADDRESS_HEADER]).toBe('203.0.113.50');
  });
});

describe('the signed address the backend believes', () => {
  const secret = 'shared-secret-for-this-test';

  it('is verified by the backend with the shared secret, and only while fresh', () => {
    const now = Date.now();
    expect(clientAddress('127.0.0.1', signClientAddress('198.51.100.7', secret, now), secret, now)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', signClientAddress('198.51.100.7', 'another-secret', now), secret, now)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', signClientAddress('198.51.100.7', secret, now - 120_000), secret, now)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', signClientAddress('198.51.100.7', secret, now), undefined, now)).toBe('127.0.0.1');
    const [, stamp, signature] = signClientAddress('198.51.100.7', secret, now).split(';');
    expect(clientAddress('127.0.0.1', `6.6.6.6;${stamp};${signature}`, secret, now)).toBe('127.0.0.1');
  });

  it('is checked with a secret of at least 16 characters, or not at all', () => {
    expect(readBackendConfig({ CLIENT_ADDRESS_SECRET: secret }).clientAddressSecret).toBe(secret);
    expect(readBackendConfig({}).clientAddressSecret).toBeUndefined();
    expect(() => readBackendConfig({ CLIENT_ADDRESS_SECRET: 'short' })).toThrow(/at least 16 characters/);
  });

  it('goes out for a shopper’s request only under the storefront’s own server, which set the header', async () => {
    const { clientAddressHeaders } = await import('@/lib/security/client-address');
    requestHeaders.current = new Headers({ [SHOPPER_ADDRESS_HEADER]: '198.51.100.8' });
    const sent = await clientAddressHeaders({ CLIENT_ADDRESS_SECRET: secret, VITRINE_STOREFRONT_SERVER: '1' });
    const [header] = Object.values(sent);
    expect(clientAddress('127.0.0.1', header ?? null, secret)).toBe('198.51.100.8');
    // `next start` / `next dev`: nobody replaced a client's header, so nothing is vouched for.
    expect(await clientAddressHeaders({ CLIENT_ADDRESS_SECRET: secret })).toEqual({});
    expect(await clientAddressHeaders({ VITRINE_STOREFRONT_SERVER: '1' })).toEqual({});
  });
});
