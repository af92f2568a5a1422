export { priceCart, type CartTotals, type PriceCartInput, type PricedCart, type PricedCoupon, type PricedLine } from './cart-totals';
export { combineCoupons, couponMessages, couponProblem, lineIsEligible } from './coupon-rules';
export type { Coupon, CouponKind, PricingLine, ShippingDestination } from './model';
export { divideRounded, includedTax, VAT_PERCENT } from './rounding';
export { FREE_SHIPPING_THRESHOLD, shippingRates, shippingZone, STORE_COUNTRY, type ShippingRateQuote } from './shipping';
