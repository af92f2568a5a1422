import type { Queryable } from '../../db';
import { queryJsonRows } from '../../db/json-rows';
import type { FoundCache } from './found-cache';
import type { TermIndexCache } from './term-index';
import type { CatalogLoaders } from './loaders';
import { buildConnection, readPageRequest, type Connection, type ConnectionArgs } from '../pagination';
import { buildProductConditions, searchWords, type ProductWhereArgs } from './product-filters';
import { productOrder } from './product-order';
import {
  PRODUCT_COLUMN_NAMES,
  PRODUCT_DATE_FIELDS,
  productColumnsSql,
  type MediaRow,
  type ProductColumn,
  type ProductRow,
} from './rows';
import { SqlParams } from './sql-builder';

export interface ProductConnection extends Connection<ProductRow> {
  /**
   * Total matches ignoring paging, counted only when the client asks for `found`; null, as on
   * a real WooGraphQL store, behind a cursor and when nothing matches (contract/recordings/README.md).
   */
  countFound: () => Promise<number | null>;
}

/** Shared by all requests of a server instance; both are keyed by the catalogue version. */
export interface CatalogCaches {
  found: FoundCache;
  terms: TermIndexCache;
}

type ProductListArgs = ConnectionArgs & { where?: ProductWhereArgs | null };

/**
 * One page of products, filtered and sorted in SQL and paged by keyset: the cursor's own row
 * supplies the sort values to resume after, so deep pages cost the same as the first. Rows
 * carry only `columns` (see product-columns.ts), so they never prime the productById loader.
 */

export async function findProducts(
  db: Queryable,
  loaders: CatalogLoaders,
  caches: CatalogCaches,
  args: ProductListArgs,
  columns: readonly ProductColumn[] = PRODUCT_COLUMN_NAMES,
): Promise<ProductConnection> {
  const attempt = await readProductPage(db, caches, args, columns);
  if (!attempt.staleTerms) return attempt.connection(loaders);
  // The cached term index predates the rows' catalogue version: read it again and redo the page.
  caches.terms.forget();
  return (await readProductPage(db, caches, args, columns)).connection(loaders);
}

async function readProductPage(db: Queryable, caches: CatalogCaches, args: ProductListArgs, columns: readonly ProductColumn[]) {
  const page = readPageRequest(args);
  const where = args.where ?? {};
  const params = new SqlParams();
  let termsVersion: number | null = null;
  const conditions = await buildProductConditions(where, params, async () => {
    const { index, version } = await caches.terms.current(db);
    termsVersion = version;
    return index;
  });
  // Snapshot the filter before paging conditions are added: `found` ignores the page.
  const filterSql = conditions.join(' AND ');
  const filterParams = [...params.values];
  const order = productOrder(where, params);
  const sortTuple = (alias: string) => [...order.keys.map((key) => key.expression(alias)), `${alias}.id`].join(', ');
  const resumeAfter = (id: number, comparison: '<' | '>') => {
    conditions.push(`(${sortTuple('p')}) ${comparison} (SELECT ${sortTuple('c')} FROM product c WHERE c.id = ${params.add(id)})`);
  };
  const forwardComparison = order.direction === 'ASC' ? '>' : '<';
  const backwardComparison = order.direction === 'ASC' ? '<' : '>';
  // A cursor names an item, not a list: a cursor from another list resumes at its product's place
  // in this one, as WPGraphQL does; one that names no product is skipped, as WPGraphQL skips it.
  const [afterId = null, beforeId = null] = await existingProducts(db, [page.afterId, page.beforeId]);
  if (afterId !== null) resumeAfter(afterId, forwardComparison);
  if (beforeId !== null) resumeAfter(beforeId, backwardComparison);

  // Backward pages are read in reverse and flipped back, so LIMIT takes the rows nearest the cursor.
  const reverse = page.direction === 'backward';
  const sqlDirection = reverse ? flip(order.direction) : order.direction;
  const orderBy = [...order.keys.map((key) => key.expression('p')), 'p.id']
    .map((expression) => `${expression} ${sqlDirection}`)
    .join(', ');
  const withImages = columns.includes('image_id');
  // The page's ids are chosen first, so the filter runs on the listing index alone (an
  // index-only scan for the default order); only the page's own rows are then read whole.
  // A list page almost always shows each product's image, so it comes with the rows and primes
  // the loader: one statement instead of two. (Variation prices are stored on the row.)
  const rows = await queryJsonRows<ListedProductRow>(
    db,
    `SELECT ${productColumnsSql(columns)}, ${withImages ? `${MEDIA_COLUMNS},` : ''} (SELECT version FROM catalog_state)::float8 AS catalog_version
     FROM (SELECT p.id FROM product p WHERE ${conditions.join(' AND ')}
           ORDER BY ${orderBy} LIMIT ${params.add(page.size + 1)}) page
     JOIN product p ON p.id = page.id
     ${withImages ? 'LEFT JOIN media m ON m.id = p.image_id' : ''}
     ORDER BY ${orderBy}`,
    params.values,
    [...PRODUCT_DATE_FIELDS, 'm_created_at'],
    // First pages of categories and filters recur; searches and pages behind a cursor mostly
    // do not, and would only push those out of the kept plans.
    { recurring: !searchWords(where.search ?? '').length && afterId === null && beforeId === null },
  );
  const rowsVersion = rows[0]?.catalog_version ?? (termsVersion !== null ? await readCatalogVersion(db) : null);
  const staleTerms = termsVersion !== null && rowsVersion !== termsVersion;

  const countFound = async () => {
    if (page.afterId !== null) return null;
    const found = await countMatches();
    return found === 0 ? null : found;
  };
  const countMatches = async () => {
    // The version is read (with the rows, or now) before counting, so a cached count is
    // never older than the version it is filed under.
    const version = rowsVersion ?? (await readCatalogVersion(db));
    const filterKey = `${filterSql}\u0000${JSON.stringify(filterParams)}`;
    const cached = caches.found.get(version, filterKey);
    if (cached !== undefined) return cached;
    const [row] = await db.query<{ found: number }>(
      `SELECT count(*)::int AS found FROM product p WHERE ${filterSql}`,
      filterParams,
    );
    const found = row?.found ?? 0;
    caches.found.set(version, filterKey, found);
    return found;
  };
  const connection = (loaders: CatalogLoaders): ProductConnection => {
    for (const row of rows) primeLoaders(loaders, row);
    const hasMore = rows.length > page.size;
    const pageRows = rows.slice(0, page.size);
    if (reverse) pageRows.reverse();
    const built = buildConnection(pageRows, (row) => row.id, {
      hasNextPage: reverse ? beforeId !== null : hasMore,
      hasPreviousPage: reverse ? hasMore : afterId !== null,
    });
    return { ...built, countFound };
  };
  return { staleTerms, connection };
}

const MEDIA_COLUMNS = `m.file_path AS m_file_path, m.mime_type AS m_mime_type, m.width AS m_width,
  m.height AS m_height, m.title AS m_title, m.alt_text AS m_alt_text, m.created_at AS m_created_at`;

interface ListedProductRow extends ProductRow {
  m_file_path: string | null;
  m_mime_type: string;
  m_width: number;
  m_height: number;
  m_title: string;
  m_alt_text: string;
  m_created_at: Date;
  catalog_version: number;
}

function primeLoaders(loaders: CatalogLoaders, row: ListedProductRow): void {
  if (row.image_id && row.m_file_path) {
    const media: MediaRow = {
      id: row.image_id,
      file_path: row.m_file_path,
      mime_type: row.m_mime_type,
      width: row.m_width,
      height: row.m_height,
      title: row.m_title,
      alt_text: row.m_alt_text,
      created_at: row.m_created_at,
    };
    loaders.mediaById.prime(row.image_id, media);
  }
}

async function readCatalogVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version::float8 AS version FROM catalog_state');
  return row?.version ?? 0;
}

function flip(direction: 'ASC' | 'DESC'): 'ASC' | 'DESC' {
  return direction === 'ASC' ? 'DESC' : 'ASC';
}

/** The cursor ids that name a product (of any list); the others become null. */
async function existingProducts(db: Queryable, ids: (number | null)[]): Promise<(number | null)[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return ids;
  const rows = await db.query<{ id: number }>('SELECT id FROM product WHERE id = ANY($1::int[])', [wanted]);
  const existing = new Set(rows.map((row) => row.id));
  return ids.map((id) => (id !== null && existing.has(id) ? id : null));
}
