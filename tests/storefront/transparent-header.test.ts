import { describe, expect, it } from 'vitest';
import { hasTransparentHeader } from '@/components/shell/transparent-header';

describe('the transparent header over a hero', () => {
  it('is on the home and gender pages, in the browser (public paths)', () => {
    expect(['/', '/damen', '/herren', '/damen/'].map(hasTransparentHeader)).toEqual([true, true, true, true]);
    expect(['/products', '/product/damen', '/contact'].map(hasTransparentHeader)).toEqual([false, false, false]);
  });

  it('is the same when the server renders the internal route, so the cached page starts with it', () => {
    expect(['/de_DE', '/en_US/damen', '/pt_BR/herren'].map(hasTransparentHeader)).toEqual([true, true, true]);
    expect(['/de_DE/products', '/de_DE/product/damen', '/xx_XX'].map(hasTransparentHeader)).toEqual([false, false, false]);
  });
});
