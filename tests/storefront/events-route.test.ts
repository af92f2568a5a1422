import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/lib/checkout/order';
import { PURCHASE_PROOF_HEADER, signPurchase } from '@/lib/analytics/purchase-proof-signature';
import { ORDER_CONFIRMATION_COOKIE } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));
/** The browser's cookies as the route reads them (next/headers), set per test. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
const { POST } = await import('@/app/api/events/route');
const { sealConfirmation } = await import('@/lib/checkout/confirmation');

/** The storefront's /api/events: hands the browser's analytics events to the backend, or drops them where there is none. */
const event = { event: 'view_item', ecommerce: { currency: 'EUR', value: 10, items: [{ item_id: '1', item_name: 'Hemd', price: 10, quantity: 1 }] } };
const post = (body: string, type = 'application/json') => POST(new Request('http://shop.test/api/events', { method: 'POST', headers: { 'content-type': type }, body }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  jar.clear();
});

const address = { firstName: 'Erika', lastName: 'Muster', company: '', address1: 'Hauptstraße 1', address2: '', city: 'Berlin', state: '', postcode: '10115', country: 'DE', email: 'erika@example.com', phone: '' };
const placed = (id: number): OrderView => ({
  id,
  number: String(id),
  date: null,
  status: 'processing',
  paymentMethodTitle: 'Nachnahme',
  customerNote: null,
  lines: [],
  coupons: [],
  giftCards: [],
  shippingMethod: null,
  totals: { subtotalCents: 1000, discountCents: 0, shippingCents: 0, taxCents: 160, totalCents: 1000 },
  billing: address,
  shipping: null,
  downloads: [],
});
const purchase = (orderId: string) => JSON.stringify({ event: 'purchase', ecommerce: { currency: 'EUR', value: 10, transaction_id: orderId, items: [] } });

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

  it('hands on a purchase only from the browser that placed the order, with the proof the backend asks for', async () => {
    vi.stubEnv('SHOP_FORMS_URL', 'http://backend.test/wp-json/vitrine/v1');
    vi.stubEnv('STOREFRONT_COOKIE_SECRET', 'a-storefront-cookie-secret-of-at-least-32-chars');
    vi.stubEnv('CLIENT_ADDRESS_SECRET', 'the-secret-storefront-and-backend-share');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    // A browser with no order of its own naming a real order number: dropped here.
    expect((await post(purchase('4711'))).status).toBe(204);
    expect(fetchSpy).not.toHaveBeenCalled();
    // The buyer of 4712 naming 4711: dropped too.
    jar.set(ORDER_CONFIRMATION_COOKIE, (await sealConfirmation(placed(4712)))!);
    expect((await post(purchase('4711'))).status).toBe(204);
    expect(fetchSpy).not.toHaveBeenCalled();
    // The buyer's own order: handed on with the proof for that order.
    expect((await post(purchase('4712'))).status).toBe(204);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const sent = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(sent.get(PURCHASE_PROOF_HEADER)).toBe(signPurchase('4712', 'the-secret-storefront-and-backend-share'));
  });
});
