import type { Database } from '../../db';
import type { ChangeConsumer } from '../catalog/change-feed';
import { mailLocaleSchema } from '../mail-locales';
import { enqueueListMail } from '../opt-in/list-mail';
import { alertSecret, unsubscribeUrls } from './alert-links';
import { findAlertItems, itemTitle, itemUrl } from './items';
import { backInStockNoticeMail } from './mails';

interface NotifierDeps {
  db: Database;
  storefrontUrl: string;
  shopName: string;
}

type WaitingRow = { id: string; email: string; locale: string; product_id: number; variation_id: number | null };

/**
 * Mails every confirmed, not yet alerted subscriber of these products whose item can be bought
 * again. Each alert is enqueued in the transaction that sets its `notified_at`, with its row
 * locked (SKIP LOCKED: another instance handling the same change takes the others), so one
 * subscription gets one mail, however often the stock goes and comes back, and however many
 * times a change is handed over.
 */
export async function notifyAvailable(deps: NotifierDeps, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const secret = await alertSecret(deps.db);
  return deps.db.transaction(async (tx) => {
    const waiting = await tx.query<WaitingRow>(
      `SELECT id::text AS id, email, locale, product_id, variation_id FROM back_in_stock_subscription
        WHERE product_id = ANY($1::int[]) AND status = 'confirmed' AND notified_at IS NULL
        ORDER BY id FOR UPDATE SKIP LOCKED`,
      [[...new Set(productIds)]],
    );
    if (waiting.length === 0) return 0;
    const items = await findAlertItems(tx, uniqueItems(waiting));
    let sent = 0;
    for (const row of waiting) {
      const item = items.find((candidate) => candidate.productId === row.product_id && candidate.variationId === row.variation_id);
      if (!item?.available) continue;
      const locale = mailLocaleSchema.catch('de_DE').parse(row.locale);
      await enqueueListMail(tx, row.email, unsubscribeUrls(deps.storefrontUrl, secret, row.id), (unsubscribeUrl) =>
        backInStockNoticeMail.render({ locale, shop: deps.shopName, item: itemTitle(item), itemUrl: itemUrl(deps.storefrontUrl, item), unsubscribeUrl }),
      );
      await tx.query('UPDATE back_in_stock_subscription SET notified_at = now() WHERE id = $1::bigint', [row.id]);
      sent += 1;
    }
    return sent;
  });
}

function uniqueItems(rows: readonly WaitingRow[]) {
  const byKey = new Map(rows.map((row) => [`${row.product_id}:${row.variation_id ?? 0}`, { productId: row.product_id, variationId: row.variation_id }]));
  return [...byKey.values()];
}

/**
 * The change feed's consumer (catalog/change-feed.ts): every product write, whoever made it —
 * a checkout, the stock route, the seed, SQL by hand — leaves a catalog_change row, so any write
 * that makes a sold-out item buyable again reaches the waiting subscribers.
 */
export function backInStockNotifier(deps: NotifierDeps): ChangeConsumer {
  return {
    name: 'back-in-stock',
    async handle(changes) {
      await notifyAvailable(deps, changes.map((change) => change.productId));
    },
  };
}
