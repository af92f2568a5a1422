import 'server-only';
import { GetNewestProductsDocument, GetProductCategoriesDocument } from '@/graphql/generated/graphql';
import { storeConfig } from '@/lib/config/store';
import { cachePolicies } from './cache';
import { queryCatalog } from './query';
import { reshapeCategorySummaries } from './reshape/category';
import { reshapeProductCards } from './reshape/product';
import type { CommerceResult } from './result';
import type { CategorySummary, ProductCard } from './types';

/** The newest visible, published products, newest first. */
export async function getNewestProducts(count: number): Promise<CommerceResult<ProductCard[]>> {
  const result = await queryCatalog(GetNewestProductsDocument, { first: count }, cachePolicies.productList);
  if (!result.ok) return result;
  return { ok: true, data: reshapeProductCards(result.data.products?.nodes ?? [], storeConfig.currency) };
}

/** Non-empty product categories, the fullest first. */
export async function getProductCategories(
  count: number = storeConfig.categoryListLength,
): Promise<CommerceResult<CategorySummary[]>> {
  const result = await queryCatalog(GetProductCategoriesDocument, { first: count }, cachePolicies.categoryList);
  if (!result.ok) return result;
  return { ok: true, data: reshapeCategorySummaries(result.data.productCategories?.nodes ?? []) };
}
