/** What pricing needs to know about one cart line; every amount is integer cents incl. VAT. */
export interface PricingLine {
  key: string;
  productId: number;
  variationId: number | null;
  categories: readonly { id: number; name: string }[];
  quantity: number;
  /** The active unit price (sale price when on sale), gross. */
  unitPrice: number;
  onSale: boolean;
  /** Virtual products need no shipping. */
  needsShipping: boolean;
  /**
   * A gift voucher: a product whose purchase issues store credit (gift-vouchers.ts). Coupons never
   * discount it and store credit never pays it, so credit is only ever bought with money.
   */
  giftVoucher: boolean;
  name: string;
}

export type CouponKind = 'percent' | 'fixed_cart' | 'fixed_product' | 'gift_card';

/** A coupon as WooCommerce defines it; gift cards are store credit with a balance. */
export interface Coupon {
  id: number;
  code: string;
  kind: CouponKind;
  description: string;
  /** Percent coupons: whole percent (10 = 10 %); fixed ones: cents; gift cards: unused. */
  amount: number;
  /** Gift cards only: the credit left, cents. */
  balance: number;
  freeShipping: boolean;
  expiresAt: Date | null;
  minimumSpend: number | null;
  maximumSpend: number | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerUser: number | null;
  individualUse: boolean;
  excludeSaleItems: boolean;
  productIds: readonly number[];
  excludedProductIds: readonly number[];
  categoryIds: readonly number[];
  excludedCategoryIds: readonly number[];
}

export interface ShippingDestination {
  /** ISO 3166 alpha-2; null before the shopper said where to ship (the store's country applies). */
  country: string | null;
}
