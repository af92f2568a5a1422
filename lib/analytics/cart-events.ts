import { storeConfig } from '@/lib/config/store';
import type { Cart, CartLine } from '@/lib/cart/types';
import { compact, units, variantOf, type AnalyticsEvent, type AnalyticsItem, type EcommerceData } from './events';

/** A cart line as a GA4 item: one unit's price before coupons, `quantity` units (the change, or the whole line). */
export function cartLineItem(line: CartLine, quantity = line.quantity): AnalyticsItem {
  return compact({
    item_id: String(line.productId),
    item_name: line.name,
    item_variant: variantOf(line.attributes),
    price: units(line.quantity > 0 ? line.subtotalCents / line.quantity : 0),
    quantity,
  });
}

/** add_to_cart or remove_from_cart for `quantity` units of one line. */
export function cartChangeEvent(line: CartLine, quantity: number): AnalyticsEvent | null {
  if (quantity === 0) return null;
  const item = cartLineItem(line, Math.abs(quantity));
  return {
    event: quantity > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: { currency: storeConfig.currency, value: units(Math.round(item.price * 100) * item.quantity), items: [item] },
  };
}

/** Coupons (not gift cards, which pay rather than discount), as GA4's one coupon text. */
const couponsOf = (cart: Cart) => cart.coupons.filter((coupon) => !coupon.giftCard).map((coupon) => coupon.code).join(',') || undefined;

/** An event about the whole cart (view_cart, begin_checkout, add_shipping_info, add_payment_info): value is the goods after coupons. */
export function wholeCartEvent(
  event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  cart: Cart,
  extra: Pick<EcommerceData, 'shipping_tier' | 'payment_type'> = {},
): AnalyticsEvent | null {
  if (cart.isEmpty) return null;
  const value = units(cart.lines.reduce((sum, line) => sum + line.totalCents, 0));
  return { event, ecommerce: compact({ currency: storeConfig.currency, value, coupon: couponsOf(cart), items: cart.lines.map((line) => cartLineItem(line)), ...extra }) };
}
