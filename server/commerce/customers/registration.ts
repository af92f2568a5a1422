import type { Database, Queryable } from '../../db';
import { UserError } from '../errors';
import { emailAddressSchema, isEmailAddress } from '../mail/email-address';
import { checkBillingEmail, mergeAddress, type AddressInput } from '../checkout/customer-input';
import { addressSchema } from '../sessions/session-data';
import { findCustomerByEmail, insertCustomer, loginTaken, uniqueViolation, type CustomerRecord } from './customer-store';
import { accountMessages } from './messages';
import { checkStoredMeta, metaFromInput } from './meta-limits';
import { hashPassword, newPasswordProblem } from './passwords';
import { generatedUsername } from './generated-username';
import { preUserEmail, wordpressIsEmail } from './wordpress-email';
import { isValidUsername, phpEmpty, sanitizeUser } from './wordpress-sanitize';

/**
 * WooCommerce's "Account & Privacy" option woocommerce_registration_generate_username (default
 * "yes", REGISTRATION_GENERATE_USERNAME, server/config.ts). It governs WooCommerce's own forms
 * only (the storefront's registration form asks for a username when it is off): over GraphQL a
 * real store makes a missing username from the names or the e-mail whatever it says, at
 * registerCustomer and at checkout alike, as wc_create_new_customer() does
 * (docs/woographql-contract.md §7b). No resolver reads it.
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

const emailSchema = emailAddressSchema;
// wp_insert_user(): user_login holds at most 60 characters.
const USERNAME_MAX_LENGTH = 60;

/**
 * The checks of registerCustomer (WooGraphQL) and wc_create_new_customer(), in their order: an
 * e-mail and a password given ("0" counts as none, PHP's empty()), the e-mail valid and free, the
 * username — sanitize_user() of the one given, or one made from the names or the e-mail when
 * none is — valid and free, at most 60 characters; then the shop's own password rule
 * (passwords.ts). Throws the store's message as a UserError. `username` is what gets stored.
 */
export async function checkRegistration(
  db: Queryable,
  input: RegistrationRequest,
  options: { userMutation?: boolean } = {},
): Promise<{ username: string; email: string; password: string }> {
  // The address as given: WooCommerce's is_email() takes no spaces around it.
  const email = input.email ?? '';
  if (phpEmpty(email)) throw new UserError(accountMessages.invalidEmail);
  const password = input.password ?? '';
  if (phpEmpty(password)) throw new UserError(accountMessages.noPassword);
  // registerCustomer only (WPGraphQL's UserMutation): is_email() of what the pre_user_email
  // filters leave; the checkout's billing e-mail reaches wc_create_new_customer() directly.
  if (options.userMutation && !wordpressIsEmail(preUserEmail(email))) throw new UserError(accountMessages.emailUnusable);
  if (!isEmailAddress(email)) throw new UserError(accountMessages.invalidEmail);
  const given = input.username ?? '';
  const names = { firstName: input.firstName, lastName: input.lastName };
  const username = sanitizeUser(phpEmpty(given) ? await generatedUsername(db, email, names) : given);
  if (!isValidUsername(username)) throw new UserError(accountMessages.invalidUsername);
  const taken = await loginTaken(db, username, email);
  if (taken.email) throw new UserError(accountMessages.emailExists(email));
  if (taken.username) throw new UserError(accountMessages.usernameExists);
  if ([...username].length > USERNAME_MAX_LENGTH) throw new UserError(accountMessages.usernameTooLong);
  const problem = newPasswordProblem(password);
  if (problem) throw new UserError(problem);
  checkBillingEmail(input.billing);
  checkStoredMeta(metaFromInput(input.metaData ?? []));
  return { username, email, password };
}

/**
 * A third-party sign-in's new username (Headless Login's User::create): the e-mail's local part,
 * made unique with a number.
 */
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
    if (which === 'email') throw new UserError(accountMessages.emailExists(checked.email));
    if (which === 'username') throw new UserError(accountMessages.usernameExists);
    throw error;
  }
}

const isTakenMessage = (message: string) => message === accountMessages.usernameExists || message.startsWith(accountMessages.emailExistsStart);

/** registerCustomer: checks, hashes (outside any transaction: it is the slow part) and stores. */
export async function registerCustomer(db: Database, input: RegistrationRequest): Promise<CustomerRecord> {
  const checked = await checkRegistration(db, input, { userMutation: true }).catch(async (error: unknown) => {
    // A taken e-mail or username answers after as long as a new account takes to hash its
    // password, so the time of the answer does not tell that the account exists.
    if (error instanceof UserError && isTakenMessage(error.message)) await hashPassword(input.password || 'x');
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
