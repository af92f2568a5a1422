import { describe, expect, it } from 'vitest';
import { cachePolicies } from '@/lib/commerce/cache';
import { commerceGraphqlUrl, commerceMediaUrl, DEFAULT_COMMERCE_GRAPHQL_URL } from '@/lib/commerce/endpoint';
import { commerceImageConfig, isLocalHostname } from '@/lib/commerce/media';

describe('commerce endpoint', () => {
  it('defaults to the embedded backend', () => {
    expect(commerceGraphqlUrl({})).toBe(DEFAULT_COMMERCE_GRAPHQL_URL);
    expect(commerceMediaUrl({}).origin).toBe('http://127.0.0.1:4000');
  });

  it('takes the media origin from the GraphQL URL', () => {
    const env = { COMMERCE_GRAPHQL_URL: 'https://shop.example.com/graphql' };
    expect(commerceMediaUrl(env).origin).toBe('https://shop.example.com');
  });

  it('lets COMMERCE_MEDIA_URL override the media origin', () => {
    const env = { COMMERCE_GRAPHQL_URL: 'https://shop.example.com/graphql', COMMERCE_MEDIA_URL: 'https://cdn.example.com' };
    expect(commerceMediaUrl(env).origin).toBe('https://cdn.example.com');
  });
});

describe('commerceImageConfig', () => {
  it('admits only the embedded backend uploads and allows its loopback address', () => {
    expect(commerceImageConfig({})).toEqual({
      remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', port: '4000', pathname: '/wp-content/uploads/**' }],
      dangerouslyAllowLocalIP: true,
      uploadsUrl: 'http://127.0.0.1:4000/wp-content/uploads',
    });
  });

  it('keeps the SSRF guard on for a public store', () => {
    const config = commerceImageConfig({ COMMERCE_GRAPHQL_URL: 'https://shop.example.com/graphql' });
    expect(config.dangerouslyAllowLocalIP).toBe(false);
    expect(config.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'shop.example.com', port: '', pathname: '/wp-content/uploads/**' },
    ]);
  });

  it('keeps a path prefix of the media URL', () => {
    const config = commerceImageConfig({ COMMERCE_MEDIA_URL: 'https://cdn.example.com/shop/' });
    expect(config.remotePatterns[0]?.pathname).toBe('/shop/wp-content/uploads/**');
    // The short picture addresses (lib/commerce/short-image-urls.ts) stand for this same folder.
    expect(config.uploadsUrl).toBe('https://cdn.example.com/shop/wp-content/uploads');
  });
});

describe('isLocalHostname', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '10.0.0.8', '172.16.0.1', '172.31.255.255', '192.168.1.20', '[::1]'])(
    '%s is local',
    (host) => expect(isLocalHostname(host)).toBe(true),
  );

  it.each(['example.com', '8.8.8.8', '172.32.0.1', '192.169.0.1', '1.2.3'])('%s is not local', (host) =>
    expect(isLocalHostname(host)).toBe(false),
  );
});

describe('cache policies', () => {
  it.each(Object.entries(cachePolicies))('%s is tagged and expires', (_name, entry) => {
    // Per-item policies (one product, one category) take the item's slug.
    const policy = typeof entry === 'function' ? entry('leinenkleid-marlene') : entry;
    expect(policy.tags.length).toBeGreaterThan(0);
    expect(policy.revalidate).toBeGreaterThan(0);
  });
});
