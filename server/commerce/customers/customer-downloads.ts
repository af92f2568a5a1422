import type { Queryable } from '../../db';
import { reviveDates } from '../../db/json-rows';
import type { DownloadRecord } from '../orders/order-record';

/** The downloads of a customer's paid orders, newest first (docs/woographql-contract.md §7). */
export async function readCustomerDownloads(db: Queryable, customerId: number, limit: number): Promise<DownloadRecord[]> {
  const rows = await db.query<{ json: string }>(
    `SELECT json_build_object('id', dp.id, 'orderId', dp.order_id, 'productId', dp.product_id, 'downloadId', dp.download_id,
       'name', d.name, 'filePath', d.file_path, 'downloadsRemaining', dp.downloads_remaining, 'accessExpires', dp.access_expires)::text AS json
     FROM download_permission dp
     JOIN shop_order o ON o.id = dp.order_id
     JOIN product_download d ON d.id = dp.download_id
     WHERE o.customer_user_id = $1 AND o.status IN ('processing', 'completed')
     ORDER BY dp.id DESC LIMIT $2`,
    [customerId, limit],
  );
  return rows.map(({ json }) => reviveDates<DownloadRecord>(JSON.parse(json) as Record<string, unknown>, ['accessExpires']));
}
