import 'server-only';
import { z } from 'zod';
import { GetOrderWithdrawalsDocument } from '@/graphql/generated/graphql';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import { hasAccountCookies, type CookieStore } from '@/lib/session/cookies';

/**
 * The withdrawals declared for one order, for its signed-in owner (the account's order page).
 * The shop keeps each as order meta `withdrawal_declaration` (JSON); a guest cannot read an
 * order afterwards (a real store's rule), so a guest has the acknowledgment mail instead.
 * Entries that do not parse are skipped: the page shows what it understands.
 */
export type OrderWithdrawal = {
  receivedAt: string;
  scope: 'all' | 'some';
  items: { id: number; name: string; quantity: number }[];
  itemsText: string;
  periodMayHaveExpired: boolean;
};

const declared = z.object({
  receivedAt: z.iso.datetime({ offset: true }),
  scope: z.enum(['all', 'some']),
  items: z.array(z.object({ id: z.number().int(), name: z.string().max(500), quantity: z.number().int() })).max(100).default([]),
  itemsText: z.string().max(2000).default(''),
  periodMayHaveExpired: z.boolean().default(false),
});

export async function readOrderWithdrawals(store: CookieStore, orderId: number, options: ShopperCallOptions = {}): Promise<OrderWithdrawal[]> {
  if (!hasAccountCookies(store)) return [];
  const result = await callAsShopper(GetOrderWithdrawalsDocument, { id: String(orderId) }, store, options);
  if (!result.ok || result.data.order?.databaseId !== orderId) return [];
  return (result.data.order.metaData ?? []).flatMap((meta) => {
    if (!meta?.value) return [];
    let json: unknown;
    try {
      json = JSON.parse(meta.value);
    } catch {
      return [];
    }
    const parsed = declared.safeParse(json);
    return parsed.success ? [parsed.data] : [];
  });
}
