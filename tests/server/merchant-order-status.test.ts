import { beforeAll, describe, expect, it } from 'vitest';
import { refreshDerivedCatalog } from '@/server/commerce/catalog/derived-columns';
import { unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { merchantOrders } from './merchant-orders';

/**
 * The merchant completes an order (shipped) or cancels one that will not be delivered, through
 * WooCommerce REST's `PUT /wc/v3/orders/<id>` {"status": …} (server/commerce/orders/update-order.ts).
 * A cancellation gives back what the order took — stock, coupon uses, gift-card credit — once,
 * however often it is sent; the shopper is told in the order's language.
 */
const backend = startTestBackend();
const orders = merchantOrders(backend);
let picks: Awaited<ReturnType<typeof pickProducts>>;

/** Products of this file only, so that no other file's orders move their stock (the PostgreSQL pass shares one database). */
async function stockedProduct(stock: number | null, backorders: 'no' | 'yes' = 'no'): Promise<number> {
  const [row] = await backend.running.db.query<{ id: number }>(
    `INSERT INTO product (type, slug, name, price, regular_price, manage_stock, stock_quantity, stock_status, backorders)
     VALUES ('simple', $1, 'Tuch Hanne', 2500, 2500, $2::int IS NOT NULL, $2::int, 'instock', $3) RETURNING id`,
    [unique('tuch-hanne'), stock, backorders],
  );
  await refreshDerivedCatalog(backend.running.db, [row!.id]);
  return row!.id;
}

/** A variable product whose one variation (blau, M) counts its own stock, or leaves it to the product. */
async function stockedVariation(stock: number, countedBy: 'variation' | 'product' = 'variation'): Promise<{ productId: number; variationId: number }> {
  const db = backend.running.db;
  const byProduct = countedBy === 'product';
  const [product] = await db.query<{ id: number }>(
    `INSERT INTO product (type, slug, name, price, regular_price, manage_stock, stock_quantity) VALUES ('variable', $1, 'Hemd Paul', 3000, 3000, $2, $3) RETURNING id`,
    [unique('hemd-paul'), byProduct, byProduct ? stock : null],
  );
  const productId = product!.id;
  await db.query(
    `INSERT INTO product_attribute (product_id, position, taxonomy, name, options, visible, is_variation) VALUES
       ($1, 0, 'pa_color', 'pa_color', ARRAY['blau'], true, true), ($1, 1, 'pa_size', 'pa_size', ARRAY['m'], true, true)`,
    [productId],
  );
  const [variation] = await db.query<{ id: number }>(
    `INSERT INTO product_variation (product_id, price, regular_price, manage_stock, stock_quantity) VALUES ($1, 3000, 3000, $2, $3) RETURNING id`,
    [productId, !byProduct, byProduct ? null : stock],
  );
  await db.query(`INSERT INTO variation_attribute (variation_id, name, value) VALUES ($1, 'pa_color', 'blau'), ($1, 'pa_size', 'm')`, [variation!.id]);
  await refreshDerivedCatalog(db, [productId]);
  return { productId, variationId: variation!.id };
}

const stockOf = async (table: 'product' | 'product_variation', id: number) =>
  (await backend.running.db.query<{ stock_quantity: number; stock_status: string }>(`SELECT stock_quantity, stock_status FROM ${table} WHERE id = $1`, [id]))[0]!;
const salesOf = async (id: number) => (await backend.running.db.query<{ total_sales: number }>('SELECT total_sales FROM product WHERE id = $1', [id]))[0]!.total_sales;

const couponOf = async (code: string) =>
  (await backend.running.db.query<{ usage_count: number; balance: number }>('SELECT usage_count, balance FROM coupon WHERE lower(code) = lower($1)', [code]))[0]!;

beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

describe('the merchant cancels an unpaid order', () => {
  it('puts its units back (the last one sold out makes it purchasable again), frees its coupon use, and mails the shopper once', async () => {
    const productId = await stockedProduct(3);
    const shirt = await stockedVariation(2);
    const code = unique('HERBST');
    await backend.running.db.query(`INSERT INTO coupon (code, kind, description, amount, usage_limit) VALUES ($1, 'percent', '10 %', 10, 1)`, [code]);
    const email = `${unique('storno')}@example.com`;
    const orderId = await orders.placeCashOnDelivery(
      email,
      [
        { productId, quantity: 3 },
        { productId: shirt.productId, variationId: shirt.variationId, quantity: 2 },
      ],
      { coupons: [code] },
    );
    expect(await stockOf('product', productId)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
    expect(await stockOf('product_variation', shirt.variationId)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
    expect(await couponOf(code)).toMatchObject({ usage_count: 1 });

    // Twice at once: the row lock lets one cancel, the other finds it cancelled.
    const answers = await Promise.all([orders.change(orderId, { status: 'cancelled' }), orders.change(orderId, { status: 'cancelled' })]);
    expect(answers.map((answer) => [answer.status, answer.body.status])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    expect(await stockOf('product', productId)).toEqual({ stock_quantity: 3, stock_status: 'instock' });
    expect(await stockOf('product_variation', shirt.variationId)).toEqual({ stock_quantity: 2, stock_status: 'instock' });
    expect(await couponOf(code)).toMatchObject({ usage_count: 0 });
    expect((await orders.change(orderId, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf('product', productId)).toMatchObject({ stock_quantity: 3 });

    const mail = await orders.mailTo(email, /storniert$/);
    expect(mail.subject).toBe(`Ihre Bestellung ${orderId} bei Vitrine wurde storniert`);
    expect(mail.text).toContain('Sie wird nicht geliefert, und Sie müssen nichts bezahlen.');
    expect(mail.text).toContain('Tuch Hanne');
    expect(mail.text).not.toContain('Die Zahlung steht noch aus');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await orders.mailsTo(email)).filter((summary) => summary.subject?.endsWith('storniert'))).toHaveLength(1);

    // The freed stock and coupon sell again: another shopper buys all three with the same code.
    await orders.placeCashOnDelivery(`${unique('nachkauf')}@example.com`, [{ productId, quantity: 3 }], { coupons: [code] });
    expect(await couponOf(code)).toMatchObject({ usage_count: 1 });
  });

  it('gives a gift card back the credit the order took, and the mail, in the order’s language, says so without an amount to pay', async () => {
    const card = unique('KARTE');
    await backend.running.db.query(`INSERT INTO coupon (code, kind, description, balance) VALUES ($1, 'gift_card', 'Geschenkgutschein', 1000)`, [card]);
    const email = `${unique('karte-storno')}@example.com`;
    const orderId = await orders.placeCashOnDelivery(email, [{ productId: await stockedProduct(5), quantity: 1 }], {
      coupons: [card],
      input: { metaData: [{ key: 'wpml_language', value: 'en' }] },
    });
    expect(await couponOf(card)).toEqual({ usage_count: 1, balance: 0 });

    expect((await orders.change(orderId, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect(await couponOf(card)).toEqual({ usage_count: 0, balance: 1000 });
    const mail = await orders.mailTo(email, /has been cancelled$/);
    expect(mail.text).toContain('The credit your gift card paid towards this order is back on the card.');
    expect(mail.text).not.toContain('Amount due');
  });

  it('gives back exactly what checkout took: not to a stock counted only since, to the product that counts a variation’s stock, and with the status the quantity calls for', async () => {
    const uncounted = await stockedProduct(null);
    const backordered = await stockedProduct(0, 'yes');
    const shirt = await stockedVariation(4, 'product');
    const email = `${unique('genau')}@example.com`;
    const orderId = await orders.placeCashOnDelivery(email, [
      { productId: uncounted, quantity: 2 },
      { productId: backordered, quantity: 2 },
      { productId: shirt.productId, variationId: shirt.variationId, quantity: 1 },
    ]);
    expect(await stockOf('product', backordered)).toEqual({ stock_quantity: -2, stock_status: 'onbackorder' });
    expect(await stockOf('product', shirt.productId)).toMatchObject({ stock_quantity: 3 });
    expect(await salesOf(uncounted)).toBe(2);
    // Meanwhile the merchant counts the first product (5 on the shelf) and stops backorders on the second.
    await backend.running.db.query('UPDATE product SET manage_stock = true, stock_quantity = 5 WHERE id = $1', [uncounted]);
    await backend.running.db.query(`UPDATE product SET backorders = 'no' WHERE id = $1`, [backordered]);

    expect((await orders.change(orderId, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf('product', uncounted)).toEqual({ stock_quantity: 5, stock_status: 'instock' });
    expect(await salesOf(uncounted)).toBe(0);
    expect(await stockOf('product', backordered)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
    expect(await stockOf('product', shirt.productId)).toEqual({ stock_quantity: 4, stock_status: 'instock' });
  });

  it('cancels an order gift cards paid in full (no money to refund), and the card gets its credit back', async () => {
    const card = unique('VOLL');
    await backend.running.db.query(`INSERT INTO coupon (code, kind, description, balance) VALUES ($1, 'gift_card', 'Geschenkgutschein', 10000)`, [card]);
    const email = `${unique('voll-karte')}@example.com`;
    const orderId = await orders.placeCashOnDelivery(email, [{ productId: await stockedProduct(3), quantity: 1 }], { coupons: [card] });
    const paidBefore = (await backend.running.db.query<{ paid_at: Date | null; total: number }>('SELECT paid_at, total FROM shop_order WHERE id = $1', [orderId]))[0]!;
    expect(paidBefore.total).toBe(0);
    expect(paidBefore.paid_at).not.toBeNull();

    expect((await orders.change(orderId, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect(await couponOf(card)).toEqual({ usage_count: 0, balance: 10000 });
    expect((await orders.mailTo(email, /storniert$/)).text).toContain('Das Guthaben, das Ihre Geschenkkarte für diese Bestellung gezahlt hat, steht wieder auf der Karte.');
  });

  it('refuses a paid order, and a status it does not set, and changes nothing', async () => {
    const productId = await stockedProduct(4);
    const orderId = await orders.placeCashOnDelivery(`${unique('bezahlt-storno')}@example.com`, [{ productId, quantity: 1 }]);
    expect((await orders.change(orderId, { set_paid: true, status: 'cancelled' })).status).toBe(400);
    expect((await orders.change(orderId, { status: 'refunded' })).status).toBe(400);
    expect((await orders.change(orderId, { status: 'cancelled', transaction_id: 'X-1' })).status).toBe(400);
    expect((await orders.change(orderId)).status).toBe(200);

    expect(await orders.change(orderId, { status: 'cancelled' })).toEqual({
      status: 400,
      body: {
        code: 'woocommerce_rest_order_paid',
        message: `Order ${orderId} is paid: this backend cancels only orders that took no money, since a paid order is refunded and it records no refunds.`,
      },
    });
    expect(await stockOf('product', productId)).toMatchObject({ stock_quantity: 3 });
  });
});

describe('the merchant completes an order', () => {
  it('refuses an unpaid one; with its payment in the same request it completes, and the shopper gets one mail that thanks them', async () => {
    const email = `${unique('versand')}@example.com`;
    const orderId = await orders.placeCashOnDelivery(email, [{ productId: await stockedProduct(2), quantity: 1 }]);

    const unpaid = await orders.change(orderId, { status: 'completed' });
    expect(unpaid.body).toEqual({
      code: 'woocommerce_rest_order_not_paid',
      message: `Order ${orderId} is not paid: record its payment ("set_paid": true) before completing it, or in the same request.`,
    });
    expect(unpaid.status).toBe(400);

    const done = await orders.change(orderId, { set_paid: true, transaction_id: `NN-${orderId}`, status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', transaction_id: `NN-${orderId}` });
    expect(done.body.date_paid_gmt).toMatch(/^\d{4}-/);
    expect(done.body.date_completed_gmt).toMatch(/^\d{4}-/);
    expect((await orders.change(orderId, { status: 'completed' })).status).toBe(200);

    const mail = await orders.mailTo(email, /abgeschlossen$/);
    expect(mail.subject).toBe(`Ihre Bestellung ${orderId} bei Vitrine ist abgeschlossen`);
    // Cash on delivery is completed after the handover: not "on its way".
    expect(mail.text).toContain('Hallo Jonas, vielen Dank für Ihren Einkauf: Wir haben Ihre Bestellung abgeschlossen.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = (await orders.mailsTo(email)).map((summary) => summary.subject ?? '');
    expect(subjects.filter((subject) => subject.endsWith('abgeschlossen'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Zahlung erhalten'))).toHaveLength(0);
  });

  it('does not complete or cancel a cancelled order, and does not revive it by paying', async () => {
    const orderId = await orders.placeCashOnDelivery(`${unique('tot')}@example.com`, [{ productId: picks.voucher.id, quantity: 1 }]);
    expect((await orders.change(orderId, { status: 'cancelled' })).status).toBe(200);
    expect((await orders.change(orderId, { set_paid: true, status: 'completed' })).body.code).toBe('woocommerce_rest_order_not_payable');
    expect((await orders.change(orderId, { status: 'completed' })).body.code).toBe('woocommerce_rest_order_not_paid');
    expect((await orders.change(orderId, { status: 'cancelled' })).body.status).toBe('cancelled');
  });
});
