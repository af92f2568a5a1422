import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { storeConfig } from '@/lib/config/store';
import { loadMessages } from '@/lib/i18n/load-messages';
import { localeCookie, parseLocaleCode, toIntlLocale, toLocaleCode } from '@/lib/i18n/locales';

/**
 * next-intl without locale routing: URLs carry no locale; the `locale` cookie chooses it
 * (missing or unknown → German). An explicit locale (`getTranslations({ locale })`, e.g. for
 * a sitemap) wins over the cookie.
 */
export default getRequestConfig(async ({ locale: explicitLocale }) => {
  const code = explicitLocale
    ? toLocaleCode(explicitLocale)
    : parseLocaleCode((await cookies()).get(localeCookie.name)?.value);
  return {
    locale: toIntlLocale(code),
    messages: await loadMessages(code),
    // Fixed, so dates render the same on the server and in the browser.
    timeZone: storeConfig.timeZone,
  };
});
