export { priceCart, type PricedCart, type PricedCoupon, type PricedLine } from './cart-totals';
export { combineCoupons, compatibleCoupons, couponMessages, couponProblem } from './coupon-rules';
export type { Coupon, PricingLine } from './model';
export { discountCents, divideRounded, includedTax } from './rounding';
export { shippingRates, type ShippingRateQuote } from './shipping';
export { voucherCreditPerUnit } from './gift-vouchers';
