import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import { unique } from './account-browser';
import { startTestBackend, TEST_CLIENT_ADDRESS_SECRET, testAddress } from './backend';
import { spyOnStorefrontFetch } from './storefront-fetch-spy';

vi.mock('server-only', () => ({}));

/**
 * The storefront's side of back-in-stock alerts (lib/forms/back-in-stock*, the confirm call, the
 * one-click route) against the embedded backend's forms API over HTTP, mail read from the catcher.
 */
const request = vi.hoisted(() => ({ locale: null as string | null, address: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'locale' && request.locale ? { value: request.locale } : undefined) }),
  headers: async () => new Headers({ 'x-vitrine-shopper-address': request.address, 'accept-language': 'de-DE' }),
}));

const { requestBackInStockAction, unsubscribeBackInStockAction } = await import('@/lib/forms/back-in-stock-action');
const { initialBackInStockState, initialAlertUnsubscribeState } = await import('@/lib/forms/back-in-stock-state');
const { confirmAlert } = await import('@/lib/forms/back-in-stock');
const oneClick = await import('@/app/api/back-in-stock/unsubscribe/route');

const backend = startTestBackend({ env: { STOREFRONT_URL: 'https://shop.example' } });
const saved = { ...process.env };
let soldOut: { productId: number; variationId: number };

beforeAll(async () => {
  process.env.SHOP_FORMS_URL = `${backend.url}/wp-json/vitrine/v1`;
  process.env.VITRINE_STOREFRONT_SERVER = '1';
  process.env.CLIENT_ADDRESS_SECRET = TEST_CLIENT_ADDRESS_SECRET;
  const [row] = await backend.running.db.query<typeof soldOut>(
    `SELECT v.product_id AS "productId", v.id AS "variationId" FROM product_variation v JOIN product p ON p.id = v.product_id
      WHERE p.status = 'publish' AND v.status = 'publish' AND v.stock_status = 'outofstock' ORDER BY v.id LIMIT 1`,
  );
  soldOut = row!;
});
afterAll(() => {
  process.env = saved;
});
beforeEach(() => {
  request.locale = null;
  request.address = testAddress();
});

function formData(fields: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
}

async function mailTo(to: string): Promise<CaughtMail> {
  const summary = await waitFor(async () => {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: CaughtMailSummary[] }).messages[0];
  });
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
}

describe('the back-in-stock form’s server action', () => {
  it('asks for the alert in the shopper’s language; the mailed link confirms once; one click unsubscribes', async () => {
    request.locale = 'it_IT';
    const email = `${unique('attesa')}@example.com`;
    const state = await requestBackInStockAction(initialBackInStockState, formData({ email, ...soldOut }));
    expect(state).toEqual({ status: 'checkInbox', email: '' });
    const mail = await mailTo(email);
    expect(mail.subject).toContain('Conferma l’avviso');
    const key = new URL(/https:\/\/shop\.example\/back-in-stock\/confirm\S+/.exec(mail.text ?? '')![0]).searchParams.get('key')!;
    expect(await confirmAlert(key)).toBe('confirmed');
    expect(await confirmAlert(key)).toBe('invalid');

    const oneClickUrl = /^<([^>]+)>$/.exec(mail.headers.find((header) => header.name.toLowerCase() === 'list-unsubscribe')!.value)![1]!;
    const get = oneClick.GET(new Request(oneClickUrl));
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toMatch(/^\/back-in-stock\/unsubscribe\?token=/);
    const post = await oneClick.POST(new Request(oneClickUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    expect(post.status).toBe(200);
    const [row] = await backend.running.db.query<{ status: string }>('SELECT status FROM back_in_stock_subscription WHERE email = $1', [email]);
    expect(row?.status).toBe('unsubscribed');
    const token = new URL(oneClickUrl).searchParams.get('token')!;
    expect(await unsubscribeBackInStockAction(initialAlertUnsubscribeState, formData({ token }))).toEqual({ status: 'unsubscribed' });
    expect(await unsubscribeBackInStockAction(initialAlertUnsubscribeState, formData({ token: 'forged' }))).toEqual({ status: 'invalid' });
  });

  it('refuses an invalid address without calling the backend, keeping what was typed', async () => {
    const storefrontFetch = spyOnStorefrontFetch();
    expect(await requestBackInStockAction(initialBackInStockState, formData({ email: 'keine-adresse', ...soldOut }))).toEqual({ status: 'invalid', email: 'keine-adresse' });
    expect(storefrontFetch.calls).toEqual([]);
    storefrontFetch.restore();
  });

  it('asks for a variation when the posted one is empty or not a sold-out item', async () => {
    const email = `${unique('wahl')}@example.com`;
    expect((await requestBackInStockAction(initialBackInStockState, formData({ email, productId: soldOut.productId, variationId: '' }))).status).toBe('chooseVariation');
    expect((await requestBackInStockAction(initialBackInStockState, formData({ email, productId: soldOut.productId + 100_000, variationId: soldOut.variationId }))).status).toBe('chooseVariation');
  });

  it('says alerts are unavailable against a store without a forms API', async () => {
    process.env.SHOP_FORMS_URL = 'none';
    try {
      expect((await requestBackInStockAction(initialBackInStockState, formData({ email: 'a@example.com', ...soldOut }))).status).toBe('unavailable');
    } finally {
      process.env.SHOP_FORMS_URL = `${backend.url}/wp-json/vitrine/v1`;
    }
  });
});
