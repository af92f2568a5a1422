'use client';

import { createContext, useContext, useMemo } from 'react';
import { countryNames, type CountryName } from '@/lib/i18n/country-names';
import { useLocale } from '@/lib/i18n/client-translations';

/** The page's country names as the server named and sorted them (lib/i18n/country-names.ts). */
const CountryNamesContext = createContext<readonly CountryName[]>([]);

export function CountryNamesProvider({ names, children }: { names: readonly CountryName[]; children: React.ReactNode }) {
  return <CountryNamesContext.Provider value={names}>{children}</CountryNamesContext.Provider>;
}

/**
 * The country list of an address form (checkout, the account's addresses): each ISO code with
 * its name in the shopper's language, sorted by that name — the server's names and order, so
 * the browser draws the same options it hydrates. A code the server did not name (none, when
 * the page passes its countries to CountryNamesProvider) is named here and put last.
 */
export function useCountryNames(countries: readonly string[]): CountryName[] {
  const locale = useLocale();
  const named = useContext(CountryNamesContext);
  return useMemo(() => {
    const wanted = new Set(countries);
    const known = named.filter((country) => wanted.has(country.code));
    const knownCodes = new Set(known.map((country) => country.code));
    return [...known, ...countryNames(countries.filter((code) => !knownCodes.has(code)), locale)];
  }, [countries, locale, named]);
}
