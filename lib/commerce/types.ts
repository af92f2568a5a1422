import type { Money } from '@/lib/money';

/**
 * The storefront's own catalogue types. Components only ever see these; WooGraphQL's
 * connections, interfaces and RAW price strings stop at the reshape functions.
 */

export type ImageRef = {
  url: string;
  alt: string;
  /** Intrinsic size when the backend knows it. */
  width: number | null;
  height: number | null;
};

export type ProductKind = 'simple' | 'variable' | 'external' | 'grouped';

export type StockStatus = 'inStock' | 'outOfStock' | 'onBackorder';

export type ProductCard = {
  id: string;
  databaseId: number;
  slug: string;
  name: string;
  kind: ProductKind;
  image: ImageRef | null;
  /** The lowest price a shopper pays now; null when the product has no price yet. */
  price: Money | null;
  /** The lowest regular price, to strike through when it is above `price`. */
  regularPrice: Money | null;
  /** Variations differ in price, so `price` reads "from …". */
  hasPriceRange: boolean;
  onSale: boolean;
  /** Null for product types without stock (external, grouped). */
  stockStatus: StockStatus | null;
};

export type CategorySummary = {
  id: string;
  databaseId: number;
  name: string;
  slug: string;
  productCount: number;
  image: ImageRef | null;
};
