import { getProducts } from '@/lib/commerce/products';
import { parseIdsParam } from '@/lib/wishlist/ids-param';

/**
 * The product cards of a wishlist, for /wishlist and the account's wishlist tab, which list
 * them in the browser (the list itself is the shopper's). Through the catalogue data layer, so
 * the answer comes from the same cached backend answers as the product lists, and the same for
 * everyone: a CDN may keep it briefly. Only the canonical form of the ids (sorted, unique, at
 * most 100) is answered, so each set of products has one URL and one cache entry. Products no
 * longer published are simply missing from the answer.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const ids = parseIdsParam(new URL(request.url).searchParams.get('ids'));
  if (!ids) return Response.json({ error: 'ids must be sorted, unique product ids separated by commas (at most 100)' }, { status: 400 });
  const result = await getProducts({ include: ids, orderby: [{ field: 'IN' }] }, ids.length);
  if (!result.ok) return Response.json({ error: 'The catalogue could not be reached.' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(
    { products: result.data },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
  );
}
