import type { PricingLine } from './model';
import { includedTax } from './rounding';
import { shippingZone, type Zone } from './zones';

/**
 * VAT by destination, for a German shop below the EU's distance-selling threshold (§ 3c UStG):
 * Germany and the rest of the EU pay German VAT, included in every price shown; goods shipped
 * outside the EU are a VAT-free export (§ 4 Nr. 1a, § 6 UStG), and so is their shipping.
 *
 * Prices are entered with German VAT, so an exported line costs its price less the VAT in it, as
 * WooCommerce prices a destination without the shop's tax rate by default
 * (WC_Cart_Totals::adjust_non_base_location_price): 74,95 € becomes 62,98 €. WooCommerce takes the
 * VAT off the line (unit price × quantity), and rounds each line to the cent before it is summed
 * (round_item_subtotal); coupons here then act on that rounded line, where WooCommerce keeps its
 * fraction of a cent, so a percent coupon on an export can differ from WooCommerce's by a cent.
 *
 * Shipping outside the EU costs what it costs (14,95 €) without VAT, as the real store's
 * untaxed world rate does; it is not reduced like the goods.
 *
 * The zones are countries: territories outside the EU's VAT area (Heligoland, Büsingen, the
 * Canary Islands) are not told apart; the shop sells to none of them today.
 *
 * A gift voucher is a multi-purpose voucher (§ 3 Abs. 15 UStG): selling it is no taxable supply,
 * the goods it later pays for are (a gift card is payment, not a discount: cart-totals.ts). So it
 * carries no VAT, anywhere, and costs its face value wherever it is sent; taxing it as well would
 * tax the same money twice.
 */
export function chargesVat(zone: Zone): boolean {
  return zone !== 'world';
}

export interface Taxation {
  /** Goods go outside the EU: no VAT on them or on their shipping. */
  exportSale: boolean;
}

export function taxationFor(country: string | null): Taxation {
  return { exportSale: !chargesVat(shippingZone(country)) };
}

const exported = (line: PricingLine, taxation: Taxation) => taxation.exportSale && !line.giftVoucher;

/** What a line costs at its destination before coupons (VAT included where it is charged). */
export function lineAmount(line: PricingLine, taxation: Taxation): number {
  const gross = line.unitPrice * line.quantity;
  return exported(line, taxation) ? gross - includedTax(gross) : gross;
}

/** The VAT in `amount`, what this line costs at its destination. */
export function lineTax(line: PricingLine, amount: number, taxation: Taxation): number {
  return line.giftVoucher || taxation.exportSale ? 0 : includedTax(amount);
}
