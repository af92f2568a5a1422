import type { Database, Queryable } from '../../db';
import { refreshRatings } from '../catalog/derived-columns';
import type { ReviewRow } from '../catalog/rows';
import { UserError } from '../errors';
import { REVIEW_MESSAGES, type ReviewDraft } from './review-input';

export interface ReviewSettings {
  /** REVIEWS_REQUIRE_APPROVAL: new reviews wait for a moderator and count only once approved. */
  requireApproval: boolean;
}

export type StoredReview = ReviewRow & { verified: boolean };

/**
 * Stores a review and, when it is published at once, the product's average rating and review
 * count in the same transaction. That product write is what tells the rest of the shop: it
 * moves the catalogue version (cached counts) and records a catalog_change, which revalidates
 * the storefront's product page and re-indexes the product for search.
 */
export async function storeReview(db: Database, draft: ReviewDraft, settings: ReviewSettings, customerId: number | null = null): Promise<StoredReview> {
  return db.transaction(async (tx) => {
    // Locked first, so concurrent reviews of one product count each other: the second waits
    // here and then computes its average from rows that include the first.
    const [product] = await tx.query<{ status: string; reviews_allowed: boolean }>(
      `SELECT status, reviews_allowed FROM product WHERE id = $1 FOR UPDATE`,
      [draft.productId],
    );
    if (!product || product.status !== 'publish') throw new UserError(REVIEW_MESSAGES.invalidProduct);
    if (!product.reviews_allowed) throw new UserError(REVIEW_MESSAGES.closed);
    if (await isDuplicate(tx, draft)) throw new UserError(REVIEW_MESSAGES.duplicate);
    if (await alreadyReviewed(tx, draft, customerId)) throw new UserError(REVIEW_MESSAGES.alreadyReviewed);

    const status = settings.requireApproval ? 'hold' : 'approved';
    const [review] = await tx.query<StoredReview>(
      `INSERT INTO review (product_id, author_name, author_email, content, rating, status, verified, customer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, product_id, author_name, author_email, content, rating, status, verified, created_at`,
      [draft.productId, draft.author, draft.authorEmail, draft.content, draft.rating, status, await boughtProduct(tx, draft.productId, customerId), customerId],
    );
    if (!review) throw new Error('review insert returned no row');
    if (status === 'approved') await refreshRatings(tx, [draft.productId]);
    return review;
  });
}

/** WordPress refuses the same text twice from the same address on the same post. */
async function isDuplicate(tx: Queryable, draft: ReviewDraft): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM review WHERE product_id = $1 AND lower(author_email) = lower($2) AND content = $3 LIMIT 1`,
    [draft.productId, draft.authorEmail, draft.content],
  );
  return rows.length > 0;
}

/**
 * One review per product from each customer (signed in: by account; else by e-mail address),
 * so one shopper cannot pile ratings onto a product. Stricter than WordPress, which only
 * refuses the same text twice. A signed-in customer counts by account alone, so a stranger who
 * types their address first cannot keep them from reviewing.
 */
async function alreadyReviewed(tx: Queryable, draft: ReviewDraft, customerId: number | null): Promise<boolean> {
  const rows =
    customerId === null
      ? await tx.query(`SELECT 1 FROM review WHERE product_id = $1 AND lower(author_email) = lower($2) LIMIT 1`, [draft.productId, draft.authorEmail])
      : await tx.query(`SELECT 1 FROM review WHERE product_id = $1 AND customer_id = $2 LIMIT 1`, [draft.productId, customerId]);
  return rows.length > 0;
}

/**
 * WooCommerce's "verified owner": a paid order (processing or completed, wc_get_is_paid_statuses)
 * of the signed-in reviewer — placed on their account, or as a guest with their account's
 * e-mail — holds the product or one of its variations. WooCommerce also trusts the e-mail an
 * anonymous reviewer types; here a typed address proves nothing, so the badge can never tell a
 * stranger who bought what.
 */
async function boughtProduct(tx: Queryable, productId: number, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const rows = await tx.query(
    `SELECT 1 FROM shop_order o JOIN order_item i ON i.order_id = o.id
     WHERE (o.customer_user_id = $1 OR lower(o.billing_email) = (SELECT lower(email) FROM customer WHERE id = $1))
       AND o.status IN ('processing', 'completed')
       AND i.item_type = 'line_item' AND (i.product_id = $2 OR i.variation_id = $2)
     LIMIT 1`,
    [customerId, productId],
  );
  return rows.length > 0;
}
