import type { FreeShippingStatus } from './free-shipping';

/**
 * The cart as the UI sees it: money in integer cents (VAT included, as the shop shows it), no
 * GraphQL connections. Built by lib/cart/reshape.ts from the CartDetail fragment.
 */
export type CartLine = {
  /** WooCommerce's line key: what updateQuantity and removeLine take. */
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string | null;
  image: { url: string; alt: string } | null;
  /** The chosen options of a variation ("Size: M"). */
  attributes: LineAttribute[];
  quantity: number;
  /** The line before coupons. */
  subtotalCents: number;
  /** The line after coupons. */
  totalCents: number;
  /** What the shopper saves against the regular price (a sale), over the whole line; 0 when none. */
  savingsCents: number;
  /** Units left when the shop calls the stock low (docs/behaviour.md §3), else null. */
  lowStockQuantity: number | null;
  /** The most units the shop can sell of this line (its stock, lib/cart/line-facts.ts), or null for no bound. */
  maxQuantity: number | null;
  /** A gift voucher: paid in full, never with coupons or gift cards (docs/behaviour.md §10). */
  giftVoucher: boolean;
};

/**
 * One chosen option as shown ("Farbe: Weiß"), with the shop's ids for it when known: the
 * attribute's name ("pa_color") and the option's slug ("weiss"), by which lib/i18n/store-text.ts
 * names both in the shopper's language.
 */
export type LineAttribute = { name: string; value: string; id?: string; slug?: string };

export type CartCoupon = {
  code: string;
  description: string | null;
  discountCents: number;
  /** Store credit that pays rather than discounts (lib/cart/gift-cards.ts says how it is told apart). */
  giftCard: boolean;
};

/** `label` is the store's title; `methodId` and `instanceId` name the rate (lib/i18n/store-text.ts). */
export type ShippingRate = { id: string; label: string; costCents: number; methodId?: string | null; instanceId?: number | null };

/** As WooGraphQL reports them; lib/invoice/cart-invoice.ts derives the invoice the shopper sees. */
export type CartTotals = {
  /** The goods before coupons. */
  subtotalCents: number;
  /** Coupons and gift cards together (WooGraphQL's discountTotal + discountTax). */
  discountCents: number;
  shippingCents: number;
  /** The VAT inside the total. */
  taxCents: number;
  /** WooGraphQL's `total`: what is left to pay after gift cards. */
  totalCents: number;
};

export type Cart = {
  lines: CartLine[];
  /** Units across all lines: the header's badge. */
  itemCount: number;
  isEmpty: boolean;
  totals: CartTotals;
  coupons: CartCoupon[];
  needsShipping: boolean;
  shippingRates: ShippingRate[];
  /** The chosen rate's id, when one is chosen. */
  chosenShippingRate: string | null;
  /** Where the cart stands against the free-shipping minimum, when there is something true to say. */
  freeShipping: FreeShippingStatus | null;
};
