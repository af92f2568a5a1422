/**
 * The store's default language, currency and time zone: the part of `storeConfig` that browser
 * code formatting money and dates needs (lib/money.ts, lib/i18n/format.ts). A module of its own
 * so those carry three strings, not the whole store config: once client components import
 * `storeConfig` from several chunks, the bundler ships the object (address, legal facts, social
 * links) with every page that shows a price instead of inlining the three values (0.3 KiB
 * gzipped on the product page, docs/benchmarks.md).
 */
export const STORE_LOCALE = 'de-DE';
/** ISO 4217 code; WooGraphQL's RAW prices carry no currency, so the store states it. */
export const STORE_CURRENCY = 'EUR';
/** Dates are shown in the shop's time zone, so server and browser render the same day. */
export const STORE_TIME_ZONE = 'Europe/Berlin';
