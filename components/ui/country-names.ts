'use client';

import { useMemo } from 'react';
import { useLocale } from '@/lib/i18n/client-translations';

/**
 * The country list of an address form (checkout, the account's addresses): each ISO code with
 * its name in the shopper's language, sorted by that name.
 */
export function useCountryNames(countries: readonly string[]): { code: string; name: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countries.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale]);
}
