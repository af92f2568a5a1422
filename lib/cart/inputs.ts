import { z } from 'zod';

/**
 * What the cart actions accept from the browser, checked before anything reaches the backend.
 * Error messages are keys of the `cart` message namespace (messages/<locale>/cart.json), so
 * the shopper reads them in their language.
 */

/** docs/behaviour.md §3: a line holds 1 to 999 units; 0 is said with removeLine. */
export const MAX_QUANTITY = 999;

const databaseId = (key: CartInputError) => z.int({ error: key }).positive({ error: key }).max(2_147_483_647, { error: key });
const quantity = z.int({ error: 'quantityInvalid' }).min(1, { error: 'quantityInvalid' }).max(MAX_QUANTITY, { error: 'quantityInvalid' });
const shortText = (key: CartInputError) => z.string({ error: key }).trim().min(1, { error: key }).max(200, { error: key });

export const addToCartInput = z.object({
  productId: databaseId('productInvalid'),
  variationId: databaseId('productInvalid').optional(),
  quantity,
  /** The shopper's picks for a variation's "any" attributes ("pa_size" → "m"). */
  attributes: z
    .array(z.object({ name: shortText('productInvalid'), value: z.string({ error: 'productInvalid' }).trim().max(200, { error: 'productInvalid' }) }), {
      error: 'productInvalid',
    })
    .max(50, { error: 'productInvalid' })
    .optional(),
});

export const lineKey = shortText('lineInvalid');
export const lineQuantity = z.object({ key: lineKey, quantity });
export const couponCode = shortText('couponRequired');
export const shippingRateId = shortText('shippingInvalid');

export const cartInputErrors = ['quantityInvalid', 'productInvalid', 'lineInvalid', 'couponRequired', 'shippingInvalid'] as const;
export type CartInputError = (typeof cartInputErrors)[number];

/** The message key of the first problem zod found (keys not ours fall back to the generic one). */
export function inputErrorKey(error: z.ZodError): CartInputError | 'unavailable' {
  const message = error.issues[0]?.message;
  return cartInputErrors.find((key) => key === message) ?? 'unavailable';
}
