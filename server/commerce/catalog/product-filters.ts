import type { Queryable } from '../../db';
import { normalizeSearchText } from '../../catalog/derived';
import type { SqlParams } from './sql-builder';

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
 * Turns the where arguments into SQL conditions on `product p`. Term filters are resolved to
 * term ids first (including child categories, as WordPress tax queries do) so the product
 * scan only probes the product_term primary key.
 */
export async function buildProductConditions(db: Queryable, where: ProductWhereArgs, params: SqlParams): Promise<string[]> {
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

  for (const filter of legacyTermFilters(where)) {
    conditions.push(await termCondition(db, filter, params));
  }
  if (where.taxonomyFilter) conditions.push(...(await taxonomyGroupConditions(db, where.taxonomyFilter, params)));
  if (where.attributes) conditions.push(...(await attributeGroupConditions(db, where.attributes, params)));
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

async function taxonomyGroupConditions(db: Queryable, group: TaxonomyFilterGroup, params: SqlParams): Promise<string[]> {
  const build = async (filters: (TermFilter | null)[] | null | undefined) =>
    Promise.all(present(filters).map((filter) => termCondition(db, filter, params)));
  const conditions: string[] = [];
  const main = await build(group.filters);
  if (main.length) conditions.push(`(${main.join(group.relation === 'OR' ? ' OR ' : ' AND ')})`);
  const all = await build(group.and);
  if (all.length) conditions.push(`(${all.join(' AND ')})`);
  const any = await build(group.or);
  if (any.length) conditions.push(`(${any.join(' OR ')})`);
  return conditions;
}

async function attributeGroupConditions(db: Queryable, group: AttributeFilterGroup, params: SqlParams): Promise<string[]> {
  const parts = await Promise.all(present(group.queries).map((query) => termCondition(db, query, params)));
  if (!parts.length) return [];
  return [`(${parts.join(group.relation === 'IN' ? ' OR ' : ' AND ')})`];
}

/** One filter → SQL. Unknown terms match nothing for IN/AND, as an unknown term does in WordPress. */
async function termCondition(db: Queryable, filter: TermFilter, params: SqlParams): Promise<string> {
  const taxonomy = TAXONOMY[filter.taxonomy];
  if (!taxonomy) return 'false';
  const operator = filter.operator ?? 'IN';
  const hasTermIn = (ids: number[]) =>
    `EXISTS (SELECT 1 FROM product_term pt WHERE pt.product_id = p.id AND pt.term_id = ANY(${params.add(ids)}::int[]))`;
  if (operator === 'EXISTS' || operator === 'NOT_EXISTS') {
    const inTaxonomy = `EXISTS (SELECT 1 FROM product_term pt JOIN term t ON t.id = pt.term_id
      WHERE pt.product_id = p.id AND t.taxonomy = ${params.add(taxonomy)})`;
    return operator === 'EXISTS' ? inTaxonomy : `NOT ${inTaxonomy}`;
  }
  const groups = await resolveTermGroups(db, taxonomy, present(filter.terms), present(filter.ids));
  if (operator === 'AND') {
    if (!groups.length || groups.some((ids) => !ids.length)) return 'false';
    return `(${groups.map(hasTermIn).join(' AND ')})`;
  }
  const ids = groups.flat();
  if (operator === 'NOT_IN') return ids.length ? `NOT ${hasTermIn(ids)}` : 'true';
  return ids.length ? hasTermIn(ids) : 'false';
}

/** For each requested term (slug or id): its id plus its descendants' ids. */
async function resolveTermGroups(db: Queryable, taxonomy: string, slugs: string[], ids: number[]): Promise<number[][]> {
  if (!slugs.length && !ids.length) return [];
  const rows = await db.query<{ root: number; id: number }>(
    `WITH RECURSIVE roots AS (
       SELECT id FROM term WHERE taxonomy = $1 AND (slug = ANY($2) OR id = ANY($3::int[]))
     ), tree AS (
       SELECT id AS root, id FROM roots
       UNION ALL
       SELECT tree.root, child.id FROM term child JOIN tree ON child.parent_id = tree.id
     )
     SELECT root, id FROM tree`,
    [taxonomy, slugs, ids],
  );
  const byRoot = new Map<number, number[]>();
  for (const row of rows) byRoot.set(row.root, [...(byRoot.get(row.root) ?? []), row.id]);
  const missing = slugs.length + ids.length - byRoot.size;
  // A requested term that does not exist stays as an empty group so AND can fail on it.
  return [...byRoot.values(), ...Array.from({ length: Math.max(0, missing) }, () => [])];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
