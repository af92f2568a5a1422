import { UserError } from './errors';
import { isStorableId } from './ids';

/** Relay arguments every WPGraphQL connection takes. */
export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
}

/** WPGraphQL's cap on one page (graphql_connection_max_query_amount) and its default size. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export interface PageRequest {
  direction: 'forward' | 'backward';
  size: number;
  afterId: number | null;
  beforeId: number | null;
}

/** Validates the Relay arguments and turns them into one page request. */
export function readPageRequest(args: ConnectionArgs): PageRequest {
  const { first, last } = args;
  if (first != null && last != null) {
    throw new UserError('The "first" and "last" arguments cannot be used together. Use "first" with "after" to page forward, or "last" with "before" to page backward.');
  }
  if (first != null && first < 0) throw new UserError('First must be a positive integer.');
  if (last != null && last < 0) throw new UserError('Last must be a positive integer.');
  const requested = first ?? last ?? DEFAULT_PAGE_SIZE;
  return {
    direction: last != null ? 'backward' : 'forward',
    size: Math.min(requested, MAX_PAGE_SIZE),
    afterId: args.after ? decodeCursor(args.after, 'after') : null,
    beforeId: args.before ? decodeCursor(args.before, 'before') : null,
  };
}

/** WPGraphQL cursors: base64 of "arrayconnection:<id>". */
export function encodeCursor(id: number): string {
  return Buffer.from(`arrayconnection:${id}`, 'utf8').toString('base64');
}

export function decodeCursor(cursor: string, argument: 'after' | 'before'): number {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const match = /^arrayconnection:(\d{1,10})$/.exec(decoded);
  const id = Number(match?.[1]);
  if (!match || !isStorableId(id)) throw new UserError(`The "${argument}" cursor "${cursor}" is not a cursor of this connection.`);
  return id;
}

export function buildConnection<T>(
  nodes: T[],
  idOf: (node: T) => number,
  flags: { hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<T> {
  const edges = nodes.map((node) => ({ cursor: encodeCursor(idOf(node)), node }));
  return {
    edges,
    nodes,
    pageInfo: {
      ...flags,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * Where an item that is not in a list would stand in it: the number of the list's items that
 * come before it, or null when the item is unknown altogether.
 */
export type ForeignPosition = (id: number) => number | null;

/**
 * Pages a list already in memory (a product's gallery, variations, reviews, the categories):
 * the same cursor rules as the SQL-paged product list, for lists too small to page in SQL.
 * A cursor of an item from another list resumes where that item would stand (`foreignPosition`),
 * and one naming an unknown item is skipped, as WPGraphQL skips it.
 */
export function connectionFromList<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  args: ConnectionArgs,
  foreignPosition: ForeignPosition = () => null,
): Connection<T> {
  const page = readPageRequest(args);
  /** How many items come before the cursor's item, itself included when it is in the list. */
  const itemsUpTo = (id: number, itself: 0 | 1): number | null => {
    const index = items.findIndex((item) => idOf(item) === id);
    return index >= 0 ? index + itself : foreignPosition(id);
  };
  const start = (page.afterId != null ? itemsUpTo(page.afterId, 1) : null) ?? 0;
  const end = (page.beforeId != null ? itemsUpTo(page.beforeId, 0) : null) ?? items.length;
  const window = items.slice(start, Math.max(start, end));
  const slice = page.direction === 'forward' ? window.slice(0, page.size) : window.slice(Math.max(0, window.length - page.size));
  const sliceStart = page.direction === 'forward' ? start : start + window.length - slice.length;
  return buildConnection(slice, idOf, {
    hasPreviousPage: sliceStart > 0,
    hasNextPage: sliceStart + slice.length < items.length,
  });
}
