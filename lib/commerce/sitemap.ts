import 'server-only';
import { GetSitemapProductsDocument, type GetSitemapProductsQuery } from '@/graphql/generated/graphql';
import { cachePolicies } from './cache';
import { parseWordPressDate } from './reshape/date';
import { queryCatalog } from './query';
import { ok, type CommerceResult } from './result';

/** `modified` as an instant: WooGraphQL may send it with or without the site's offset. */
export type SitemapProduct = { slug: string; modified: Date | null };

/** A safety stop: 1,000 requests of 100 is a 100,000-product shop. */
const MAX_PAGES = 1000;

/** Every visible product's slug and change date, read 100 at a time. */
export async function getSitemapProducts(): Promise<CommerceResult<SitemapProduct[]>> {
  const products: SitemapProduct[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: CommerceResult<GetSitemapProductsQuery> = await queryCatalog(GetSitemapProductsDocument, { after }, cachePolicies.sitemap);
    if (!result.ok) return result;
    const connection: GetSitemapProductsQuery['products'] = result.data.products;
    for (const node of connection?.nodes ?? []) {
      const slug = node.slug?.trim();
      if (slug) products.push({ slug, modified: parseWordPressDate(node.modified) });
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return ok(products);
}
