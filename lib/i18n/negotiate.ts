import { defaultLocaleCode, isLocaleCode, localeCodes, type LocaleCode } from './locales';

/**
 * The shop language for a first visit (no `locale` cookie yet), from the browser's
 * `Accept-Language` header (docs/behaviour.md §9): ranges are tried by their q-value, highest
 * first (equal values keep the browser's order); a range matches a shop locale by its whole tag
 * (`pt-BR`), else by its language (`de-AT` → de_DE, `en-GB` → en_US, `pt-PT` → pt_BR). Nothing
 * usable gives German.
 */

/** Each shop language by its primary subtag; one locale per language in this shop. */
const localeByLanguage = new Map<string, LocaleCode>(
  localeCodes.map((code) => [code.slice(0, code.indexOf('_')).toLowerCase(), code]),
);

type WeightedRange = { tag: string; q: number; order: number };

/** Browsers send a handful of ranges; anything beyond this is not a browser. */
const MAX_RANGES = 32;

function parseRanges(header: string): WeightedRange[] {
  const ranges: WeightedRange[] = [];
  for (const [order, part] of header.split(',').slice(0, MAX_RANGES).entries()) {
    const [rawTag, ...parameters] = part.split(';');
    const tag = rawTag?.trim().toLowerCase() ?? '';
    if (!/^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/.test(tag)) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match?.[1]) q = Math.min(1, Number(match[1]));
    }
    if (q > 0) ranges.push({ tag, q, order });
  }
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order);
}

function matchRange(tag: string): LocaleCode | null {
  if (tag === '*') return defaultLocaleCode;
  const [language, region] = tag.split('-');
  if (language && region) {
    const exact = `${language}_${region.toUpperCase()}`;
    if (isLocaleCode(exact)) return exact;
  }
  return (language && localeByLanguage.get(language)) || null;
}

export function negotiateLocale(acceptLanguage: string | null | undefined): LocaleCode {
  if (!acceptLanguage) return defaultLocaleCode;
  for (const { tag } of parseRanges(acceptLanguage)) {
    const match = matchRange(tag);
    if (match) return match;
  }
  return defaultLocaleCode;
}
