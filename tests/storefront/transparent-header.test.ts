import { describe, expect, it } from 'vitest';
import { hasTransparentHeader } from '@/components/shell/transparent-header';

const inBrowser = (path: string) => hasTransparentHeader(path, false);
const onServer = (path: string) => hasTransparentHeader(path, true);

describe('the transparent header over a hero', () => {
  it('is on the home and gender pages, in the browser (public paths)', () => {
    expect(['/', '/damen', '/herren', '/damen/'].map(inBrowser)).toEqual([true, true, true, true]);
    expect(['/products', '/product/damen', '/contact'].map(inBrowser)).toEqual([false, false, false]);
  });

  it('is the same when the server renders the internal route, so the cached page starts with it', () => {
    expect(['/de_DE', '/en_US/damen', '/pt_BR/herren'].map(onServer)).toEqual([true, true, true]);
    expect(['/de_DE/products', '/de_DE/product/damen'].map(onServer)).toEqual([false, false]);
  });

  it('is not on a page whose public path only starts with a locale code (a 404), on either side', () => {
    expect([inBrowser('/en_US'), onServer('/de_DE/en_US')]).toEqual([false, false]);
    expect([inBrowser('/de_DE/damen'), onServer('/de_DE/de_DE/damen')]).toEqual([false, false]);
  });
});
