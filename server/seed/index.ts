/**
 * The demo catalogue. Layout: data/ holds the hand-written tables (categories, colours, sizes,
 * product lines, copy, reviewers); plan-*.ts turn them into an in-memory plan with a seeded PRNG;
 * images.ts and pdf.ts write the files; writer.ts bulk-inserts the plan; derived columns come
 * from server/commerce/catalog/derived-columns.ts, as after any other catalogue write.
 */
import { performance } from 'node:perf_hooks';
import { refreshDerivedCatalog, refreshTermCounts } from '../commerce/catalog/derived-columns';
import type { Database } from '../db/database';
import { seedCoupons } from './coupons';
import { renderImages } from './images';
import type { ShopPlan } from './model';
import { writeLookbook } from './pdf';
import { planShop } from './plan-shop';
import { planSynthetic } from './plan-synthetic';
import { isSeeded } from './reset';
import { writePlan } from './writer';

export { isSeeded, resetCatalog, startChangeFeedAfresh } from './reset';
export { restoreSeedCodes } from './coupons';
export { planShop } from './plan-shop';
export { LOOKBOOK_PATH } from './plan-specials';

export interface SeedOptions {
  /** Root folder for uploaded files; media.file_path and downloads are relative to it. */
  uploadsDir: string;
  /** Write a synthetic catalogue of exactly this many products instead of the designed shop. */
  products?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  mode: 'shop' | 'synthetic';
  products: number;
  variations: number;
  media: number;
  /** Images rendered in this run; files already on disk are reused. */
  imagesRendered: number;
  terms: number;
  categories: number;
  reviews: number;
  downloads: number;
  seconds: number;
}

function makePlan(products: number | undefined): ShopPlan {
  if (products === undefined) return planShop();
  if (!Number.isInteger(products) || products < 1) throw new Error(`products must be a positive integer, got ${products}`);
  return planSynthetic(products);
}

/**
 * Fills an empty catalogue: the hand-designed German fashion shop, or with `products` a synthetic
 * catalogue for benchmarks. Deterministic: the same options always give the same rows and files.
 */
export async function seedShop(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (await isSeeded(db)) throw new Error('The catalogue is not empty; reset it before seeding.');

  const plan = makePlan(options.products);
  const variationCount = plan.products.reduce((n, p) => n + p.variations.length, 0);
  log(`Planned ${plan.products.length} products, ${variationCount} variations, ${plan.media.length} images.`);

  // Rendering runs on sharp's thread pool while the database writes, so the two overlap.
  const writing = db.transaction(async (tx) => {
    const written = await writePlan(tx, plan);
    log(`Wrote ${written.products} products and ${written.variations} variations; refreshing derived columns.`);
    await refreshDerivedCatalog(tx);
    await refreshTermCounts(tx);
    await seedCoupons(tx);
    return written;
  });
  const downloads = plan.products.flatMap((p) => p.downloads);
  const [counts, imagesRendered] = await Promise.all([
    writing,
    renderImages(plan.media, options.uploadsDir),
    // Every download of the designed shop is the lookbook.
    ...downloads.map((d) => writeLookbook(options.uploadsDir, d.filePath)),
  ]);
  // Fresh statistics, so the first queries on the new catalogue get sensible plans.
  await db.query('ANALYZE');
  log(`Rendered ${imagesRendered} images (${plan.media.length - imagesRendered} already on disk).`);

  return {
    mode: options.products === undefined ? 'shop' : 'synthetic',
    products: counts.products,
    variations: counts.variations,
    media: counts.media,
    imagesRendered,
    terms: counts.terms,
    categories: plan.terms.filter((t) => t.taxonomy === 'product_cat').length,
    reviews: counts.reviews,
    downloads: counts.downloads,
    seconds: Math.round((performance.now() - started) / 10) / 100,
  };
}
