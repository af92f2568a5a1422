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

/** How many products match, without loading any. */
export async function countProducts(where: Where): Promise<CommerceResult<number>> {
  const result = await queryCatalog(GetProductsCursorDocument, { first: 1, where }, cachePolicies.productList);
  if (!result.ok) return result;
  return ok(Math.max(0, result.data.products?.found ?? 0));
}

/**
 * Page `page` of a product list, or null when there is no such page (→ 404).
 * Reaching page n: see lib/browse/pagination (cursor-only steps over the earlier pages,
 * each cached, then one request for the page's products).
 */
export async function getProductPage(where: Where, page: number, perPage: number): Promise<CommerceResult<ProductPage | null>> {
  let after: string | null = null;
  for (const step of cursorSteps(page, perPage)) {
    const stepResult: CommerceResult<GetProductsCursorQuery> = await queryCatalog(GetProductsCursorDocument, { first: step, after, where }, cachePolicies.productList);
    if (!stepResult.ok) return stepResult;
    const connection: GetProductsCursorQuery['products'] = stepResult.data.products;
    // The first step already knows the total: stop early for a page past the end.
    if (page > pageCount(connection?.found ?? 0, perPage)) return ok(null);
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return ok(null);
    after = connection.pageInfo.endCursor;
  }

  const result = await queryCatalog(GetProductsDocument, { first: perPage, after, where }, cachePolicies.productList);
  if (!result.ok) return result;
  const connection = result.data.products;
  const products = reshapeProductCards(connection?.nodes ?? [], storeConfig.currency);
  const total = Math.max(0, connection?.found ?? products.length);
  const pages = pageCount(total, perPage);
  if (page > pages || (page > 1 && products.length === 0)) return ok(null);
  return ok({ products, total, page, pageCount: pages });
}
