import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/lib/checkout/order';
import { ORDER_CONFIRMATION_COOKIE, writeOrderConfirmation, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

const { MAX_CONFIRMATION_LENGTH, openConfirmation, sealConfirmation } = await import('@/lib/checkout/confirmation');
const { signCookieValue } = await import('@/lib/session/signed-cookie');
const { loadOrder } = await import('@/lib/checkout/service');
const { logOut } = await import('@/lib/account/service');

const address = { firstName: 'Erika', lastName: 'Mustermann', company: '', address1: 'Hauptstraße 1', address2: '', city: 'Berlin', state: '', postcode: '10115', country: 'DE', email: 'erika@example.com', phone: '+49 30 123456' };
const line = (id: number) => ({ id, productId: 100 + id, name: `Leinenhemd Nr. ${id} ${'x'.repeat(id % 7)}`, slug: `leinenhemd-${id}`, quantity: 1 + (id % 3), attributes: [{ name: 'size', value: 'M' }], subtotalCents: 3995 + id, totalCents: 3995 + id });

const order: OrderView = {
  id: 4711,
  number: '4711',
  date: '2026-11-26T10:20:30+01:00',
  status: 'processing',
  paymentMethodTitle: 'Nachnahme',
  customerNote: 'Bitte beim Nachbarn abgeben.',
  lines: [line(1), line(2)],
  coupons: [{ code: 'fuenfer', amountCents: 500 }],
  giftCards: [{ code: 'GC-7K2M-QX9P', amountCents: 1000 }],
  shippingMethod: 'Versand DE',
  totals: { subtotalCents: 12000, discountCents: 1500, shippingCents: 495, taxCents: 1755, totalCents: 10995 },
  billing: address,
  shipping: address,
  downloads: [{ id: 'd1', name: 'Schnittmuster', url: 'http://127.0.0.1:4000/download/abc.def.ghi', accessExpires: null, downloadsRemaining: 3 }],
};

const SECRET = 'a-storefront-cookie-secret-of-at-least-32-chars';
beforeEach(() => vi.stubEnv('STOREFRONT_COOKIE_SECRET', SECRET));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const now = new Date('2026-11-26T09:30:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the signed order confirmation', () => {
  it('gives back exactly the order the checkout answered, within one cookie', async () => {
    const token = await sealConfirmation(order, now);
    expect(token).not.toBeNull();
    expect(token!.length).toBeLessThanOrEqual(MAX_CONFIRMATION_LENGTH);
    expect(await openConfirmation(token, minutesLater(5))).toEqual({ order, omittedLines: 0 });
  });

  it('reads as nothing once altered, anywhere in it', async () => {
    const token = (await sealConfirmation(order, now))!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (part: string, at: number) => part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);
    for (const altered of [`${header}.${flip(payload, 10)}.${signature}`, `${header}.${payload}.${flip(signature, 3)}`, `${header}.${payload}.`, payload, '']) {
      expect(await openConfirmation(altered, minutesLater(1))).toBeNull();
    }
  });

  it('expires after half an hour', async () => {
    const token = await sealConfirmation(order, now);
    expect(await openConfirmation(token, minutesLater(29))).not.toBeNull();
    expect(await openConfirmation(token, minutesLater(31))).toBeNull();
  });

  it('opens only with this storefront’s secret, and only what was signed as a confirmation', async () => {
    const token = await sealConfirmation(order, now);
    vi.stubEnv('STOREFRONT_COOKIE_SECRET', 'another-storefront-secret-also-32-characters-long');
    expect(await openConfirmation(token, minutesLater(1))).toBeNull();
    vi.stubEnv('STOREFRONT_COOKIE_SECRET', SECRET);
    const otherPurpose = await signCookieValue({ order, omittedLines: 0 }, 'oauth-state', 600, now);
    expect(await openConfirmation(otherPurpose, minutesLater(1))).toBeNull();
    const wrongShape = await signCookieValue({ order: { ...order, id: 'x' }, omittedLines: 0 }, 'order-confirmation', 600, now);
    expect(await openConfirmation(wrongShape, minutesLater(1))).toBeNull();
  });

  it('keeps totals and addresses of a very long order and names the lines it left out', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => line(index + 1));
    const token = await sealConfirmation({ ...order, lines }, now);
    expect(token!.length).toBeLessThanOrEqual(MAX_CONFIRMATION_LENGTH);
    const opened = await openConfirmation(token, minutesLater(1));
    expect(opened!.omittedLines).toBeGreaterThan(0);
    expect(opened!.order.lines).toEqual(lines.slice(0, 400 - opened!.omittedLines));
    expect(opened!.order.totals).toEqual(order.totals);
    expect(opened!.order.billing).toEqual(address);
  });
});

/** A cookie jar as a page or server action sees it. */
function jar(cookies: Record<string, string>) {
  const values = new Map(Object.entries(cookies));
  return {
    values,
    get: (name: string) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void (options.maxAge === 0 ? values.delete(name) : values.set(name, value)),
  };
}

describe('which order a page may show', () => {
  it('the placing browser sees its confirmation; an id it did not place, or no cookie, asks a guest to sign in, without asking the backend', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const placing = jar({ [ORDER_CONFIRMATION_COOKIE]: (await sealConfirmation(order))! });
    expect(await loadOrder({ store: placing }, '4711')).toEqual({ kind: 'order', order, omittedLines: 0 });
    expect(await loadOrder({ store: placing }, null)).toEqual({ kind: 'order', order, omittedLines: 0 });
    expect(await loadOrder({ store: placing }, '4712')).toEqual({ kind: 'signIn' });
    expect(await loadOrder({ store: jar({}) }, '4711')).toEqual({ kind: 'signIn' });
    expect(await loadOrder({ store: jar({ 'vitrine-last-order': '4711:wc_order_abcdefghijklm' }) }, '4711')).toEqual({ kind: 'signIn' });
    expect(await loadOrder({ store: jar({ [ORDER_CONFIRMATION_COOKIE]: 'forged' }) }, null)).toEqual({ kind: 'signIn' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a signed-in customer’s order is read by DATABASE_ID, never by key; a refusal shows not found', async () => {
    const authToken = `e30.${Buffer.from(JSON.stringify({ exp: 4_102_444_800 })).toString('base64url')}.c2ln`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { order: null }, errors: [{ message: 'Not authorized to access this order', path: ['order'] }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await loadOrder({ store: jar({ 'vitrine-auth': authToken }) }, '99')).toEqual({ kind: 'notFound' });
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as { variables: Record<string, unknown> };
    expect(body.variables).toEqual({ id: '99', idType: 'DATABASE_ID' });
  });
});

describe('the confirmation cookie', () => {
  it('is httpOnly, SameSite=Lax, lives half an hour, and replaces the old order-key cookie', () => {
    const writes: { name: string; value: string; options: CookieOptions }[] = [];
    writeOrderConfirmation({ get: () => undefined, set: (name, value, options) => void writes.push({ name, value, options }) }, 'signed', { secure: true });
    expect(writes).toEqual([
      { name: ORDER_CONFIRMATION_COOKIE, value: 'signed', options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 1800 } },
      { name: 'vitrine-last-order', value: '', options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 } },
    ]);
  });

  it('goes with logout, so the next person at this browser does not see the order', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ data: { logout: { status: 'SUCCESS' } } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const store = jar({ [ORDER_CONFIRMATION_COOKIE]: (await sealConfirmation(order))!, 'vitrine-auth': 'token' });
    await logOut(store);
    expect(store.values.has(ORDER_CONFIRMATION_COOKIE)).toBe(false);
  });
});
