import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db';
import { UserError } from '../errors';
import { enqueueMail } from '../mail';
import type { MailLanguage } from '../mail/language';
import { passwordResetMail } from '../mail/templates/password-reset';
import { unlinkAllIdentities } from '../oauth/customer-linker';
import { revokeAllTokens } from './auth-tokens';
import { updateCustomerRow, type CustomerRecord } from './customer-store';
import { resetLinkOwner, resetRequestTarget } from './login-names';
import { accountMessages } from './messages';
import { hashPassword, newPasswordProblem } from './passwords';
import { phpEmpty } from './wordpress-sanitize';

export const RESET_KEY_HOURS = 24;

/** sendPasswordResetEmail's one refusal (WPGraphQL was_username_provided), before any limit or lookup. */
export function checkResetRequest(login: string | null | undefined): string {
  if (typeof login !== 'string' || phpEmpty(login)) throw new UserError(accountMessages.resetRequestNeedsLogin);
  return login;
}
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * sendPasswordResetEmail: for the account the text names (an e-mail when it holds an "@" after
 * its first character, else a username: login-names.ts, resetRequestTarget), a new key (stored hashed; every older
 * key of the account revoked) and the mail with the storefront's link, enqueued in the same
 * transaction, in the language the shopper asked in. The answer never tells whether the account exists.
 * An empty text ("" or "0": PHP's empty()) is refused first, as WPGraphQL refuses it
 * (checkResetRequest); one of spaces only is not empty there, and names nobody.
 */
export async function requestPasswordReset(db: Database, login: string, asked: { storefrontUrl: string; language: MailLanguage }): Promise<void> {
  const customer = await resetRequestTarget(db, login);
  if (!customer) return;
  const key = randomBytes(20).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('UPDATE password_reset_key SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [customer.id]);
    await tx.query(
      `INSERT INTO password_reset_key (key_hash, customer_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [hashKey(key), customer.id, RESET_KEY_HOURS],
    );
    const resetUrl = new URL('/my-account/lost-password', asked.storefrontUrl);
    resetUrl.searchParams.set('key', key);
    resetUrl.searchParams.set('login', customer.username);
    await enqueueMail(tx, {
      to: customer.email,
      ...passwordResetMail.render({ username: customer.username, resetUrl: resetUrl.toString(), validHours: RESET_KEY_HOURS, language: asked.language }),
    });
  });
}

/**
 * resetUserPassword (WPGraphQL's messages): the key must belong to that login (a username, never
 * an e-mail: check_password_reset_key looks the login up by name only), be unused and
 * younger than 24 h. It is used up, the other keys with it, every token issued before stops
 * working, and every third-party sign-in linked to the account is unlinked (customer-linker.ts,
 * unlinkAllIdentities: a sign-in linked by whoever registered the address first must not keep
 * opening the account).
 */
export async function resetPassword(db: Database, input: { key?: string | null; login?: string | null; password?: string | null }): Promise<CustomerRecord> {
  // PHP's empty(): "0" is missing too, as WPGraphQL's ResetUserPassword tests.
  if (phpEmpty(input.key)) throw new UserError(accountMessages.resetKeyRequired);
  if (phpEmpty(input.login)) throw new UserError(accountMessages.resetLoginRequired);
  if (phpEmpty(input.password)) throw new UserError(accountMessages.resetPasswordRequired);
  const customer = await resetLinkOwner(db, input.login);
  if (!customer || input.key.length > 200) throw new UserError(accountMessages.resetKeyInvalid);
  const keyHash = hashKey(input.key);
  const checkKey = async (q: Queryable, lock: boolean) => {
    const [row] = await q.query<{ expired: boolean }>(
      `SELECT expires_at <= now() AS expired FROM password_reset_key
       WHERE key_hash = $1 AND customer_id = $2 AND used_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
      [keyHash, customer.id],
    );
    if (!row) throw new UserError(accountMessages.resetKeyInvalid);
    if (row.expired) throw new UserError(accountMessages.resetKeyExpired);
  };
  // The key is checked before the (deliberately slow) hashing, so made-up keys cost no hashing,
  // and again under lock, so two uses of one key cannot both pass.
  await checkKey(db, false);
  // The key first: a made-up key learns nothing about the password rule.
  const problem = newPasswordProblem(input.password);
  if (problem) throw new UserError(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await checkKey(tx, true);
    await tx.query('UPDATE password_reset_key SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [customer.id]);
    await revokeAllTokens(tx, customer.id);
    await unlinkAllIdentities(tx, customer.id);
    return updateCustomerRow(tx, customer.id, { passwordHash, rotateTokenSecret: true });
  });
}
