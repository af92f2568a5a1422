import type { IntlLocale } from './locales';

export type CountryName = { code: string; name: string };

/**
 * Countries by ISO code with their names in `locale`, sorted by name. Computed where the page is
 * rendered and handed to the client as it is: a browser's ICU names some regions differently
 * from the server's ("Hong Kong" against Node's "Hong Kong SAR China"), and a select whose
 * options the browser named itself would not match the server's markup (React's hydration
 * error #418, and the whole page rendered again in the browser).
 */
export function countryNames(codes: Iterable<string>, locale: IntlLocale): CountryName[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return [...new Set(codes)].map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
