import 'server-only';
import { GetCountryStatesDocument, type CountriesEnum } from '@/graphql/generated/graphql';
import { commerceGraphqlUrl } from '@/lib/commerce/endpoint';
import type { CommerceResult } from '@/lib/commerce/result';
import { callAsShopper, type ShopperCallOptions } from '@/lib/commerce/shopper-client';
import type { CookieStore } from '@/lib/session/cookies';
import type { CountryState } from './types';

/**
 * A country's states are the same for every shopper and change with a WooCommerce update at
 * most, yet the checkout needs them on every render and every country change: kept in this
 * process for an hour per backend and country. Only what the store answered is kept, never a
 * failure; nothing per-shopper goes in here (and nothing goes into Next's shared data cache).
 */
const KEEP_MS = 60 * 60 * 1000;
const known = new Map<string, { states: CountryState[]; until: number }>();

export async function countryStates(store: CookieStore, country: CountriesEnum, options: ShopperCallOptions = {}): Promise<CommerceResult<CountryState[]>> {
  const key = `${options.url ?? commerceGraphqlUrl()} ${country}`;
  const now = Date.now();
  const kept = known.get(key);
  if (kept && kept.until > now) return { ok: true, data: kept.states };
  const result = await callAsShopper(GetCountryStatesDocument, { country }, store, options);
  if (!result.ok) return result;
  const states = (result.data.countryStates ?? []).flatMap((state) => (state ? [{ code: state.code, name: state.name }] : []));
  known.set(key, { states, until: now + KEEP_MS });
  return { ok: true, data: states };
}
