import type { CommerceContext } from '../context';
import { wooDate } from '../dates';
import { toGlobalId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import type { ProductRow, VariationRow } from '../catalog/rows';
import { variationAttributeNodes } from './attributes';
import { inventoryFields } from './product';
import { isOnSale, listConnection, orNull, price, taxClassEnum, type PriceArgs } from './shared';

type Ctx = CommerceContext;

async function parentOf(row: VariationRow, ctx: Ctx): Promise<ProductRow> {
  const parent = await ctx.loaders.productById.load(row.product_id);
  if (!parent) throw new Error(`variation ${row.id} has no parent product`);
  return parent;
}

/** WooCommerce reads some variation fields from the parent when the variation leaves them empty. */
const inherited =
  (pick: (row: VariationRow | ProductRow) => string | null) =>
  async (row: VariationRow, _: unknown, ctx: Ctx) =>
    orNull(pick(row)) ?? orNull(pick(await parentOf(row, ctx)));

export const variationResolvers = {
  SimpleProductVariation: {
    ...inventoryFields,
    id: (row: VariationRow) => toGlobalId('post', row.id),
    databaseId: (row: VariationRow) => row.id,
    type: () => 'VARIATION',
    /** "Leinenkleid Marlene - Rot, M": the parent's name and the chosen values, as WooCommerce titles it. */
    name: async (row: VariationRow, _: unknown, ctx: Ctx) => {
      const [parent, values] = await Promise.all([parentOf(row, ctx), variationAttributeNodes(row.id, ctx)]);
      return values.length ? `${parent.name} - ${values.map((value) => value.displayName).join(', ')}` : parent.name;
    },
    slug: async (row: VariationRow, _: unknown, ctx: Ctx) => {
      const [parent, values] = await Promise.all([parentOf(row, ctx), variationAttributeNodes(row.id, ctx)]);
      return [parent.slug, ...values.map((value) => value.value)].join('-');
    },
    date: (row: VariationRow, _: unknown, ctx: Ctx) => wooDate(row.created_at, ctx.site.timeZone),
    description: (row: VariationRow) => row.description,
    shortDescription: () => '',
    sku: inherited((row) => row.sku),
    image: async (row: VariationRow, _: unknown, ctx: Ctx) => {
      const imageId = row.image_id ?? (await parentOf(row, ctx)).image_id;
      return imageId ? ctx.loaders.mediaById.load(imageId) : null;
    },
    catalogVisibility: async (row: VariationRow, _: unknown, ctx: Ctx) =>
      (await parentOf(row, ctx)).catalog_visibility.toUpperCase(),
    featured: () => false,
    onSale: isOnSale,
    purchasable: (row: VariationRow) => row.price !== null && row.status === 'publish',
    averageRating: () => 0,
    reviewCount: () => 0,
    reviewsAllowed: () => false,
    totalSales: (row: VariationRow) => row.total_sales,
    virtual: (row: VariationRow) => row.virtual,
    menuOrder: (row: VariationRow) => row.menu_order,
    metaData: () => [],
    purchaseNote: () => '',
    dateOnSaleFrom: () => null,
    dateOnSaleTo: () => null,
    price: (row: VariationRow, args: PriceArgs) => price(row.price, args),
    regularPrice: (row: VariationRow, args: PriceArgs) => price(row.regular_price, args),
    salePrice: (row: VariationRow, args: PriceArgs) => price(row.sale_price, args),
    taxClass: async (row: VariationRow, _: unknown, ctx: Ctx) => taxClassEnum((await parentOf(row, ctx)).tax_class),
    taxStatus: async (row: VariationRow, _: unknown, ctx: Ctx) => (await parentOf(row, ctx)).tax_status.toUpperCase(),
    weight: inherited((row) => row.weight),
    length: inherited((row) => row.length),
    width: inherited((row) => row.width),
    height: inherited((row) => row.height),
    shippingClassId: () => 0,
    shippingRequired: (row: VariationRow) => !row.virtual,
    shippingTaxable: (row: VariationRow) => !row.virtual,
    downloadable: (row: VariationRow) => row.downloadable,
    downloadLimit: () => -1,
    downloadExpiry: () => -1,
    downloads: () => [],
    hasAttributes: async (row: VariationRow, _: unknown, ctx: Ctx) => (await variationAttributeNodes(row.id, ctx)).length > 0,
    attributes: async (row: VariationRow, args: ConnectionArgs, ctx: Ctx) => {
      const nodes = await variationAttributeNodes(row.id, ctx);
      return listConnection(ctx, nodes, (node) => node.position, args);
    },
  },
};
