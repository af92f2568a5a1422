import type { Queryable } from '../../db';
import type { Coupon } from '../pricing';

interface CouponRow {
  id: number;
  code: string;
  kind: Coupon['kind'];
  description: string;
  amount: number;
  balance: number;
  free_shipping: boolean;
  expires_at: Date | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  usage_limit: number | null;
  usage_count: number;
  usage_limit_per_user: number | null;
  individual_use: boolean;
  exclude_sale_items: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  category_ids: number[];
  excluded_category_ids: number[];
}

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    description: row.description,
    amount: row.amount,
    balance: row.balance,
    freeShipping: row.free_shipping,
    expiresAt: row.expires_at,
    minimumSpend: row.minimum_amount,
    maximumSpend: row.maximum_amount,
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    usageLimitPerUser: row.usage_limit_per_user,
    individualUse: row.individual_use,
    excludeSaleItems: row.exclude_sale_items,
    productIds: row.product_ids,
    excludedProductIds: row.excluded_product_ids,
    categoryIds: row.category_ids,
    excludedCategoryIds: row.excluded_category_ids,
  };
}

/** Coupons by code, case-insensitively, in the order the codes are given. */
export async function findCoupons(db: Queryable, codes: readonly string[]): Promise<Coupon[]> {
  if (codes.length === 0) return [];
  const lower = codes.map((code) => code.toLowerCase());
  const rows = await db.query<CouponRow>('SELECT * FROM coupon WHERE lower(code) = ANY($1::text[])', [lower]);
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), toCoupon(row)]));
  return lower.flatMap((code) => byCode.get(code) ?? []);
}

/** Who an order's coupon use counts for: its billing e-mail and, when known, its customer account. */
export interface CouponUser {
  email: string;
  customerId: number | null;
}

/**
 * How often this customer already used the coupon, by billing e-mail or by account (WooCommerce's
 * `_used_by` holds both). At checkout this runs after `takeCouponUse` locked the coupon row, so a
 * concurrent order by the same customer has committed its use before this counts.
 */
export async function couponUsesByCustomer(db: Queryable, couponId: number, user: CouponUser): Promise<number> {
  const [row] = await db.query<{ uses: number }>(
    `SELECT count(*)::int AS uses FROM coupon_usage cu JOIN shop_order o ON o.id = cu.order_id
     WHERE cu.coupon_id = $1 AND (($2 <> '' AND lower(cu.email) = lower($2)) OR o.customer_user_id = $3::int)`,
    [couponId, user.email, user.customerId],
  );
  return row?.uses ?? 0;
}

/**
 * Takes one use of a coupon, or the credit a gift card pays, within the order's transaction.
 * The UPDATE locks the coupon row until the order commits or rolls back: concurrent checkouts
 * with the same coupon queue here, which makes both the global and the per-customer limit
 * atomic on Postgres (PGlite runs one transaction at a time anyway). False when the coupon's
 * global limit or the gift card's balance is used up.
 */
export async function takeCouponUse(tx: Queryable, coupon: Coupon, giftCardCredit: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    coupon.kind === 'gift_card'
      ? 'UPDATE coupon SET balance = balance - $2, usage_count = usage_count + 1 WHERE id = $1 AND balance >= $2 RETURNING id'
      : 'UPDATE coupon SET usage_count = usage_count + 1 WHERE id = $1 AND (usage_limit IS NULL OR usage_count < usage_limit) RETURNING id',
    coupon.kind === 'gift_card' ? [coupon.id, giftCardCredit] : [coupon.id],
  );
  return rows.length > 0;
}

/**
 * Gives back what a cancelled order took of its coupons (wc_update_coupon_usage_counts on
 * cancellation): each coupon's use, so its limits count the order no more, and a gift card's
 * credit, back on its balance.
 */
export async function releaseCouponUses(tx: Queryable, orderId: number): Promise<void> {
  // Locked by id first, as checkout takes them (place-order.ts useCoupons): never crosswise.
  await tx.query('SELECT id FROM coupon WHERE id IN (SELECT coupon_id FROM coupon_usage WHERE order_id = $1) ORDER BY id FOR UPDATE', [orderId]);
  await tx.query(
    `WITH released AS (DELETE FROM coupon_usage WHERE order_id = $1 RETURNING coupon_id, amount)
     UPDATE coupon SET usage_count = greatest(usage_count - 1, 0),
       balance = balance + CASE WHEN kind = 'gift_card' THEN released.amount ELSE 0 END
     FROM released WHERE coupon.id = released.coupon_id`,
    [orderId],
  );
}
