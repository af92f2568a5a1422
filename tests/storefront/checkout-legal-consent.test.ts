import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string) => request.cookies.set(name, value),
  }),
  headers: async () => new Headers(),
}));
const redirected = vi.hoisted(() => ({ to: null as string | null }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    redirected.to = to;
  },
}));
// The store setting under test: the terms checkbox, switched per test.
const settings = vi.hoisted(() => ({ requireTermsCheckbox: false }));
vi.mock('@/lib/config/store-settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config/store-settings')>();
  return {
    ...original,
    storeSettings: new Proxy(original.storeSettings, {
      get: (target, key) => (key === 'requireTermsCheckbox' ? settings.requireTermsCheckbox : target[key as keyof typeof target]),
    }),
  };
});

const { placeOrder, placeOrderWithoutScript } = await import('@/lib/checkout/actions');

/**
 * The order button's legal consent (docs/behaviour.md §4): where the store settings ask for the
 * terms checkbox, the server refuses an order without it, in the shopper's language, keeping what
 * was typed; without the setting nothing is asked. And the order carries the language it was
 * placed in, for its mails.
 */

const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_102_444_800 })).toString('base64url')}.c2ln`;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const shown = { needsShipping: true, needsPayment: true, allowedCountries: ['DE'] };
const address = { firstName: 'Erika', lastName: 'Mustermann', company: '', address1: 'Hauptstraße 1', address2: '', city: 'Berlin', state: '', postcode: '10115', country: 'DE', email: 'erika@example.com', phone: '' };
const form = (changes: Record<string, unknown> = {}) => ({
  billing: address,
  shipping: { ...address, email: '' },
  shipToDifferentAddress: false,
  customerNote: 'Bitte klingeln',
  paymentMethod: 'cod',
  card: { number: '', expiry: '', cvc: '' },
  paymentIntentId: '',
  attemptId: 'attempt-0001',
  ...changes,
});
const checkoutPage = {
  cart: { isEmpty: false, needsShippingAddress: true, chosenShippingMethods: ['flat_rate:2'], rawTotal: '59.90', appliedCoupons: null, availableShippingMethods: [], contents: { itemCount: 1, productCount: 1, nodes: [] } },
  customer: { billing: null, shipping: null },
  paymentGateways: { nodes: [{ id: 'cod', title: 'Nachnahme', description: null }] },
  allowedCountries: ['DE'],
};

function mockBackend() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    if (body.query.includes('mutation Checkout')) return json({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 88, orderKey: 'wc_order_z' } } } });
    return json({ data: checkoutPage });
  });
}
const checkoutInputs = (fetchSpy: ReturnType<typeof mockBackend>) =>
  fetchSpy.mock.calls
    .map((call) => JSON.parse(String(call[1]?.body)) as { query: string; variables: { input?: Record<string, unknown> } })
    .filter((sent) => sent.query.includes('mutation Checkout'))
    .map((sent) => sent.variables.input ?? {});

beforeEach(() => {
  request.cookies.set('woocommerce-session', TOKEN);
});
afterEach(() => {
  vi.restoreAllMocks();
  request.cookies.clear();
  redirected.to = null;
  settings.requireTermsCheckbox = false;
});

describe('the terms checkbox, where the store settings ask for it', () => {
  it('is required by the server action: refused in the shopper’s language before the backend is asked, placed once ticked', async () => {
    settings.requireTermsCheckbox = true;
    const fetchSpy = mockBackend();
    expect(await placeOrder(form(), shown)).toEqual({ ok: false, kind: 'invalid', message: 'Bitte prüfen Sie die markierten Felder.', fields: { termsAccepted: 'terms' } });
    // A browser that says it showed no checkbox is not believed: the setting is the server's.
    expect(await placeOrder(form({ termsAccepted: false }), { ...shown, termsRequired: false })).toMatchObject({ ok: false, fields: { termsAccepted: 'terms' } });
    request.cookies.set('locale', 'en_US');
    expect(await placeOrder(form(), shown)).toMatchObject({ ok: false, message: 'Please check the highlighted fields.' });
    expect(checkoutInputs(fetchSpy)).toEqual([]);

    expect(await placeOrder(form({ termsAccepted: true }), shown)).toEqual({ ok: true, value: { id: 88 } });
    expect(checkoutInputs(fetchSpy)).toHaveLength(1);
  });

  it('is required without JavaScript too: the page comes back with the problem and every field kept', async () => {
    settings.requireTermsCheckbox = true;
    const fetchSpy = mockBackend();
    const data = new FormData();
    for (const [field, value] of Object.entries(address)) data.set(`billing.${field}`, value);
    data.set('payment-method', 'cod');
    data.set('customerNote', 'Bitte klingeln');
    const refused = await placeOrderWithoutScript(null, data);
    expect(redirected.to).toBeNull();
    expect(refused).toMatchObject({ message: 'Bitte prüfen Sie die markierten Felder.', fields: { termsAccepted: 'terms' } });
    expect(refused?.form.billing).toEqual(address);
    expect(refused?.form.customerNote).toBe('Bitte klingeln');
    expect(checkoutInputs(fetchSpy)).toEqual([]);

    data.set('termsAccepted', 'on');
    await placeOrderWithoutScript(null, data);
    expect(redirected.to).toContain('88');
  });

  it('is not asked for with the default settings: the notice beside the button is enough', async () => {
    const fetchSpy = mockBackend();
    expect(await placeOrder(form(), shown)).toEqual({ ok: true, value: { id: 88 } });
    expect(checkoutInputs(fetchSpy)).toHaveLength(1);
  });
});

describe('the order’s language', () => {
  it('is sent with the order as WPML keeps it, from the shopper’s language', async () => {
    const fetchSpy = mockBackend();
    for (const locale of ['de_DE', 'en_US', 'fr_FR', 'pt_BR']) {
      request.cookies.set('locale', locale);
      await placeOrder(form(), shown);
    }
    expect(checkoutInputs(fetchSpy).map((input) => input.metaData)).toEqual([
      [{ key: 'wpml_language', value: 'de' }],
      [{ key: 'wpml_language', value: 'en' }],
      [{ key: 'wpml_language', value: 'fr' }],
      [{ key: 'wpml_language', value: 'pt-br' }],
    ]);
  });
});
