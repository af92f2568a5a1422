import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/** The request the action runs in: its cookies and its Accept-Language. */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), acceptLanguage: null as string | null }));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
    },
  }),
  headers: async () => new Headers(request.acceptLanguage ? { 'accept-language': request.acceptLanguage } : {}),
}));

const { addToCart, applyCoupon, chooseShipping, emptyCart, getCart, removeCoupon, removeLine, updateQuantity } = await import('@/lib/cart/actions');

beforeEach(() => {
  request.cookies.clear();
  request.acceptLanguage = null;
});
afterEach(() => vi.restoreAllMocks());

describe('cart server actions', () => {
  it('refuse a bad quantity in the shopper’s language without asking the backend', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    request.cookies.set('locale', 'fr_FR');
    expect(await addToCart(12, undefined, 0)).toEqual({ ok: false, kind: 'invalid', message: 'Veuillez choisir une quantité entre 1 et 999.' });
    request.cookies.clear();
    request.acceptLanguage = 'es-ES,es;q=0.9';
    expect(await updateQuantity('abc', 1000)).toMatchObject({ ok: false, message: 'Elige una cantidad entre 1 y 999.' });
    request.acceptLanguage = null;
    expect(await applyCoupon('')).toMatchObject({ ok: false, message: 'Bitte geben Sie einen Gutscheincode ein.' });
    request.cookies.set('locale', 'en_US');
    expect(await removeCoupon(' ')).toMatchObject({ ok: false, kind: 'invalid', message: 'Please enter a coupon code.' });
    expect(await removeLine('')).toMatchObject({ ok: false, kind: 'invalid', message: 'This item is no longer in your cart.' });
    expect(await chooseShipping('')).toMatchObject({ ok: false, kind: 'invalid', message: 'Please choose a shipping method.' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('give a shopper without a session an empty cart, and start no session for it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await getCart()).toMatchObject({ ok: true, cart: { isEmpty: true, lines: [], itemCount: 0 } });
    expect(await emptyCart()).toMatchObject({ ok: true, cart: { isEmpty: true } });
    expect(request.cookies.size).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('say the shop is temporarily unavailable, in the shopper’s language, when the backend cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    request.cookies.set('locale', 'en_US');
    expect(await addToCart(12, undefined, 1)).toEqual({ ok: false, kind: 'down', message: 'The shop is temporarily unavailable. Please try again in a moment.' });
    request.cookies.set('locale', 'it_IT');
    request.cookies.set('woocommerce-session', 'token');
    expect(await getCart()).toEqual({ ok: false, kind: 'down', message: 'Il negozio è temporaneamente non disponibile. Riprova tra un momento.' });
    // The session is kept for when the backend is back.
    expect(request.cookies.get('woocommerce-session')).toBe('token');
  });

  it('say the same while the backend starts (503) or a balancer has none behind it (502), but not for its own failures (500)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const starting = { errors: [{ message: 'The shop is starting. Please try again in a moment.' }] };
    const answers = [
      new Response(JSON.stringify(starting), { status: 503, headers: { 'content-type': 'application/json' } }),
      new Response('<html>Bad Gateway</html>', { status: 502 }),
      new Response('', { status: 500 }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift() ?? new Response('', { status: 500 }));
    request.cookies.set('locale', 'de_DE');
    const shopDown = { ok: false, kind: 'down', message: 'Der Shop ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.' };
    expect(await addToCart(12, undefined, 1)).toEqual(shopDown);
    expect(await addToCart(12, undefined, 1)).toEqual(shopDown);
    expect(await addToCart(12, undefined, 1)).toMatchObject({ ok: false, kind: 'unavailable' });
  });

  it('name the shop’s shipping rates and options in the shopper’s language, by their ids', async () => {
    const cart = {
      isEmpty: false,
      needsShippingAddress: true,
      chosenShippingMethods: ['flat_rate:2'],
      rawTotal: '59.9',
      appliedCoupons: [{ code: 'fuenfer', description: '5 € ab 30 €', rawDiscountAmount: '4.2', rawDiscountTax: '0.8' }],
      availableShippingMethods: [
        {
          rates: [
            { id: 'flat_rate:2', methodId: 'flat_rate', instanceId: 2, label: 'Versand innerhalb Deutschlands', rawCost: '4.95' },
            { id: 'local_pickup:3', methodId: 'local_pickup', instanceId: 3, label: 'Abholung im Laden', rawCost: '0' },
            { id: 'table_rate:9', methodId: 'table_rate', instanceId: 9, label: 'Spedition', rawCost: '20' },
          ],
        },
      ],
      contents: {
        itemCount: 1,
        nodes: [
          {
            key: 'k1',
            quantity: 1,
            rawTotal: '54.95',
            product: { node: { databaseId: 1, name: 'Leinenkleid', slug: 'leinenkleid', giftVoucherValue: [] } },
            variation: { node: { databaseId: 2 }, attributes: [{ name: 'pa_color', label: 'Farbe', value: 'rot' }] },
          },
        ],
      },
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ data: { cart } }));
    request.cookies.set('woocommerce-session', 'token');
    request.cookies.set('locale', 'en_US');
    const english = await getCart();
    expect(english.ok && english.cart.shippingRates.map((rate) => rate.label)).toEqual(['Shipping within Germany', 'Pickup in store', 'Spedition']);
    expect(english.ok && english.cart.lines[0]?.attributes).toMatchObject([{ name: 'Color', value: 'Red' }]);
    expect(english.ok && english.cart.coupons[0]?.description).toBe('€5 off on orders from €30');
    request.cookies.set('locale', 'de_DE');
    const german = await getCart();
    expect(german.ok && german.cart.shippingRates.map((rate) => rate.label)).toEqual(['Versand innerhalb Deutschlands', 'Abholung im Laden', 'Spedition']);
  });
});
