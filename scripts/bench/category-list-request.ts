import { print } from 'graphql';
import { GetProductsDocument } from '../../graphql/generated/graphql';
import { emptyCatalogQuery } from '../../lib/browse/catalog-query';
import { productWhere } from '../../lib/browse/product-where';
import { readStoreSettings } from '../../lib/config/store-settings';

/**
 * The request the storefront sends for the first page of a category: its own `GetProducts`
 * operation with the `where` its list page builds (visible, published, newest first, in the
 * category) and the shop's page size. Built from the storefront's code, so it follows it.
 */
export function categoryListBody(categorySlug: string): string {
  return JSON.stringify({
    operationName: 'GetProducts',
    query: print(GetProductsDocument),
    variables: {
      first: readStoreSettings().productsPerPage,
      after: null,
      where: productWhere(emptyCatalogQuery, { categorySlug }),
    },
  });
}

/** The slugs of every category that holds products, from the shop's own API. */
export async function listCategorySlugs(backendOrigin: string): Promise<string[]> {
  const response = await fetch(`${backendOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(30_000),
    body: JSON.stringify({ query: '{ productCategories(first: 100, where: { hideEmpty: true }) { nodes { slug } } }' }),
  });
  const body = (await response.json()) as { data?: { productCategories: { nodes: { slug: string }[] } } };
  const slugs = body.data?.productCategories.nodes.map((node) => node.slug) ?? [];
  if (slugs.length === 0) throw new Error(`no category to measure: ${JSON.stringify(body)}`);
  return slugs;
}

/** Sends one category request: how many products it answered; throws on any error. */
export async function checkCategoryList(backendOrigin: string, categorySlug: string): Promise<number> {
  const response = await fetch(`${backendOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(30_000),
    body: categoryListBody(categorySlug),
  });
  const body = (await response.json()) as { data?: { products?: { nodes: unknown[] } }; errors?: unknown };
  if (response.status !== 200 || body.errors || !body.data?.products) {
    throw new Error(`the category request for ${categorySlug} failed (${response.status}): ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.data.products.nodes.length;
}
