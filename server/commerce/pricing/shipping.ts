import { includedTax } from './rounding';
import { chargesVat } from './vat';
import { shippingZone, STORE_COUNTRY, type Zone } from './zones';

/**
 * The shop's shipping zones (docs/behaviour.md §9): Germany flat 4,95 €, free from 50 €, local
 * pickup; the EU 9,95 €; the rest of the world 14,95 €. A free-shipping coupon adds the zone's
 * free-shipping rate. Rate ids are WooCommerce's `<method>:<instance>`.
 */
export const FREE_SHIPPING_THRESHOLD = 50_00;

export interface ShippingRateQuote {
  id: string;
  methodId: 'flat_rate' | 'free_shipping' | 'local_pickup';
  instanceId: number;
  label: string;
  /** Gross cost incl. VAT, and the VAT in it (none outside the EU: vat.ts). */
  cost: number;
  tax: number;
}

function rateIn(zone: Zone) {
  return (methodId: ShippingRateQuote['methodId'], instanceId: number, label: string, cost: number): ShippingRateQuote => ({
    id: `${methodId}:${instanceId}`,
    methodId,
    instanceId,
    label,
    cost,
    tax: chargesVat(zone) ? includedTax(cost) : 0,
  });
}

/**
 * The rates offered for one package. `goodsTotal` is what the goods cost after coupons (gross),
 * the amount WooCommerce's free-shipping minimum compares with.
 */
export function shippingRates(country: string | null, goodsTotal: number, couponGrantsFreeShipping: boolean): ShippingRateQuote[] {
  const zone = shippingZone(country);
  const rate = rateIn(zone);
  if (zone === 'germany') {
    const free = couponGrantsFreeShipping || goodsTotal >= FREE_SHIPPING_THRESHOLD;
    return [
      ...(free ? [rate('free_shipping', 1, 'Kostenloser Versand', 0)] : []),
      rate('flat_rate', 2, 'Versand innerhalb Deutschlands', 4_95),
      rate('local_pickup', 3, 'Abholung im Laden', 0),
    ];
  }
  if (zone === 'eu') {
    return [
      ...(couponGrantsFreeShipping ? [rate('free_shipping', 5, 'Kostenloser Versand', 0)] : []),
      rate('flat_rate', 4, 'Versand in die EU', 9_95),
    ];
  }
  return [
    ...(couponGrantsFreeShipping ? [rate('free_shipping', 7, 'Kostenloser Versand', 0)] : []),
    rate('flat_rate', 6, 'Internationaler Versand', 14_95),
  ];
}

/**
 * The free-shipping rule as a storefront is told it (lib/config/free-shipping.ts): the minimum as
 * WooCommerce stores it ("50.00") and the ids of the other rates of the zone it applies in.
 * WooGraphQL shows shipping zones to shop managers only, so `npm start` hands these over as
 * settings (scripts/start.ts) rather than the storefront asking the API.
 */
export function freeShippingSettings(): { minimumAmount: string; zoneRateIds: string[] } {
  return {
    minimumAmount: (FREE_SHIPPING_THRESHOLD / 100).toFixed(2),
    zoneRateIds: shippingRates(STORE_COUNTRY, 0, false).map((quote) => quote.id),
  };
}
