import { z } from 'zod';

/**
 * The shop's six languages as the storefront names them (docs/behaviour.md §1), for mail a
 * shopper reads in their own language. The backend imports no storefront code, so the list is
 * repeated here; an unknown code is refused at the edge.
 */
const mailLocales = ['de_DE', 'en_US', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;
export type MailLocale = (typeof mailLocales)[number];
export const mailLocaleSchema = z.enum(mailLocales);

/** BCP 47 language of a mail body (the HTML `lang`). */
export const mailLanguage = (locale: MailLocale) => locale.slice(0, 2);
