import type { Database } from '../../db';
import type { ShopLimits } from '../limits/shop-limits';
import type { MailLocale } from '../mail-locales';
import { enqueueListMail } from '../opt-in/list-mail';
import { hashConfirmKey, newConfirmKey } from '../opt-in/link-keys';
import { alertSecret, confirmUrl, unsubscribeUrls, verifyUnsubscribeToken } from './alert-links';
import { findAlertItems, itemTitle } from './items';
import { backInStockConfirmationMail } from './mails';
import { notifyAvailable } from './notifier';

/** How long a confirmation link works. */
const CONFIRM_VALID_HOURS = 48;

export interface BackInStockDeps {
  db: Database;
  limits: ShopLimits;
  storefrontUrl: string;
  shopName: string;
}

export interface AlertRequest {
  email: string;
  locale: MailLocale;
  productId: number;
  /** The chosen variation of a variable product; null for a simple product. */
  variationId: number | null;
}

/**
 * What a sign-up answers: `check_inbox` for every address (nobody learns who asked for what);
 * `unknown_item` when no such purchasable item exists; `in_stock` when it can be bought now.
 */
export type AlertRequestOutcome = 'check_inbox' | 'unknown_item' | 'in_stock';

/**
 * Asks for an alert (double opt-in). Whatever the address's state for this item, the answer is
 * the same:
 * - unknown, pending, unsubscribed or already alerted: the row becomes pending with a fresh key,
 *   and a confirmation mail goes out — unless that address has had enough of them today
 *   (limits: backInStockConfirmationsPerRecipient); then nothing changes;
 * - confirmed and still waiting: nothing changes and no mail is sent.
 * Refuses (UserError) when the client's address asked too often.
 */
export async function requestAlert(deps: BackInStockDeps, input: AlertRequest, clientAddress: string): Promise<AlertRequestOutcome> {
  await deps.limits.backInStockSignup(clientAddress);
  const [item] = await findAlertItems(deps.db, [{ productId: input.productId, variationId: input.variationId }]);
  if (!item) return 'unknown_item';
  if (item.available) return 'in_stock';
  const email = input.email.toLowerCase();
  const [existing] = await deps.db.query<{ waiting: boolean }>(
    `SELECT status = 'confirmed' AND notified_at IS NULL AS waiting FROM back_in_stock_subscription
      WHERE email = $1 AND product_id = $2 AND COALESCE(variation_id, 0) = COALESCE($3::int, 0)`,
    [email, item.productId, item.variationId],
  );
  if (existing?.waiting) return 'check_inbox';
  if (!(await deps.limits.takeBackInStockConfirmation(email))) return 'check_inbox';
  const secret = await alertSecret(deps.db);
  const { key, hash } = newConfirmKey();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO back_in_stock_subscription
         (email, product_id, variation_id, status, locale, requested_at, requested_address, confirm_key_hash, confirm_expires_at)
       VALUES ($1, $2, $3, 'pending', $4, now(), $5, $6, now() + $7::int * interval '1 hour')
       ON CONFLICT (email, product_id, COALESCE(variation_id, 0)) DO UPDATE SET
         status = 'pending', locale = EXCLUDED.locale, requested_at = EXCLUDED.requested_at,
         requested_address = EXCLUDED.requested_address, confirm_key_hash = EXCLUDED.confirm_key_hash,
         confirm_expires_at = EXCLUDED.confirm_expires_at, confirmed_at = NULL, confirmed_address = NULL,
         unsubscribed_at = NULL, notified_at = NULL
       WHERE NOT (back_in_stock_subscription.status = 'confirmed' AND back_in_stock_subscription.notified_at IS NULL)
       RETURNING id::text AS id`,
      [email, item.productId, item.variationId, input.locale, clientAddress, hash, CONFIRM_VALID_HOURS],
    );
    // Confirmed meanwhile (another request's link): nothing to ask for.
    if (!row) return;
    await enqueueListMail(tx, email, unsubscribeUrls(deps.storefrontUrl, secret, row.id), (unsubscribeUrl) =>
      backInStockConfirmationMail.render({
        locale: input.locale,
        shop: deps.shopName,
        item: itemTitle(item),
        confirmUrl: confirmUrl(deps.storefrontUrl, key),
        unsubscribeUrl,
        validHours: CONFIRM_VALID_HOURS,
      }),
    );
  });
  return 'check_inbox';
}

type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * Confirms the pending alert whose link carries `key`, once (the key's hash is cleared). Should
 * the item have come back meanwhile, the alert goes out right away: no later stock change might
 * ever come to trigger it.
 */
export async function confirmAlert(deps: BackInStockDeps, key: string, clientAddress: string): Promise<ConfirmOutcome> {
  const hash = hashConfirmKey(key);
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ expired: boolean; product_id: number }>(
      `SELECT confirm_expires_at <= now() AS expired, product_id FROM back_in_stock_subscription
       WHERE confirm_key_hash = $1 AND status = 'pending' FOR UPDATE`,
      [hash],
    );
    if (!row) return { status: 'invalid' as const };
    if (row.expired) return { status: 'expired' as const };
    await tx.query(
      `UPDATE back_in_stock_subscription
       SET status = 'confirmed', confirmed_at = now(), confirmed_address = $2, confirm_key_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_key_hash = $1`,
      [hash, clientAddress],
    );
    return { status: 'confirmed' as const, productId: row.product_id };
  });
  if (outcome.status === 'confirmed') await notifyAvailable(deps, [outcome.productId]);
  return outcome.status;
}

/** Ends the alert an unsubscribe token names. Saying it twice is fine; a token this shop did not sign is 'invalid'. */
export async function unsubscribeAlert(db: Database, token: string): Promise<'unsubscribed' | 'invalid'> {
  const id = verifyUnsubscribeToken(await alertSecret(db), token);
  if (!id) return 'invalid';
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE back_in_stock_subscription
       SET status = 'unsubscribed', unsubscribed_at = now(), confirm_key_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1::bigint AND status <> 'unsubscribed'`,
      [id],
    );
  });
  return 'unsubscribed';
}
