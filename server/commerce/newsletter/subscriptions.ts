import type { Database } from '../../db';
import type { ShopLimits } from '../limits/shop-limits';
import type { MailLocale } from '../mail-locales';
import { getOrCreateOption, randomSecret } from '../site-options';
import { newsletterConfirmationMail } from './confirmation-mail';
import { enqueueNewsletterMail, type NewsletterLinks } from './newsletter-mail';
import { hashConfirmKey, newConfirmKey, verifyUnsubscribeToken } from './tokens';

/** How long a confirmation link works. */
const CONFIRM_VALID_HOURS = 48;

interface NewsletterDeps {
  db: Database;
  limits: ShopLimits;
  storefrontUrl: string;
  shopName: string;
}

interface SignUp {
  email: string;
  locale: MailLocale;
  /** The consent text the shopper saw beside the field, in their language: kept as evidence. */
  consentText: string;
}

/** Signs unsubscribe tokens; made once and kept in the database, so every instance agrees. */
async function linkSecret(db: Database): Promise<string> {
  return getOrCreateOption(db, 'newsletter_secret', randomSecret);
}

async function links(deps: NewsletterDeps): Promise<NewsletterLinks> {
  return { storefrontUrl: deps.storefrontUrl, secret: await linkSecret(deps.db) };
}

/**
 * A sign-up (double opt-in). Whatever the address's state, the caller answers the same ("check
 * your inbox"), so nobody learns whether an address is subscribed:
 * - unknown, pending or unsubscribed: the row becomes pending with a fresh confirmation key and
 *   the sign-up's evidence, and a confirmation mail goes out — unless that address has had
 *   enough of them today (limits: newsletterConfirmationsPerRecipient); then nothing changes, so
 *   the link of an earlier mail keeps working;
 * - confirmed: nothing changes and no mail is sent.
 * Refuses (UserError) when the client's address signed up too often.
 */
export async function signUp(deps: NewsletterDeps, input: SignUp, clientAddress: string): Promise<void> {
  await deps.limits.newsletterSignup(clientAddress);
  const email = input.email.toLowerCase();
  const [existing] = await deps.db.query<{ status: string }>('SELECT status FROM newsletter_subscription WHERE email = $1', [email]);
  if (existing?.status === 'confirmed') return;
  if (!(await deps.limits.takeNewsletterConfirmation(email))) return;
  const mailLinks = await links(deps);
  const { key, hash } = newConfirmKey();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO newsletter_subscription
         (email, status, locale, consent_text, requested_at, requested_address, confirm_key_hash, confirm_expires_at)
       VALUES ($1, 'pending', $2, $3, now(), $4, $5, now() + $6::int * interval '1 hour')
       ON CONFLICT (email) DO UPDATE SET
         status = 'pending', locale = EXCLUDED.locale, consent_text = EXCLUDED.consent_text,
         requested_at = EXCLUDED.requested_at, requested_address = EXCLUDED.requested_address,
         confirm_key_hash = EXCLUDED.confirm_key_hash, confirm_expires_at = EXCLUDED.confirm_expires_at,
         confirmed_at = NULL, confirmed_address = NULL, unsubscribed_at = NULL
       WHERE newsletter_subscription.status <> 'confirmed'
       RETURNING id::text AS id`,
      [email, input.locale, input.consentText, clientAddress, hash, CONFIRM_VALID_HOURS],
    );
    // Confirmed meanwhile (another request's link): nothing to ask for.
    if (!row) return;
    await enqueueNewsletterMail(tx, { id: row.id, email }, mailLinks, (unsubscribeUrl) =>
      newsletterConfirmationMail.render({
        locale: input.locale,
        shop: deps.shopName,
        confirmUrl: `${deps.storefrontUrl}/newsletter/confirm?key=${encodeURIComponent(key)}`,
        unsubscribeUrl,
        validHours: CONFIRM_VALID_HOURS,
      }),
    );
  });
}

type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * Confirms the pending subscription whose link carries `key`, once: the key's hash is cleared in
 * the same statement, so a second use finds nothing. An expired link confirms nothing.
 */
export async function confirm(db: Database, key: string, clientAddress: string): Promise<ConfirmOutcome> {
  const hash = hashConfirmKey(key);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ expired: boolean }>(
      `SELECT confirm_expires_at <= now() AS expired FROM newsletter_subscription
       WHERE confirm_key_hash = $1 AND status = 'pending' FOR UPDATE`,
      [hash],
    );
    if (!row) return 'invalid';
    if (row.expired) return 'expired';
    await tx.query(
      `UPDATE newsletter_subscription
       SET status = 'confirmed', confirmed_at = now(), confirmed_address = $2, confirm_key_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_key_hash = $1`,
      [hash, clientAddress],
    );
    return 'confirmed';
  });
}

/**
 * Ends the subscription an unsubscribe token names (pending or confirmed). Saying it twice is
 * fine: the answer stays "unsubscribed". A token this shop did not sign is 'invalid'.
 */
export async function unsubscribe(db: Database, token: string): Promise<'unsubscribed' | 'invalid'> {
  const id = verifyUnsubscribeToken(await linkSecret(db), token);
  if (!id) return 'invalid';
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE newsletter_subscription
       SET status = 'unsubscribed', unsubscribed_at = now(), confirm_key_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1::bigint AND status <> 'unsubscribed'`,
      [id],
    );
  });
  return 'unsubscribed';
}
