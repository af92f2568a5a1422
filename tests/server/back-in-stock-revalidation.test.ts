import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import { unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/**
 * The back-in-stock mail's link must open a page that already shows the stock: the change feed
 * tells the storefront (its signed revalidation route) before it mails the subscribers. A stand-in
 * storefront answers the revalidation of the restocked product slowly, as a busy one may; the
 * mail may only go out after that answer.
 *
 * On PGlite only: on the shared PostgreSQL database of the test run every file's backend runs the
 * notifier, most without a storefront to follow, and any of them may deliver a batch.
 */
const ADMIN_SECRET = 'test-admin-secret-0123456789abcdef';
const SLOW_ANSWER_MS = 2000;
const env: Record<string, string> = { STOREFRONT_URL: 'https://shop.example', ADMIN_SECRET, REVALIDATE_SECRET: 'test-revalidate-secret-0123456789' };

/** The revalidations the stand-in storefront answered: their tags, when each came in and was answered. */
const answered: { tags: string[]; receivedAt: number; answeredAt: number }[] = [];
let watchedTag = '';
const storefront = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  const receivedAt = Date.now();
  request.on('end', () => {
    const tags = (JSON.parse(body) as { tags: string[] }).tags;
    const answer = () => {
      answered.push({ tags, receivedAt, answeredAt: Date.now() });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    };
    if (tags.includes(watchedTag)) setTimeout(answer, SLOW_ANSWER_MS);
    else answer();
  });
});

describe.skipIf(inject('testBackend').databaseUrl)('back-in-stock mails after the storefront was told', () => {
  // Before the backend starts (hooks run in order): it reads the route's address from `env`.
  beforeAll(async () => {
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    env.STOREFRONT_REVALIDATE_URL = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/api/revalidate`;
  });
  afterAll(() => new Promise<void>((resolve) => storefront.close(() => resolve())));

  const backend = startTestBackend({ env });

  type Item = { productId: number; variationId: number; slug: string; quantity: number | null; manage: boolean };
  let item: Item;

  beforeAll(async () => {
    // Not a product other files restock or buy (they take the first or last ones, or named ones).
    const [row] = await backend.running.db.query<Item>(
      `SELECT p.id AS "productId", v.id AS "variationId", p.slug, v.stock_quantity AS quantity, v.manage_stock AS manage
         FROM product p JOIN product_variation v ON v.product_id = p.id AND v.status = 'publish'
        WHERE p.type = 'variable' AND p.status = 'publish' AND v.manage_stock AND v.backorders = 'no' AND v.stock_status = 'instock' AND v.stock_quantity >= 5
        ORDER BY md5(p.slug), v.id LIMIT 1`,
    );
    item = row!;
    watchedTag = `product:${item.slug}`;
  });
  afterAll(async () => {
    if (item) await setStock({ manage_stock: item.manage, stock_quantity: item.quantity });
  });

  async function setStock(body: Record<string, unknown>) {
    const response = await fetch(`${backend.url}/wp-json/wc/v3/products/${item.productId}/variations/${item.variationId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_SECRET}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }

  async function post(route: string, body: unknown) {
    const response = await fetch(`${backend.url}/wp-json/vitrine/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedAddress(testAddress()) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  async function mailTo(to: string, subjectPart: string): Promise<CaughtMail> {
    const summary = await waitFor(async () => {
      const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
      return ((await response.json()) as { messages: CaughtMailSummary[] }).messages.find((mail) => mail.subject?.includes(subjectPart));
    });
    return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
  }

  it('mails the subscribers of a restocked item only after the storefront has answered its revalidation', async () => {
    await setStock({ stock_quantity: 0 });
    const email = `${unique('wartend')}@example.com`;
    expect(await post('back-in-stock/subscribe', { email, locale: 'de_DE', productId: item.productId, variationId: item.variationId })).toEqual({ status: 'check_inbox' });
    const confirmation = await mailTo(email, 'Bitte bestätigen Sie');
    const key = new URL(/https:\/\/shop\.example\/back-in-stock\/confirm\S+/.exec(confirmation.text ?? '')![0]).searchParams.get('key');
    expect(await post('back-in-stock/confirm', { key })).toEqual({ status: 'confirmed' });

    const restockedAt = Date.now();
    await setStock({ stock_quantity: 5 });
    await mailTo(email, 'Wieder da');
    const seenAt = Date.now();
    // The storefront had answered the restock's revalidation by the time the mail was there.
    const revalidation = answered.find((request) => request.tags.includes(watchedTag) && request.receivedAt >= restockedAt);
    expect(revalidation, 'the revalidation of the restocked product, answered before the mail').toBeDefined();
    expect(revalidation!.answeredAt).toBeLessThanOrEqual(seenAt);
  }, 40_000);
});
