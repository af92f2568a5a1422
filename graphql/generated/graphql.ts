/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Collection statistic attributes operators */
export type AttributeOperatorEnum =
  | 'AND'
  | 'IN'
  | 'NOT_IN';

/** Product catalog visibility enumeration */
export type CatalogVisibilityEnum =
  | 'CATALOG'
  | 'HIDDEN'
  | 'SEARCH'
  | 'VISIBLE';

/** Date values */
export type DateInput = {
  /** Day of the month (from 1 to 31) */
  day?: number | null | undefined;
  /** Hour of the day (from 0 to 23) */
  hour?: number | null | undefined;
  /** Minute of the hour (from 0 to 59) */
  minute?: number | null | undefined;
  /** Month number (from 1 to 12) */
  month?: number | null | undefined;
  /** Second of the minute (from 0 to 59) */
  second?: number | null | undefined;
  /** 4 digit year (e.g. 2017) */
  year?: number | null | undefined;
};

/** Filter the connection based on input */
export type DateQueryInput = {
  /** Nodes should be returned after this date */
  after?: DateInput | null | undefined;
  /** Nodes should be returned before this date */
  before?: DateInput | null | undefined;
  /** Column to query against */
  column?: PostObjectsConnectionDateColumnEnum | null | undefined;
  /** For after/before, whether exact value should be matched or not */
  compare?: string | null | undefined;
  /** Day of the month (from 1 to 31) */
  day?: number | null | undefined;
  /** Hour (from 0 to 23) */
  hour?: number | null | undefined;
  /** For after/before, whether exact value should be matched or not */
  inclusive?: boolean | null | undefined;
  /** Minute (from 0 to 59) */
  minute?: number | null | undefined;
  /** Month number (from 1 to 12) */
  month?: number | null | undefined;
  /** OR or AND, how the sub-arrays should be compared */
  relation?: RelationEnum | null | undefined;
  /** Second (0 to 59) */
  second?: number | null | undefined;
  /** Week of the year (from 0 to 53) */
  week?: number | null | undefined;
  /** 4 digit year (e.g. 2017) */
  year?: number | null | undefined;
};

/** Sort direction for ordered results. Determines whether items are returned in ascending or descending order. */
export type OrderEnum =
  /** Results ordered from lowest to highest values (i.e. A-Z, oldest-newest) */
  | 'ASC'
  /** Results ordered from highest to lowest values (i.e. Z-A, newest-oldest) */
  | 'DESC';

/** Date field selectors for content filtering. Specifies which date attribute (creation date, modification date) should be used for date-based queries. */
export type PostObjectsConnectionDateColumnEnum =
  /** The date the comment was created in local time. */
  | 'DATE'
  /** The most recent modification date of the comment. */
  | 'MODIFIED';

/** Product attribute taxonomies */
export type ProductAttributeEnum =
  | 'PA_COLOR'
  | 'PA_RANGE'
  | 'PA_SIZE';

/** Product filter */
export type ProductAttributeFilterInput = {
  /** A list of term ids */
  ids?: Array<number | null | undefined> | null | undefined;
  /** Filter operation type */
  operator?: AttributeOperatorEnum | null | undefined;
  /** Which field to select taxonomy term by. */
  taxonomy: ProductAttributeEnum;
  /** A list of term slugs */
  terms?: Array<string | null | undefined> | null | undefined;
};

/** Product filter */
export type ProductAttributeQueryInput = {
  /** Limit result set to products with selected global attributes. */
  queries?: Array<ProductAttributeFilterInput | null | undefined> | null | undefined;
  /** The logical relationship between attributes when filtering across multiple at once. */
  relation?: AttributeOperatorEnum | null | undefined;
};

/** Product taxonomies */
export type ProductTaxonomyEnum =
  | 'PA_COLOR'
  | 'PA_RANGE'
  | 'PA_SIZE'
  | 'PRODUCT_BRAND'
  | 'PRODUCT_CAT'
  | 'PRODUCT_SHIPPING_CLASS'
  | 'PRODUCT_TAG'
  | 'PRODUCT_TYPE'
  | 'PRODUCT_VISIBILITY';

/** Product filter */
export type ProductTaxonomyFilterInput = {
  /** A list of term ids */
  ids?: Array<number | null | undefined> | null | undefined;
  /** Filter operation type */
  operator?: TaxonomyOperatorEnum | null | undefined;
  /** Which field to select taxonomy term by. */
  taxonomy: ProductTaxonomyEnum;
  /** A list of term slugs */
  terms?: Array<string | null | undefined> | null | undefined;
};

/** Product taxonomy filter type */
export type ProductTaxonomyInput = {
  /** Product taxonomy rules connected by AND logic */
  and?: Array<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  /** Product taxonomy rules to be filter results by */
  filters?: Array<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  /** Product taxonomy rules connected by OR logic */
  or?: Array<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  /** Logic relation between each filter. */
  relation?: RelationEnum | null | undefined;
};

/** Product type enumeration */
export type ProductTypesEnum =
  /** An external product */
  | 'EXTERNAL'
  /** A product group */
  | 'GROUPED'
  /** A simple product */
  | 'SIMPLE'
  /** A variable product */
  | 'VARIABLE'
  /** A product variation */
  | 'VARIATION';

/** Fields to order the Products connection by */
export type ProductsOrderByEnum =
  /** Order by publish date */
  | 'DATE'
  /** Preserve the ID order given in the IN array */
  | 'IN'
  /** Order by the menu order value */
  | 'MENU_ORDER'
  /** Order by last modified date */
  | 'MODIFIED'
  /** Order by name */
  | 'NAME'
  /** Preserve slug order given in the NAME_IN array */
  | 'NAME_IN'
  /** Order by date product sale starts */
  | 'ON_SALE_FROM'
  /** Order by date product sale ends */
  | 'ON_SALE_TO'
  /** Order by parent ID */
  | 'PARENT'
  /** Order by product popularity */
  | 'POPULARITY'
  /** Order by product's current price */
  | 'PRICE'
  /** Order by product average rating */
  | 'RATING'
  /** Order by product's regular price */
  | 'REGULAR_PRICE'
  /** Order by number of reviews on product */
  | 'REVIEW_COUNT'
  /** Order by product's sale price */
  | 'SALE_PRICE'
  /** Order by slug */
  | 'SLUG'
  /** Order by total sales of products sold */
  | 'TOTAL_SALES';

/** Options for ordering the connection */
export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: OrderEnum | null | undefined;
};

/** Logical operators for filter conditions. Determines whether multiple filtering criteria should be combined with AND (all must match) or OR (any can match). */
export type RelationEnum =
  /** All conditions must match (more restrictive filtering) */
  | 'AND'
  /** Any condition can match (more inclusive filtering) */
  | 'OR';

/** Arguments for filtering the RootQueryToProductConnection connection */
export type RootQueryToProductConnectionWhereArgs = {
  /** Limit result set to products with selected global attribute queries. */
  attributes?: ProductAttributeQueryInput | null | undefined;
  /** Limit result set to products assigned a specific category name. */
  category?: string | null | undefined;
  /** Limit result set to products assigned a specific category name. */
  categoryId?: number | null | undefined;
  /** Limit result set to products assigned to a specific group of category IDs. */
  categoryIdIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a specific group of category IDs. */
  categoryIdNotIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products assigned to a group of specific categories by name. */
  categoryIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a group of specific categories by name. */
  categoryNotIn?: Array<string | null | undefined> | null | undefined;
  /** Filter the connection based on dates. */
  dateQuery?: DateQueryInput | null | undefined;
  /** Ensure result set excludes specific IDs. */
  exclude?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to featured products. */
  featured?: boolean | null | undefined;
  /** Limit result set to specific ids. */
  include?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products based on a maximum price. */
  maxPrice?: number | null | undefined;
  /** Limit result set to products based on a minimum price. */
  minPrice?: number | null | undefined;
  /** Limit result set to products on sale. */
  onSale?: boolean | null | undefined;
  /** What paramater to use to order the objects by. */
  orderby?: Array<ProductsOrderbyInput | null | undefined> | null | undefined;
  /** Use ID to return only children. Use 0 to return only top-level items. */
  parent?: number | null | undefined;
  /** Specify objects whose parent is in an array. */
  parentIn?: Array<number | null | undefined> | null | undefined;
  /** Specify objects whose parent is not in an array. */
  parentNotIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products assigned a specific brand name. */
  productBrand?: string | null | undefined;
  /** Limit result set to products assigned a specific brand ID. */
  productBrandId?: number | null | undefined;
  /** Limit result set to products assigned to a specific group of brand IDs. */
  productBrandIdIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a specific group of brand IDs. */
  productBrandIdNotIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products assigned to a specific group of brands by name. */
  productBrandIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a specific group of brands by name. */
  productBrandNotIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set to products with a specific average rating. Must be between 1 and 5 */
  rating?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products based on a keyword search. */
  search?: string | null | undefined;
  /** Limit result set to products assigned a specific shipping class ID. */
  shippingClassId?: number | null | undefined;
  /** Limit result set to products with specific SKU(s). Use commas to separate. */
  sku?: string | null | undefined;
  /** Limit result set to products with specific slugs. */
  slugIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set to products assigned a specific status. */
  status?: string | null | undefined;
  /** Limit result set to products in stock or out of stock. */
  stockStatus?: Array<StockStatusEnum | null | undefined> | null | undefined;
  /** Limit result types to types supported by WooGraphQL. */
  supportedTypesOnly?: boolean | null | undefined;
  /** Limit result set to products assigned a specific tag name. */
  tag?: string | null | undefined;
  /** Limit result set to products assigned a specific tag ID. */
  tagId?: number | null | undefined;
  /** Limit result set to products assigned to a specific group of tag IDs. */
  tagIdIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a specific group of tag IDs. */
  tagIdNotIn?: Array<number | null | undefined> | null | undefined;
  /** Limit result set to products assigned to a specific group of tags by name. */
  tagIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a specific group of tags by name. */
  tagNotIn?: Array<string | null | undefined> | null | undefined;
  /** Limit result set with complex set of taxonomy filters. */
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
  /** Limit result set to products assigned a specific type. */
  type?: ProductTypesEnum | null | undefined;
  /** Limit result set to products assigned to a group of specific types. */
  typeIn?: Array<ProductTypesEnum | null | undefined> | null | undefined;
  /** Limit result set to products not assigned to a group of specific types. */
  typeNotIn?: Array<ProductTypesEnum | null | undefined> | null | undefined;
  /** Limit result set to products with a specific visibility level. */
  visibility?: CatalogVisibilityEnum | null | undefined;
};

/** Product stock status enumeration */
export type StockStatusEnum =
  | 'IN_STOCK'
  | 'ON_BACKORDER'
  | 'OUT_OF_STOCK';

/** Taxonomy query operators */
export type TaxonomyOperatorEnum =
  | 'AND'
  | 'EXISTS'
  | 'IN'
  | 'NOT_EXISTS'
  | 'NOT_IN';

export type CategorySummaryFragment = { id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductCard_ExternalProduct_Fragment = { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductCard_GroupProduct_Fragment = { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductCard_SimpleProduct_Fragment = { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductCard_VariableProduct_Fragment = { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

export type ProductCardFragment =
  | ProductCard_ExternalProduct_Fragment
  | ProductCard_GroupProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VariableProduct_Fragment
;

type ProductDetail_ExternalProduct_Fragment = { __typename: 'ExternalProduct', externalUrl: string | null, buttonText: string | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
      | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | Record<PropertyKey, never>
    > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
            | { name: string | null }
            | { name: string | null }
           } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductDetail_GroupProduct_Fragment = { __typename: 'GroupProduct', sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
      | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | Record<PropertyKey, never>
    > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
            | { name: string | null }
            | { name: string | null }
           } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductDetail_SimpleProduct_Fragment = { __typename: 'SimpleProduct', stockQuantity: number | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
      | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | Record<PropertyKey, never>
    > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
            | { name: string | null }
            | { name: string | null }
           } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

type ProductDetail_VariableProduct_Fragment = { __typename: 'VariableProduct', stockQuantity: number | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, variations: { nodes: Array<{ id: string, databaseId: number, sku: string | null, purchasable: boolean | null, onSale: boolean | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, lowStockAmount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
      | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | Record<PropertyKey, never>
    > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
            | { name: string | null }
            | { name: string | null }
           } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

export type ProductDetailFragment =
  | ProductDetail_ExternalProduct_Fragment
  | ProductDetail_GroupProduct_Fragment
  | ProductDetail_SimpleProduct_Fragment
  | ProductDetail_VariableProduct_Fragment
;

export type ProductImageFragment = { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null };

export type ProductListPageFragment = { found: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
    | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
  > };

export type ProductReviewListFragment = { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
          | { name: string | null }
          | { name: string | null }
         } | null } }> };

export type VariationDetailFragment = { id: string, databaseId: number, sku: string | null, purchasable: boolean | null, onSale: boolean | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, lowStockAmount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null };

export type GetFilterTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFilterTermsQuery = { terms: { nodes: Array<
      | { __typename: 'Category', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'GraphqlDocumentGroup', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'PaColor', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'PaRange', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'PaSize', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'PostFormat', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'ProductBrand', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'ProductCategory', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'ProductTag', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'ProductType', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'ShippingClass', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'Tag', slug: string | null, name: string | null, count: number | null }
      | { __typename: 'VisibleProduct', slug: string | null, name: string | null, count: number | null }
    > } | null };

export type GetProductQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetProductQuery = { product:
    | { __typename: 'ExternalProduct', externalUrl: string | null, buttonText: string | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
          | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'GroupProduct', sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
          | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'SimpleProduct', stockQuantity: number | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
          | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    | { __typename: 'VariableProduct', stockQuantity: number | null, lowStockAmount: number | null, sku: string | null, description: string | null, shortDescription: string | null, averageRating: number | null, reviewCount: number | null, purchasable: boolean | null, modified: string | null, stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null, terms: { nodes: Array<
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
                | { slug: string | null, name: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, visible: boolean | null }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, variations: { nodes: Array<{ id: string, databaseId: number, sku: string | null, purchasable: boolean | null, onSale: boolean | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, lowStockAmount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null }> } | null, galleryImages: { nodes: Array<{ databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null, related: { nodes: Array<
          | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
          | Record<PropertyKey, never>
        > } | null, reviews: { averageRating: number | null, edges: Array<{ rating: number | null, node: { id: string, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
   | null };

export type GetProductCategoriesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetProductCategoriesQuery = { productCategories: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }> } | null };

export type GetProductCategoryQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetProductCategoryQuery = { productCategory: { description: string | null, id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null } | null };

export type GetProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
}>;


export type GetProductsQuery = { products: { found: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { __typename: 'ExternalProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'GroupProduct', id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'SimpleProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
      | { __typename: 'VariableProduct', stockStatus: StockStatusEnum | null, id: string, databaseId: number, slug: string | null, name: string | null, type: ProductTypesEnum | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, rawSalePrice: string | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null }
    > } | null };

export type GetProductsCursorQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
}>;


export type GetProductsCursorQuery = { products: { found: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type GetSitemapProductsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type GetSitemapProductsQuery = { products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
    > } | null };

export const ProductImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductImageFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const CategorySummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<CategorySummaryFragment, unknown>;
export const ProductReviewListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductReviewListFragment, unknown>;
export const VariationDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<VariationDetailFragment, unknown>;
export const ProductDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductReviewList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariationDetail"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailFragment, unknown>;
export const ProductListPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}}]} as unknown as DocumentNode<ProductListPageFragment, unknown>;
export const GetFilterTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFilterTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"taxonomies"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PACOLOR"},{"kind":"EnumValue","value":"PASIZE"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"TERM_ORDER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetFilterTermsQuery, GetFilterTermsQueryVariables>;
export const GetProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductReviewList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariationDetail"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<GetProductQuery, GetProductQueryVariables>;
export const GetProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"COUNT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}}]} as unknown as DocumentNode<GetProductCategoriesQuery, GetProductCategoriesQueryVariables>;
export const GetProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}}]} as unknown as DocumentNode<GetProductCategoryQuery, GetProductCategoryQueryVariables>;
export const GetProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]} as unknown as DocumentNode<GetProductsQuery, GetProductsQueryVariables>;
export const GetProductsCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductsCursor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductsCursorQuery, GetProductsCursorQueryVariables>;
export const GetSitemapProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSitemapProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"visibility"},"value":{"kind":"EnumValue","value":"VISIBLE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"publish","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}}]}}]}}]}}]} as unknown as DocumentNode<GetSitemapProductsQuery, GetSitemapProductsQueryVariables>;