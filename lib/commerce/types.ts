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

/** What the shop says about stock: low stock is "in stock, but only `quantity` left". */
export type Availability =
  | { status: 'inStock'; quantity: number | null }
  | { status: 'lowStock'; quantity: number }
  | { status: 'outOfStock' }
  | { status: 'onBackorder' };

/** Prices as a list or a product page shows them. */
export type PriceInfo = {
  /** The lowest price a shopper pays now; null when the product has no price yet. */
  price: Money | null;
  /** The lowest regular price, to strike through when it is above `price`. */
  regularPrice: Money | null;
  /** The highest price when variations differ in price, else null. */
  maxPrice: Money | null;
  onSale: boolean;
};

export type ProductCard = PriceInfo & {
  id: string;
  databaseId: number;
  slug: string;
  name: string;
  kind: ProductKind;
  image: ImageRef | null;
  /** Variations differ in price, so `price` reads "from …". */
  hasPriceRange: boolean;
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

export type CategoryDetail = CategorySummary & {
  /** Plain text (the backend's HTML with tags removed). */
  description: string;
};

/**
 * HTML that went through lib/browse/sanitize-html: only an allow-list of tags, no
 * attributes but safe links. The brand keeps unsanitised strings out of dangerouslySetInnerHTML.
 */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

export type AttributeOption = {
  /** What the backend stores (a term slug for global attributes, the text for local ones). */
  value: string;
  label: string;
};

export type ProductAttribute = {
  /** As the backend names it ("pa_color", "material"); compare with lib/browse/attribute-match. */
  name: string;
  label: string;
  /** Colour attributes get swatches. */
  isColor: boolean;
  options: AttributeOption[];
  /** Chosen per variation (a picker) rather than only listed. */
  forVariations: boolean;
  visible: boolean;
};

/** One attribute value of a variation; an empty value means "any option". */
export type VariationAttribute = { name: string; value: string };

export type ProductVariation = {
  id: string;
  databaseId: number;
  sku: string | null;
  attributes: VariationAttribute[];
  price: Money | null;
  regularPrice: Money | null;
  onSale: boolean;
  availability: Availability;
  /** Can be added to the cart: published, priced and not sold out. */
  purchasable: boolean;
  image: ImageRef | null;
};

export type ProductReview = {
  id: string;
  author: string;
  /** ISO date (day precision) of the review, or null when unknown. */
  date: string | null;
  /** 1–5, or null when the reviewer gave none. */
  rating: number | null;
  /** The review as plain-text paragraphs: review HTML is never rendered as HTML. */
  paragraphs: string[];
};

export type ProductReviews = {
  average: number | null;
  count: number;
  items: ProductReview[];
};

export type ExternalLink = { url: string; buttonText: string | null };

export type ProductDetail = ProductCard & {
  sku: string | null;
  description: SafeHtml;
  shortDescription: SafeHtml;
  /** Plain-text summary for metadata and structured data. */
  summary: string;
  /** The main image first, then the gallery, without duplicates. */
  images: ImageRef[];
  categories: CategorySummary[];
  related: ProductCard[];
  reviews: ProductReviews;
  /** Null for product types without stock (external, grouped). */
  availability: Availability | null;
  purchasable: boolean;
  attributes: ProductAttribute[];
  /** The preselected variation attributes (attribute name → value). */
  defaultSelection: VariationAttribute[];
  variations: ProductVariation[];
  external: ExternalLink | null;
  /** Last change, ISO-like, for the sitemap and caches; null when unknown. */
  modified: string | null;
};

export type ProductPage = {
  products: ProductCard[];
  /** All products matching the filters; null when the backend did not say (see getProductPage). */
  total: number | null;
  page: number;
  /** Null when the total is unknown. */
  pageCount: number | null;
  /** A next page exists (from the page count, or from the connection when the count is unknown). */
  hasNextPage: boolean;
};

export type FilterTerm = { slug: string; name: string; count: number };

export type FilterTerms = {
  colors: FilterTerm[];
  sizes: FilterTerm[];
};
