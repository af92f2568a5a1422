import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { POST } = await import('@/app/api/events/route');

/** The storefront's /api/events: hands the browser's analytics events to the backend, or drops them where there is none. */
const event = { event: 'view_item', ecommerce: { currency: 'EUR', value: 10, items: [{ item_id: '1', item_name: 'Hemd', price: 10, quantity: 1 }] } };
const post = (body: string, type = 'application/json') => POST(new Request('http://shop.test/api/events', { method: 'POST', headers: { 'content-type': type }, body }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('POST /api/events', () => {
  it('forwards an event to the backend’s endpoint and answers as it does', async () => {
    vi.stubEnv('SHOP_FORMS_URL', 'http://backend.test/wp-json/vitrine/v1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    expect((await post(JSON.stringify(event))).status).toBe(204);
    expect(fetchSpy).toHaveBeenCalledWith('http://backend.test/wp-json/vitrine/v1/events', expect.objectContaining({ method: 'POST', body: JSON.stringify(event) }));
    fetchSpy.mockResolvedValue(Response.json({ code: 'too_many_requests' }, { status: 429 }));
    expect((await post(JSON.stringify(event))).status).toBe(429);
  });

  it('drops the event quietly against a store without the endpoint (a real WooCommerce)', async () => {
    vi.stubEnv('SHOP_FORMS_URL', 'none');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await post(JSON.stringify(event))).status).toBe(204);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.stubEnv('SHOP_FORMS_URL', 'http://store.test/wp-json/vitrine/v1');
    fetchSpy.mockResolvedValue(new Response('Not found', { status: 404 }));
    expect((await post(JSON.stringify(event))).status).toBe(204);
  });

  it('takes JSON only, a few KiB at most', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await post(JSON.stringify(event), 'text/plain')).status).toBe(415);
    expect((await post(JSON.stringify({ ...event, padding: 'x'.repeat(9000) }))).status).toBe(413);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stops reading a body past the limit: a client streaming megabytes is cut off after a few KiB', async () => {
    let pulled = 0;
    // 1 KiB chunks without end and without Content-Length, as a chunked upload sends them.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    const request = new Request('http://shop.test/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half' } as RequestInit);
    expect((await POST(request)).status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });
});
