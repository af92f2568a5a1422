import { STORE_CURRENCY, STORE_LOCALE, STORE_TIME_ZONE } from './store-locale';

/**
 * The store's fixed facts in one typed place. The shopper's language comes from the locale
 * cookie (lib/i18n); `locale` here is the default one, for code that has no request.
 */
export const storeConfig = {
  name: 'Vitrine',
  locale: STORE_LOCALE,
  /** ISO 4217 code; WooGraphQL's RAW prices carry no currency, so the store states it. */
  currency: STORE_CURRENCY,
  /** Dates are shown in the shop's time zone, so server and browser render the same day (lib/config/store-locale.ts). */
  timeZone: STORE_TIME_ZONE,
  /** How many products the home page shows as "new in". */
  newestProductsOnHome: 8,
  /** The default length of a category list (docs/behaviour.md §9). */
  categoryListLength: 20,
  /** Customer service, shown in the footer and on /contact. */
  support: {
    email: 'service@vitrine.example',
    /** As dialled (tel: link) and as printed. */
    phone: { dial: '+4930123456780', display: '+49 30 12345678-0' },
  },
  /** The company's postal address; the country name is localised with Intl.DisplayNames. */
  address: {
    company: 'Vitrine GmbH',
    street: 'Linienstraße 42',
    postalCode: '10119',
    city: 'Berlin',
    countryCode: 'DE',
  },
  /**
   * What the legal pages name beside the address (imprint facts). The embedded backend keeps the
   * same demo facts for its order mail (server/commerce/store/legal-settings.ts).
   */
  legal: {
    managingDirectors: 'Erika Mustermann',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
    vatId: 'DE123456789',
  },
  /** Placeholder profiles until the shop has its own (docs/behaviour.md §2). */
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
  },
} as const;
