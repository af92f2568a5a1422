import { storeConfig } from '@/lib/config/store';
import type { OrderView } from '@/lib/checkout/order';
import { compact, units, variantOf, type AnalyticsEvent } from './events';

/**
 * purchase for the order just placed: value is the order's total as the order page shows it
 * (VAT and shipping included), with its tax, shipping, coupons and lines.
 */
export function purchaseEvent(order: OrderView): AnalyticsEvent {
  const coupon = order.coupons.map((entry) => entry.code).join(',') || undefined;
  return {
    event: 'purchase',
    ecommerce: compact({
      currency: storeConfig.currency,
      transaction_id: order.number,
      value: units(order.totals.totalCents),
      tax: units(order.totals.taxCents),
      shipping: units(order.totals.shippingCents),
      coupon,
      items: order.lines.map((line) =>
        compact({
          item_id: String(line.productId ?? `line-${line.id}`),
          item_name: line.name,
          item_variant: variantOf(line.attributes),
          coupon,
          price: units(line.quantity > 0 ? line.subtotalCents / line.quantity : 0),
          quantity: Math.max(1, line.quantity),
        }),
      ),
    }),
  };
}
