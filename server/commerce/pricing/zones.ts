/**
 * Where an order goes, as the shop's shipping and VAT see it: Germany, the rest of the EU, or the
 * rest of the world (docs/behaviour.md §9).
 */
export const STORE_COUNTRY = 'DE';

const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

export type Zone = 'germany' | 'eu' | 'world';

/** The zone of a destination; before the shopper gives an address, the store's country. */
export function shippingZone(country: string | null): Zone {
  const code = (country ?? STORE_COUNTRY).toUpperCase();
  if (code === STORE_COUNTRY) return 'germany';
  return EU_COUNTRIES.has(code) ? 'eu' : 'world';
}
