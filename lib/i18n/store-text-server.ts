import 'server-only';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { stripePublishableKey } from '@/lib/checkout/stripe-config';
import { loadMessages } from './load-messages';
import { isLocaleCode, localeCookie, toLocaleCode, type LocaleCode } from './locales';
import { negotiateLocale } from './negotiate';
import { storeTextFor, type StoreText } from './store-text';

/** The mapping of lib/i18n/store-text.ts in one language. Without a Stripe key the card gateway is the backend's test mode. */
export async function storeTextIn(code: LocaleCode): Promise<StoreText> {
  const messages = await loadMessages(code);
  return storeTextFor(code, messages.storeText, { cardTestMode: stripePublishableKey() === null });
}

/** For a page: the language it is rendered in. */
export async function pageStoreText(): Promise<StoreText> {
  return storeTextIn(toLocaleCode(await getLocale()));
}

/** For a server action: the shopper's language, chosen as the request proxy chooses it (proxy.ts). */
export async function actionStoreText(): Promise<StoreText> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  return storeTextIn(isLocaleCode(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language')));
}
