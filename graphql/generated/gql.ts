/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    altText\n  }\n}": typeof types.CategorySummaryFragmentDoc,
    "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}": typeof types.ProductCardFragmentDoc,
    "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}": typeof types.ProductImageFragmentDoc,
    "query GetNewestProducts($first: Int!) {\n  products(\n    first: $first\n    where: {orderby: [{field: DATE, order: DESC}], visibility: VISIBLE, status: \"publish\"}\n  ) {\n    nodes {\n      ...ProductCard\n    }\n  }\n}": typeof types.GetNewestProductsDocument,
    "query GetProductCategories($first: Int = 20) {\n  productCategories(\n    first: $first\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n}": typeof types.GetProductCategoriesDocument,
};
const documents: Documents = {
    "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    altText\n  }\n}": types.CategorySummaryFragmentDoc,
    "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}": types.ProductCardFragmentDoc,
    "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}": types.ProductImageFragmentDoc,
    "query GetNewestProducts($first: Int!) {\n  products(\n    first: $first\n    where: {orderby: [{field: DATE, order: DESC}], visibility: VISIBLE, status: \"publish\"}\n  ) {\n    nodes {\n      ...ProductCard\n    }\n  }\n}": types.GetNewestProductsDocument,
    "query GetProductCategories($first: Int = 20) {\n  productCategories(\n    first: $first\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n}": types.GetProductCategoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    altText\n  }\n}"): (typeof documents)["fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    altText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}"): (typeof documents)["fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNewestProducts($first: Int!) {\n  products(\n    first: $first\n    where: {orderby: [{field: DATE, order: DESC}], visibility: VISIBLE, status: \"publish\"}\n  ) {\n    nodes {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query GetNewestProducts($first: Int!) {\n  products(\n    first: $first\n    where: {orderby: [{field: DATE, order: DESC}], visibility: VISIBLE, status: \"publish\"}\n  ) {\n    nodes {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductCategories($first: Int = 20) {\n  productCategories(\n    first: $first\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n}"): (typeof documents)["query GetProductCategories($first: Int = 20) {\n  productCategories(\n    first: $first\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;