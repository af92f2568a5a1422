import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/server/commerce/limits/policy';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { sleep, waitFor } from '../mail/helpers';
import { unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/**
 * Back-in-stock alerts over HTTP (server/commerce/back-in-stock): the forms API's routes, the
 * stock route the merchant restocks through, the change feed's notifier, the mail in the catcher.
 */
const ADMIN_SECRET = 'test-admin-secret-0123456789abcdef';
const backend = startTestBackend({ env: { STOREFRONT_URL: 'https://shop.example', ADMIN_SECRET } });

type Item = { productId: number; variationId: number; slug: string; color: string; size: string; quantity: number | null; status: string; manage: boolean };
let item: Item;
let simple: { productId: number; quantity: number | null; status: string; manage: boolean };

beforeAll(async () => {
  const [row] = await backend.running.db.query<Item>(
    `SELECT p.id AS "productId", v.id AS "variationId", p.slug, c.value AS color, s.value AS size,
            v.stock_quantity AS quantity, v.stock_status AS status, v.manage_stock AS manage
       FROM product p JOIN product_variation v ON v.product_id = p.id AND v.status = 'publish'
       JOIN variation_attribute c ON c.variation_id = v.id AND c.name = 'pa_color'
       JOIN variation_attribute s ON s.variation_id = v.id AND s.name = 'pa_size'
      WHERE p.type = 'variable' AND p.status = 'publish' AND v.manage_stock AND v.backorders = 'no' AND v.stock_status = 'instock' AND v.stock_quantity >= 5
      ORDER BY p.id DESC, v.id LIMIT 1`,
  );
  const [simpleRow] = await backend.running.db.query<typeof simple>(
    `SELECT id AS "productId", stock_quantity AS quantity, stock_status AS status, manage_stock AS manage FROM product
      WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND manage_stock AND backorders = 'no' AND stock_quantity >= 5 ORDER BY id DESC LIMIT 1`,
  );
  item = row!;
  simple = simpleRow!;
});

afterAll(async () => {
  // The seeded stock as it was: other test files on a shared database count on it.
  if (item) await setStock(item.productId, item.variationId, { manage_stock: item.manage, stock_quantity: item.quantity });
  if (simple) await setStock(simple.productId, null, { manage_stock: simple.manage, stock_quantity: simple.quantity });
});

async function setStock(productId: number, variationId: number | null, body: Record<string, unknown>, secret = ADMIN_SECRET) {
  const path = variationId === null ? `/wp-json/wc/v3/products/${productId}` : `/wp-json/wc/v3/products/${productId}/variations/${variationId}`;
  const response = await fetch(`${backend.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function post(route: string, body: unknown, address = testAddress()) {
  const response = await fetch(`${backend.url}/wp-json/vitrine/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedAddress(address) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function summaries(to: string): Promise<CaughtMailSummary[]> {
  const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: CaughtMailSummary[] }).messages;
}

async function mailTo(to: string, subjectPart: string): Promise<CaughtMail> {
  const summary = await waitFor(async () => (await summaries(to)).find((mail) => mail.subject?.includes(subjectPart)));
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
}

const header = (mail: CaughtMail, name: string) => mail.headers.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.value;
const linkIn = (mail: CaughtMail, path: string) => new URL(new RegExp(`https://shop\\.example${path}\\S+`).exec(mail.text ?? '')![0]);

/** Lets the change feed (1 s) and the outbox's sender do whatever they would, so "no mail" is checked after they had their chance. */
const settle = () => sleep(3000);

const subscribeTo = (email: string, target: { productId: number; variationId: number | null }, locale = 'de_DE', address?: string) =>
  post('back-in-stock/subscribe', { email, locale, productId: target.productId, variationId: target.variationId }, address);

/** Subscribes and confirms by the mailed link; returns the confirmation mail. */
async function confirmedAlert(email: string, target: { productId: number; variationId: number | null }, locale = 'de_DE') {
  expect(await subscribeTo(email, target, locale)).toEqual({ status: 200, body: { status: 'check_inbox' } });
  const mail = await mailTo(email, '');
  const key = linkIn(mail, '/back-in-stock/confirm').searchParams.get('key')!;
  expect((await post('back-in-stock/confirm', { key })).body).toEqual({ status: 'confirmed' });
  return mail;
}

describe('back-in-stock alerts', () => {
  it('mails each confirmed subscriber once, in their language, with a link to the variation, when the merchant restocks', async () => {
    expect((await setStock(item.productId, item.variationId, { stock_quantity: 0 })).body).toMatchObject({ stock_status: 'outofstock' });
    const email = `${unique('wartend')}@example.com`;
    const confirmation = await confirmedAlert(email, item, 'fr_FR');
    expect(confirmation.subject).toContain('Veuillez confirmer');
    expect(header(confirmation, 'list-unsubscribe')).toMatch(/^<https:\/\/shop\.example\/api\/back-in-stock\/unsubscribe\?token=/);
    expect(header(confirmation, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    expect((await setStock(item.productId, item.variationId, { stock_quantity: 4 })).body).toMatchObject({ stock_status: 'instock', stock_quantity: 4 });
    const alert = await mailTo(email, 'De retour en stock');
    const link = linkIn(alert, '/product/');
    expect(link.pathname).toBe(`/product/${item.slug}`);
    expect(link.searchParams.get('attribute_pa_color')).toBe(item.color);
    expect(link.searchParams.get('attribute_pa_size')).toBe(item.size);
    expect(alert.text).toContain('https://shop.example/back-in-stock/unsubscribe?token=');
    expect(header(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Sold out and back again: the same subscription is not mailed a second time.
    await setStock(item.productId, item.variationId, { stock_quantity: 0 });
    await setStock(item.productId, item.variationId, { stock_quantity: 6 });
    await settle();
    expect(await summaries(email)).toHaveLength(2);
  });

  it('sends nothing before the confirmation, and alerts at once when the item came back meanwhile', async () => {
    await setStock(simple.productId, null, { stock_quantity: 0 });
    const email = `${unique('geduldig')}@example.com`;
    expect((await subscribeTo(email, { productId: simple.productId, variationId: null }, 'en_US')).body).toEqual({ status: 'check_inbox' });
    const confirmation = await mailTo(email, 'Please confirm');
    await setStock(simple.productId, null, { stock_quantity: 3 });
    await settle();
    expect(await summaries(email)).toHaveLength(1);
    const key = linkIn(confirmation, '/back-in-stock/confirm').searchParams.get('key')!;
    expect((await post('back-in-stock/confirm', { key })).body).toEqual({ status: 'confirmed' });
    await mailTo(email, 'Back in stock');
    expect((await post('back-in-stock/confirm', { key })).body).toEqual({ status: 'invalid' });
  });

  it('stops with the unsubscribe link: no alert after restocking', async () => {
    await setStock(item.productId, item.variationId, { stock_quantity: 0 });
    const email = `${unique('abgemeldet')}@example.com`;
    const confirmation = await confirmedAlert(email, item);
    const token = linkIn(confirmation, '/back-in-stock/unsubscribe').searchParams.get('token')!;
    expect((await post('back-in-stock/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
    expect((await post('back-in-stock/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
    expect((await post('back-in-stock/unsubscribe', { token: `${token.split('.')[0]}.${'A'.repeat(43)}` })).body).toEqual({ status: 'invalid' });
    await setStock(item.productId, item.variationId, { stock_quantity: 5 });
    await settle();
    expect(await summaries(email)).toHaveLength(1);
  });

  it('refuses a bad address, an item in stock and a variation of another product, without mail', async () => {
    await setStock(item.productId, item.variationId, { stock_quantity: 0 });
    expect(await subscribeTo('kein-at-zeichen', item)).toEqual({ status: 400, body: { code: 'invalid', fields: ['email'] } });
    expect(await post('back-in-stock/subscribe', { email: 'a@example.com', locale: 'xx_XX', productId: item.productId })).toMatchObject({ status: 400, body: { fields: ['locale'] } });
    const email = `${unique('falsch')}@example.com`;
    expect((await subscribeTo(email, { productId: simple.productId, variationId: null })).body).toEqual({ status: 'in_stock' });
    expect((await subscribeTo(email, { productId: simple.productId, variationId: item.variationId })).body).toEqual({ status: 'unknown_item' });
    expect((await subscribeTo(email, { productId: item.productId, variationId: null })).body).toEqual({ status: 'unknown_item' });
    await settle();
    expect(await summaries(email)).toEqual([]);
  });

  it('limits requests per client address', async () => {
    const address = testAddress();
    for (let sent = 0; sent < LIMITS.backInStockSignupsPerAddress.points; sent += 1) {
      expect((await subscribeTo(`${unique('flut')}@example.com`, item, 'de_DE', address)).status).toBe(200);
    }
    expect(await subscribeTo(`${unique('flut')}@example.com`, item, 'de_DE', address)).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect((await subscribeTo(`${unique('flut')}@example.com`, item, 'de_DE', testAddress())).status).toBe(200);
  });

  it('opens the stock route only with the admin secret', async () => {
    expect((await setStock(item.productId, item.variationId, { stock_quantity: 9 }, 'wrong-secret-0123456789')).status).toBe(401);
    expect((await setStock(item.productId, 999_999_999, { stock_quantity: 9 })).status).toBe(404);
    expect((await setStock(item.productId, item.variationId, { stock_quantity: 'many' })).status).toBe(400);
  });
});
