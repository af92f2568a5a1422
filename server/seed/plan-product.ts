import { addHours, SEED_ANCHOR } from './clock';
import type { GarmentCategory, Gender } from './data/categories';
import { TAGS } from './data/copy';
import type { ImageSource, ImageSubject } from './media';
import type { AttributePlan, Measures, ProductPlan, StockPlan, TermRef, VariationPlan } from './model';
import { materialInfo, pickOrigin, productCopy } from './plan-copy';
import { drawDiscount, drawProductState, drawVariationState, salePrice, stateFromFlags, stockPlan } from './plan-stock';
import type { Rng } from './random';
import { measure, slugify } from './text';

/** Everything a generator decides about a product before the details are drawn. */
export interface ProductSpec extends ImageSubject {
  sku: string;
  gender: Gender;
  categoryDef: GarmentCategory;
  sizes: readonly string[];
  material: string;
  cents: number;
  flags: ReadonlySet<string>;
  menuOrder: number;
}

const UNMANAGED: StockPlan = { manageStock: false, quantity: null, status: 'instock', backorders: 'no', lowStockAmount: null };

function productType(spec: ProductSpec): ProductPlan['type'] {
  if (spec.flags.has('ext')) return 'external';
  if (spec.flags.has('simple') || (spec.sizes.length === 0 && spec.colors.length === 1)) return 'simple';
  return 'variable';
}

function measuresFor(category: GarmentCategory, rng: Rng): Measures {
  const [min, max] = category.weight;
  if (max === 0) return { weight: null, length: null, width: null, height: null };
  const jitter = (cm: number): string => measure(Math.max(1, cm * (0.9 + rng.next() * 0.2)), 0);
  return {
    weight: measure(min + rng.next() * (max - min), 2),
    length: jitter(category.dimensions[0]),
    width: jitter(category.dimensions[1]),
    height: jitter(category.dimensions[2]),
  };
}

function fitFor(name: string): string {
  if (/Slim|Skinny/.test(name)) return 'Slim Fit';
  if (/Loose|Wide|Boyfriend|Mom|Oversize|Culotte/.test(name)) return 'Loose Fit';
  if (/Tapered/.test(name)) return 'Tapered Fit';
  return 'Regular Fit';
}

function tagsFor(spec: ProductSpec, rng: Rng): string[] {
  const text = `${spec.name} ${spec.material}`;
  const tags: string[] = [];
  if (/Bio|recycelt|Leinen/.test(spec.material)) tags.push('Nachhaltig');
  if (/Leinen|Sommer|Strand|Shorts|Sandal|Espadrilles|Stroh|Tanktop|Resort/.test(text)) tags.push('Sommer');
  if (/Woll|Daunen|Kaschmir|Mantel|Beanie|Schal|Parka|Troyer|Fischer|Flanell|Samt|Caban/.test(text)) tags.push('Winter');
  if (spec.category === 'anzuege' || /Business|Oxford|Etui|Bleistift|Blazer|Stoffhose|Anzug/.test(spec.name)) tags.push('Business');
  if (/Basic|Longsleeve|Chino|Top |Tanktop/.test(spec.name)) tags.push('Basics');
  if (spec.cents >= 19900) tags.push('Premium');
  if ((spec.category === 'jeans' || spec.category === 't-shirts') && rng.chance(0.5)) tags.push('Casual');
  if (rng.chance(0.25)) tags.push('Made in Europe');
  if (SEED_ANCHOR - Date.parse(spec.createdAt) < 30 * 24 * 3_600_000) tags.push('Neu');
  return tags.filter((t) => TAGS.includes(t));
}

function buildTerms(spec: ProductSpec, tags: readonly string[]): TermRef[] {
  const genders = spec.gender === 'unisex' ? ['damen', 'herren'] : [spec.gender];
  return [
    ...genders.map((slug) => ({ taxonomy: 'product_cat', slug })),
    { taxonomy: 'product_cat', slug: spec.category },
    ...spec.colors.map((slug) => ({ taxonomy: 'pa_color', slug })),
    ...spec.sizes.map((slug) => ({ taxonomy: 'pa_size', slug })),
    ...tags.map((name) => ({ taxonomy: 'product_tag', slug: slugify(name) })),
  ];
}

function buildAttributes(spec: ProductSpec, variable: boolean): AttributePlan[] {
  const attributes: AttributePlan[] = [
    { taxonomy: 'pa_color', name: 'pa_color', options: [...spec.colors], visible: true, isVariation: variable },
  ];
  if (spec.sizes.length > 0) {
    attributes.push({ taxonomy: 'pa_size', name: 'pa_size', options: [...spec.sizes], visible: true, isVariation: variable });
  }
  attributes.push({ taxonomy: null, name: 'Material', options: [spec.material], visible: true, isVariation: false });
  if (['hosen', 'jeans', 'hemden'].includes(spec.category)) {
    attributes.push({ taxonomy: null, name: 'Passform', options: [fitFor(spec.name)], visible: true, isVariation: false });
  }
  return attributes;
}

interface PriceRule {
  onSale: boolean;
  discount: number;
  /** When only some colours are reduced, the others keep their regular price. */
  allColors: boolean;
}

function buildVariations(spec: ProductSpec, rng: Rng, prices: PriceRule, images: string[], measures: Measures, popularity: number): VariationPlan[] {
  const forced = stateFromFlags(spec.flags);
  const sizes: readonly (string | null)[] = spec.sizes.length > 0 ? spec.sizes : [null];
  const variations: VariationPlan[] = [];
  spec.colors.forEach((colorSlug, ci) => {
    for (const size of sizes) {
      const regular = spec.cents + (spec.flags.has('plus') && (size === 'xxl' || size === '3xl') ? 500 : 0);
      const reduced = prices.onSale && (prices.allColors || spec.colors.length === 1 || ci % 2 === 1);
      const sale = reduced ? salePrice(regular, prices.discount) : null;
      const stock = stockPlan(forced ?? drawVariationState(rng), rng);
      variations.push({
        sku: `${spec.sku}-${colorSlug.toUpperCase()}${size ? `-${size.toUpperCase()}` : ''}`,
        menuOrder: variations.length,
        createdAt: spec.createdAt,
        regularPrice: regular,
        salePrice: sale,
        price: sale ?? regular,
        stock,
        imagePath: images[ci] ?? null,
        totalSales: Math.round(rng.int(0, stock.status === 'instock' ? 30 : 8) * popularity),
        attributes: size ? [['pa_color', colorSlug], ['pa_size', size]] : [['pa_color', colorSlug]],
        ...measures,
      });
    }
  });
  return variations;
}

/** Turns a spec into a full product: copy, prices, stock, variations, images, terms and meta. */
export function buildProduct(spec: ProductSpec, rng: Rng, images: ImageSource): ProductPlan {
  const type = productType(spec);
  const variable = type === 'variable';
  const flags = spec.flags;
  const copy = productCopy(rng, { ...spec, category: spec.category, sized: spec.sizes.length > 0 });
  const prices: PriceRule = {
    onSale: flags.has('sale') || (!flags.has('nosale') && type !== 'external' && rng.chance(0.08)),
    discount: drawDiscount(rng),
    allColors: rng.chance(0.7),
  };
  const colorImages = spec.colors.map((slug) => images.colorImage(spec, slug));
  const gallery = colorImages.slice(1, 6);
  if (gallery.length < 2) gallery.push(...images.extraImages(spec, 2 - gallery.length));
  const measures = measuresFor(spec.categoryDef, rng);
  const popularity = rng.pick([0.2, 0.5, 1, 1, 2, 4]) * (flags.has('featured') ? 2 : 1);
  const variations = variable ? buildVariations(spec, rng, prices, colorImages, measures, popularity) : [];
  const sale = !variable && prices.onSale ? salePrice(spec.cents, prices.discount) : null;
  const info = materialInfo(spec.material);
  const meta: [string, string][] = [['material', spec.material]];
  if (type !== 'external') meta.push(['pflegehinweis', info.care], ['herkunftsland', pickOrigin(rng)]);
  const middleSize = spec.sizes[Math.floor(spec.sizes.length / 2)];
  return {
    type,
    slug: spec.slug,
    name: spec.name,
    sku: spec.sku,
    status: flags.has('draft') ? 'draft' : 'publish',
    visibility: flags.has('hidden') ? 'hidden' : flags.has('search') ? 'search' : flags.has('catalog') ? 'catalog' : 'visible',
    featured: flags.has('featured'),
    description: copy.description,
    shortDescription: copy.shortDescription,
    createdAt: spec.createdAt,
    modifiedAt: addHours(spec.createdAt, rng.int(0, 24 * 60)),
    menuOrder: spec.menuOrder,
    regularPrice: variable ? null : spec.cents,
    salePrice: sale,
    price: variable ? null : (sale ?? spec.cents),
    stock: type === 'simple' ? stockPlan(stateFromFlags(flags) ?? drawProductState(rng), rng) : UNMANAGED,
    virtual: false,
    downloadable: false,
    downloadLimit: -1,
    downloadExpiry: -1,
    externalUrl: type === 'external' ? `https://partner.example.com/produkte/${spec.slug}?ref=vitrine` : null,
    buttonText: type === 'external' ? 'Beim Partner kaufen' : null,
    imagePath: colorImages[0] ?? null,
    totalSales: variable ? variations.reduce((sum, v) => sum + v.totalSales, 0) : Math.round(rng.int(0, 120) * popularity),
    purchaseNote: '',
    category: spec.category,
    terms: buildTerms(spec, tagsFor(spec, rng)),
    attributes: buildAttributes(spec, variable),
    defaults: variable ? [['pa_color', spec.colors[0] ?? ''], ...(middleSize ? [['pa_size', middleSize] as [string, string]] : [])] : [],
    variations,
    gallery,
    related: [],
    downloads: [],
    meta,
    reviews: [],
    ...measures,
  };
}
