import { z } from 'zod';
import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';

/**
 * The account forms' inputs, checked where they arrive from the browser (the server actions).
 * Passwords are kept as typed (the backend trims for login, as WordPress does); no length
 * rules beyond "not empty" (docs/behaviour.md §5 shows none).
 */
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
/** The shop's one e-mail rule; an internationalised domain is sent as punycode. Its issues carry "email". */
const email = z.string().max(200).transform(toAsciiEmail).refine(isEmailAddress, 'email');
/** A username or e-mail typed to sign in: an e-mail with an internationalised domain is looked up as stored (punycode). */
const login = required(200).transform(toAsciiEmail);

export const loginInput = z.object({ username: login, password: z.string().min(1).max(4096) });
export const registerInput = z.object({ username: required(60), email, password: z.string().min(1).max(4096) });
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
export const detailsInput = z.object({ firstName: text(200), lastName: text(200), email });

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
export const addressesInput = z.object({ billing: addressInput, shipping: addressInput });

export type AddressInput = z.infer<typeof addressInput>;

/** Headless Login's third-party providers (the URL's /oauth/login/{provider}, any case, "-" for "_"). */
export const oauthProvider = z.enum(['FACEBOOK', 'GITHUB', 'GOOGLE', 'INSTAGRAM', 'LINKEDIN', 'OAUTH2_GENERIC']);
