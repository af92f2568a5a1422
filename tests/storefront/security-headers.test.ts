import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('security headers', () => {
  it('forbid framing, sniffing and full referrers, and switch off unused features', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('carry no nonce, so one policy fits every cached page', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toMatch(/nonce-/);
    expect(contentSecurityPolicy({})).toBe(policy);
    const csp = directives(policy);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('let the browser reach the embedded search engine, and nothing else, when it is configured', () => {
    const env = { ALGOLIA_APP_ID: 'app', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_HOST_URL: 'http://127.0.0.1:4110' };
    expect(directives(contentSecurityPolicy(env)).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4110']);
    expect(directives(contentSecurityPolicy({})).get('connect-src')).toEqual(["'self'"]);
  });

  it("let the browser reach Algolia's hosts for a real Algolia application", () => {
    const env = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'key' };
    expect(directives(contentSecurityPolicy(env)).get('connect-src')).toEqual([
      "'self'",
      'https://*.algolia.net',
      'https://*.algolianet.com',
    ]);
  });

  it('admit pictures from the shop origin that descriptions may embed', () => {
    const env = { COMMERCE_GRAPHQL_URL: 'https://shop.example.com/graphql' };
    expect(directives(contentSecurityPolicy(env)).get('img-src')).toContain('https://shop.example.com');
    const cdn = { ...env, COMMERCE_MEDIA_URL: 'https://cdn.example.com' };
    expect(directives(contentSecurityPolicy(cdn)).get('img-src')).toContain('https://cdn.example.com');
  });
});
