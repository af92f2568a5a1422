import { hoursBeforeAnchor, uploadFolder } from './clock';
import { GARMENT_CATEGORIES, GENDERS } from './data/categories';
import { COLORS, color } from './data/colors';
import { TAGS } from './data/copy';
import { SIZES } from './data/sizes';
import type { MediaRegistry } from './media';
import type { ShopPlan, TermPlan } from './model';
import type { Silhouette } from './silhouettes';
import { slugify } from './text';

/** Categories and attribute terms existed long before the first product: two years before the anchor. */
export const TAXONOMY_CREATED_AT = hoursBeforeAnchor(2 * 365 * 24);

export const ATTRIBUTE_TAXONOMIES: ShopPlan['attributeTaxonomies'] = [
  { taxonomy: 'pa_color', label: 'Farbe' },
  { taxonomy: 'pa_size', label: 'Größe' },
];

function categoryTerm(
  registry: MediaRegistry,
  def: { slug: string; name: string; description: string; silhouette: Silhouette; color: string },
  menuOrder: number,
): TermPlan {
  const c = color(def.color);
  const imagePath = registry.add({
    filePath: `${uploadFolder(TAXONOMY_CREATED_AT)}/kategorie-${def.slug}.webp`,
    title: `Kategorie ${def.name}`,
    altText: `${def.name} – Kategoriebild`,
    createdAt: TAXONOMY_CREATED_AT,
    art: { silhouette: def.silhouette, color: c.hex, view: 'front' },
  });
  return { taxonomy: 'product_cat', slug: def.slug, name: def.name, description: def.description, menuOrder, imagePath, swatch: null };
}

/** Every term of the shop: gender and garment categories (with pictures), colours, sizes and tags. */
export function buildTerms(registry: MediaRegistry): TermPlan[] {
  const terms: TermPlan[] = [];
  GENDERS.forEach((g, i) => terms.push(categoryTerm(registry, g, i)));
  GARMENT_CATEGORIES.forEach((c, i) => terms.push(categoryTerm(registry, c, GENDERS.length + i)));
  COLORS.forEach((c, i) =>
    terms.push({ taxonomy: 'pa_color', slug: c.slug, name: c.name, description: '', menuOrder: i, imagePath: null, swatch: c.hex }),
  );
  SIZES.forEach((s, i) =>
    terms.push({ taxonomy: 'pa_size', slug: s.slug, name: s.name, description: '', menuOrder: i, imagePath: null, swatch: null }),
  );
  TAGS.forEach((name, i) =>
    terms.push({ taxonomy: 'product_tag', slug: slugify(name), name, description: '', menuOrder: i, imagePath: null, swatch: null }),
  );
  return terms;
}
