import { z } from 'zod';
import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';

/**
 * The account forms' inputs, checked where they arrive from the browser (the server actions).
 * Passwords are sent as typed; the store trims them where it keeps and where it checks one
 * (WordPress's wp_hash_password and wp_authenticate, docs/woographql-contract.md §7b), so a new
 * one needs PASSWORD_MIN_LENGTH characters once trimmed — the backend's rule
 * (server/commerce/customers/passwords.ts), checked here first to answer in the shopper's words.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** PHP's trim(), which WordPress applies to passwords: ASCII spaces, tabs, line breaks, NUL and VT only. */
export const storeTrim = (text: string) => text.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/** Too short for a new password: its characters once trimmed, as the backend counts (an emoji is one). */
export const passwordTooShort = (password: string) => [...storeTrim(password)].length < PASSWORD_MIN_LENGTH;

/**
 * Why a new password cannot be used, or null: too short, or long enough only by its outer
 * spaces — which the store drops, so a password of spaces only would be kept empty and never sign in.
 */
export function newPasswordProblem(password: string): 'passwordTooShort' | 'passwordOuterSpaces' | null {
  if (!passwordTooShort(password)) return null;
  return [...password].length >= PASSWORD_MIN_LENGTH ? 'passwordOuterSpaces' : 'passwordTooShort';
}

/** A sign-in password the store reads as none (Headless Login: empty() after trim(), so also "0"). */
export const blankPassword = (password: string) => ['', '0'].includes(storeTrim(password));

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
/** The shop's one e-mail rule; an internationalised domain is sent as punycode. Its issues carry "email". */
const email = z.string().max(200).transform(toAsciiEmail).refine(isEmailAddress, 'email');
/** A username or e-mail typed to sign in: an e-mail with an internationalised domain is looked up as stored (punycode). */
const login = required(200).transform(toAsciiEmail);

export const loginInput = z.object({ username: login, password: z.string().min(1).max(4096) });
/** `username` may be empty: the store then makes one from the e-mail, if it is set to (lib/account/registration-settings.ts). */
export const registerInput = z.object({ username: text(60).default(''), email, password: z.string().min(1).max(4096) });
export const resetRequestInput = z.object({ username: login });
export const newPasswordInput = z.object({
  key: required(200),
  login,
  password: z.string().min(1).max(4096),
  confirm: z.string().max(4096),
});
export const changePasswordInput = z.object({
  current: z.string().min(1).max(4096),
  password: z.string().min(1).max(4096),
  confirm: z.string().max(4096),
});
/** `current`: the current password, needed only when the e-mail address changes. */
export const detailsInput = z.object({ firstName: text(200), lastName: text(200), email, current: z.string().max(4096).default('') });

export const addressInput = z.object({
  firstName: text(200),
  lastName: text(200),
  company: text(200),
  address1: text(200),
  address2: text(200),
  city: text(200),
  postcode: text(20),
  state: text(100),
  // WooGraphQL's CountriesEnum: ISO 3166-1 alpha-2; empty keeps none.
  country: z.union([z.literal(''), z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/)]),
  phone: text(40),
  email: z.union([z.literal(''), email]),
});
/** `current`: the current password, needed only on a store whose updates would replace it (lib/commerce/store-version.ts). */
export const addressesInput = z.object({ billing: addressInput, shipping: addressInput, current: z.string().max(4096).default('') });

export type AddressInput = z.infer<typeof addressInput>;

/** Headless Login's third-party providers (the URL's /oauth/login/{provider}, any case, "-" for "_"). */
export const oauthProvider = z.enum(['FACEBOOK', 'GITHUB', 'GOOGLE', 'INSTAGRAM', 'LINKEDIN', 'OAUTH2_GENERIC']);

/** "Link with …": the provider's slug and the current password (empty for an account without one). */
export const linkStartInput = z.object({ provider: z.string().max(40), current: z.string().max(4096).default('') });
export type OAuthProviderName = z.infer<typeof oauthProvider>;
