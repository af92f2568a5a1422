import { normalizeSearchText } from './derived-columns';
import type { SqlParams } from './sql-builder';
import type { TermIndex } from './term-index';

/** The subset of RootQueryToProductConnectionWhereArgs the embedded server answers. */
export interface ProductWhereArgs {
  search?: string | null;
  category?: string | null;
  categoryId?: number | null;
  categoryIn?: (string | null)[] | null;
  categoryIdIn?: (number | null)[] | null;
  categoryNotIn?: (string | null)[] | null;
  categoryIdNotIn?: (number | null)[] | null;
  tag?: string | null;
  tagIn?: (string | null)[] | null;
  taxonomyFilter?: TaxonomyFilterGroup | null;
  attributes?: AttributeFilterGroup | null;
  visibility?: 'VISIBLE' | 'CATALOG' | 'SEARCH' | 'HIDDEN' | null;
  status?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  onSale?: boolean | null;
  featured?: boolean | null;
  stockStatus?: (StockStatusName | null)[] | null;
  include?: (number | null)[] | null;
  exclude?: (number | null)[] | null;
  slugIn?: (string | null)[] | null;
  sku?: string | null;
  rating?: (number | null)[] | null;
  type?: ProductTypeName | null;
  typeIn?: (ProductTypeName | null)[] | null;
  typeNotIn?: (ProductTypeName | null)[] | null;
  orderby?: ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
}

type StockStatusName = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
type ProductTypeName = 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED' | 'VARIATION';
type TermOperator = 'IN' | 'NOT_IN' | 'AND' | 'EXISTS' | 'NOT_EXISTS';

interface TermFilter {
  taxonomy: string;
  terms?: (string | null)[] | null;
  ids?: (number | null)[] | null;
  operator?: TermOperator | null;
}
interface TaxonomyFilterGroup {
  relation?: 'AND' | 'OR' | null;
  filters?: (TermFilter | null)[] | null;
  and?: (TermFilter | null)[] | null;
  or?: (TermFilter | null)[] | null;
}
interface AttributeFilterGroup {
  relation?: 'AND' | 'IN' | 'NOT_IN' | null;
  queries?: (TermFilter | null)[] | null;
}

const STOCK_STATUS: Record<StockStatusName, string> = {
  IN_STOCK: 'instock',
  OUT_OF_STOCK: 'outofstock',
  ON_BACKORDER: 'onbackorder',
};
const VISIBILITY: Record<NonNullable<ProductWhereArgs['visibility']>, string[]> = {
  VISIBLE: ['visible'],
  CATALOG: ['visible', 'catalog'],
  SEARCH: ['visible', 'search'],
  HIDDEN: ['hidden'],
};
/** ProductTaxonomyEnum / ProductAttributeEnum value → WordPress taxonomy. */
const TAXONOMY: Record<string, string> = {
  PRODUCT_CAT: 'product_cat',
  PRODUCT_TAG: 'product_tag',
  PA_COLOR: 'pa_color',
  PA_SIZE: 'pa_size',
};

/** One SQL truth for "on sale", used by filters and kept in step with the onSale field. */
export const ON_SALE_SQL = `(CASE WHEN p.type = 'variable' THEN EXISTS (
    SELECT 1 FROM product_variation v
    WHERE v.product_id = p.id AND v.sale_price IS NOT NULL AND v.sale_price < v.regular_price)
  ELSE p.sale_price IS NOT NULL AND p.sale_price < p.regular_price END)`;

const present = <T>(values: (T | null)[] | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => value !== null && value !== undefined);

export function searchWords(search: string): string[] {
  return normalizeSearchText(search).split(' ').filter(Boolean).slice(0, 10);
}

/**
 * Turns the where arguments into SQL conditions on `product p`, parameters collected in
 * `params`. Term filters include child terms, as WordPress tax queries do; the terms involved
 * are resolved first so the planner sees literal id arrays it can estimate.
 */
export async function buildProductConditions(
  where: ProductWhereArgs,
  params: SqlParams,
  loadTerms: () => Promise<TermIndex>,
): Promise<string[]> {
  // Guests only ever see published products, as on a WordPress site without a login.
  const conditions = [`p.status = 'publish'`];
  if (where.status && where.status !== 'publish') conditions.push('false');

  if (where.visibility) conditions.push(`p.catalog_visibility = ANY(${params.add(VISIBILITY[where.visibility])})`);
  for (const word of searchWords(where.search ?? '')) {
    conditions.push(`p.search_text LIKE ${params.add(`%${escapeLike(word)}%`)}`);
  }
  const min = where.minPrice ? Math.round(where.minPrice * 100) : 0; // 0 means "not set"
  const max = where.maxPrice ? Math.round(where.maxPrice * 100) : 0;
  if (min > 0) conditions.push(`COALESCE(p.price_max, p.price) >= ${params.add(min)}`);
  if (max > 0) conditions.push(`p.price <= ${params.add(max)}`);
  if (where.onSale === true) conditions.push(ON_SALE_SQL);
  if (where.onSale === false) conditions.push(`NOT ${ON_SALE_SQL}`);
  if (where.featured != null) conditions.push(`p.featured = ${params.add(where.featured)}`);
  const stock = present(where.stockStatus).map((status) => STOCK_STATUS[status]);
  if (stock.length) conditions.push(`p.stock_status = ANY(${params.add(stock)})`);
  const include = present(where.include);
  if (include.length) conditions.push(`p.id = ANY(${params.add(include)}::int[])`);
  const exclude = present(where.exclude);
  if (exclude.length) conditions.push(`NOT (p.id = ANY(${params.add(exclude)}::int[]))`);
  const slugs = present(where.slugIn);
  if (slugs.length) conditions.push(`p.slug = ANY(${params.add(slugs)})`);
  if (where.sku) conditions.push(`p.sku = ${params.add(where.sku)}`);
  const ratings = present(where.rating);
  if (ratings.length) conditions.push(`round(p.average_rating)::int = ANY(${params.add(ratings)}::int[])`);
  conditions.push(...typeConditions(where, params));

  const taxonomies = filteredTaxonomies(where);
  if (taxonomies.length) {
    const terms = await loadTerms();
    for (const filter of legacyTermFilters(where)) conditions.push(termCondition(filter, terms, params));
    if (where.taxonomyFilter) conditions.push(...taxonomyGroupConditions(where.taxonomyFilter, terms, params));
    if (where.attributes) conditions.push(...attributeGroupConditions(where.attributes, terms, params));
  }
  return conditions;
}

function typeConditions(where: ProductWhereArgs, params: SqlParams): string[] {
  const lower = (types: ProductTypeName[]) => types.map((type) => type.toLowerCase());
  const conditions: string[] = [];
  if (where.type) conditions.push(`p.type = ${params.add(where.type.toLowerCase())}`);
  const typeIn = present(where.typeIn);
  if (typeIn.length) conditions.push(`p.type = ANY(${params.add(lower(typeIn))})`);
  const typeNotIn = present(where.typeNotIn);
  if (typeNotIn.length) conditions.push(`NOT (p.type = ANY(${params.add(lower(typeNotIn))}))`);
  return conditions;
}

/** category/categoryIn/categoryId…/tag arguments expressed as the taxonomy filters they are. */
function legacyTermFilters(where: ProductWhereArgs): TermFilter[] {
  const filters: TermFilter[] = [];
  const categorySlugs = [...present(where.categoryIn), ...(where.category ? [where.category] : [])];
  const categoryIds = [...present(where.categoryIdIn), ...(where.categoryId ? [where.categoryId] : [])];
  if (categorySlugs.length) filters.push({ taxonomy: 'PRODUCT_CAT', terms: categorySlugs, operator: 'IN' });
  if (categoryIds.length) filters.push({ taxonomy: 'PRODUCT_CAT', ids: categoryIds, operator: 'IN' });
  if (present(where.categoryNotIn).length) {
    filters.push({ taxonomy: 'PRODUCT_CAT', terms: where.categoryNotIn, operator: 'NOT_IN' });
  }
  if (present(where.categoryIdNotIn).length) {
    filters.push({ taxonomy: 'PRODUCT_CAT', ids: where.categoryIdNotIn, operator: 'NOT_IN' });
  }
  const tagSlugs = [...present(where.tagIn), ...(where.tag ? [where.tag] : [])];
  if (tagSlugs.length) filters.push({ taxonomy: 'PRODUCT_TAG', terms: tagSlugs, operator: 'IN' });
  return filters;
}

function taxonomyGroupConditions(group: TaxonomyFilterGroup, terms: TermIndex, params: SqlParams): string[] {
  const build = (filters: (TermFilter | null)[] | null | undefined) =>
    present(filters).map((filter) => termCondition(filter, terms, params));
  const conditions: string[] = [];
  const main = build(group.filters);
  if (main.length) conditions.push(`(${main.join(group.relation === 'OR' ? ' OR ' : ' AND ')})`);
  const all = build(group.and);
  if (all.length) conditions.push(`(${all.join(' AND ')})`);
  const any = build(group.or);
  if (any.length) conditions.push(`(${any.join(' OR ')})`);
  return conditions;
}

function attributeGroupConditions(group: AttributeFilterGroup, terms: TermIndex, params: SqlParams): string[] {
  const parts = present(group.queries).map((query) => termCondition(query, terms, params));
  if (!parts.length) return [];
  return [`(${parts.join(group.relation === 'IN' ? ' OR ' : ' AND ')})`];
}

/**
 * One filter → SQL over the product's own term_ids array. Each requested term stands for
 * itself and its descendants; an unknown term matches nothing, as in a WordPress tax query.
 */
function termCondition(filter: TermFilter, terms: TermIndex, params: SqlParams): string {
  const taxonomy = TAXONOMY[filter.taxonomy];
  if (!taxonomy) return 'false';
  const operator = filter.operator ?? 'IN';
  const overlaps = (ids: number[]) => (ids.length ? `p.term_ids && ${params.add(ids)}::int[]` : 'false');
  if (operator === 'EXISTS') return overlaps(terms.allIn(taxonomy));
  if (operator === 'NOT_EXISTS') return `NOT (${overlaps(terms.allIn(taxonomy))})`;
  const groups = [
    ...present(filter.terms).map((slug) => terms.withDescendants(taxonomy, { slug })),
    ...present(filter.ids).map((id) => terms.withDescendants(taxonomy, { id })),
  ];
  if (operator === 'AND') return groups.length ? `(${groups.map(overlaps).join(' AND ')})` : 'false';
  const ids = groups.flat();
  if (operator === 'NOT_IN') return `NOT (${overlaps(ids)})`;
  return overlaps(ids);
}

/** The taxonomies a where clause filters on, so their terms can be read in one query. */
function filteredTaxonomies(where: ProductWhereArgs): string[] {
  const filters = [
    ...legacyTermFilters(where),
    ...present(where.taxonomyFilter?.filters),
    ...present(where.taxonomyFilter?.and),
    ...present(where.taxonomyFilter?.or),
    ...present(where.attributes?.queries),
  ];
  return [...new Set(filters.map((filter) => TAXONOMY[filter.taxonomy]).filter((name): name is string => !!name))];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
