import 'server-only';
import { z } from 'zod';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadOrder } from '@/lib/checkout/service';
import { PURCHASE_PROOF_HEADER, signPurchase } from './purchase-proof-signature';

const purchaseEvent = z.object({ event: z.literal('purchase'), ecommerce: z.object({ transaction_id: z.string() }) });

/**
 * Headers for handing an analytics event on to the backend, or null when it must be dropped.
 *
 * A purchase counts in the merchant's funnel only when the browser sending it may see that order
 * (it placed it: the checkout's signed confirmation, or its signed-in customer owns it; the same
 * rule as the order page). Anyone else naming a real order, e.g. a recent order number whose
 * buyer declined statistics, is dropped here, and the backend counts no purchase without this
 * proof. Other events pass unchanged; the backend validates their shape.
 */
export async function analyticsForwardHeaders(body: string, env: Record<string, string | undefined> = process.env): Promise<Record<string, string> | null> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {};
  }
  const purchase = purchaseEvent.safeParse(json);
  if (!purchase.success) return {};
  const orderId = purchase.data.ecommerce.transaction_id;
  const found = await loadOrder({ store: await readOnlyCookies() }, orderId);
  if (found.kind !== 'order' || String(found.order.id) !== orderId) return null;
  // Without a shared secret the backend cannot tell this server from any other sender, and says so in its docs.
  const secret = env.CLIENT_ADDRESS_SECRET;
  return secret ? { [PURCHASE_PROOF_HEADER]: signPurchase(orderId, secret) } : {};
}
