import type { Database, Queryable } from '../../db';
import { billingAsShipping, checkBillingEmail, mergeAddress, type AddressInput } from '../checkout/customer-input';
import { UserError } from '../errors';
import { isEmailAddress } from '../mail/email-address';
import { fromGlobalId } from '../ids';
import { enqueueMail } from '../mail';
import { emailChangedMail } from '../mail/templates/email-changed';
import type { RequestSession, SessionKeys } from '../session';
import { changeSession } from '../sessions/session-store';
import { issueLoginTokens, isFreshLogin, revokeAllTokens } from './auth-tokens';
import { updateCustomerRow, uniqueViolation, type CustomerChanges, type CustomerRecord } from './customer-store';
import { accountMessages } from './messages';
import { checkStoredMeta, metaFromInput } from './meta-limits';
import { hashPassword, newPasswordProblem } from './passwords';
import type { RequestViewer } from './viewer';

/** What an account update needs of the request (CommerceContext fits). */
export interface AccountUpdateContext {
  db: Database;
  session: RequestSession;
  sessionKeys: SessionKeys;
  viewer: RequestViewer;
  /** Where the old address's warning mail links to (the storefront's lost-password page). */
  storefrontUrl: string;
}

export interface AccountUpdateRequest {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  billing?: AddressInput;
  shipping?: AddressInput;
  shippingSameAsBilling?: boolean | null;
  metaData?: readonly ({ key: string; value: string } | null)[] | null;
}

// WordPress's own texts for a bad or taken e-mail in wp_update_user / WPGraphQL.
const INVALID_EMAIL = 'The email address you are trying to use is invalid';
const EMAIL_TAKEN = 'Sorry, that email address is already used!';

/** Whether `id` (a global id of the user or customer, or a database id) names this customer. */
export function namesCustomer(id: string | null | undefined, customer: CustomerRecord): boolean {
  if (!id) return true;
  if (id === String(customer.id)) return true;
  const parsed = fromGlobalId(id);
  return !!parsed && (parsed.type === 'user' || parsed.type === 'customer') && parsed.id === String(customer.id);
}

/**
 * updateCustomer / updateUser for the signed-in customer: names, e-mail, password, addresses
 * (shippingSameAsBilling copies the billing address as stored before this change, as WooGraphQL
 * does) and meta data (key by key; the wishlist lives there). The session customer follows the
 * new addresses, so the cart's shipping is priced for them.
 *
 * A stolen token must not be able to lock the owner out, so a new password or e-mail address
 * needs a fresh login (an auth token from a login in the last five minutes, auth-tokens.ts:
 * the contract has no current-password field; the storefront proves the current password with
 * a PASSWORD login first). A new password ends every other session (secret rotated, refresh
 * tokens revoked) and hands this device new tokens (`viewer.issued`); a new e-mail address
 * warns the old one by mail, in the same transaction.
 */
export async function updateAccount(ctx: AccountUpdateContext, customer: CustomerRecord, input: AccountUpdateRequest): Promise<CustomerRecord> {
  const { db, session } = ctx;
  if (!namesCustomer(input.id, customer)) throw new UserError(accountMessages.notAuthorizedUpdateCustomer);
  const changes: CustomerChanges = {};
  if (input.email != null) {
    const email = input.email.trim();
    if (!isEmailAddress(email)) throw new UserError(INVALID_EMAIL);
    if (email !== customer.email) changes.email = email;
  }
  if (input.firstName != null) changes.firstName = input.firstName.trim().slice(0, 200);
  if (input.lastName != null) changes.lastName = input.lastName.trim().slice(0, 200);
  // An empty password means "unchanged", as in WordPress's edit_user.
  if (input.password) {
    const problem = newPasswordProblem(input.password);
    if (problem) throw new UserError(problem);
  }
  if ((changes.email || input.password) && !(ctx.viewer.claims && isFreshLogin(ctx.viewer.claims))) {
    throw new UserError(accountMessages.freshLoginRequired);
  }
  if (input.password) {
    changes.passwordHash = await hashPassword(input.password);
    changes.rotateTokenSecret = true;
  }
  checkBillingEmail(input.billing);
  if (input.billing) changes.billing = mergeAddress(customer.billing, input.billing);
  // WooGraphQL replaces shipping with the stored billing and ignores a shipping input then.
  if (input.shippingSameAsBilling) changes.shipping = billingAsShipping(customer);
  else if (input.shipping) changes.shipping = mergeAddress(customer.shipping, input.shipping);
  if (input.metaData) changes.meta = metaFromInput(input.metaData);
  let updated: CustomerRecord;
  try {
    updated = await db.transaction(async (tx) => {
      if (changes.passwordHash) await revokeAllTokens(tx, customer.id);
      const row = await updateCustomerRow(tx, customer.id, changes);
      // Checked on the merged meta inside the transaction: two updates at once cannot pass the bound together.
      if (changes.meta) checkStoredMeta(row.meta);
      if (changes.email) await warnOldAddress(tx, ctx.storefrontUrl, customer, row.email);
      if (changes.passwordHash) {
        // This device proved the current password (a fresh login): it stays signed in.
        const issued = await issueLoginTokens(tx, row, ctx.sessionKeys);
        ctx.viewer.issued = { auth: issued.auth, refresh: issued.refresh };
        ctx.viewer.claims = issued.claims;
      }
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'email') throw new UserError(EMAIL_TAKEN);
    throw error;
  }
  if (changes.billing || changes.shipping) {
    await changeSession(db, session.customerId, async (stored) => {
      const next = { billing: updated.billing, shipping: updated.shipping };
      return { data: { ...stored.data, customer: next }, result: undefined };
    });
    session.sendToken = true;
  }
  return updated;
}

async function warnOldAddress(tx: Queryable, storefrontUrl: string, customer: CustomerRecord, newEmail: string): Promise<void> {
  const recoverUrl = new URL('/my-account/lost-password', storefrontUrl).toString();
  await enqueueMail(tx, { to: customer.email, ...emailChangedMail.render({ username: customer.username, newEmail, recoverUrl }) });
}
