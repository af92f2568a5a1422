import { z } from 'zod';
import type { Database, Queryable } from '../../db';
import { UserError } from '../errors';
import { emailAddressSchema } from '../mail/email-address';
import { checkBillingEmail, mergeAddress, type AddressInput } from '../checkout/customer-input';
import { addressSchema } from '../sessions/session-data';
import { findCustomerByEmail, insertCustomer, loginTaken, uniqueViolation, type CustomerRecord } from './customer-store';
import { accountMessages } from './messages';
import { checkStoredMeta, metaFromInput } from './meta-limits';
import { hashPassword, newPasswordProblem } from './passwords';

/**
 * WooCommerce's "Account & Privacy" option woocommerce_registration_generate_username (default
 * "yes"): a registration without a username gets one made from the e-mail; with "no", the
 * username is required (REGISTRATION_GENERATE_USERNAME=0, server/config.ts).
 */
export interface RegistrationSettings {
  generateUsername: boolean;
}

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = { generateUsername: true };

export interface RegistrationRequest {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  billing?: AddressInput;
  shipping?: AddressInput;
  shippingSameAsBilling?: boolean | null;
  metaData?: readonly ({ key: string; value: string } | null)[] | null;
}

// WordPress limits: user_login 60 characters of letters, digits, space and _ . - @; user_email 100.
const usernameSchema = z.string().max(60).regex(/^[A-Za-z0-9 _.@-]+$/);
const emailSchema = emailAddressSchema;

/**
 * The checks of WooCommerce's wc_create_new_customer(), in its order: e-mail valid and free,
 * username valid and free (made from the e-mail when none is given and the store generates
 * usernames, as WooCommerce does by default; refused as invalid otherwise), a password given (and long enough: the shop's rule, passwords.ts). Throws the WooCommerce message as a UserError.
 */
export async function checkRegistration(
  db: Queryable,
  input: RegistrationRequest,
  settings: RegistrationSettings,
): Promise<{ username: string; email: string; password: string }> {
  const email = (input.email ?? '').trim();
  if (!emailSchema.safeParse(email).success) throw new UserError(accountMessages.invalidEmail);
  const given = (input.username ?? '').trim();
  // wc_create_new_customer(): sanitize_user('') is empty, and an empty username is not valid.
  if (!given && !settings.generateUsername) throw new UserError(accountMessages.invalidUsername);
  const username = given || (await usernameFromEmail(db, email));
  if (!usernameSchema.safeParse(username).success) throw new UserError(accountMessages.invalidUsername);
  const taken = await loginTaken(db, username, email);
  if (taken.email) throw new UserError(accountMessages.emailExists);
  if (taken.username) throw new UserError(accountMessages.usernameExists);
  const password = input.password ?? '';
  if (!password) throw new UserError(accountMessages.noPassword);
  const problem = newPasswordProblem(password);
  if (problem) throw new UserError(problem);
  checkBillingEmail(input.billing);
  checkStoredMeta(metaFromInput(input.metaData ?? []));
  return { username, email, password };
}

/** WooCommerce's generated username: the e-mail's local part, made unique with a number. */
async function usernameFromEmail(db: Queryable, email: string): Promise<string> {
  const base = email.split('@')[0]!.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 50) || 'customer';
  for (let suffix = 0; suffix < 50; suffix += 1) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    if (!(await loginTaken(db, candidate, '')).username) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * Creates the account inside `tx` (checkout passes the order's transaction, so a failed order
 * leaves no account behind). A registration racing this one is answered like a duplicate.
 */
export async function createCustomer(tx: Queryable, checked: { username: string; email: string; passwordHash: string }, input: RegistrationRequest): Promise<CustomerRecord> {
  checkBillingEmail(input.billing);
  const empty = addressSchema.parse({});
  const billing = mergeAddress({ ...empty, email: checked.email }, input.billing);
  const shipping = input.shippingSameAsBilling ? { ...billing } : mergeAddress(empty, input.shipping);
  const meta = metaFromInput(input.metaData ?? []);
  checkStoredMeta(meta);
  try {
    return await insertCustomer(tx, {
      username: checked.username,
      email: checked.email,
      passwordHash: checked.passwordHash,
      firstName: (input.firstName ?? billing.firstName).trim().slice(0, 200),
      lastName: (input.lastName ?? billing.lastName).trim().slice(0, 200),
      billing,
      shipping,
      meta,
    });
  } catch (error) {
    const which = uniqueViolation(error);
    if (which === 'email') throw new UserError(accountMessages.emailExists);
    if (which === 'username') throw new UserError(accountMessages.usernameExists);
    throw error;
  }
}

const TAKEN = new Set<string>([accountMessages.emailExists, accountMessages.usernameExists]);

/** registerCustomer: checks, hashes (outside any transaction: it is the slow part) and stores. */
export async function registerCustomer(db: Database, input: RegistrationRequest, settings: RegistrationSettings): Promise<CustomerRecord> {
  const checked = await checkRegistration(db, input, settings).catch(async (error: unknown) => {
    // A taken e-mail or username answers after as long as a new account takes to hash its
    // password, so the time of the answer does not tell that the account exists.
    if (error instanceof UserError && TAKEN.has(error.message)) await hashPassword(input.password || 'x');
    throw error;
  });
  const passwordHash = await hashPassword(checked.password);
  return db.transaction((tx) => createCustomer(tx, { ...checked, passwordHash }, input));
}

/**
 * A new account for a third-party identity whose provider verified its e-mail: no password (it
 * signs in through the provider, or sets a password by the reset mail). Null when a customer
 * already has that e-mail (compared case-insensitively), also one registered at the same
 * moment: that account is its owner's, and only they may link a provider to it
 * (server/commerce/oauth/oauth-link.ts).
 */
export async function customerForVerifiedEmail(
  db: Database,
  identity: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<CustomerRecord | null> {
  const email = identity.email.trim();
  if (!emailSchema.safeParse(email).success) throw new UserError(accountMessages.invalidEmail);
  if (await findCustomerByEmail(db, email)) return null;
  const username = await usernameFromEmail(db, email);
  try {
    return await db.transaction((tx) => createCustomer(tx, { username, email, passwordHash: '' }, { firstName: identity.firstName, lastName: identity.lastName }));
  } catch (error) {
    // Another request made an account with this e-mail in the meantime: it is not ours to take.
    if (await findCustomerByEmail(db, email)) return null;
    throw error;
  }
}
