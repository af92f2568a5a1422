import { z } from 'zod';
import type { CountriesEnum } from '@/graphql/generated/graphql';
import { toAsciiEmail } from '@/lib/email-address';
import type { AddressForm } from './types';

/**
 * What the checkout actions accept from the browser, checked before anything reaches the
 * backend. Shapes and lengths only; the field rules (lib/checkout/field-rules.ts) run after.
 */

const text = (max: number) => z.string().max(max).transform((value) => value.trim());

const field = text(200);
const code = z.string().max(3).transform((value) => value.trim().toUpperCase());

export const addressInput = z.object({
  firstName: field,
  lastName: field,
  company: field,
  address1: field,
  address2: field,
  city: field,
  state: code,
  postcode: field,
  country: code,
  // Sent as the backend takes it: an internationalised domain in punycode.
  email: field.transform(toAsciiEmail),
  phone: field,
}) satisfies z.ZodType<AddressForm, AddressForm>;

export const checkoutInput = z.object({
  billing: addressInput,
  shipping: addressInput,
  shipToDifferentAddress: z.boolean(),
  customerNote: text(2000),
  paymentMethod: z.string().min(1).max(40),
  card: z.object({ number: z.string().max(30), expiry: z.string().max(9), cvc: z.string().max(4) }),
  paymentIntentId: z.string().max(100).regex(/^(pi_[A-Za-z0-9_]+)?$/),
  attemptId: z.string().min(8).max(64).regex(/^[A-Za-z0-9-]+$/),
  account: z.object({ username: z.string().trim().min(1).max(60), password: z.string().min(1).max(4096) }).nullish(),
  termsAccepted: z.boolean().optional(),
});

/** The address fields that change shipping: sent to updateCustomer as the shopper types them. */
export const shippingAddressInput = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z.string().max(3).regex(/^[A-Z0-9]*$/),
  postcode: text(20),
  city: text(200),
});

export const addressUpdateInput = z.object({
  billing: shippingAddressInput,
  /** Null: goods go to the billing address. */
  shipping: shippingAddressInput.nullable(),
});

export const countryCode = z.string().regex(/^[A-Z]{2}$/);

/**
 * A two-letter code typed as the contract's enum. Not every pair of letters is in it: the
 * backend refuses one that is not (a GraphQL error, shown as "unavailable"), and the form only
 * offers the codes `allowedCountries` named.
 */
export function asCountry(code: string): CountriesEnum | null {
  return /^[A-Z]{2}$/.test(code) ? (code as CountriesEnum) : null;
}
