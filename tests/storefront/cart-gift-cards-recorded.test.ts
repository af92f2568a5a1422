import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { reshapeCart } from '@/lib/cart/reshape';
import { cartInvoice } from '@/lib/invoice/invoice';

/**
 * Every cart a real WooCommerce answered in the recordings (contract/recordings/buying: WooGraphQL
 * 1.0.2, a store without gift cards), read as the storefront reads it: no applied code may be
 * taken for a gift card, so the invoice's Gesamtsumme is the store's total (lib/cart/gift-cards.ts).
 */
const folder = path.resolve(__dirname, '../../contract/recordings/buying');

function isCart(value: unknown): value is CartDetailFragment {
  return typeof value === 'object' && value !== null && 'rawSubtotal' in value && 'appliedCoupons' in value && 'contents' in value;
}

/** The carts anywhere in a recording's answers. */
function cartsIn(value: unknown): CartDetailFragment[] {
  if (isCart(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(cartsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(cartsIn);
  return [];
}

const recorded = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const recording = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { exchanges?: { response?: unknown }[] };
    return (recording.exchanges ?? []).flatMap((exchange) => cartsIn(exchange.response)).map((cart) => ({ file, cart }));
  });

describe('the real store’s recorded carts', () => {
  it('include carts with a coupon applied', () => {
    expect(recorded.filter(({ cart }) => (cart.appliedCoupons ?? []).length > 0).length).toBeGreaterThan(0);
  });

  it.each(recorded.map(({ file, cart }, index) => [`${file} #${index}`, cart] as const))('%s: the lines add up, no code is a gift card, the Gesamtsumme is what is due', (_, cart) => {
    const shaped = reshapeCart(cart);
    // What the rule rests on: the store's unrounded line amounts, read in cents, make up its subtotal.
    expect(shaped.lines.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(shaped.totals.subtotalCents);
    expect(shaped.coupons.filter((coupon) => coupon.giftCard)).toEqual([]);
    const invoice = cartInvoice(shaped);
    expect(invoice.grandTotalCents).toBe(invoice.amountDueCents);
    expect(invoice.grandTotalCents).toBe(shaped.totals.totalCents);
  });
});
