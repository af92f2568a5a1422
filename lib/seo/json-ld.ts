import type { Availability, ProductDetail } from '@/lib/commerce/types';
import { storeConfig } from '@/lib/config/store';
import type { Money } from '@/lib/money';
import { absoluteUrl } from './site';

/** Structured data (schema.org as JSON-LD): plain JSON objects. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd;

/**
 * JSON for a <script type="application/ld+json">: "<" (and ">", "&") escaped, so text from the
 * shop such as "</script>" cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function amount(money: Money): string {
  return (money.cents / 100).toFixed(2);
}

const SCHEMA_AVAILABILITY: Record<Availability['status'], string> = {
  inStock: 'https://schema.org/InStock',
  lowStock: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
  onBackorder: 'https://schema.org/BackOrder',
};

function productAvailability(product: ProductDetail): string {
  if (product.kind === 'variable') {
    return product.variations.some((variation) => variation.purchasable)
      ? SCHEMA_AVAILABILITY.inStock
      : SCHEMA_AVAILABILITY.outOfStock;
  }
  return SCHEMA_AVAILABILITY[product.availability?.status ?? 'inStock'];
}

function offers(product: ProductDetail, url: string): JsonLd | null {
  if (!product.price) return null;
  const availability = productAvailability(product);
  if (product.maxPrice) {
    return {
      '@type': 'AggregateOffer',
      priceCurrency: product.price.currency,
      lowPrice: amount(product.price),
      highPrice: amount(product.maxPrice),
      offerCount: Math.max(product.variations.length, 1),
      availability,
      url,
    };
  }
  return {
    '@type': 'Offer',
    priceCurrency: product.price.currency,
    price: amount(product.price),
    availability,
    itemCondition: 'https://schema.org/NewCondition',
    url: product.external?.url ?? url,
  };
}

/**
 * Product + Offer (AggregateOffer for a price range) + AggregateRating. The rating is only
 * included where the page shows it (structured data must match what shoppers see).
 */
export function productJsonLd(product: ProductDetail, options: { path: string; includeRating: boolean }): JsonLd {
  const url = absoluteUrl(options.path);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
  };
  if (product.summary) data.description = product.summary;
  if (product.sku) data.sku = product.sku;
  if (product.images.length > 0) data.image = product.images.map((image) => image.url);
  const category = product.categories[0];
  if (category) data.category = category.name;
  const offer = offers(product, url);
  if (offer) data.offers = offer;
  if (options.includeRating && product.reviews.count > 0 && product.reviews.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.reviews.average,
      reviewCount: product.reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function organizationJsonLd(description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: storeConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description,
  };
}

/** WebSite with a SearchAction, so search engines can offer the shop's search (/search?q=). */
export function websiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: storeConfig.name,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
