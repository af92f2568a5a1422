import { ALLOWED_COUNTRIES } from '../store/countries';
import { isEmailAddress } from '../mail/email-address';
import type { Address } from '../sessions/session-data';

/**
 * The checkout's field checks with WooCommerce's notices (WC_Checkout::validate_posted_data),
 * which the storefront mirrors so a shopper sees the same rule before sending.
 */
const LABELS: Record<keyof Address, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company name',
  address1: 'Street address',
  address2: 'Apartment, suite, unit, etc.',
  city: 'Town / City',
  state: 'State / County',
  postcode: 'Postcode / ZIP',
  country: 'Country / Region',
  email: 'Email address',
  phone: 'Phone',
};

/**
 * WC_Validation::is_postcode's shapes for the countries the shop sells to, tested (as WooCommerce
 * does) on the postcode after wc_format_postcode. A country WooCommerce has no rule for takes any
 * postcode of letters, digits, spaces and dashes. Mirrored in the other side's postcode check
 * (server/commerce/checkout/address-rules.ts, lib/checkout/field-rules.ts): keep both in step.
 */
const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^(0[1-9]|[1-9][0-9])[0-9]{3}$/,
  AT: /^[0-9]{4}$/,
  BE: /^[0-9]{4}$/,
  CH: /^[0-9]{4}$/,
  DK: /^(DK-)?([1-24-9][0-9]{3}|3[0-8][0-9]{2})$/,
  FR: /^[0-9]{5}$/,
  LI: /^94[89][0-9]$/,
  NL: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
};

/** wc_format_postcode (for these countries): upper case, spaces and dashes dropped, the country's own separator put back. */
export function formatPostcode(postcode: string, country: string): string {
  const bare = postcode.trim().toUpperCase().replace(/[ \t\n\v\f\r-]/g, '');
  if (country === 'NL') return `${bare.slice(0, 4)} ${bare.slice(4)}`.trim();
  if (country === 'DK') return bare.replace(/^(DK)(.+)$/, '$1-$2');
  return bare;
}

export function isValidPostcode(postcode: string, country: string): boolean {
  const formatted = formatPostcode(postcode, country);
  if (/[^ \t\n\v\f\rA-Za-z0-9-]/.test(formatted)) return false;
  const pattern = POSTCODE_PATTERNS[country];
  return pattern ? pattern.test(formatted) : true;
}

/** WC_Validation::is_phone: digits and the usual separators only. */
export function isValidPhone(phone: string): boolean {
  return /^[\s#0-9_\-+/().]*$/.test(phone) && /\d{5,}/.test(phone.replace(/\D/g, ''));
}

/** The shop's one e-mail rule (mail/email-address.ts): what checkout accepts, the outbox can mail. */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email.trim());
}

const shippingToPrefix = (country: string) => (['AE', 'CZ', 'DO', 'GB', 'NL', 'PH', 'US', 'USAF'].includes(country) ? 'to the' : 'to');

/**
 * Where the shop ships: WooCommerce's "Ship to all countries you sell to" (get_shipping_countries),
 * so a zone's rate for anywhere else (the rest-of-world zone) is never reached at checkout.
 */
export function isShippingCountry(country: string): boolean {
  return (ALLOWED_COUNTRIES as readonly string[]).includes(country);
}

export const checkoutMessages = {
  required: (group: string, field: keyof Address) => `${group} ${LABELS[field]} is a required field.`,
  invalidEmail: (group: string) => `${group} Email address is not a valid email address.`,
  invalidPostcode: (group: string) => `${group} Postcode / ZIP is not a valid postcode / ZIP.`,
  invalidPhone: (group: string) => `${group} Phone is not a valid phone number.`,
  notAllowedCountry: (group: string, country: string) => `'${country}' is not a valid country code for ${group}.`,
  // WooGraphQL's text; the prefix is WC_Countries::shipping_to_prefix's.
  noShippingTo: (country: string) => `Unfortunately, we do not ship ${shippingToPrefix(country)} ${country}. Please enter an alternative shipping address.`,
  noShippingMethod: 'No shipping method has been selected. Please double check your address, or contact us if you need any help.',
  invalidPaymentMethod: 'Invalid payment method.',
  emptyCart: 'Sorry, no session found.',
  couponRemoved: (code: string) => `Sorry, it seems the coupon "${code}" is invalid - it has now been removed from your order.`,
  failed: 'Failed to validate checkout',
} as const;

/** The notices for one address; `full` asks for a postal address, otherwise only name and e-mail. */
export function addressProblems(address: Address, group: 'Billing' | 'Shipping', full: boolean): string[] {
  const problems: string[] = [];
  const required: (keyof Address)[] = full
    ? ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country']
    : ['firstName', 'lastName'];
  if (group === 'Billing') required.push('email');
  for (const field of required) if (!address[field].trim()) problems.push(checkoutMessages.required(group, field));
  if (address.country && !(ALLOWED_COUNTRIES as readonly string[]).includes(address.country)) {
    problems.push(checkoutMessages.notAllowedCountry(group, address.country));
  }
  if (group === 'Billing' && address.email.trim() && !isValidEmail(address.email)) problems.push(checkoutMessages.invalidEmail(group));
  if (full && address.postcode.trim() && address.country && !isValidPostcode(address.postcode, address.country)) {
    problems.push(checkoutMessages.invalidPostcode(group));
  }
  if (address.phone.trim() && !isValidPhone(address.phone)) problems.push(checkoutMessages.invalidPhone(group));
  return problems;
}

/**
 * The shipping fields a checkout posts without shipToDifferentAddress while the cart ships
 * (WooGraphQL reads them then, docs/woographql-contract.md §6): WooGraphQL checks only their
 * shape, not that they are complete; where they ship to is checkoutProblems' question.
 */
export function postedShippingProblems(posted: Address): string[] {
  const { postcode, country } = posted;
  return postcode.trim() && country && !isValidPostcode(postcode, country) ? [checkoutMessages.invalidPostcode('Shipping')] : [];
}
