import { hoursBeforeAnchor } from './clock';
import { type Gender, garmentCategory } from './data/categories';
import { DAMEN } from './data/catalog-damen';
import { HERREN } from './data/catalog-herren';
import { FIRST_NAMES } from './data/people';
import { sizesFor } from './data/sizes';
import { MediaRegistry, PooledImages } from './media';
import type { ShopPlan } from './model';
import { buildProduct } from './plan-product';
import { buildReviews } from './plan-reviews';
import { assignRelated } from './plan-shop';
import { ATTRIBUTE_TAXONOMIES, buildTerms, TAXONOMY_CREATED_AT } from './plan-taxonomy';
import { Rng } from './random';
import { slugify, toCents } from './text';

export const SYNTHETIC_SEED = 10_000;

/** Colours the synthetic catalogue draws from; few, so the shared image pool stays small. */
const PALETTE = ['schwarz', 'weiss', 'marine', 'rot', 'beige', 'gruen', 'grau', 'camel'];

/** Garment lines to vary: the hand-designed rows without their first names ("Leinenkleid", "Chino"). */
const TEMPLATES = [...DAMEN, ...HERREN]
  .filter((group) => group.gender !== 'unisex')
  .flatMap((group) =>
    group.rows
      .filter(([, , , , flags]) => !flags?.includes('ext') && !flags?.includes('simple'))
      .map(([name, , material, euros]) => ({
        base: name.split(' ').slice(0, -1).join(' '),
        gender: group.gender as Gender,
        category: group.category,
        material,
        euros,
      })),
  );

/**
 * A benchmark catalogue of exactly `count` products, built from the same generators as the shop.
 * It keeps the shop's proportions (mostly variable products, some simple and external ones,
 * sales, every stock state) but shares a fixed pool of pictures.
 */
export function planSynthetic(count: number, seed = SYNTHETIC_SEED): ShopPlan {
  const rng = new Rng(seed);
  const registry = new MediaRegistry();
  const terms = buildTerms(registry);
  const images = new PooledImages(registry, PALETTE, TAXONOMY_CREATED_AT);
  const products = Array.from({ length: count }, (_, i) => {
    const template = rng.pick(TEMPLATES);
    const categoryDef = garmentCategory(template.category);
    const name = `${template.base} ${rng.pick(FIRST_NAMES)}`;
    const kind = rng.weighted(['variable', 'simple', 'ext'], [55, 40, 5]);
    const colors = rng.shuffle(PALETTE).slice(0, kind === 'variable' ? rng.int(1, 3) : 1);
    const run = sizesFor(categoryDef.sizeRun, template.gender);
    const start = rng.int(0, Math.max(0, run.length - 3));
    const flags = new Set<string>(kind === 'variable' ? [] : [kind]);
    if (rng.chance(0.12)) flags.add('sale');
    else flags.add('nosale');
    const slug = `${slugify(name)}-${i + 1}`;
    return buildProduct(
      {
        slug,
        name,
        sku: `B-${categoryDef.skuCode}-${String(i + 1).padStart(6, '0')}`,
        gender: template.gender,
        category: template.category,
        categoryName: categoryDef.name,
        categoryDef,
        // The pool holds one picture per category and colour, drawn in the category's outline.
        silhouette: categoryDef.silhouette,
        colors,
        sizes: kind === 'variable' ? run.slice(start, start + rng.int(3, 5)) : [],
        material: template.material,
        cents: toCents(template.euros) + rng.int(-2, 4) * 500,
        flags,
        createdAt: hoursBeforeAnchor(rng.int(1, 3 * 365 * 24)),
        menuOrder: 0,
      },
      rng,
      images,
    );
  });
  assignRelatedInBlocks(products, rng);
  for (const product of products) {
    product.reviews = buildReviews(rng, rng.weighted([0, 1, 2, 4], [50, 25, 15, 10]), product.createdAt);
  }
  return { attributeTaxonomies: ATTRIBUTE_TAXONOMIES, terms, media: registry.list(), products };
}

/**
 * Related products for a large catalogue: comparing every product with every other one is
 * quadratic, so neighbours are picked within blocks of 200 products.
 */
function assignRelatedInBlocks(products: ShopPlan['products'], rng: Rng): void {
  for (let start = 0; start < products.length; start += 200) assignRelated(products.slice(start, start + 200), rng);
}
