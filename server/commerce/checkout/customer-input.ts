import { z } from 'zod';
import { UserError } from '../errors';
import { isEmailAddress } from '../mail/email-address';
import { STORE_COUNTRY } from '../pricing/zones';
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
    if (value !== undefined) next[key] = normalise(key, value);
  }
  if (input.country === undefined && !next.country) next.country = stored.country;
  return next;
}

/**
 * shippingSameAsBilling as WooGraphQL's updateCustomer does it: the billing address as stored
 * *before* this mutation replaces shipping, and the shipping input is ignored (e-mail is no
 * shipping field). A client that changes both addresses must name shipping itself
 * (contract/recordings/buying/09).
 */
export function billingAsShipping(stored: SessionData['customer']): Address {
  return { ...stored.billing, email: stored.shipping.email };
}

/** The session customer after updateCustomer: addresses merged, or the stored billing copied to shipping. */
export function updateSessionCustomer(
  customer: SessionData['customer'],
  input: { billing?: AddressInput; shipping?: AddressInput; shippingSameAsBilling: boolean },
): SessionData['customer'] {
  const billing = mergeAddress(customer.billing, input.billing);
  const shipping = input.shippingSameAsBilling ? billingAsShipping(customer) : mergeAddress(customer.shipping, input.shipping);
  return { billing, shipping };
}

const shippingFields = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postcode', 'country'] as const;

/**
 * checkout's addresses as WooGraphQL 1.0.2 takes them (Checkout_Mutation::prepare_checkout_args
 * and update_session). The shipping fields are read whenever the cart needs shipping or
 * shipToDifferentAddress is set, from `shipping` only: a field left out stays empty on the order
 * (the country falls back to the session's, then the store's), nothing is copied from billing. The session customer
 * takes each shipping field posted, else the billing one (the country: the session's).
 * Without shipping fields (a cart that ships nothing) the order has no shipping address.
 */
export function checkoutAddresses(
  stored: SessionData['customer'],
  input: { billing?: AddressInput; shipping?: AddressInput },
  readsShipping: boolean,
): { customer: SessionData['customer']; orderShipping: Address } {
  const billing = mergeAddress(stored.billing, input.billing);
  const orderShipping = addressSchema.parse({});
  const shipping = { ...stored.shipping };
  for (const key of shippingFields) {
    const raw = readsShipping ? clean(input.shipping?.[key]) : undefined;
    const posted = raw ? normalise(key, raw) : undefined;
    if (posted) orderShipping[key] = posted;
    // A WooCommerce customer's shipping country defaults to the store's (its base location).
    if (key === 'country') shipping.country = posted ?? (readsShipping ? stored.shipping.country || STORE_COUNTRY : billing.country);
    else if (posted) shipping[key] = posted;
    else if (clean(input.billing?.[key])) shipping[key] = billing[key];
  }
  if (readsShipping && !orderShipping.country) orderShipping.country = shipping.country;
  if (clean(input.billing?.phone)) shipping.phone = billing.phone;
  return { customer: { billing, shipping }, orderShipping };
}

const normalise = (key: keyof Address, value: string) => (key === 'country' || key === 'state' ? value.toUpperCase() : value);
