import { z } from 'zod';

/** An address as WooCommerce keeps it for the session customer and on orders. */
export const addressSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  company: z.string().default(''),
  address1: z.string().default(''),
  address2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  postcode: z.string().default(''),
  country: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});
export type Address = z.infer<typeof addressSchema>;

export const cartLineSchema = z.object({
  key: z.string(),
  productId: z.number().int(),
  variationId: z.number().int().nullable(),
  quantity: z.number().int().positive(),
  /** The attributes chosen for a variation ("any" attributes included): taxonomy or local name → value. */
  variation: z.array(z.object({ name: z.string(), value: z.string() })),
  extraData: z.record(z.string(), z.string()).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Everything a WooCommerce session row holds for the cart (docs/woographql-contract.md §2.6). */
export const sessionDataSchema = z.object({
  cart: z.array(cartLineSchema).default([]),
  /** Coupon codes in lower case, in the order they were applied. */
  coupons: z.array(z.string()).default([]),
  chosenShippingMethods: z.array(z.string()).default([]),
  customer: z
    .object({ billing: addressSchema.default(addressSchema.parse({})), shipping: addressSchema.default(addressSchema.parse({})) })
    .default({ billing: addressSchema.parse({}), shipping: addressSchema.parse({}) }),
  /** The order the last checkout made, and the cart revision it left behind. */
  lastCheckout: z.object({ orderId: z.number().int(), revision: z.number().int() }).nullable().default(null),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export function emptySessionData(): SessionData {
  return sessionDataSchema.parse({});
}
