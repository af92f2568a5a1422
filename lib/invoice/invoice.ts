/**
 * The totals block every surface shows (drawer, /cart, checkout, order pages, account orders),
 * derived in one place from the contract's fields (docs/woographql-contract.md §3.4).
 *
 * Under German VAT a gift card (a multi-purpose voucher) is a means of payment: it pays part of
 * the invoice and does not lower the taxable amount. So the invoice total ("Gesamtsumme", with the
 * VAT inside it) is what the goods and shipping cost after coupons, and the gift cards come after
 * it, each on its own line, before what is left to pay ("Zu zahlen"). WooGraphQL's `total` is
 * that last amount: the total after gift cards; everything else here is derived from it.
 */

import type { Cart } from '@/lib/cart/types';
import type { OrderView } from '@/lib/checkout/order';

export type InvoiceCode = { code: string; amountCents: number };

/** What a surface reads from the backend, money in cents with VAT included. */
export type InvoiceSource = {
  /** The goods before coupons. */
  subtotalCents: number;
  /** Coupons and gift cards together, as WooGraphQL's discountTotal + discountTax report them. */
  discountCents: number;
  /** Null when nothing ships (no shipping line at all). */
  shippingCents: number | null;
  /** The VAT in the invoice total (WooGraphQL's totalTax: gift cards do not change it). */
  taxCents: number;
  /** WooGraphQL's `total`: what is left to pay once gift cards paid their part. */
  totalCents: number;
  /** The gift cards that paid, in the order they were applied. */
  giftCards: readonly InvoiceCode[];
};

export type Invoice = {
  subtotalCents: number;
  /** What coupons took off: gift cards are payment, never a discount. */
  discountCents: number;
  shippingCents: number | null;
  /** "Gesamtsumme": subtotal − coupons + shipping, the amount the VAT is part of. */
  grandTotalCents: number;
  taxCents: number;
  giftCards: readonly InvoiceCode[];
  /** "Zu zahlen": the invoice total less the gift cards (WooGraphQL's `total`). */
  amountDueCents: number;
};

const sum = (codes: readonly InvoiceCode[]) => codes.reduce((total, code) => total + code.amountCents, 0);

/** The invoice total and what was left to pay, from WooGraphQL's `total` and the gift cards: all a list of orders needs. */
export function invoiceTotals(totalCents: number, giftCards: readonly InvoiceCode[]): Pick<Invoice, 'grandTotalCents' | 'amountDueCents'> {
  return { grandTotalCents: totalCents + sum(giftCards), amountDueCents: totalCents };
}

/** The invoice of a cart or an order; nothing is computed but the split of payment from discount. */
export function deriveInvoice(source: InvoiceSource): Invoice {
  return {
    subtotalCents: source.subtotalCents,
    discountCents: Math.max(0, source.discountCents - sum(source.giftCards)),
    shippingCents: source.shippingCents,
    taxCents: source.taxCents,
    giftCards: source.giftCards,
    ...invoiceTotals(source.totalCents, source.giftCards),
  };
}

/** A cart's invoice: the applied codes that are gift cards pay, the others discount (lib/cart/reshape.ts). */
export function cartInvoice(cart: Pick<Cart, 'totals' | 'coupons' | 'needsShipping'>): Invoice {
  return deriveInvoice({
    ...cart.totals,
    shippingCents: cart.needsShipping ? cart.totals.shippingCents : null,
    giftCards: cart.coupons.filter((coupon) => coupon.giftCard).map(({ code, discountCents }) => ({ code, amountCents: discountCents })),
  });
}

/**
 * An order's invoice: its coupon lines say which are gift cards (lib/checkout/order.ts). A
 * cancelled order owes nothing and its gift cards got their credit back, so it shows the
 * Gesamtsumme alone, with no gift-card or "Zu zahlen" line (as the backend's cancellation mail).
 */
export function orderInvoice(order: Pick<OrderView, 'totals' | 'giftCards' | 'shippingMethod' | 'status'>): Invoice {
  const invoice = deriveInvoice({
    ...order.totals,
    shippingCents: order.shippingMethod === null ? null : order.totals.shippingCents,
    giftCards: order.giftCards,
  });
  return order.status === 'cancelled' ? { ...invoice, giftCards: [], amountDueCents: 0 } : invoice;
}
