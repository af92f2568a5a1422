import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name) ?? '' } : undefined),
    set: (name: string, value: string) => cookieJar.set(name, value),
  }),
  headers: async () => new Headers(),
}));
const redirected = vi.hoisted(() => ({ to: null as string | null }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    redirected.to = to;
  },
}));

const { placeOrderWithoutScript, updateCheckoutAddress } = await import('@/lib/checkout/actions');

/**
 * The addresses the checkout actions send (lib/checkout/backend-inputs.ts): shipping always
 * named, equal to billing unless another was chosen, for the no-JavaScript order as for the
 * JavaScript one; the address update never asks the store to copy billing.
 */

const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_102_444_800 })).toString('base64url')}.c2ln`;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const checkoutPage = {
  cart: { isEmpty: false, needsShippingAddress: true, chosenShippingMethods: ['flat_rate:4'], rawTotal: '79.90', appliedCoupons: null, availableShippingMethods: [], contents: { itemCount: 1, productCount: 1, nodes: [] } },
  customer: { billing: null, shipping: null },
  paymentGateways: { nodes: [{ id: 'cod', title: 'Nachnahme', description: null }] },
  allowedCountries: ['DE', 'AT'],
};

function mockBackend() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    if (body.query.includes('mutation Checkout')) return json({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 77, orderKey: 'wc_order_x' } } } });
    return json({ data: checkoutPage });
  });
}

const billing = { firstName: 'Anna', lastName: 'Austria', address1: 'Kärntner Straße 1', city: 'Wien', postcode: '1010', country: 'AT', email: 'anna@example.com' };
function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set('payment-method', 'cod');
  return data;
}

afterEach(() => {
  vi.restoreAllMocks();
  cookieJar.clear();
  redirected.to = null;
});

describe('the checkout without JavaScript', () => {
  it('sends the billing address as the shipping address', async () => {
    cookieJar.set('woocommerce-session', TOKEN);
    const fetchSpy = mockBackend();
    await placeOrderWithoutScript(null, formData(Object.fromEntries(Object.entries(billing).map(([field, value]) => [`billing.${field}`, value]))));
    expect(redirected.to).toContain('77');
    const sent = fetchSpy.mock.calls.map((call) => JSON.parse(String(call[1]?.body)) as { query: string; variables: { input?: Record<string, unknown> } });
    const checkout = sent.find((request) => request.query.includes('mutation Checkout'))!.variables.input!;
    const { email: _email, ...shippingAddress } = billing;
    expect(checkout.shipToDifferentAddress).toBe(false);
    expect(checkout.shipping).toMatchObject(shippingAddress);
    expect(checkout.shipping).not.toHaveProperty('email');
  });
});

describe('a change of country at checkout', () => {
  it('names the new shipping address instead of asking the store to copy billing', async () => {
    cookieJar.set('woocommerce-session', TOKEN);
    const fetchSpy = mockBackend();
    const wien = { country: 'AT', state: '', postcode: '1010', city: 'Wien' };
    await updateCheckoutAddress({ billing: wien, shipping: null });
    const update = fetchSpy.mock.calls
      .map((call) => JSON.parse(String(call[1]?.body)) as { query: string; variables: { input?: Record<string, unknown> } })
      .find((request) => request.query.includes('mutation UpdateCustomer'))!;
    expect(update.variables.input).toEqual({ billing: wien, shipping: wien });
  });
});
