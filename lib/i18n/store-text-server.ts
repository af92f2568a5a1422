import 'server-only';
import { getLocale } from 'next-intl/server';
import { stripePublishableKey } from '@/lib/checkout/stripe-config';
import { loadMessages } from './load-messages';
import { toLocaleCode, type LocaleCode } from './locales';
import { storeTextFor, type StoreText } from './store-text';

/** The mapping of lib/i18n/store-text.ts in one language (server actions pass the shopper's, as lib/cart/actions.ts picks it). Without a Stripe key the card gateway is the backend's test mode. */
export async function storeTextIn(code: LocaleCode): Promise<StoreText> {
  const messages = await loadMessages(code);
  return storeTextFor(code, messages.storeText, { cardTestMode: stripePublishableKey() === null });
}

/** For a page: the language it is rendered in. */
export async function pageStoreText(): Promise<StoreText> {
  return storeTextIn(toLocaleCode(await getLocale()));
}
