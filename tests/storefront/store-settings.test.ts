import { describe, expect, it } from 'vitest';
import { defaultStoreSettings, exampleStoreSettings, readStoreSettings } from '@/lib/config/store-settings';

describe('store settings', () => {
  it('use the default variant of docs/behaviour.md §9 unless told otherwise', () => {
    expect(readStoreSettings({})).toEqual(defaultStoreSettings);
    expect(defaultStoreSettings).toMatchObject({
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
      productsPerPage: 24,
    });
  });

  it('switch to the example variant with STORE_SETTINGS_VARIANT=example', () => {
    const settings = readStoreSettings({ STORE_SETTINGS_VARIANT: 'example' });
    expect(settings).toEqual(exampleStoreSettings);
    expect(settings).toMatchObject({
      autoOpenCart: false,
      showReviews: true,
      showFilters: true,
      showOrderByDropdown: true,
      showSku: true,
      saleBadgeType: 'percent',
    });
  });

  it('take the page size from PRODUCTS_PER_PAGE and reject nonsense', () => {
    expect(readStoreSettings({ PRODUCTS_PER_PAGE: '12' }).productsPerPage).toBe(12);
    expect(() => readStoreSettings({ PRODUCTS_PER_PAGE: '0' })).toThrow(/PRODUCTS_PER_PAGE/);
    expect(() => readStoreSettings({ PRODUCTS_PER_PAGE: 'many' })).toThrow(/PRODUCTS_PER_PAGE/);
    expect(() => readStoreSettings({ STORE_SETTINGS_VARIANT: 'fancy' })).toThrow(/STORE_SETTINGS_VARIANT/);
  });
});
