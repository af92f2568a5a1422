import 'server-only';
import { cache } from 'react';
import { GetProductCategoriesDocument, GetProductCategoryDocument, type GetProductCategoriesQuery } from '@/graphql/generated/graphql';
import { htmlToSummary } from '@/lib/browse/sanitize-html';
import { storeConfig } from '@/lib/config/store';
import { cachePolicies } from './cache';
import { queryCatalog } from './query';
import { reshapeCategorySummaries, reshapeCategorySummary } from './reshape/category';
import { ok, type CommerceResult } from './result';
import type { CategoryDetail, CategorySummary } from './types';

/** WPGraphQL's cap per request. */
const PAGE_SIZE = 100;
/** A safety stop for a misbehaving backend that always reports another page. */
const MAX_PAGES = 50;

/** Non-empty product categories, the fullest first (docs/behaviour.md §7: 20 by default). */
export async function getProductCategories(
  count: number = storeConfig.categoryListLength,
): Promise<CommerceResult<CategorySummary[]>> {
  const result = await queryCatalog(GetProductCategoriesDocument, { first: count }, cachePolicies.categoryList);
  if (!result.ok) return result;
  return ok(reshapeCategorySummaries(result.data.productCategories?.nodes ?? []));
}

/** Every non-empty category, 100 at a time (for the sitemap, filters and the category page). */
export const getAllCategories = cache(async (): Promise<CommerceResult<CategorySummary[]>> => {
  const categories: CategorySummary[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: CommerceResult<GetProductCategoriesQuery> = await queryCatalog(GetProductCategoriesDocument, { first: PAGE_SIZE, after }, cachePolicies.categoryList);
    if (!result.ok) return result;
    const connection: GetProductCategoriesQuery['productCategories'] = result.data.productCategories;
    categories.push(...reshapeCategorySummaries(connection?.nodes ?? []));
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return ok(categories);
});

/** One category by slug, or null when there is none. */
export const getCategory = cache(async (slug: string): Promise<CommerceResult<CategoryDetail | null>> => {
  const result = await queryCatalog(GetProductCategoryDocument, { slug }, cachePolicies.category(slug));
  if (!result.ok) return result;
  const node = result.data.productCategory;
  const summary = node ? reshapeCategorySummary(node) : null;
  if (!node || !summary) return ok(null);
  return ok({ ...summary, description: htmlToSummary(node.description, 300) });
});
