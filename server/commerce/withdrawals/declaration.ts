import { z } from 'zod';
import { emailAddressSchema } from '../mail/email-address';

/**
 * A withdrawal declaration as the storefront sends it (POST /wp-json/vitrine/v1/withdrawals,
 * withdrawal-route.ts). What the shopper must be able to say (§ 356a BGB): who they are, which
 * order, the e-mail the acknowledgment goes to, and whether the whole order or which items.
 * A guest does not know the order's line ids, so "some items" may be told in their own words
 * (`itemsText`); a shopper who sees the order ticks its lines (`items`).
 */
const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' ').trim());

export const declarationSchema = z
  .object({
    name: oneLine(200).pipe(z.string().min(1, 'name is required')),
    // WooCommerce prints order numbers as "#1234"; the number is what counts.
    orderNumber: z
      .string()
      .max(30)
      .transform((value) => value.trim().replace(/^#/, ''))
      .pipe(z.string().regex(/^\d{1,9}$/, 'order number must be digits')),
    email: emailAddressSchema,
    scope: z.enum(['all', 'some']),
    items: z.array(z.number().int().positive()).max(100).default([]),
    itemsText: z.string().max(2000).default('').transform((value) => value.trim()),
  })
  .refine((value) => value.scope === 'all' || value.items.length > 0 || value.itemsText !== '', {
    message: 'say which items: tick lines or describe them',
    path: ['items'],
  });

export type Declaration = z.output<typeof declarationSchema>;
