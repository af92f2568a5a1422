import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { databaseIdFromGlobalId, fromGlobalId, isStorableId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import { findProducts, type ProductConnection } from '../catalog/product-query';
import type { ProductWhereArgs } from '../catalog/product-filters';
import { productParts, readProductWithParts, type ProductPart } from '../catalog/product-details';
import type { ProductRow } from '../catalog/rows';
import { selectedFieldNames, selectedFieldNamesAt } from '../selection';
import { productColumnsFor } from '../catalog/product-columns';
import { ALLOWED_COUNTRIES, COUNTRY_STATES } from '../store/countries';
import { allTerms, findProductCategory, termConnection, type TermConnectionArgs } from './taxonomy';

type Ctx = CommerceContext;
type ProductIdType = 'ID' | 'DATABASE_ID' | 'SLUG' | 'SKU';

/**
 * product(id, idType): never a silent null — an unknown product is a UserError worded as
 * WooGraphQL words it, with the id type in lower case (docs/woographql-contract.md §8.2).
 */
async function findProduct(ctx: Ctx, id: string, idType: ProductIdType, parts: Set<ProductPart>): Promise<ProductRow> {
  const lookup = (condition: string, value: string | number) =>
    readProductWithParts(ctx.db, ctx.loaders, condition, value, parts);
  const typeName = idType.toLowerCase();
  if (idType === 'SLUG' || idType === 'SKU') {
    const row = await lookup(idType === 'SLUG' ? `p.slug = $1 AND p.status = 'publish'` : 'p.sku = $1', id);
    if (!row) throw new UserError(`No product ID was found corresponding to the ${typeName}: ${id}`);
    return row;
  }
  let databaseId: number | null;
  if (idType === 'DATABASE_ID') {
    databaseId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  } else {
    if (!fromGlobalId(id)) throw new UserError('The "id" is invalid');
    databaseId = databaseIdFromGlobalId(id, 'post');
  }
  if (!databaseId) throw new UserError(`No product ID was found corresponding to the ${typeName}: ${id}`);
  const row = isStorableId(databaseId) ? await lookup('p.id = $1', databaseId) : null;
  if (!row) throw new UserError(`No product exists with the ${typeName}: ${databaseId}`);
  return row;
}

export const rootResolvers = {
  RootQuery: {
    product: (_: unknown, args: { id: string; idType?: ProductIdType | null }, ctx: Ctx, info: GraphQLResolveInfo) =>
      findProduct(ctx, args.id, args.idType ?? 'ID', productParts(selectedFieldNames(info))),
    products: async (
      _: unknown,
      args: ConnectionArgs & { where?: ProductWhereArgs | null },
      ctx: Ctx,
      info: GraphQLResolveInfo,
    ): Promise<ProductConnection> => {
      const nodeFields = [...selectedFieldNamesAt(info, ['nodes']), ...selectedFieldNamesAt(info, ['edges', 'node'])];
      const connection = await findProducts(ctx.db, ctx.loaders, ctx.catalogCaches, args, productColumnsFor(nodeFields));
      ctx.budget.spend(connection.nodes.length);
      return connection;
    },
    productCategories: async (_: unknown, args: TermConnectionArgs, ctx: Ctx) =>
      termConnection(ctx, await allTerms(ctx), { ...args, where: { ...args.where, taxonomies: ['PRODUCTCATEGORY'] } }),
    productCategory: (_: unknown, args: { id: string; idType?: string | null }, ctx: Ctx) =>
      findProductCategory(ctx, args.id, args.idType),
    terms: async (_: unknown, args: TermConnectionArgs, ctx: Ctx) => termConnection(ctx, await allTerms(ctx), args),
    allowedCountries: () => ALLOWED_COUNTRIES,
    countryStates: (_: unknown, args: { country: string }) => COUNTRY_STATES[args.country] ?? [],
  },
  RootQueryToProductConnection: {
    found: (connection: ProductConnection) => connection.countFound(),
  },
};
