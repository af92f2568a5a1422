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

const ORDER_BY: Record<string, (a: TermRow, b: TermRow) => number> = {
  NAME: (a, b) => a.name.localeCompare(b.name, 'de'),
  SLUG: (a, b) => a.slug.localeCompare(b.slug),
  COUNT: (a, b) => a.count - b.count,
  TERM_ID: (a, b) => a.id - b.id,
  TERM_ORDER: (a, b) => a.menu_order - b.menu_order,
  TERM_GROUP: (a, b) => a.menu_order - b.menu_order,
  DESCRIPTION: (a, b) => a.description.localeCompare(b.description, 'de'),
};

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
 * pages them. Shops have hundreds of terms at most, so this runs in memory.
 */
export function termConnection(ctx: Ctx, terms: readonly TermRow[], args: TermConnectionArgs) {
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
  const matching = terms.filter(
    (term) =>
      term.taxonomy in TAXONOMIES &&
      (!wantedTaxonomies.length || wantedTaxonomies.includes(term.taxonomy)) &&
      (!where.hideEmpty || term.count > 0) &&
      (where.parent == null || (term.parent_id ?? 0) === where.parent) &&
      (!slugs.size || slugs.has(term.slug)) &&
      (!names.size || names.has(term.name)) &&
      (!include.size || include.has(term.id)) &&
      !exclude.has(term.id) &&
      (!needle || term.name.toLowerCase().includes(needle)),
  );
  const compare = ORDER_BY[where.orderby ?? 'NAME'] ?? ORDER_BY.NAME!;
  const direction = where.order === 'DESC' ? -1 : 1;
  matching.sort((a, b) => direction * compare(a, b) || a.id - b.id);
  return listConnection(ctx, matching, (term) => term.id, args);
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
