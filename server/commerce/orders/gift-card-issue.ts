import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db';
import { voucherCreditPerUnit } from '../pricing';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const VALID_YEARS = 3;

function newGiftCardCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `GC-${part()}-${part()}`;
}

/** Whether the order bought a gift voucher (the lines issueGiftCards reads): its codes wait for the payment. */
export async function hasGiftVoucher(q: Queryable, orderId: number): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM order_item oi JOIN product_meta pm ON pm.product_id = oi.product_id AND pm.key = 'gutscheinwert'
       WHERE oi.order_id = $1 AND oi.item_type = 'line_item') AS found`,
    [orderId],
  );
  return row?.found === true;
}

/**
 * Buying a gift voucher (a product with the `gutscheinwert` meta, its face value in euro) issues
 * one gift card per unit once the order is paid, worth the face value but never more than the
 * unit was paid (pricing/gift-vouchers.ts). The codes are kept on the order (`_gift_card_codes`)
 * for the buyer and for the mail that sends them.
 */
export async function issueGiftCards(tx: Queryable, orderId: number): Promise<string[]> {
  const lines = await tx.query<{ quantity: number; face: string; line_gross: number }>(
    `SELECT oi.quantity, pm.value AS face, oi.total + oi.total_tax AS line_gross
     FROM order_item oi JOIN product_meta pm ON pm.product_id = oi.product_id AND pm.key = 'gutscheinwert'
     WHERE oi.order_id = $1 AND oi.item_type = 'line_item'`,
    [orderId],
  );
  const codes: string[] = [];
  for (const line of lines) {
    const face = Math.round(Number(line.face) * 100);
    const balance = voucherCreditPerUnit(Number.isSafeInteger(face) ? face : null, line.line_gross, line.quantity);
    if (balance <= 0) continue;
    for (let unit = 0; unit < line.quantity; unit += 1) {
      const [row] = await tx.query<{ code: string }>(
        `INSERT INTO coupon (code, kind, description, balance, expires_at)
         VALUES ($1, 'gift_card', $2, $3, now() + make_interval(years => $4)) ON CONFLICT DO NOTHING RETURNING code`,
        [newGiftCardCode(), `Geschenkgutschein aus Bestellung ${orderId}`, balance, VALID_YEARS],
      );
      if (row) codes.push(row.code);
      else unit -= 1; // a code collision: draw again
    }
  }
  if (codes.length > 0) {
    await tx.query(`UPDATE shop_order SET meta = meta || $2::jsonb WHERE id = $1`, [
      orderId,
      JSON.stringify([{ key: '_gift_card_codes', value: codes.join(', ') }]),
    ]);
  }
  return codes;
}
