/**
 * The shop's feature flags (docs/behaviour.md §9), in one typed place. Two variants: the default of docs/behaviour.md §9,
 * and its example variant (reviews, filters, sorting and SKU shown, sale badge as percent),
 * chosen with STORE_SETTINGS_VARIANT=example. Read on the server; client components get the
 * flags they need as props.
 */
export interface StoreSettings {
  /** Open the side cart after a product is added. */
  autoOpenCart: boolean;
  showReviews: boolean;
  /** Filters on the product lists. */
  showFilters: boolean;
  /** The sort dropdown on the product lists. */
  showOrderByDropdown: boolean;
  showSku: boolean;
  showRelatedProducts: boolean;
  showBreadcrumbOnSingleProduct: boolean;
  showProductCategoriesOnSingleProduct: boolean;
  showMoveToWishlist: boolean;
  /** Hide billing fields at checkout when every cart line is virtual. */
  hideBillingAddressForVirtualProducts: boolean;
  /** Load the cart on the first shopper action instead of on every page (except cart-heavy pages). */
  initStoreOnUserActionToReduceServerLoad: boolean;
  socialLoginsDisplay: 'buttons' | 'icons';
  /** What the sale badge says: the word "Sale" or the discount in percent. */
  saleBadgeType: 'text' | 'percent';
  productsPerPage: number;
  /**
   * Checkout asks the shopper to tick "I accept the terms and conditions" before the order button
   * (WooCommerce's terms checkbox). Off, the button's notice names and links the legal texts, which
   * is all German law asks (§ 312j BGB: the button says what it commits to).
   */
  requireTermsCheckbox: boolean;
}

export const defaultStoreSettings: StoreSettings = {
  autoOpenCart: true,
  showReviews: false,
  showFilters: false,
  showOrderByDropdown: false,
  showSku: false,
  showRelatedProducts: true,
  showBreadcrumbOnSingleProduct: true,
  showProductCategoriesOnSingleProduct: true,
  showMoveToWishlist: true,
  hideBillingAddressForVirtualProducts: false,
  initStoreOnUserActionToReduceServerLoad: true,
  socialLoginsDisplay: 'buttons',
  saleBadgeType: 'text',
  productsPerPage: 24,
  requireTermsCheckbox: false,
};

export const exampleStoreSettings: StoreSettings = {
  ...defaultStoreSettings,
  autoOpenCart: false,
  showReviews: true,
  showFilters: true,
  showOrderByDropdown: true,
  showSku: true,
  saleBadgeType: 'percent',
  requireTermsCheckbox: true,
};

export function readStoreSettings(env: Record<string, string | undefined> = process.env): StoreSettings {
  const variant = env.STORE_SETTINGS_VARIANT ?? 'default';
  if (variant !== 'default' && variant !== 'example') {
    throw new Error(`STORE_SETTINGS_VARIANT must be "default" or "example", got "${variant}"`);
  }
  const settings = variant === 'example' ? exampleStoreSettings : defaultStoreSettings;
  const perPage = env.PRODUCTS_PER_PAGE ? Number(env.PRODUCTS_PER_PAGE) : settings.productsPerPage;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    throw new Error(`PRODUCTS_PER_PAGE must be a whole number from 1 to 100, got "${env.PRODUCTS_PER_PAGE}"`);
  }
  return { ...settings, productsPerPage: perPage };
}

/** The settings of this deployment, read once. */
export const storeSettings: StoreSettings = readStoreSettings();
