import type { Queryable } from '../db';

/**
 * The demo shop's coupons and gift cards: several of each WooCommerce kind and restriction, so
 * every rule can be tried in the shop and in tests. Deterministic: fixed codes, amounts and dates.
 * Category restrictions name categories by slug; a catalogue without them (the synthetic one)
 * skips those coupons rather than seeding them unrestricted.
 */
interface SeedCoupon {
  code: string;
  kind: 'percent' | 'fixed_cart' | 'fixed_product' | 'gift_card';
  description: string;
  amount?: number;
  balance?: number;
  freeShipping?: boolean;
  expiresAt?: string;
  minimum?: number;
  maximum?: number;
  usageLimit?: number;
  usageCount?: number;
  usageLimitPerUser?: number;
  individualUse?: boolean;
  excludeSaleItems?: boolean;
  categories?: string[];
  excludedCategories?: string[];
}

const FAR_FUTURE = '2099-12-31T23:59:59Z';

export const SEED_COUPONS: readonly SeedCoupon[] = [
  { code: 'WILLKOMMEN10', kind: 'percent', amount: 10, description: '10 % auf die erste Bestellung', usageLimitPerUser: 1, expiresAt: FAR_FUTURE },
  { code: 'SOMMER20', kind: 'percent', amount: 20, description: '20 % ab 50 €, nicht auf reduzierte Artikel', minimum: 50_00, excludeSaleItems: true },
  { code: 'KLEIDER15', kind: 'percent', amount: 15, description: '15 % auf Kleider', categories: ['kleider'] },
  { code: 'VIP25', kind: 'percent', amount: 25, description: '25 %, nicht kombinierbar', individualUse: true },
  { code: 'KLEINERBONUS', kind: 'percent', amount: 5, description: '5 % bis 200 € Einkaufswert', maximum: 200_00 },
  { code: 'FUENFER', kind: 'fixed_cart', amount: 5_00, description: '5 € ab 30 €', minimum: 30_00 },
  { code: 'ZEHNAB100', kind: 'fixed_cart', amount: 10_00, description: '10 € ab 100 €', minimum: 100_00 },
  { code: 'MODE5', kind: 'fixed_cart', amount: 5_00, description: '5 € auf Mode, nicht auf Gutscheine', excludedCategories: ['gutscheine'] },
  { code: 'SCHUHE10', kind: 'fixed_product', amount: 10_00, description: '10 € je Paar Schuhe', categories: ['schuhe'] },
  { code: 'JEANS5', kind: 'fixed_product', amount: 5_00, description: '5 € je Jeans', categories: ['jeans'] },
  { code: 'GRATISVERSAND', kind: 'fixed_cart', amount: 0, description: 'Kostenloser Versand', freeShipping: true },
  { code: 'VERSANDFREI30', kind: 'fixed_cart', amount: 0, description: 'Kostenloser Versand ab 30 €', freeShipping: true, minimum: 30_00 },
  { code: 'ABGELAUFEN', kind: 'percent', amount: 10, description: 'Abgelaufene Aktion', expiresAt: '2025-01-31T23:59:59Z' },
  { code: 'EINMALIG', kind: 'fixed_cart', amount: 5_00, description: 'Schon eingelöst', usageLimit: 1, usageCount: 1 },
  { code: 'GC-4H7K-PL2M', kind: 'gift_card', balance: 50_00, description: 'Geschenkgutschein', expiresAt: '2029-10-01T00:00:00Z' },
  { code: 'GC-9QX3-ZR8T', kind: 'gift_card', balance: 25_00, description: 'Geschenkgutschein', expiresAt: '2029-10-01T00:00:00Z' },
  { code: 'GC-2B6N-WT5D', kind: 'gift_card', balance: 100_00, description: 'Geschenkgutschein', expiresAt: '2029-10-01T00:00:00Z' },
  { code: 'GC-0000-LEER', kind: 'gift_card', balance: 0, description: 'Aufgebrauchter Geschenkgutschein' },
];

export async function seedCoupons(tx: Queryable): Promise<number> {
  const categories = new Map(
    (await tx.query<{ id: number; slug: string }>(`SELECT id, slug FROM term WHERE taxonomy = 'product_cat'`)).map((row) => [row.slug, row.id]),
  );
  const idsOf = (slugs: string[] | undefined) => (slugs ?? []).map((slug) => categories.get(slug));
  let written = 0;
  for (const coupon of SEED_COUPONS) {
    const included = idsOf(coupon.categories);
    const excluded = idsOf(coupon.excludedCategories);
    if ([...included, ...excluded].some((id) => id === undefined)) continue;
    await insertCoupon(tx, coupon, included as number[], excluded as number[]);
    written += 1;
  }
  return written;
}

async function insertCoupon(tx: Queryable, coupon: SeedCoupon, included: number[], excluded: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO coupon (code, kind, description, amount, balance, free_shipping, expires_at, minimum_amount, maximum_amount,
       usage_limit, usage_count, usage_limit_per_user, individual_use, exclude_sale_items, category_ids, excluded_category_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::int[], $16::int[])`,
    [
      coupon.code, coupon.kind, coupon.description, coupon.amount ?? 0, coupon.balance ?? 0, coupon.freeShipping ?? false,
      coupon.expiresAt ?? null, coupon.minimum ?? null, coupon.maximum ?? null, coupon.usageLimit ?? null, coupon.usageCount ?? 0,
      coupon.usageLimitPerUser ?? null, coupon.individualUse ?? false, coupon.excludeSaleItems ?? false,
      included, excluded,
    ],
  );
}

/**
 * `npm run seed -- --codes`: the seeded codes as the seed left them — gift-card balances full,
 * usage counts and per-customer uses back to the seed's, a deleted code seeded again — with the
 * catalogue, orders and accounts untouched (the orders keep the coupon lines they were paid with).
 * Returns the codes restored.
 */
export async function restoreSeedCodes(tx: Queryable): Promise<string[]> {
  const restored: string[] = [];
  for (const coupon of SEED_COUPONS) {
    const [row] = await tx.query<{ id: number }>(
      'UPDATE coupon SET balance = $2, usage_count = $3 WHERE lower(code) = lower($1) RETURNING id',
      [coupon.code, coupon.balance ?? 0, coupon.usageCount ?? 0],
    );
    if (row) {
      await tx.query('DELETE FROM coupon_usage WHERE coupon_id = $1', [row.id]);
      restored.push(coupon.code);
    }
  }
  // Codes removed since: seeded again, with their category restrictions.
  const missing = SEED_COUPONS.filter((coupon) => !restored.includes(coupon.code));
  if (missing.length > 0) {
    const categories = new Map(
      (await tx.query<{ id: number; slug: string }>(`SELECT id, slug FROM term WHERE taxonomy = 'product_cat'`)).map((row) => [row.slug, row.id]),
    );
    for (const coupon of missing) {
      const included = (coupon.categories ?? []).map((slug) => categories.get(slug));
      const excluded = (coupon.excludedCategories ?? []).map((slug) => categories.get(slug));
      if ([...included, ...excluded].some((id) => id === undefined)) continue;
      await insertCoupon(tx, coupon, included as number[], excluded as number[]);
      restored.push(coupon.code);
    }
  }
  return restored;
}
