import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { fromGlobalId, isStorableId, toGlobalId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import type { TermRow } from '../catalog/rows';
import { listConnection } from './shared';

type Ctx = CommerceContext;

/** TaxonomyEnum / GraphQL type / archive path of each taxonomy the shop uses. */
const TAXONOMIES = {
  product_cat: { enumName: 'PRODUCTCATEGORY', typeName: 'ProductCategory', base: '/product-category/' },
  product_tag: { enumName: 'PRODUCTTAG', typeName: 'ProductTag', base: '/product-tag/' },
  pa_color: { enumName: 'PACOLOR', typeName: 'PaColor', base: null },
  pa_size: { enumName: 'PASIZE', typeName: 'PaSize', base: null },
} as const;
type Taxonomy = keyof typeof TAXONOMIES;
const taxonomyInfo = (term: TermRow) => TAXONOMIES[term.taxonomy as Taxonomy];
const taxonomyByEnum = new Map<string, string>(
  Object.entries(TAXONOMIES).map(([taxonomy, info]) => [info.enumName, taxonomy]),
);

export interface TermWhereArgs {
  taxonomies?: (string | null)[] | null;
  hideEmpty?: boolean | null;
  parent?: number | null;
  slug?: (string | null)[] | null;
  name?: (string | null)[] | null;
  nameLike?: string | null;
  search?: string | null;
  include?: (string | null)[] | null;
  exclude?: (string | null)[] | null;
  orderby?: string | null;
  order?: 'ASC' | 'DESC' | null;
}
export interface TermConnectionArgs extends ConnectionArgs {
  where?: TermWhereArgs | null;
}

type TermComparator = (a: TermRow, b: TermRow) => number;

const ORDER_BY: Record<string, (terms: readonly TermRow[]) => TermComparator> = {
  NAME: () => (a, b) => a.name.localeCompare(b.name, 'de'),
  SLUG: () => (a, b) => a.slug.localeCompare(b.slug),
  COUNT: () => (a, b) => a.count - b.count,
  TERM_ID: () => (a, b) => a.id - b.id,
  TERM_ORDER: termOrder,
  TERM_GROUP: () => (a, b) => a.menu_order - b.menu_order,
  // WooCommerce's own order of attribute terms (the drag-and-drop order in the admin).
  MENU_ORDER: () => (a, b) => a.menu_order - b.menu_order,
  DESCRIPTION: () => (a, b) => a.description.localeCompare(b.description, 'de'),
};

/**
 * What a real store answers for TERM_ORDER without products to order by (contract/recordings/
 * terms.json): the terms grouped by taxonomy, the taxonomy with the newest term first, and the
 * newest term first within each.
 */
function termOrder(terms: readonly TermRow[]): TermComparator {
  const newest = new Map<string, number>();
  for (const term of terms) newest.set(term.taxonomy, Math.max(newest.get(term.taxonomy) ?? 0, term.id));
  return (a, b) => (newest.get(b.taxonomy) ?? 0) - (newest.get(a.taxonomy) ?? 0) || b.id - a.id;
}

/**
 * hideEmpty as WP_Term_Query applies it with its default `hierarchical`: a term without products
 * of its own stays when one of its descendants has some. Counts are direct, never summed up.
 */
function withProducts(terms: readonly TermRow[]): Set<number> {
  const kept = new Set<number>();
  const byId = new Map(terms.map((term) => [term.id, term]));
  for (const term of terms) {
    if (term.count <= 0) continue;
    // Mark the term and its ancestors; a visited set guards against a broken, cyclic tree.
    for (let current: TermRow | undefined = term; current && !kept.has(current.id); current = byId.get(current.parent_id ?? 0)) {
      kept.add(current.id);
    }
  }
  return kept;
}

/** include/exclude take database ids or global "term:<id>" ids, as WPGraphQL accepts both. */
function termIds(values: (string | null)[] | null | undefined): number[] {
  return (values ?? []).flatMap((value) => {
    if (!value) return [];
    if (/^\d+$/.test(value)) return [Number(value)];
    const parsed = fromGlobalId(value);
    return parsed?.type === 'term' && /^\d+$/.test(parsed.id) ? [Number(parsed.id)] : [];
  });
}

/**
 * Filters and sorts a taxonomy's terms like WP_Term_Query (default: by name, ascending) and
 * pages them. Shops have hundreds of terms at most, so this runs in memory. With `keepOrder`,
 * terms stay in the order given unless `where.orderby` asks for another (a product attribute's
 * terms follow its options).
 */
export function termConnection(ctx: Ctx, terms: readonly TermRow[], args: TermConnectionArgs, keepOrder = false) {
  const where = args.where ?? {};
  const wantedTaxonomies = (where.taxonomies ?? []).flatMap((name) => {
    const taxonomy = name ? taxonomyByEnum.get(name) : undefined;
    return taxonomy ? [taxonomy] : [];
  });
  const slugs = new Set((where.slug ?? []).filter(Boolean));
  const names = new Set((where.name ?? []).filter(Boolean));
  const include = new Set(termIds(where.include));
  const exclude = new Set(termIds(where.exclude));
  const needle = (where.nameLike ?? where.search ?? '').toLowerCase();
  const nonEmpty = where.hideEmpty ? withProducts(terms) : null;
  const matching = terms.filter(
    (term) =>
      term.taxonomy in TAXONOMIES &&
      (!wantedTaxonomies.length || wantedTaxonomies.includes(term.taxonomy)) &&
      (!nonEmpty || nonEmpty.has(term.id)) &&
      (where.parent == null || (term.parent_id ?? 0) === where.parent) &&
      (!slugs.size || slugs.has(term.slug)) &&
      (!names.size || names.has(term.name)) &&
      (!include.size || include.has(term.id)) &&
      !exclude.has(term.id) &&
      (!needle || term.name.toLowerCase().includes(needle)),
  );
  const compare = (ORDER_BY[where.orderby ?? 'NAME'] ?? ORDER_BY.NAME!)(terms);
  const direction = where.order === 'DESC' ? -1 : 1;
  const given = new Map(terms.map((term, index) => [term.id, index]));
  const tieBreak: TermComparator = keepOrder ? (a, b) => (given.get(a.id) ?? 0) - (given.get(b.id) ?? 0) : (a, b) => a.id - b.id;
  // Ties go by term id in the same direction, as the real store's cursors do (categories-20.json).
  const sorted: TermComparator =
    keepOrder && !where.orderby ? (a, b) => direction * tieBreak(a, b) : (a, b) => direction * (compare(a, b) || tieBreak(a, b));
  matching.sort(sorted);
  const byId = new Map(terms.map((term) => [term.id, term]));
  // A cursor of another list's term resumes where that term would stand in this one.
  const foreignPosition = (id: number) => {
    const foreign = byId.get(id);
    return foreign ? matching.filter((term) => sorted(term, foreign) < 0).length : null;
  };
  return listConnection(ctx, matching, (term) => term.id, args, foreignPosition);
}

export async function allTerms(ctx: Ctx): Promise<TermRow[]> {
  return ctx.db.query<TermRow>('SELECT * FROM term WHERE taxonomy = ANY($1)', [Object.keys(TAXONOMIES)]);
}

export async function findProductCategory(ctx: Ctx, id: string, idType: string | null | undefined): Promise<TermRow | null> {
  const type = idType ?? 'ID';
  const byColumn = async (where: string, value: string | number) =>
    (await ctx.db.query<TermRow>(`SELECT * FROM term WHERE taxonomy = 'product_cat' AND ${where} LIMIT 1`, [value]))[0] ?? null;
  if (type === 'SLUG') return byColumn('slug = $1', id);
  if (type === 'NAME') return byColumn('name = $1', id);
  if (type === 'URI') return byColumn('slug = $1', id.replace(/^\/?product-category\//, '').replace(/\/$/, '').split('/').pop() ?? '');
  if (type === 'DATABASE_ID') {
    if (!/^\d+$/.test(id)) throw new UserError(`The "id" is invalid: "${id}" is not a database id.`);
    return isStorableId(Number(id)) ? byColumn('id = $1', Number(id)) : null;
  }
  const termId = termIds([id])[0];
  if (termId === undefined) throw new UserError('The "id" is invalid');
  return isStorableId(termId) ? byColumn('id = $1', termId) : null;
}

const termFields = {
  id: (term: TermRow) => toGlobalId('term', term.id),
  databaseId: (term: TermRow) => term.id,
  description: (term: TermRow) => term.description,
  taxonomyName: (term: TermRow) => term.taxonomy,
  uri: (term: TermRow) => {
    const base = taxonomyInfo(term)?.base;
    return base ? `${base}${term.slug}/` : null;
  },
};

export const taxonomyResolvers = {
  TermNode: { __resolveType: (term: TermRow) => taxonomyInfo(term)?.typeName ?? null },
  ProductCategory: {
    ...termFields,
    display: () => 'DEFAULT',
    menuOrder: (term: TermRow) => term.menu_order,
    image: (term: TermRow, _: unknown, ctx: Ctx) => (term.image_id ? ctx.loaders.mediaById.load(term.image_id) : null),
    parentDatabaseId: (term: TermRow) => term.parent_id,
    parentId: (term: TermRow) => (term.parent_id ? toGlobalId('term', term.parent_id) : null),
  },
  ProductTag: termFields,
  PaColor: termFields,
  PaSize: termFields,
};
