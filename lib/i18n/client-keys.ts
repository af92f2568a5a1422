import type { MessagePath } from './messages-type';

/**
 * The texts each <ClientMessages> hands to the client components below it: only the keys they
 * read, because every text sent rides in the page's HTML (its RSC payload), and whole namespaces
 * were 4 KB of the product page's 17.4 KB of brotli (docs/benchmarks.md, "Client messages trimmed").
 *
 * A set names its `readers`, the client components rendered under it, and the `keys` they (and
 * what they import) read: a text ('cart.dismiss') or a whole group ('shell.consent'). Keys are
 * checked against the German messages, so a misspelled or removed one fails typecheck, and
 * tests/storefront/i18n-client-keys.test.ts reads the readers' `t('…')` calls: it fails when one
 * reads a key its set does not send, when a set sends a key none of its readers reads, and when
 * a client component that reads texts is in no set.
 *
 * The layout's set, `shell`, is on every page; a page's own set adds to it (a nested provider
 * falls back on the outer one's texts), so a page set lists only what the shell does not send.
 * Adding a client component that reads texts: add its file to the set of the page that renders
 * it, and the keys it reads to that set (the test names them).
 */
type ClientMessageSet = { readers: readonly string[]; keys: readonly MessagePath[] };

export const clientMessageSets = {
  /** Every page: the header, the cart drawer, the footer, the consent banner, wishlist hearts, the error page. */
  shell: {
    readers: [
      'app/[locale]/error.tsx',
      'components/cart/cart-page-view.tsx',
      'components/cart/cart-provider.tsx',
      'components/consent/consent-settings.tsx',
      'components/recently-viewed/recently-viewed-list.tsx',
      'components/shell/cart-panel-body.tsx',
      'components/shell/newsletter-form.tsx',
      'components/shell/shopper-indicators.tsx',
      'components/wishlist/wishlist-heart.tsx',
      'components/wishlist/wishlist-link.tsx',
      'components/wishlist/wishlist-notice.tsx',
    ],
    keys: [
      'common.recentlyViewed',
      'errors.title',
      'errors.backHome',
      'errors.somethingWentWrong',
      'errors.tryAgain',
      'shell.nav.wishlist',
      'shell.cart.open',
      'shell.cart.openWithCount',
      'shell.cart.empty',
      'shell.cart.browseProducts',
      'shell.footer.newsletter',
      // The banner's first layer is rendered on the server: its settings layer's texts only.
      'shell.consent.categories',
      'shell.consent.necessary',
      'shell.consent.necessaryText',
      'shell.consent.statistics',
      'shell.consent.statisticsText',
      'shell.consent.save',
      'shell.consent.back',
      'cart.unavailable',
      'cart.stockCapped',
      'cart.loading',
      'cart.loadFailed',
      'cart.updating',
      'cart.dismiss',
      'cart.checkout',
      'cart.viewCart',
      'cart.line',
      'cart.coupon',
      'cart.shipping',
      'cart.totals',
      'cart.page.lines',
      'cart.page.continueShopping',
      'wishlist.heart',
      'wishlist.moveToWishlist',
      'wishlist.shopUnavailable',
    ],
  },
  /** The product page's purchase box and back-in-stock form (the gallery's texts come rendered: product-gallery.tsx). */
  product: {
    readers: ['components/product/product-purchase.tsx', 'components/product/back-in-stock-form.tsx'],
    keys: [
      'cart.added',
      'cart.adding',
      'product.addToCart',
      'product.backInStock',
      'product.quantity',
      'product.sku',
      'product.variations',
    ],
  },
  /** The product page's review form (a provider of its own, further down the page). */
  reviewForm: {
    readers: ['components/product/review-form.tsx'],
    keys: ['product.reviews.anonymous', 'product.reviews.form', 'product.reviews.rating'],
  },
  /** /wishlist and the account's wishlist tab: the list and its product cards. */
  wishlist: {
    readers: ['components/wishlist/wishlist-intro.tsx', 'components/wishlist/wishlist-list.tsx'],
    keys: [
      'product.outOfStock',
      'product.priceFrom',
      'product.priceRange',
      'product.regularPrice',
      'product.sale',
      'product.salePercent',
      'product.salePrice',
      'wishlist.page.browse',
      'wishlist.page.count',
      'wishlist.page.empty',
      'wishlist.page.failed',
      'wishlist.page.intro',
      'wishlist.page.introAccount',
      'wishlist.page.loading',
      'wishlist.page.removeItem',
    ],
  },
  /** /search: the search box, filters, results and paging. */
  search: {
    readers: ['components/search/search-view.tsx'],
    keys: [
      'errors.clearFilters',
      'errors.noProductsFound',
      'errors.noProductsHint',
      'search.applyPrice',
      'search.browse',
      'search.category',
      'search.clearRefinements',
      'search.facetSearch',
      'search.filters',
      'search.firstPage',
      'search.gender',
      'search.heading',
      'search.inputLabel',
      'search.lastPage',
      'search.maxPrice',
      'search.minPrice',
      'search.nextPage',
      'search.noFacetMatches',
      'search.onSale',
      'search.page',
      'search.pagination',
      'search.placeholder',
      'search.previousPage',
      'search.price',
      'search.priceFrom',
      'search.reset',
      'search.results',
      'search.showLess',
      'search.showMore',
      'search.sort',
      'search.sortLabel',
      'search.stats',
      'search.submit',
      'search.unavailable',
    ],
  },
  /** The account's forms (sign-in, register, passwords, details, addresses). */
  account: {
    readers: [
      'components/account/addresses-form.tsx',
      'components/account/change-password-form.tsx',
      'components/account/details-form.tsx',
      'components/account/forgot-password-form.tsx',
      'components/account/link-sign-ins.tsx',
      'components/account/login-form.tsx',
      'components/account/logout-button.tsx',
      'components/account/new-password-form.tsx',
      'components/account/notice-line.tsx',
      'components/account/oauth-completion.tsx',
      'components/account/register-form.tsx',
    ],
    // Whole: these forms read keys held in variables (notice-line's `t(notice.key)`, the address fields by name).
    keys: ['account'],
  },
  /** The checkout's form, with its address fields, payment and the account it may create. */
  checkout: {
    readers: ['components/checkout/checkout-form.tsx'],
    keys: [
      'account.createAtCheckout',
      'account.createAtCheckoutHint',
      'account.password',
      'account.username',
      'checkout.billingTitle',
      'checkout.cardCvc',
      'checkout.cardDetails',
      'checkout.cardExpiry',
      'checkout.cardNumber',
      'checkout.chooseCountry',
      'checkout.chooseState',
      'checkout.couponApply',
      'checkout.couponInCart',
      'checkout.couponLabel',
      'checkout.couponRemove',
      'checkout.couponsApplied',
      'checkout.detailsTitle',
      'checkout.errors.cardNotCharged',
      'checkout.errors.invalid',
      'checkout.errors.unavailable',
      'checkout.fields',
      'checkout.noShippingNeeded',
      'checkout.noShippingRates',
      'checkout.noteLabel',
      'checkout.notePlaceholder',
      'checkout.paymentTitle',
      'checkout.placeOrder',
      'checkout.placing',
      'checkout.problems',
      'checkout.quantity',
      'checkout.reviewTitle',
      'checkout.server.paymentAlreadyUsed',
      'checkout.server.paymentNotConfirmed',
      'checkout.server.paymentOtherOrder',
      'checkout.shipToDifferentAddress',
      'checkout.shippingFree',
      'checkout.shippingMethodTitle',
      'checkout.shippingTitle',
      'checkout.summaryToggle',
      'checkout.testMode',
      'checkout.updating',
    ],
  },
  /** The withdrawal form (app/[locale]/withdrawal). */
  withdrawal: {
    readers: ['components/withdrawal/withdrawal-form.tsx'],
    keys: [
      'withdrawal.confirm',
      'withdrawal.errors',
      'withdrawal.expired',
      'withdrawal.form',
      'withdrawal.page.steps',
      'withdrawal.received',
      'withdrawal.summary',
      'withdrawal.unsupported',
    ],
  },
  /** The contact page's form. */
  contact: {
    readers: ['app/[locale]/contact/contact-form.tsx'],
    keys: ['pages.contact.form'],
  },
} as const satisfies Record<string, ClientMessageSet>;

export type ClientMessageSetName = keyof typeof clientMessageSets;
