import { z } from 'zod';
import { parseDecimalToCents } from '@/lib/money';

/**
 * The store's free-shipping minimum, for the hint "Noch X € bis zum kostenlosen Versand".
 *
 * WooCommerce keeps it in the "Free shipping" method of a shipping zone ("Minimum order amount"),
 * and WooGraphQL shows shipping zones and their settings to shop managers only: a shopper's cart
 * offers the free rate once it qualifies, but never says from what amount. So the storefront is
 * told in two settings (docs/behaviour.md §10):
 *
 * - FREE_SHIPPING_MIN_AMOUNT: the minimum as WooCommerce stores it ("50", "49.90");
 * - FREE_SHIPPING_ZONE_RATES: the ids of the other rates of that zone ("flat_rate:2,local_pickup:3").
 *   Rate ids carry their zone's method instance, so a cart offered one of them ships into the
 *   zone where the minimum applies; elsewhere (another country, another zone) no hint is shown.
 *
 * `npm start` fills both from the embedded backend's shipping settings; against a real store the
 * merchant sets them, and without them the storefront says nothing rather than guess.
 */
export type FreeShippingRule = { minimumCents: number; zoneRateIds: readonly string[] };

type Env = Record<string, string | undefined>;

const rateId = z.string().regex(/^[a-z0-9_-]+:\d+$/);

export function readFreeShippingRule(env: Env = process.env): FreeShippingRule | null {
  const amount = env.FREE_SHIPPING_MIN_AMOUNT?.trim();
  const rates = env.FREE_SHIPPING_ZONE_RATES?.trim();
  if (!amount || !rates) return null;
  const minimumCents = parseDecimalToCents(amount);
  if (minimumCents === null || minimumCents <= 0) throw new Error(`FREE_SHIPPING_MIN_AMOUNT must be an amount above 0 such as "50", got "${amount}"`);
  const ids = z.array(rateId).min(1).safeParse(rates.split(',').map((id) => id.trim()));
  if (!ids.success) throw new Error(`FREE_SHIPPING_ZONE_RATES must be rate ids such as "flat_rate:2,local_pickup:3", got "${rates}"`);
  return { minimumCents, zoneRateIds: ids.data };
}

/** This deployment's rule, read once (null: not configured, no hint). */
export const freeShippingRule: FreeShippingRule | null = readFreeShippingRule();
