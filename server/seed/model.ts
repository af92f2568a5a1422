import type { Silhouette, View } from './silhouettes';

/**
 * The seed is built as a plain in-memory plan first and written afterwards: generators stay pure
 * and testable, and the writer can batch every table. Rows refer to each other by natural keys
 * (file path, slug, sku), which the writer turns into database ids.
 */

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type Backorders = 'no' | 'notify' | 'yes';

export interface StockPlan {
  manageStock: boolean;
  quantity: number | null;
  status: StockStatus;
  backorders: Backorders;
  lowStockAmount: number | null;
}

/** What to draw for one image. */
export interface ImageArt {
  silhouette: Silhouette;
  color: string;
  view: View;
}

export interface MediaPlan {
  /** Relative to the uploads root; also the media row's natural key. */
  filePath: string;
  title: string;
  altText: string;
  createdAt: string;
  art: ImageArt;
}

export interface TermPlan {
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  menuOrder: number;
  imagePath: string | null;
  swatch: string | null;
}

export interface TermRef {
  taxonomy: string;
  slug: string;
}

export interface AttributePlan {
  taxonomy: string | null;
  name: string;
  options: string[];
  visible: boolean;
  isVariation: boolean;
}

export interface Measures {
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
}

export interface VariationPlan extends Measures {
  sku: string;
  menuOrder: number;
  createdAt: string;
  regularPrice: number;
  salePrice: number | null;
  price: number;
  stock: StockPlan;
  imagePath: string | null;
  totalSales: number;
  /** Attribute name (pa_color, pa_size) to term slug. */
  attributes: [string, string][];
}

export interface ReviewPlan {
  authorName: string;
  authorEmail: string;
  content: string;
  rating: number;
  status: 'approved' | 'hold' | 'spam';
  createdAt: string;
}

export interface DownloadPlan {
  id: string;
  name: string;
  filePath: string;
}

export interface ProductPlan extends Measures {
  type: 'simple' | 'variable' | 'external';
  slug: string;
  name: string;
  sku: string;
  status: 'publish' | 'draft';
  visibility: 'visible' | 'catalog' | 'search' | 'hidden';
  featured: boolean;
  description: string;
  shortDescription: string;
  createdAt: string;
  modifiedAt: string;
  menuOrder: number;
  /** Variable products leave prices null: refreshDerivedCatalog fills them from the variations. */
  regularPrice: number | null;
  salePrice: number | null;
  price: number | null;
  stock: StockPlan;
  virtual: boolean;
  downloadable: boolean;
  downloadLimit: number;
  downloadExpiry: number;
  externalUrl: string | null;
  buttonText: string | null;
  imagePath: string | null;
  totalSales: number;
  purchaseNote: string;
  /** The garment category slug, for picking related products. */
  category: string;
  terms: TermRef[];
  attributes: AttributePlan[];
  defaults: [string, string][];
  variations: VariationPlan[];
  gallery: string[];
  related: string[];
  downloads: DownloadPlan[];
  meta: [string, string][];
  reviews: ReviewPlan[];
}

export interface ShopPlan {
  attributeTaxonomies: { taxonomy: string; label: string }[];
  terms: TermPlan[];
  media: MediaPlan[];
  products: ProductPlan[];
}
