import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

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

const { placeOrder, getCountryStates } = await import('@/lib/checkout/actions');
const { openConfirmation } = await import('@/lib/checkout/confirmation');

// A session token whose `exp` lies far ahead (the cookie module keeps only live tokens).
const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_102_444_800 })).toString('base64url')}.c2ln`;
const shown = { needsShipping: true, needsPayment: true, allowedCountries: ['DE', 'AT'] };
const address = { firstName: 'Erika', lastName: 'Mustermann', company: '', address1: 'Hauptstraße 1', address2: '', city: 'Berlin', state: '', postcode: '10115', country: 'DE', email: 'erika@example.com', phone: '' };
const form = (changes: Record<string, unknown> = {}) => ({
  billing: address,
  shipping: { ...address, email: '' },
  shipToDifferentAddress: false,
  customerNote: 'Bitte klingeln',
  paymentMethod: 'stripe',
  card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  paymentIntentId: '',
  attemptId: 'attempt-0001',
  ...changes,
});

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  request.cookies.clear();
  request.cookies.set('woocommerce-session', TOKEN);
  request.acceptLanguage = null;
});
afterEach(() => vi.restoreAllMocks());

describe('checkout server actions', () => {
  it('refuse fields the shop would refuse, in the shopper’s language, without asking the backend', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await placeOrder(form({ billing: { ...address, postcode: '1234', email: 'nope' } }), shown);
    expect(result).toEqual({ ok: false, kind: 'invalid', message: 'Bitte prüfen Sie die markierten Felder.', fields: { 'billing.postcode': 'postcode', 'billing.email': 'email' } });
    request.cookies.set('locale', 'en_US');
    expect(await placeOrder({ billing: 'x' }, shown)).toMatchObject({ ok: false, kind: 'invalid', message: 'Please check the highlighted fields.' });
    expect(await getCountryStates('zz; drop')).toMatchObject({ ok: false, kind: 'invalid' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('send the card to the backend’s test mode only as payment fields, no amounts, and remember the order for the guest', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 321, orderKey: 'wc_order_Ab-1_x' } } } }));
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'info')];

    expect(await placeOrder(form(), shown)).toEqual({ ok: true, value: { id: 321 } });

    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { variables: { input: Record<string, unknown> } };
    const input = body.variables.input;
    expect(input).toMatchObject({ clientMutationId: 'attempt-0001', paymentMethod: 'stripe', shipToDifferentAddress: false, customerNote: 'Bitte klingeln' });
    expect(input.metaData).toEqual([
      { key: 'wpml_language', value: 'de' },
      { key: '_card_number', value: '4242 4242 4242 4242' },
      { key: '_card_expiry', value: '12/34' },
      { key: '_card_cvc', value: '123' },
    ]);
    expect(JSON.stringify(input)).not.toMatch(/total|price|amount/i);
    // Goods go to the billing address: named as the shipping address too (a real store copies nothing).
    const { email: _email, ...shippingAddress } = address;
    expect(input.shipping).toEqual(shippingAddress);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    // The confirmation the order pages show this browser: signed, the key nowhere in it.
    const confirmation = await openConfirmation(request.cookies.get('vitrine-order') ?? null);
    expect(confirmation?.order.id).toBe(321);
    expect(request.cookies.get('vitrine-order')).not.toContain('wc_order_');
  });

  it('send no card for cash on delivery: only the order’s language', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 5, orderKey: 'wc_order_x' } } } }));
    await placeOrder(form({ paymentMethod: 'cod', card: { number: '', expiry: '', cvc: '' } }), shown);
    const input = (JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { variables: { input: Record<string, unknown> } }).variables.input;
    expect(input.metaData).toEqual([{ key: 'wpml_language', value: 'de' }]);
  });

  it('send a guest’s new account (username and password) only when asked for, and refuse an empty username', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 6, orderKey: 'wc_order_y' } } } }));
    await placeOrder(form({ paymentMethod: 'cod', account: { username: ' erika ', password: 'geheim-1' } }), shown);
    const input = (JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { variables: { input: Record<string, unknown> } }).variables.input;
    expect(input.account).toEqual({ username: 'erika', password: 'geheim-1' });
    await placeOrder(form({ paymentMethod: 'cod', account: null }), shown);
    const second = (JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body)) as { variables: { input: Record<string, unknown> } }).variables.input;
    expect(second).not.toHaveProperty('account');
    expect(await placeOrder(form({ account: { username: '', password: 'x' } }), shown)).toMatchObject({ ok: false, kind: 'invalid', fields: { 'account.username': 'required' } });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('show a decline translated, and the first of the shop’s notices', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer({ data: { checkout: null }, errors: [{ message: 'Your card was declined.', path: ['checkout'] }] }));
    expect(await placeOrder(form(), shown)).toEqual({ ok: false, kind: 'user', message: 'Ihre Karte wurde abgelehnt.' });
    expect(request.cookies.has('vitrine-order')).toBe(false);

    request.cookies.set('locale', 'fr_FR');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({ data: { checkout: null }, errors: [{ message: 'Billing Phone is not a valid phone number. Invalid payment method.', path: ['checkout'] }] }),
    );
    expect(await placeOrder(form(), shown)).toEqual({ ok: false, kind: 'user', message: 'Le numéro de téléphone n’est pas valide.', fields: { 'billing.phone': 'phone' } });
  });
});
