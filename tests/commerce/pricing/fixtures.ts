import type { Coupon, PricingLine } from '@/server/commerce/pricing';

export function line(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    key: overrides.key ?? 'a',
    productId: 10,
    variationId: null,
    categories: [{ id: 1, name: 'Kleider' }],
    quantity: 1,
    unitPrice: 20_00,
    onSale: false,
    needsShipping: true,
    giftVoucher: false,
    name: 'Sommerkleid',
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'test',
    kind: 'percent',
    description: '',
    amount: 10,
    balance: 0,
    freeShipping: false,
    expiresAt: null,
    minimumSpend: null,
    maximumSpend: null,
    usageLimit: null,
    usageCount: 0,
    usageLimitPerUser: null,
    individualUse: false,
    excludeSaleItems: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    ...overrides,
  };
}
