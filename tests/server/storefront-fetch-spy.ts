import path from 'node:path';
import { vi } from 'vitest';

const STOREFRONT_LIB = path.join(process.cwd(), 'lib') + path.sep;

/**
 * Records the `fetch` calls the storefront's own code (lib/) makes, and only those.
 *
 * Why not every call: the test backend runs in the same process, and on a shared PostgreSQL
 * database its change feed reads products for search (over HTTP) whenever another test file
 * writes one. Such a call is no business of a test about what the storefront sends.
 */
export function spyOnStorefrontFetch() {
  const calls: { input: Parameters<typeof fetch>[0]; init: RequestInit | undefined }[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if ((new Error().stack ?? '').includes(STOREFRONT_LIB)) calls.push({ input, init });
    return realFetch(input, init);
  });
  return { calls, restore: () => spy.mockRestore() };
}
