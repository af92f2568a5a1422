import type account from '@/messages/de_DE/account.json';
import type cart from '@/messages/de_DE/cart.json';
import type checkout from '@/messages/de_DE/checkout.json';
import type catalog from '@/messages/de_DE/catalog.json';
import type common from '@/messages/de_DE/common.json';
import type errors from '@/messages/de_DE/errors.json';
import type home from '@/messages/de_DE/home.json';
import type legal from '@/messages/de_DE/legal.json';
import type pages from '@/messages/de_DE/pages.json';
import type product from '@/messages/de_DE/product.json';
import type refusals from '@/messages/de_DE/refusals.json';
import type search from '@/messages/de_DE/search.json';
import type seo from '@/messages/de_DE/seo.json';
import type shell from '@/messages/de_DE/shell.json';
import type storeText from '@/messages/de_DE/storeText.json';
import type wishlist from '@/messages/de_DE/wishlist.json';
import type withdrawal from '@/messages/de_DE/withdrawal.json';
import type { Namespace } from './namespaces';

/**
 * The shape of all messages, taken from the German (default) files: a key used in code but
 * missing there is a type error. Other locales are checked against German by
 * tests/storefront/i18n-messages.test.ts.
 */
export type Messages = {
  common: typeof common;
  shell: typeof shell;
  errors: typeof errors;
  pages: typeof pages;
  home: typeof home;
  catalog: typeof catalog;
  product: typeof product;
  seo: typeof seo;
  search: typeof search;
  cart: typeof cart;
  account: typeof account;
  /** The shop's own refusals, translated on the server only (lib/cart/shop-messages.ts). */
  refusals: typeof refusals;
  checkout: typeof checkout;
  wishlist: typeof wishlist;
  /** The shop's own texts for known ids (method titles, attribute names), translated on the server (lib/i18n/store-text.ts). */
  storeText: typeof storeText;
  /** The withdrawal function (app/[locale]/withdrawal, lib/withdrawal). */
  withdrawal: typeof withdrawal;
  /** The legal pages (terms, withdrawal policy) and the checkout's notice beside the order button; server-rendered only. */
  legal: typeof legal;
};

// Fails to compile when a namespace is added to namespaces.ts but not here (or the reverse).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
const _everyNamespaceIsTyped: SameKeys<Messages, Record<Namespace, unknown>> = true;

/** Every path into a message tree: namespaces, the groups inside them and the texts ('cart', 'cart.line', 'cart.line.remove'). */
type PathsOf<T> = { [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${PathsOf<T[K]>}` }[keyof T & string];
/** A message path, checked against the German files: a misspelled or removed key is a type error. */
export type MessagePath = PathsOf<Messages>;
