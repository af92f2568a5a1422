import 'server-only';
import { cache } from 'react';
import { GetProductDocument, type GetProductQuery } from '@/graphql/generated/graphql';
import { storeConfig } from '@/lib/config/store';
import { cachePolicies } from './cache';
import { queryCatalog } from './query';
import { reshapeProductDetail } from './reshape/product-detail';
import { ok, type CommerceError, type CommerceResult } from './result';
import type { ProductDetail } from './types';

/** WooGraphQL answers an unknown slug with a UserError (docs/woographql-contract.md §8.2), not with null. */
const NOT_FOUND = /^No product (ID was found|exists)/i;

function notFoundAsNull(error: CommerceError): GetProductQuery | undefined {
  return error.kind === 'graphql' && error.messages.length > 0 && error.messages.every((m) => NOT_FOUND.test(m))
    ? { product: null }
    : undefined;
}

/**
 * One product by slug, or null when the shop has none by that slug. Wrapped in React's
 * cache() because the page and its metadata both ask for it in one request.
 */
export const getProduct = cache(async (slug: string): Promise<CommerceResult<ProductDetail | null>> => {
  const result = await queryCatalog(GetProductDocument, { slug }, cachePolicies.product(slug), { recover: notFoundAsNull });
  if (!result.ok) return result;
  const node = result.data.product;
  return ok(node ? reshapeProductDetail(node, storeConfig.currency) : null);
});
