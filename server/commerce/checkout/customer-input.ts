import { z } from 'zod';
import { UserError } from '../errors';
import { isEmailAddress } from '../mail/email-address';
import { addressSchema, type Address, type SessionData } from '../sessions/session-data';

/** CustomerAddressInput: every field optional; `overwrite: true` clears the stored address first. */
export const addressInputSchema = addressSchema
  .partial()
  .extend({ overwrite: z.boolean().nullish() })
  .nullish();
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * WC_Customer::set_billing_email: a billing e-mail that is given must be one the shop can mail,
 * refused when it is set (updateCustomer, registration), not later inside an order.
 */
export function checkBillingEmail(input: AddressInput): void {
  const email = input?.email?.trim();
  if (email && !isEmailAddress(email)) throw new UserError('Invalid billing email address');
}

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim().slice(0, 200) : undefined);

/** The stored address updated from input, as WooGraphQL's customer mutations do. */
export function mergeAddress(stored: Address, input: AddressInput): Address {
  if (!input) return stored;
  const base = input.overwrite ? addressSchema.parse({}) : stored;
  const next = { ...base };
  for (const key of Object.keys(base) as (keyof Address)[]) {
    const value = clean(input[key]);
    if (value !== undefined) next[key] = key === 'country' || key === 'state' ? value.toUpperCase() : value;
  }
  if (input.country === undefined && !next.country) next.country = stored.country;
  return next;
}

/**
 * The session customer after a checkout or updateCustomer: billing and shipping merged; without a
 * separate shipping address (shipToDifferentAddress false, or shippingSameAsBilling) billing is
 * copied to shipping.
 */
export function updateSessionCustomer(
  customer: SessionData['customer'],
  input: { billing?: AddressInput; shipping?: AddressInput; sameAddress: boolean },
): SessionData['customer'] {
  const billing = mergeAddress(customer.billing, input.billing);
  const shipping = input.sameAddress ? { ...billing } : mergeAddress(customer.shipping, input.shipping);
  return { billing, shipping };
}
