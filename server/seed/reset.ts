import type { Database } from '../db/database';
import { SEARCH_WRITE_LOCK } from '../search/engine/store';

/** Catalogue tables in dependency order (children first), for reset and emptiness checks. */
export const CATALOG_TABLES = [
  'review', 'product_meta', 'product_download', 'product_related', 'product_gallery', 'product_term',
  'product_default_attribute', 'product_attribute', 'variation_attribute', 'product_variation', 'product',
  'attribute_taxonomy', 'term', 'media',
] as const;

/** True when the catalogue already has products, terms or media. */
export async function isSeeded(db: Pick<Database, 'query'>): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM product) OR EXISTS (SELECT 1 FROM term) OR EXISTS (SELECT 1 FROM media) AS seeded`,
  );
  return row?.seeded ?? false;
}

/**
 * Empties the catalogue and restarts its ids, so a re-seed yields the same ids as a fresh database.
 * CASCADE also empties tables that point at products (orders, carts kept in rows), since their
 * references would otherwise dangle. post_id_seq is shared by three tables and owned by none, so
 * RESTART IDENTITY does not reach it: it is restarted by hand.
 */
export async function resetCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${CATALOG_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await tx.query('ALTER SEQUENCE post_id_seq RESTART WITH 1');
    // Coupons, orders and carts belong to the demo shop too; they are seeded (or made) afresh.
    await tx.query('TRUNCATE coupon_usage, download_permission, order_item, shop_order, coupon, session RESTART IDENTITY CASCADE');
    await tx.query('ALTER SEQUENCE shop_order_id_seq RESTART WITH 1001');
  });
}

/**
 * After a re-seed, the catalogue changes the seed left in the outbox (tens of thousands for a
 * large synthetic catalogue) describe a catalogue nobody has seen: consumers start afresh at
 * the newest change, as new consumers do, and the embedded search engine's records are
 * dropped so the backend rebuilds the whole index at its next start, which is far quicker
 * than re-indexing product by product. (Algolia is rebuilt with `npm run index`.)
 */
export async function startChangeFeedAfresh(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM catalog_change');
    await tx.query("DELETE FROM site_option WHERE name LIKE 'change\\_feed:%'");
    await tx.query('DELETE FROM search_record');
    // Running backend instances drop their in-memory records too (server/search/engine/sync.ts).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEARCH_WRITE_LOCK]);
    await tx.query('INSERT INTO search_change (index_name) SELECT name FROM search_index');
  });
}
