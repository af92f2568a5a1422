import { checkEmailAddress } from '@/lib/email-address';
import type { AddressFieldName, AddressForm, CardForm, CheckoutForm, FieldProblem, FieldProblems } from './types';

/**
 * The checkout's field rules, the same the backend applies (WooCommerce's
 * WC_Checkout::validate_posted_data, docs/woographql-contract.md §6), checked in the browser
 * before sending and again in the server action. Pure: no I/O, shared by both sides.
 */

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

/** WC_Validation::is_phone: digits and the usual separators, at least five digits. */
export function isValidPhone(phone: string): boolean {
  return /^[\s#0-9_\-+/().]*$/.test(phone) && /\d{5,}/.test(phone.replace(/\D/g, ''));
}


export type AddressRuleOptions = {
  /** Billing asks for the e-mail; shipping does not. */
  group: 'billing' | 'shipping';
  /** A postal address is required (the cart needs shipping); otherwise name (and e-mail) only. */
  full: boolean;
  allowedCountries: readonly string[];
};

/** The first problem of each field of one address. */
export function addressProblems(address: AddressForm, { group, full, allowedCountries }: AddressRuleOptions): Partial<Record<AddressFieldName, FieldProblem>> {
  const problems: Partial<Record<AddressFieldName, FieldProblem>> = {};
  const required: AddressFieldName[] = full ? ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'] : ['firstName', 'lastName'];
  if (group === 'billing') required.push('email');
  for (const field of required) if (!address[field].trim()) problems[field] = 'required';
  if (address.country && !allowedCountries.includes(address.country)) problems.country ??= 'country';
  if (group === 'billing' && address.email.trim()) {
    const email = checkEmailAddress(address.email);
    if (!email.ok) problems.email ??= email.problem;
  }
  if (full && address.postcode.trim() && address.country && !isValidPostcode(address.postcode, address.country)) problems.postcode ??= 'postcode';
  if (address.phone.trim() && !isValidPhone(address.phone)) problems.phone ??= 'phone';
  return problems;
}

/** Luhn's checksum over 12 to 19 digits, as Stripe checks a card number before anything else. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY", valid through the last day of that month. */
export function isValidExpiry(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** The card form of the offline test mode: number, expiry and security code (four digits for Amex). */
export function cardProblems(card: CardForm, now: Date): FieldProblems {
  const digits = card.number.replace(/[\s-]/g, '');
  const problems: FieldProblems = {};
  if (!passesLuhn(digits)) problems['card.number'] = digits ? 'cardNumber' : 'required';
  if (!isValidExpiry(card.expiry, now)) problems['card.expiry'] = card.expiry.trim() ? 'cardExpiry' : 'required';
  if (!(/^3[47]/.test(digits) ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) problems['card.cvc'] = card.cvc.trim() ? 'cardCvc' : 'required';
  return problems;
}

export type CheckoutRuleOptions = {
  needsShipping: boolean;
  allowedCountries: readonly string[];
  /** The test-mode card form is on the page (card chosen, no Stripe Elements). */
  checksCard: boolean;
  now: Date;
  /** The store settings ask for the terms checkbox (lib/config/store-settings.ts). */
  termsRequired?: boolean;
};

/** Every field problem of the whole form, keyed "billing.postcode", "shipping.city", "card.cvc". */
export function checkoutProblems(form: CheckoutForm, options: CheckoutRuleOptions): FieldProblems {
  const problems: FieldProblems = {};
  const add = (prefix: string, found: Partial<Record<string, FieldProblem>>) => {
    for (const [field, problem] of Object.entries(found)) problems[`${prefix}.${field}`] = problem;
  };
  add('billing', addressProblems(form.billing, { group: 'billing', full: options.needsShipping, allowedCountries: options.allowedCountries }));
  if (options.needsShipping && form.shipToDifferentAddress) {
    add('shipping', addressProblems(form.shipping, { group: 'shipping', full: true, allowedCountries: options.allowedCountries }));
  }
  if (options.checksCard) Object.assign(problems, cardProblems(form.card, options.now));
  if (options.termsRequired && !form.termsAccepted) problems.termsAccepted = 'terms';
  return problems;
}
