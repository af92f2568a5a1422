/**
 * Store settings in one typed place. The locale and currency will later come from the
 * locale cookie and the store's data; until then the shop is German and sells in euro.
 */
export const storeConfig = {
  name: 'Vitrine',
  locale: 'de-DE',
  /** ISO 4217 code; WooGraphQL's RAW prices carry no currency, so the store states it. */
  currency: 'EUR',
  /** How many products the home page shows as "new in". */
  newestProductsOnHome: 8,
  /** The spec's default length of a category list. */
  categoryListLength: 20,
} as const;

export type StoreConfig = typeof storeConfig;
