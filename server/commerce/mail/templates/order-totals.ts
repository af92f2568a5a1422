import type { OrderRecord } from '../../orders/order-record';
import { orderMailTexts, type OrderMailTexts } from './order-confirmation-texts';

/**
 * The totals block of the order confirmation, read as a German invoice (docs/behaviour.md §10):
 * a gift card is a means of payment (a multi-purpose voucher), not a discount. So the coupons
 * come off the goods, the invoice total ("Gesamtsumme") carries the VAT, and each gift card pays
 * part of it after that, down to what is left to pay ("Zu zahlen"). The storefront derives the
 * same lines from the API in lib/invoice/invoice.ts (the backend may not import storefront code).
 */
export interface OrderTotalsVars {
  /** Gross amounts in cents (VAT included). */
  subtotalGross: number;
  /** What coupons took off; gift cards are not in it. */
  couponsGross: number;
  /** Null when the order ships nothing. */
  shippingMethod: string | null;
  shippingGross: number;
  /** The invoice total: subtotal − coupons + shipping. */
  grandTotal: number;
  /** The VAT in the invoice total. */
  totalTax: number;
  giftCards: readonly { code: string; amount: number }[];
  /** WooCommerce's order total: what is left to pay after gift cards. */
  amountDue: number;
}

/** The totals of a stored order: its coupon lines of kind gift_card pay, the others discount. */
export function orderTotalsVars(order: OrderRecord): OrderTotalsVars {
  const codes = order.items.filter((item) => item.itemType === 'coupon');
  const giftCards = codes
    .filter((item) => item.meta.kind === 'gift_card')
    .map((item) => ({ code: item.meta.code ?? item.name, amount: item.total + item.totalTax }));
  const paidByCards = giftCards.reduce((sum, card) => sum + card.amount, 0);
  const shipping = order.items.find((item) => item.itemType === 'shipping');
  return {
    subtotalGross: order.subtotal + order.subtotalTax,
    couponsGross: order.discountTotal + order.discountTax - paidByCards,
    shippingMethod: shipping?.name ?? null,
    shippingGross: order.shippingTotal + order.shippingTax,
    grandTotal: order.total + paidByCards,
    totalTax: order.totalTax,
    giftCards,
    amountDue: order.total,
  };
}

type TotalsLabels = Pick<OrderMailTexts, 'subtotal' | 'discount' | 'shipping' | 'total' | 'vatIncluded' | 'noVat' | 'giftCard' | 'amountDue'>;

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * The totals as label/value rows for a mail table, in the mail's language (German by default);
 * `shippingTitle` names the rate in that language where the store's title would not.
 */
export function orderTotalsRows(
  vars: OrderTotalsVars,
  { labels = orderMailTexts.de, money = (cents: number) => euro.format(cents / 100), shippingTitle = vars.shippingMethod }: { labels?: TotalsLabels; money?: (cents: number) => string; shippingTitle?: string | null } = {},
): (readonly [string, string])[] {
  return [
    [labels.subtotal, money(vars.subtotalGross)],
    ...(vars.couponsGross > 0 ? [[labels.discount, `−${money(vars.couponsGross)}`] as const] : []),
    ...(shippingTitle ? [[`${labels.shipping} (${shippingTitle})`, money(vars.shippingGross)] as const] : []),
    [labels.total, money(vars.grandTotal)],
    // An export or gift vouchers only: no VAT row of 0,00 €, which reads as a mistake.
    vars.totalTax === 0 ? ([labels.noVat, ''] as const) : ([labels.vatIncluded, money(vars.totalTax)] as const),
    ...vars.giftCards.flatMap((card) => [[`${labels.giftCard} ${card.code.toUpperCase()}`, `−${money(card.amount)}`] as const]),
    ...(vars.giftCards.length > 0 ? [[labels.amountDue, money(vars.amountDue)] as const] : []),
  ];
}
