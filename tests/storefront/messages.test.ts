import { describe, expect, it } from 'vitest';
import { fillPlaceholders, getMessages, pluralize } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('ab {price}', { price: '9,95 €' })).toBe('ab 9,95 €');
    expect(fillPlaceholders('{missing} bleibt', {})).toBe('{missing} bleibt');
  });

  it('picks the German plural form', () => {
    const forms = getMessages().product.productCount;
    expect(pluralize(forms, 1)).toBe('1 Produkt');
    expect(pluralize(forms, 0)).toBe('0 Produkte');
    expect(pluralize(forms, 1200)).toBe('1.200 Produkte');
  });

  it('has no empty strings', () => {
    const empty: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node === 'string') {
        if (!node.trim()) empty.push(at);
      } else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) walk(value, `${at}.${key}`);
      }
    };
    walk(getMessages(), 'de');
    expect(empty).toEqual([]);
  });
});

describe('routes', () => {
  it('builds the spec URLs and encodes slugs', () => {
    expect(routes.category('damen')).toBe('/product-category/damen');
    expect(routes.product('hemd-größe')).toBe('/product/hemd-gr%C3%B6%C3%9Fe');
    expect(routes.gender('herren')).toBe('/herren');
  });

  it('does not encode a WordPress slug twice', () => {
    expect(routes.product('hemd-gr%c3%b6%c3%9fe')).toBe('/product/hemd-gr%C3%B6%C3%9Fe');
    expect(routes.product('100%-leinen')).toBe('/product/100%25-leinen');
  });
});
