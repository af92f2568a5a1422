/**
 * The storefront's URLs (see the route table in docs/behaviour.md §2), built in one place so links and
 * pages cannot drift apart.
 */
export type Gender = 'damen' | 'herren';

/**
 * One encoded path segment. WordPress stores non-ASCII slugs already percent-encoded
 * ("gr%c3%b6%c3%9fe"), other backends may not: decode first so neither is encoded twice.
 */
function segment(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A lone "%" is not an escape; encode the slug as it is.
  }
  return encodeURIComponent(decoded);
}

export const routes = {
  home: () => '/',
  gender: (gender: Gender) => `/${gender}`,
  products: () => '/products',
  categories: () => '/categories',
  category: (slug: string) => `/product-category/${segment(slug)}`,
  product: (slug: string) => `/product/${segment(slug)}`,
  search: () => '/search',
  account: () => '/my-account',
  wishlist: () => '/wishlist',
  accountWishlist: () => '/my-account?tab=wishlist',
  contact: () => '/contact',
  privacyPolicy: () => '/privacy-policy',
  /** The newsletter's mailed links (the backend writes them: server/commerce/newsletter). */
  newsletterConfirm: () => '/newsletter/confirm',
  newsletterUnsubscribe: () => '/newsletter/unsubscribe',
  /** A back-in-stock alert's mailed links (the backend writes them: server/commerce/back-in-stock). */
  backInStockConfirm: () => '/back-in-stock/confirm',
  backInStockUnsubscribe: () => '/back-in-stock/unsubscribe',
  /** The terms and conditions (AGB) and the withdrawal policy (Widerrufsbelehrung): the checkout's order button links them. */
  terms: () => '/terms',
  withdrawalPolicy: () => '/withdrawal-policy',
  /** The cart as a page: where the add-to-cart form lands without JavaScript. */
  cart: () => '/cart',
  checkout: () => '/checkout',
  /**
   * WooCommerce's order-received address, without its `?key=`: the key opens nothing here (only
   * the placing browser's confirmation and the signed-in owner do) and stays out of URLs.
   */
  orderReceived: (orderId: number) => `/checkout/order-received/${orderId}`,
  orderSummary: (orderId?: number) => (orderId === undefined ? '/order-summary' : `/order-summary/${orderId}`),
  /** The withdrawal function (§ 356a BGB); with an order number, filled in for the shopper who may see that order. */
  withdrawal: (orderNumber?: string) => (orderNumber === undefined ? '/withdrawal' : `/withdrawal?order=${encodeURIComponent(orderNumber)}`),
} as const;
