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

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  LU: /^(L-?)?\d{4}$/i,
  NL: /^\d{4}\s?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  FR: /^\d{5}$/,
  DK: /^\d{4}$/,
};

export function isValidPostcode(postcode: string, country: string): boolean {
  const pattern = POSTCODE_PATTERNS[country];
  return pattern ? pattern.test(postcode.trim()) : /^[A-Za-z0-9 -]{2,10}$/.test(postcode.trim());
}

/** WC_Validation::is_phone: digits and the usual separators only. */
export function isValidPhone(phone: string): boolean {
  return /^[\s#0-9_\-+/().]*$/.test(phone) && /\d{5,}/.test(phone.replace(/\D/g, ''));
}

/** The shop's one e-mail rule (mail/email-address.ts): what checkout accepts, the outbox can mail. */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email.trim());
}

export const checkoutMessages = {
  required: (group: string, field: keyof Address) => `${group} ${LABELS[field]} is a required field.`,
  invalidEmail: (group: string) => `${group} Email address is not a valid email address.`,
  invalidPostcode: (group: string) => `${group} Postcode / ZIP is not a valid postcode / ZIP.`,
  invalidPhone: (group: string) => `${group} Phone is not a valid phone number.`,
  notAllowedCountry: (group: string, country: string) => `'${country}' is not a valid country code for ${group}.`,
  noShippingTo: (country: string) => `Unfortunately we do not ship to ${country}. Please enter an alternative shipping address.`,
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
