import { describe, expect, it } from 'vitest';
import { isKnownTag, parseRevalidationBody, signBody, tagExpiry, verifySignature } from '@/lib/commerce/revalidation';

const secret = 'test-secret';

describe('revalidation signature', () => {
  const body = '{"type":"product","slug":"leinenkleid-marlene"}';

  it('accepts the HMAC-SHA256 of the raw body', () => {
    expect(verifySignature(body, signBody(body, secret), secret)).toBe(true);
    expect(verifySignature(body, signBody(body, secret).toUpperCase().replace('SHA256', 'sha256'), secret)).toBe(true);
  });

  it('rejects other bodies, secrets and malformed headers', () => {
    expect(verifySignature(`${body} `, signBody(body, secret), secret)).toBe(false);
    expect(verifySignature(body, signBody(body, 'other'), secret)).toBe(false);
    expect(verifySignature(body, null, secret)).toBe(false);
    expect(verifySignature(body, 'sha256=abc', secret)).toBe(false);
    expect(verifySignature(body, signBody(body, secret).replace('sha256=', ''), secret)).toBe(false);
    expect(verifySignature(body, signBody(body, ''), '')).toBe(false);
  });
});

describe('revalidation body', () => {
  it('turns a product change into its tags', () => {
    expect(parseRevalidationBody('{"type":"product","slug":"leinenkleid-marlene"}')).toEqual({
      ok: true,
      tags: ['products', 'product:leinenkleid-marlene'],
    });
    expect(parseRevalidationBody('{"type":"category","slug":"kleider"}')).toEqual({ ok: true, tags: ['categories', 'category:kleider'] });
  });

  it('accepts known tags, deduplicated', () => {
    expect(parseRevalidationBody('{"tags":["products","products","product:x"]}')).toEqual({ ok: true, tags: ['products', 'product:x'] });
  });

  it.each([
    ['not json', 'nope'],
    ['an array', '[]'],
    ['no tags', '{"tags":[]}'],
    ['unknown tags', '{"tags":["everything"]}'],
    ['a non-string tag', '{"tags":[1]}'],
    ['an unknown type', '{"type":"order","slug":"1"}'],
    ['a missing slug', '{"type":"product"}'],
    ['a slug with spaces', '{"type":"product","slug":"a b"}'],
  ])('rejects %s', (_name, raw) => {
    expect(parseRevalidationBody(raw).ok).toBe(false);
  });

  it('knows its own tags only', () => {
    expect(isKnownTag('categories')).toBe(true);
    expect(isKnownTag('category:hosen')).toBe(true);
    expect(isKnownTag('product:')).toBe(false);
    expect(isKnownTag(`product:${'x'.repeat(300)}`)).toBe(false);
  });
});

describe('the embedded backend batch', () => {
  it('accepts "products" plus a hundred product tags in one request', () => {
    const tags = ['products', ...Array.from({ length: 100 }, (_, i) => `product:produkt-${i}`)];
    expect(parseRevalidationBody(JSON.stringify({ tags }))).toEqual({ ok: true, tags });
  });
});

describe('how long a revalidated tag may still be served', () => {
  it('expires one product’s or category’s own tag at once: the next visit of its page is rendered anew', () => {
    for (const tag of ['product:leinenkleid-marlene', 'product:x', 'category:kleider']) expect(tagExpiry(tag)).toEqual({ expire: 0 });
  });

  it('marks the list tags stale only (stale-while-revalidate)', () => {
    expect(tagExpiry('products')).toBe('max');
    expect(tagExpiry('categories')).toBe('max');
  });
});
