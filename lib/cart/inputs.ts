import { z } from 'zod';
import { MAX_QUANTITY } from './limits';

/**
 * What the cart actions accept from the browser, checked before anything reaches the backend.
 * Error messages are keys of the `cart` message namespace (messages/<locale>/cart.json), so
 * the shopper reads them in their language.
 */

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

/** The name prefix of the product page's variation radios (components/product/variation-picker.tsx). */
const ATTRIBUTE_FIELD_PREFIX = 'attribute-';

/**
 * The add-to-cart form of the product page as it posts without JavaScript: productId,
 * quantity, and one `attribute-<name>` field per chosen option (a variationId field is taken
 * too, but the page sends none: it could not follow the radios without JavaScript). The
 * backend finds the variation from the options (WooCommerce's own rule), so a form posted
 * before the picker hydrated still adds what the shopper chose.
 * Returns what addLine takes; addLine checks it.
 */
export function addToCartFormInput(form: FormData): { productId: number; variationId?: number; quantity: number; attributes: { name: string; value: string }[] } {
  const number = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  };
  const variationId = number('variationId');
  const attributes: { name: string; value: string }[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith(ATTRIBUTE_FIELD_PREFIX) && typeof value === 'string' && value !== '') {
      attributes.push({ name: name.slice(ATTRIBUTE_FIELD_PREFIX.length), value });
    }
  }
  return {
    productId: number('productId'),
    ...(Number.isNaN(variationId) ? {} : { variationId }),
    quantity: number('quantity'),
    attributes,
  };
}

/** A typed quantity: digits only (an empty field is a mistake, not 0). */
const formQuantity = z
  .string({ error: 'quantityInvalid' })
  .trim()
  .regex(/^\d{1,6}$/, { error: 'quantityInvalid' })
  .transform(Number)
  .pipe(z.int().max(MAX_QUANTITY, { error: 'quantityInvalid' }));

/**
 * One change posted by a form of the cart page or the drawer (components/cart/*) when it is
 * sent as a form — without JavaScript, or before the page hydrated. Field names: `intent`,
 * `key`, `quantity`, `code`, `rateId`. A quantity of 0 removes the line, as the drawer's "−" does.
 */
export const cartFormChange = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('quantity'), key: lineKey, quantity: formQuantity }),
    z.object({ intent: z.literal('remove'), key: lineKey }),
    z.object({ intent: z.literal('applyCode'), code: couponCode }),
    z.object({ intent: z.literal('removeCode'), code: couponCode }),
    z.object({ intent: z.literal('shipping'), rateId: shippingRateId }),
  ],
  { error: 'unavailable' },
);
export type CartFormChange = z.infer<typeof cartFormChange>;

/** The form's fields as zod reads them: text fields only (a file field is not ours). */
export function cartFormFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ['intent', 'key', 'quantity', 'code', 'rateId']) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
