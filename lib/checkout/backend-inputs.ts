import type { CheckoutInput, CustomerAddressInput, UpdateCustomerInput } from '@/graphql/generated/graphql';
import type { z } from 'zod';
import { asCountry, type addressUpdateInput, type checkoutInput } from './inputs';

/**
 * The checkout's mutation inputs, built from the checked form. Both name the shipping address
 * explicitly, because a real WooGraphQL store copies nothing the storefront could rely on:
 * - `checkout` with only `billing` (shipToDifferentAddress false) leaves the order's shipping
 *   address empty, so the order ships nowhere and is taxed for the store's country;
 * - `updateCustomer` with `shippingSameAsBilling: true` copies the billing address as stored
 *   *before* the mutation, so rates and totals would lag one country behind.
 * (contract/recordings/buying/09, 10.)
 */

type AddressFields = { country: string; state?: string; [key: string]: string | undefined };

export function addressInput(form: AddressFields): CustomerAddressInput {
  const { country, ...rest } = form;
  return { ...rest, country: asCountry(country) };
}

/** A shipping address has no e-mail (WooCommerce keeps none for it). */
function shippingInput(form: AddressFields): CustomerAddressInput {
  const withoutEmail = { ...form };
  delete withoutEmail.email;
  return addressInput(withoutEmail);
}

type CheckoutForm = z.output<typeof checkoutInput>;

/**
 * The address part of `checkout`: goods go to the shipping address the shopper chose, or else to
 * the billing address, sent as `shipping` too.
 */
export function checkoutAddresses(form: Pick<CheckoutForm, 'billing' | 'shipping' | 'shipToDifferentAddress'>, needsShipping: boolean): Pick<CheckoutInput, 'billing' | 'shipping' | 'shipToDifferentAddress'> {
  const different = needsShipping && form.shipToDifferentAddress;
  return {
    billing: addressInput(form.billing),
    shipToDifferentAddress: different,
    shipping: shippingInput(different ? form.shipping : form.billing),
  };
}

/**
 * `updateCustomer` for a change of the fields that decide shipping: both addresses as the shopper
 * sees them (shipping = billing when goods go to the billing address), never shippingSameAsBilling.
 */
export function addressUpdate(input: z.output<typeof addressUpdateInput>): UpdateCustomerInput {
  const { billing, shipping } = input;
  return { billing: addressInput(billing), shipping: addressInput(shipping ?? billing) };
}
