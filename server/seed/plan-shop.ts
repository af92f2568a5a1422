import { hoursBeforeAnchor } from './clock';
import { garmentCategory } from './data/categories';
import { DAMEN } from './data/catalog-damen';
import { HERREN } from './data/catalog-herren';
import type { DesignGroup } from './data/design';
import { ALL_LETTER_SIZES, sizesFor } from './data/sizes';
import { MediaRegistry, ProductImages } from './media';
import type { ProductPlan, ShopPlan } from './model';
import { buildProduct, type ProductSpec } from './plan-product';
import { buildReviews } from './plan-reviews';
import { buildSpecials } from './plan-specials';
import { ATTRIBUTE_TAXONOMIES, buildTerms } from './plan-taxonomy';
import { Rng } from './random';
import { silhouetteFor } from './silhouettes';
import { slugify, toCents } from './text';

export const SHOP_SEED = 20261001;

const GENDER_LETTER = { damen: 'D', herren: 'H', unisex: 'U' } as const;

/** Reads the hand-written design tables into product specs. */
function designSpecs(groups: readonly DesignGroup[]): Omit<ProductSpec, 'createdAt' | 'menuOrder'>[] {
  const counters = new Map<string, number>();
  return groups.flatMap((group) => {
    const categoryDef = garmentCategory(group.category);
    return group.rows.map(([name, colors, material, euros, flagText]) => {
      const flags = new Set((flagText ?? '').split(' ').filter(Boolean));
      const key = `${GENDER_LETTER[group.gender]}-${categoryDef.skuCode}`;
      const n = (counters.get(key) ?? 100) + 1;
      counters.set(key, n);
      const sized = !flags.has('simple') && group.gender !== 'unisex';
      return {
        slug: slugify(name),
        name,
        sku: `${key}-${n}`,
        gender: group.gender,
        category: group.category,
        categoryName: categoryDef.name,
        categoryDef,
        silhouette: silhouetteFor(name, categoryDef.silhouette),
        colors: colors.split(' '),
        sizes: flags.has('allsizes') ? ALL_LETTER_SIZES : sized ? sizesFor(categoryDef.sizeRun, group.gender) : [],
        material,
        cents: toCents(euros),
        flags,
      };
    });
  });
}

/** Up to five related products from the same garment category, the same gender first. */
export function assignRelated(products: ProductPlan[], rng: Rng): void {
  const listed = products.filter((p) => p.status === 'publish' && p.visibility !== 'hidden');
  const genderOf = (p: ProductPlan): string =>
    p.terms.filter((t) => t.slug === 'damen' || t.slug === 'herren').map((t) => t.slug).join('+');
  for (const product of products) {
    const peers = listed.filter((p) => p.category === product.category && p.slug !== product.slug);
    const sameGender = rng.shuffle(peers.filter((p) => genderOf(p) === genderOf(product)));
    const others = rng.shuffle(peers.filter((p) => genderOf(p) !== genderOf(product)));
    product.related = [...sameGender, ...others].slice(0, 5).map((p) => p.slug);
  }
}

/** The hand-designed shop: ~175 products, their pictures, reviews and taxonomy. */
export function planShop(seed = SHOP_SEED): ShopPlan {
  const rng = new Rng(seed);
  const registry = new MediaRegistry();
  const terms = buildTerms(registry);
  const images = new ProductImages(registry);
  const dates = rng.fork('dates');
  const products = designSpecs([...DAMEN, ...HERREN]).map((spec, i) =>
    buildProduct({ ...spec, createdAt: hoursBeforeAnchor(dates.int(6, 540 * 24)), menuOrder: i }, rng.fork(spec.slug), images),
  );
  products.push(...buildSpecials(rng.fork('specials'), images));

  const slugs = new Set(products.map((p) => p.slug));
  if (slugs.size !== products.length) throw new Error('Duplicate product slug in the design tables');

  assignRelated(products, rng.fork('related'));
  const reviewRng = rng.fork('reviews');
  for (const product of products) {
    if (product.status !== 'publish') continue;
    const count = reviewRng.weighted([0, 1, 2, 3, 4, 5, 7], [14, 18, 20, 18, 14, 10, 6]) + (product.featured ? 3 : 0);
    product.reviews = buildReviews(reviewRng, count, product.createdAt);
  }
  // The dozen best sellers carry the tag the storefront can badge.
  [...products]
    .sort((a, b) => b.totalSales - a.totalSales || a.slug.localeCompare(b.slug))
    .slice(0, 12)
    .forEach((p) => p.terms.push({ taxonomy: 'product_tag', slug: 'bestseller' }));

  return { attributeTaxonomies: ATTRIBUTE_TAXONOMIES, terms, media: registry.list(), products };
}
