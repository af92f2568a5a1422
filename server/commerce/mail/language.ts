/**
 * The language a mail is written in: the one the shopper asked in. The storefront sends its
 * locale as the request's Accept-Language (lib/commerce/shopper-client.ts); a request without
 * one, or in a language the shop has no mail texts for, gets the shop's German.
 */
export const MAIL_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'de';

const isMailLanguage = (value: string): value is MailLanguage => (MAIL_LANGUAGES as readonly string[]).includes(value);

/** The most preferred language of an Accept-Language header that the shop writes mail in. */
export function mailLanguageOf(acceptLanguage: string | null | undefined): MailLanguage {
  if (!acceptLanguage) return DEFAULT_MAIL_LANGUAGE;
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split(/[-_]/)[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isMailLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.language;
  return best && isMailLanguage(best) ? best : DEFAULT_MAIL_LANGUAGE;
}
