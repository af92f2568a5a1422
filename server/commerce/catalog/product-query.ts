import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { buildConnection, readPageRequest, type Connection, type ConnectionArgs } from '../pagination';
import { buildProductConditions, type ProductWhereArgs } from './product-filters';
import { productOrder } from './product-order';
import { PRODUCT_COLUMNS, type ProductRow } from './rows';
import { SqlParams } from './sql-builder';

export interface ProductConnection extends Connection<ProductRow> {
  /** Total matches ignoring paging; counted only when the client asks for `found`. */
  countFound: () => Promise<number>;
}

/**
 * One page of products, filtered and sorted in SQL and paged by keyset: the cursor's own row
 * supplies the sort values to resume after, so deep pages cost the same as the first.
 */
export async function findProducts(
  db: Queryable,
  args: ConnectionArgs & { where?: ProductWhereArgs | null },
): Promise<ProductConnection> {
  const page = readPageRequest(args);
  const where = args.where ?? {};
  const params = new SqlParams();
  const conditions = await buildProductConditions(db, where, params);
  // Snapshot the filter before paging conditions are added: `found` ignores the page.
  const filterSql = conditions.join(' AND ');
  const filterParams = [...params.values];
  const countFound = async () => {
    const [row] = await db.query<{ found: number }>(
      `SELECT count(*)::int AS found FROM product p WHERE ${filterSql}`,
      filterParams,
    );
    return row?.found ?? 0;
  };

  const order = productOrder(where, params);
  const sortTuple = (alias: string) => [...order.keys.map((key) => key.expression(alias)), `${alias}.id`].join(', ');
  const resumeAfter = (id: number, comparison: '<' | '>') => {
    conditions.push(`(${sortTuple('p')}) ${comparison} (SELECT ${sortTuple('c')} FROM product c WHERE c.id = ${params.add(id)})`);
  };
  const forwardComparison = order.direction === 'ASC' ? '>' : '<';
  const backwardComparison = order.direction === 'ASC' ? '<' : '>';
  await assertCursorsExist(db, [page.afterId, page.beforeId]);
  if (page.afterId !== null) resumeAfter(page.afterId, forwardComparison);
  if (page.beforeId !== null) resumeAfter(page.beforeId, backwardComparison);

  // Backward pages are read in reverse and flipped back, so LIMIT takes the rows nearest the cursor.
  const reverse = page.direction === 'backward';
  const sqlDirection = reverse ? flip(order.direction) : order.direction;
  const orderBy = [...order.keys.map((key) => key.expression('p')), 'p.id']
    .map((expression) => `${expression} ${sqlDirection}`)
    .join(', ');
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE ${conditions.join(' AND ')}
     ORDER BY ${orderBy} LIMIT ${params.add(page.size + 1)}`,
    params.values,
  );
  const hasMore = rows.length > page.size;
  const pageRows = rows.slice(0, page.size);
  if (reverse) pageRows.reverse();
  const connection = buildConnection(pageRows, (row) => row.id, {
    hasNextPage: reverse ? page.beforeId !== null : hasMore,
    hasPreviousPage: reverse ? hasMore : page.afterId !== null,
  });
  return { ...connection, countFound };
}

function flip(direction: 'ASC' | 'DESC'): 'ASC' | 'DESC' {
  return direction === 'ASC' ? 'DESC' : 'ASC';
}

/** A cursor must name a product that still exists; otherwise the page would silently be empty. */
async function assertCursorsExist(db: Queryable, ids: (number | null)[]): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return;
  const rows = await db.query<{ id: number }>('SELECT id FROM product WHERE id = ANY($1::int[])', [wanted]);
  if (rows.length < new Set(wanted).size) throw new UserError('The cursor does not point to a product of this list.');
}
