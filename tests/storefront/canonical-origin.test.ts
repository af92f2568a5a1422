import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from '@/lib/routing/canonical-origin';
import { storefrontOrigin } from '@/server/storefront-origin';

const CANONICAL = 'http://127.0.0.1:3000';

describe('one origin: requests under another loopback name go to the canonical one', () => {
  it('sends localhost and [::1] on the same port to 127.0.0.1, same path and query', () => {
    expect(canonicalRedirect('localhost:3000', '/cart?x=1', CANONICAL)).toBe('http://127.0.0.1:3000/cart?x=1');
    expect(canonicalRedirect('LOCALHOST:3000', '/', CANONICAL)).toBe('http://127.0.0.1:3000/');
    expect(canonicalRedirect('[::1]:3000', '/my-account', CANONICAL)).toBe('http://127.0.0.1:3000/my-account');
    expect(canonicalRedirect('127.0.0.1:4117', '/p', 'http://localhost:4117')).toBe('http://localhost:4117/p');
  });

  it('leaves the canonical origin alone', () => {
    expect(canonicalRedirect('127.0.0.1:3000', '/cart', CANONICAL)).toBeNull();
  });

  it('never redirects to or from a host that is not a loopback alias (no open redirect)', () => {
    for (const host of ['evil.example:3000', 'evil.example', '127.0.0.1.evil.example:3000', 'localhost:3000@evil.example', 'localhost:3000/evil', '', null]) {
      expect(canonicalRedirect(host, '/cart', CANONICAL)).toBeNull();
    }
    // Another port is another program; a deployed shop's localhost is its own health check.
    expect(canonicalRedirect('localhost:3001', '/', CANONICAL)).toBeNull();
    expect(canonicalRedirect('localhost:3000', '/', 'https://shop.example.com')).toBeNull();
    // A path that looks like an authority stays a path on the canonical origin.
    expect(new URL(canonicalRedirect('localhost:3000', '//evil.example/x', CANONICAL) ?? '').host).toBe('127.0.0.1:3000');
  });
});

describe('the backend links to the one canonical origin', () => {
  it('is STOREFRONT_URL, else SITE_URL, else 127.0.0.1:3000 — never localhost', () => {
    expect(storefrontOrigin({})).toBe('http://127.0.0.1:3000');
    expect(storefrontOrigin({ SITE_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(storefrontOrigin({ STOREFRONT_URL: 'http://127.0.0.1:3117', SITE_URL: 'https://shop.example' })).toBe('http://127.0.0.1:3117');
    expect(() => storefrontOrigin({ STOREFRONT_URL: 'ftp://x' })).toThrow(/STOREFRONT_URL/);
  });
});
