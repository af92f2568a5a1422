import { cookies } from 'next/headers';
import { readShopperState } from '@/lib/shopper/read-state';

/**
 * The current shopper's header state (account icon, cart badge) for cached pages, which are
 * the same for everyone and so cannot hold it. Per request and private by nature; the cart
 * count is asked of the backend with the shopper's own session, never from a shared cache.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const state = await readShopperState(await cookies());
  return Response.json(state, { headers: { 'Cache-Control': 'private, no-store' } });
}
