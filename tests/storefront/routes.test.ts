import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';

describe('routes', () => {
  it('builds the URLs of docs/behaviour.md §2 and encodes slugs', () => {
    expect(routes.category('damen')).toBe('/product-category/damen');
    expect(routes.product('hemd-größe')).toBe('/product/hemd-gr%C3%B6%C3%9Fe');
    expect(routes.gender('herren')).toBe('/herren');
  });

  it('does not encode a WordPress slug twice', () => {
    expect(routes.product('hemd-gr%c3%b6%c3%9fe')).toBe('/product/hemd-gr%C3%B6%C3%9Fe');
    expect(routes.product('100%-leinen')).toBe('/product/100%25-leinen');
  });
});
