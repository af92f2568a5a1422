import { describe, expect, it, vi } from 'vitest';
import { createBuildCheck } from '@/lib/client/build-check';
import { chunkReloadWindowMs, isChunkLoadError, reloadForChunkError, shouldReload } from '@/lib/client/chunk-load-guard';
import { leavesCurrentPage } from '@/lib/client/navigation-events';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('chunk-load guard', () => {
  it('recognises chunk-load errors from webpack, Turbopack and browsers', () => {
    const chunkError = new Error('Loading chunk 123 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads unless the same path was reloaded less than 10 s ago', () => {
    expect(shouldReload(null, '/products', 1_000)).toBe(true);
    expect(shouldReload({ path: '/products', at: 1_000 }, '/products', 1_000 + chunkReloadWindowMs - 1)).toBe(false);
    expect(shouldReload({ path: '/products', at: 1_000 }, '/products', 1_000 + chunkReloadWindowMs)).toBe(true);
    expect(shouldReload({ path: '/products', at: 1_000 }, '/categories', 1_500)).toBe(true);
  });

  it('remembers its reload in session storage, so a second error within 10 s does not loop', () => {
    const storage = memoryStorage();
    const location = { pathname: '/product/hemd', reload: vi.fn() };
    expect(reloadForChunkError(location, storage, 10_000)).toBe(true);
    expect(reloadForChunkError(location, storage, 15_000)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(location, storage, 25_000)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });
});

describe('build check', () => {
  it('turns stale when the server reports another build, and stays stale', async () => {
    const answers = ['build-a', 'build-b', 'build-a'];
    const check = createBuildCheck('build-a', async () => answers.shift() ?? null);
    await check.check();
    expect(check.isStale()).toBe(false);
    await check.check();
    expect(check.isStale()).toBe(true);
    await check.check();
    expect(check.isStale()).toBe(true);
  });

  it('ignores failed or empty answers', async () => {
    const failing = createBuildCheck('build-a', () => Promise.reject(new Error('offline')));
    await failing.check();
    expect(failing.isStale()).toBe(false);
    const empty = createBuildCheck('build-a', async () => null);
    await empty.check();
    expect(empty.isStale()).toBe(false);
  });
});

describe('leavesCurrentPage', () => {
  const here = new URL('https://shop.example/products?sort=price#top') as unknown as Location;
  it('is false for the same page or another hash on it', () => {
    expect(leavesCurrentPage('/products?sort=price', here)).toBe(false);
    expect(leavesCurrentPage('/products?sort=price#filters', here)).toBe(false);
  });
  it('is true for another path or query', () => {
    expect(leavesCurrentPage('/categories', here)).toBe(true);
    expect(leavesCurrentPage('/products?sort=name', here)).toBe(true);
  });
});
