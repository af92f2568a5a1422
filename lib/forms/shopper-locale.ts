import 'server-only';
import { cookies, headers } from 'next/headers';
import { isLocaleCode, localeCookie, type LocaleCode } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';

/** The shopper's language in a server action: the locale cookie, else Accept-Language (as the proxy chooses it). */
export async function shopperLocale(): Promise<LocaleCode> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  return isLocaleCode(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
}
