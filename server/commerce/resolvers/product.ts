import type { CommerceContext } from '../context';
import { wooDate } from '../dates';
import { toGlobalId } from '../ids';
import { formatPriceList } from '../money';
import { wpautop } from '../wpautop';
import type { ConnectionArgs } from '../pagination';
import type { ProductRow, TermRow, VariationRow } from '../catalog/rows';
import { productAttributeFields } from './attributes';
import { reviewConnection } from './reviews';
import { termConnection, type TermConnectionArgs } from './taxonomy';
import {
  isOnSale,
  listConnection,
  orNull,
  price,
  STOCK_STATUS_ENUM,
  taxClassEnum,
  type ContentArgs,
  type PriceArgs,
} from './shared';

type Ctx = CommerceContext;

const variationsOf = (row: ProductRow, ctx: Ctx): Promise<VariationRow[]> =>
  row.type === 'variable' ? ctx.loaders.variationsByProduct.load(row.id) : Promise.resolve([]);

/** A variable product's variation prices (stored on its row); empty lists for every other type. */
function variationPrices(row: ProductRow) {
  return {
    prices: row.variation_prices ?? [],
    regular_prices: row.variation_regular_prices ?? [],
    sale_prices: row.variation_sale_prices ?? [],
  };
}

const termsIn = async (row: ProductRow, ctx: Ctx, taxonomy: string): Promise<TermRow[]> =>
  (await ctx.loaders.termsByProduct.load(row.id)).filter((term) => term.taxonomy === taxonomy);

/** WooGraphQL answers null for an unmanaged stock and for a stock of 0 (product-oos.json). */
function stockQuantityOf(row: ProductRow | VariationRow): number | null {
  return row.manage_stock && row.stock_quantity ? row.stock_quantity : null;
}

const rendered = (html: string, args: ContentArgs) => (args.format === 'RAW' ? html : wpautop(html));

/** Fields of the Product and ProductUnion interfaces, shared by every product type. */
const productFields = {
  id: (row: ProductRow) => toGlobalId('post', row.id),
  databaseId: (row: ProductRow) => row.id,
  type: (row: ProductRow) => row.type.toUpperCase(),
  date: (row: ProductRow, _: unknown, ctx: Ctx) => wooDate(row.created_at, ctx.site.timeZone),
  modified: (row: ProductRow, _: unknown, ctx: Ctx) => wooDate(row.modified_at, ctx.site.timeZone),
  dateOnSaleFrom: (row: ProductRow, _: unknown, ctx: Ctx) =>
    row.date_on_sale_from ? wooDate(row.date_on_sale_from, ctx.site.timeZone) : null,
  dateOnSaleTo: (row: ProductRow, _: unknown, ctx: Ctx) =>
    row.date_on_sale_to ? wooDate(row.date_on_sale_to, ctx.site.timeZone) : null,
  catalogVisibility: (row: ProductRow) => row.catalog_visibility.toUpperCase(),
  // Stored descriptions are HTML as entered; RENDERED passes them through wpautop, as WordPress does.
  description: (row: ProductRow, args: ContentArgs) => rendered(row.description, args),
  shortDescription: (row: ProductRow, args: ContentArgs) => rendered(row.short_description, args),
  image: (row: ProductRow, _: unknown, ctx: Ctx) => (row.image_id ? ctx.loaders.mediaById.load(row.image_id) : null),
  onSale: (row: ProductRow) => (row.type === 'variable' ? variationPrices(row).sale_prices.length > 0 : isOnSale(row)),
  purchasable: (row: ProductRow) => {
    if (row.type === 'external') return false; // bought on the partner's site, never in the cart
    if (row.type === 'variable') return variationPrices(row).prices.length > 0;
    return row.price !== null;
  },
  averageRating: (row: ProductRow) => row.average_rating,
  reviewCount: (row: ProductRow) => row.review_count,
  reviewsAllowed: (row: ProductRow) => row.reviews_allowed,
  totalSales: (row: ProductRow) => row.total_sales,
  menuOrder: (row: ProductRow) => row.menu_order,
  purchaseNote: (row: ProductRow) => row.purchase_note,
  stockQuantity: stockQuantityOf, // external products answer it too, without the rest of InventoriedProduct
  uri: (row: ProductRow) => `/product/${row.slug}/`,
  metaData: async (
    row: ProductRow,
    args: { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null },
    ctx: Ctx,
  ) => {
    const keys = args.key ? [args.key] : (args.keysIn ?? []).filter((key): key is string => !!key);
    const rows = (await ctx.loaders.metaByProduct.load(row.id)).filter((meta) => !keys.length || keys.includes(meta.key));
    const seen = new Set<string>();
    // Without `multiple`, WooGraphQL returns one entry per key.
    const picked = args.multiple ? rows : rows.filter((meta) => !seen.has(meta.key) && seen.add(meta.key));
    return picked.map((meta) => ({ id: String(meta.id), key: meta.key, value: meta.value }));
  },
  galleryImages: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await ctx.loaders.galleryByProduct.load(row.id), (media) => media.id, args),
  productCategories: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await termsIn(row, ctx, 'product_cat'), (term) => term.id, args),
  productTags: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await termsIn(row, ctx, 'product_tag'), (term) => term.id, args),
  allPaColor: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await termsIn(row, ctx, 'pa_color'), (term) => term.id, args),
  allPaSize: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await termsIn(row, ctx, 'pa_size'), (term) => term.id, args),
  terms: async (row: ProductRow, args: TermConnectionArgs, ctx: Ctx) =>
    termConnection(ctx, await ctx.loaders.termsByProduct.load(row.id), args),
  related: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await ctx.loaders.relatedByProduct.load(row.id), (related) => related.id, args),
  reviews: (row: ProductRow, args: ConnectionArgs, ctx: Ctx) => reviewConnection(row, args, ctx),
};

/** Prices of products that carry their own (simple, external). */
const ownPricing = {
  price: (row: ProductRow, args: PriceArgs) => price(row.price, args),
  regularPrice: (row: ProductRow, args: PriceArgs) => price(row.regular_price, args),
  salePrice: (row: ProductRow, args: PriceArgs) => price(row.sale_price, args),
  taxClass: (row: ProductRow) => taxClassEnum(row.tax_class),
  taxStatus: (row: ProductRow) => row.tax_status.toUpperCase(),
};

/** A variable product's prices are the ranges of its variations' prices (docs/woographql-contract.md §3.1). */
const variablePricing = {
  ...ownPricing,
  price: (row: ProductRow, args: PriceArgs) => formatPriceList(variationPrices(row).prices, args.format ?? undefined),
  regularPrice: (row: ProductRow, args: PriceArgs) =>
    formatPriceList(variationPrices(row).regular_prices, args.format ?? undefined),
  salePrice: (row: ProductRow, args: PriceArgs) => formatPriceList(variationPrices(row).sale_prices, args.format ?? undefined),
};

/** InventoriedProduct, for product rows and variation rows alike. */
export const inventoryFields = {
  manageStock: (row: ProductRow | VariationRow) => (row.manage_stock ? 'TRUE' : 'FALSE'),
  stockQuantity: stockQuantityOf,
  stockStatus: (row: ProductRow | VariationRow) => STOCK_STATUS_ENUM[row.stock_status],
  backorders: (row: ProductRow | VariationRow) => row.backorders.toUpperCase(),
  backordersAllowed: (row: ProductRow | VariationRow) => row.backorders !== 'no',
  // Unset (and 0, which WooCommerce treats as unset) is null.
  lowStockAmount: (row: ProductRow | VariationRow) => row.low_stock_amount || null,
  soldIndividually: (row: ProductRow | VariationRow) => ('sold_individually' in row ? row.sold_individually : false),
};

const dimensionFields = {
  weight: (row: ProductRow) => orNull(row.weight),
  length: (row: ProductRow) => orNull(row.length),
  width: (row: ProductRow) => orNull(row.width),
  height: (row: ProductRow) => orNull(row.height),
  shippingClassId: () => 0,
  shippingRequired: (row: ProductRow) => !row.virtual,
  shippingTaxable: (row: ProductRow) => !row.virtual && row.tax_status === 'taxable',
};

const downloadFields = {
  downloadable: (row: ProductRow) => row.downloadable,
  downloadLimit: (row: ProductRow) => row.download_limit,
  downloadExpiry: (row: ProductRow) => row.download_expiry,
  // File URLs stay private: customers get links through their orders, not from the catalogue.
  downloads: async (row: ProductRow, _: unknown, ctx: Ctx) =>
    (await ctx.loaders.downloadsByProduct.load(row.id)).map((download) => ({
      downloadId: download.id,
      name: download.name,
      file: null,
      fileExt: download.file_path.split('.').pop() ?? null,
      fileType: download.file_path.endsWith('.pdf') ? 'application/pdf' : null,
    })),
};

export const productResolvers = {
  SimpleProduct: { ...productFields, ...ownPricing, ...inventoryFields, ...dimensionFields, ...downloadFields, ...productAttributeFields },
  VariableProduct: {
    ...productFields,
    ...variablePricing,
    ...inventoryFields,
    ...dimensionFields,
    ...productAttributeFields,
    variations: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
      listConnection(ctx, await variationsOf(row, ctx), (variation) => variation.id, args),
  },
  ExternalProduct: {
    ...productFields,
    ...ownPricing,
    ...productAttributeFields,
    externalUrl: (row: ProductRow) => row.external_url,
    buttonText: (row: ProductRow) => row.button_text,
  },
};

const PRODUCT_TYPENAME = { simple: 'SimpleProduct', variable: 'VariableProduct', external: 'ExternalProduct' } as const;

/** Resolves every product-ish interface: product rows by type, variation rows to SimpleProductVariation. */
export function resolveProductType(row: ProductRow | VariationRow): string {
  return 'product_id' in row ? 'SimpleProductVariation' : PRODUCT_TYPENAME[row.type];
}
