import { z } from 'zod';

/**
 * One analytics event as the storefront sends it: exactly what it pushed onto the page's
 * `window.dataLayer` (GA4's e-commerce shape), so the shop's own numbers and a merchant's tag
 * manager see the same thing. Unknown keys are refused (`strict`), amounts are bounded.
 */
export const ECOMMERCE_EVENTS = [
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
/** GA4 amounts are currency units with decimals (49.95); at most ten million per event. */
const amount = z.number().finite().min(0).max(10_000_000);

const item = z
  .object({
    item_id: text(64),
    item_name: text(200),
    item_variant: text(200).optional(),
    item_category: text(200).optional(),
    item_list_name: text(200).optional(),
    coupon: text(100).optional(),
    index: z.number().int().min(0).max(1000).optional(),
    price: amount,
    quantity: z.number().int().min(1).max(10_000),
  })
  .strict();

const ecommerce = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    value: amount.optional(),
    items: z.array(item).max(100),
    item_list_name: text(200).optional(),
    transaction_id: text(64).optional(),
    tax: amount.optional(),
    shipping: amount.optional(),
    coupon: text(100).optional(),
    shipping_tier: text(200).optional(),
    payment_type: text(100).optional(),
  })
  .strict();

export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('search'), search_term: text(200) }).strict(),
  z
    .object({ event: z.enum(ECOMMERCE_EVENTS), ecommerce })
    .strict()
    .refine((input) => input.event !== 'purchase' || (input.ecommerce.transaction_id !== undefined && input.ecommerce.value !== undefined), {
      message: 'A purchase names its order and value',
      path: ['ecommerce'],
    }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
