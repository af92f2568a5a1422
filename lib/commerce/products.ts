import 'server-only';
import {
  GetProductsCursorDocument,
  GetProductsDocument,
  type GetProductsCursorQuery,
  type RootQueryToProductConnectionWhereArgs,
} from '@/graphql/generated/graphql';
import { cursorSteps, pageCount } from '@/lib/browse/pagination';
import { storeConfig } from '@/lib/config/store';
import { cachePolicies } from './cache';
import { queryCatalog } from './query';
import { reshapeProductCards } from './reshape/product';
import { ok, type CommerceResult } from './result';
import type { ProductCard, ProductPage } from './types';

type Where = RootQueryToProductConnectionWhereArgs;

/** The first `count` products of a list (home page rows, a gender page's selection). */
export async function getProducts(where: Where, count: number): Promise<CommerceResult<ProductCard[]>> {
  const result = await queryCatalog(GetProductsDocument, { first: count, where }, cachePolicies.productList);
  if (!result.ok) return result;
  return ok(reshapeProductCards(result.data.products?.nodes ?? [], storeConfig.currency));
}

/**
 * The total a list's connection reports, or null when it is unknown. WooGraphQL answers
 * `found` only on a first page (no `after`): behind a cursor it is null, and an empty result
 * is null rather than 0 (docs/woographql-contract.md; contract/recordings/README.md).
 */
function reportedTotal(connection: { found?: number | null } | null | undefined): number | null {
  const found = connection?.found;
  return typeof found === 'number' && Number.isInteger(found) && found >= 0 ? found : null;
}

/**
 * How many products match, without loading any; null when the backend does not say although
 * there are some. An answer with neither a total nor an end cursor is an empty list: 0.
 */
export async function countProducts(where: Where): Promise<CommerceResult<number | null>> {
  const result = await queryCatalog(GetProductsCursorDocument, { first: 1, where }, cachePolicies.productList);
  if (!result.ok) return result;
  const connection = result.data.products;
  return ok(reportedTotal(connection) ?? (connection?.pageInfo.endCursor ? null : 0));
}

/**
 * Page `page` of a product list, or null when there is no such page (→ 404).
 * Reaching page n: see lib/browse/pagination (cursor-only steps over the earlier pages,
 * each cached, then one request for the page's products).
 *
 * The total comes only from a request without `after` — page 1 itself, or the first cursor
 * step of a later page (cached, and shared by every later page) — because a real WooGraphQL
 * answers `found: null` behind a cursor. When the total stays unknown the page still shows its
 * products, and `hasNextPage` from the connection decides whether a next page is offered.
 */
export async function getProductPage(where: Where, page: number, perPage: number): Promise<CommerceResult<ProductPage | null>> {
  let after: string | null = null;
  let total: number | null = null;
  for (const [index, step] of cursorSteps(page, perPage).entries()) {
    const stepResult: CommerceResult<GetProductsCursorQuery> = await queryCatalog(GetProductsCursorDocument, { first: step, after, where }, cachePolicies.productList);
    if (!stepResult.ok) return stepResult;
    const connection: GetProductsCursorQuery['products'] = stepResult.data.products;
    if (index === 0) {
      total = reportedTotal(connection);
      // A known total already tells whether the page exists: stop early for one past the end.
      if (total !== null && page > pageCount(total, perPage)) return ok(null);
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return ok(null);
    after = connection.pageInfo.endCursor;
  }

  const result = await queryCatalog(GetProductsDocument, { first: perPage, after, where }, cachePolicies.productList);
  if (!result.ok) return result;
  const connection = result.data.products;
  const nodes = connection?.nodes ?? [];
  const products = reshapeProductCards(nodes, storeConfig.currency);
  const moreAfter = connection?.pageInfo.hasNextPage === true;
  if (page === 1) total = reportedTotal(connection);
  // Without a reported total, the last page still tells it: everything before it plus its own.
  if (total === null && !moreAfter) total = (page - 1) * perPage + nodes.length;
  if (page > 1 && nodes.length === 0) return ok(null);
  const pages = total === null ? null : pageCount(total, perPage);
  if (pages !== null && page > pages) return ok(null);
  return ok({ products, total, page, pageCount: pages, hasNextPage: pages === null ? moreAfter : page < pages });
}
