import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, SIGNATURE_HEADER } from '@/lib/commerce/revalidation';

vi.mock('server-only', () => ({}));
const { POST } = await import('@/app/api/revalidate/route');

/** The storefront's /api/revalidate refuses what is not the backend's signed call before doing anything. */
afterEach(() => vi.unstubAllEnvs());

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

describe('POST /api/revalidate', () => {
  it('refuses an unsigned call, and a body past its limit whether or not its length was declared', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'a-secret-of-the-shop');
    expect((await POST(request(JSON.stringify({ tags: ['products'] }), { [SIGNATURE_HEADER]: 'sha256=00' }))).status).toBe(401);
    expect((await POST(request('x'.repeat(MAX_BODY_BYTES + 1)))).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    expect((await POST(request(endless))).status).toBe(413);
    expect(pulled * 1024).toBeLessThan(MAX_BODY_BYTES + 16 * 1024);
  });
});
