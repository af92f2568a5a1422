/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input for the addToCart mutation. */
export type AddToCartInput = {
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** JSON string representation of extra cart item data */
  extraData?: string | null | undefined;
  /** Cart item product database ID or global ID */
  productId: number;
  /** Cart item quantity */
  quantity?: number | null | undefined;
  /** Cart item product variation attributes */
  variation?: Array<ProductAttributeInput | null | undefined> | null | undefined;
  /** Cart item product variation database ID or global ID */
  variationId?: number | null | undefined;
};

/** Input for the applyCoupon mutation. */
export type ApplyCouponInput = {
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** Code of coupon being applied */
  code: string;
};

/** Collection statistic attributes operators */
export type AttributeOperatorEnum =
  | 'AND'
  | 'IN'
  | 'NOT_IN';

/** Cart item quantity */
export type CartItemQuantityInput = {
  /** Cart item being updated */
  key: string | number;
  /** Cart item's new quantity */
  quantity: number;
};

/** Product catalog visibility enumeration */
export type CatalogVisibilityEnum =
  | 'CATALOG'
  | 'HIDDEN'
  | 'SEARCH'
  | 'VISIBLE';

/** Input for the checkout mutation. */
export type CheckoutInput = {
  /** Create new customer account */
  account?: CreateAccountInput | null | undefined;
  /** Order billing address */
  billing?: CustomerAddressInput | null | undefined;
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** Source of the order. Useful when WooCommerce is driven from multiple sources. Defaults to "checkout". */
  createdVia?: string | null | undefined;
  /** Order customer note */
  customerNote?: string | null | undefined;
  /** Fees to add to the order. */
  fees?: Array<FeeInput | null | undefined> | null | undefined;
  /** Define if the order is paid. It will set the status to processing and reduce stock items. */
  isPaid?: boolean | null | undefined;
  /** Order meta data */
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  /** Payment method ID. */
  paymentMethod?: string | null | undefined;
  /** Ship to a separate address */
  shipToDifferentAddress?: boolean | null | undefined;
  /** Order shipping address */
  shipping?: CustomerAddressInput | null | undefined;
  /** Order shipping method */
  shippingMethod?: Array<string | null | undefined> | null | undefined;
  /** Order transaction ID */
  transactionId?: string | null | undefined;
};

/** Moderation state for user comments. Determines whether comments are publicly visible, pending approval, or marked as spam. */
export type CommentStatusEnum =
  /** Comments with the Approved status */
  | 'APPROVE'
  /** Comments with the Unapproved status */
  | 'HOLD'
  /** Comments with the Spam status */
  | 'SPAM'
  /** Comments with the Trash status */
  | 'TRASH';

/** Countries enumeration */
export type CountriesEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'XK'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

/** Customer account credentials */
export type CreateAccountInput = {
  /** Set the current user to the newly created customer after checkout. */
  authenticate?: boolean | null | undefined;
  /** Customer password */
  password: string;
  /** Customer username */
  username: string;
};

/** Customer address information */
export type CustomerAddressInput = {
  /** Address 1 */
  address1?: string | null | undefined;
  /** Address 2 */
  address2?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** Company */
  company?: string | null | undefined;
  /** Country */
  country?: CountriesEnum | null | undefined;
  /** E-mail */
  email?: string | null | undefined;
  /** First name */
  firstName?: string | null | undefined;
  /** Last name */
  lastName?: string | null | undefined;
  /** Clear old address data */
  overwrite?: boolean | null | undefined;
  /** Phone */
  phone?: string | null | undefined;
  /** Zip Postal Code */
  postcode?: string | null | undefined;
  /** State */
  state?: string | null | undefined;
};

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

/** Input for the emptyCart mutation. */
export type EmptyCartInput = {
  clearPersistentCart?: boolean | null | undefined;
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
};

/** Fee line data. */
export type FeeInput = {
  /** Fee amount */
  amount?: number | null | undefined;
  /** Unique name for the fee. */
  name: string;
  /** The tax class for the fee if taxable. */
  taxClass?: TaxClassEnum | null | undefined;
  /** Is the fee taxable? */
  taxable?: boolean | null | undefined;
};

/** The Headless Login Provider. */
export type LoginProviderEnum =
  /** The Facebook provider. */
  | 'FACEBOOK'
  /** The GitHub provider. */
  | 'GITHUB'
  /** The Google provider. */
  | 'GOOGLE'
  /** The Instagram provider. */
  | 'INSTAGRAM'
  /** The LinkedIn provider. */
  | 'LINKEDIN'
  /** The OAuth2 (Generic) provider. */
  | 'OAUTH2_GENERIC'
  /** The Password provider. */
  | 'PASSWORD'
  /** The Site Token provider. */
  | 'SITETOKEN';

/** Meta data. */
export type MetaDataInput = {
  /** Meta ID. */
  id?: string | null | undefined;
  /** Meta key. */
  key: string;
  /** Meta value. */
  value: string;
};

/** Sort direction for ordered results. Determines whether items are returned in ascending or descending order. */
export type OrderEnum =
  /** Results ordered from lowest to highest values (i.e. A-Z, oldest-newest) */
  | 'ASC'
  /** Results ordered from highest to lowest values (i.e. Z-A, newest-oldest) */
  | 'DESC';

/** The Type of Identifier used to fetch a single Order. Default is ID. */
export type OrderIdTypeEnum =
  /** Identify a resource by the Database ID. */
  | 'DATABASE_ID'
  /** Identify a resource by the (hashed) Global ID. */
  | 'ID'
  /** Order key. */
  | 'ORDER_KEY';

/** Order status enumeration */
export type OrderStatusEnum =
  /** Cancelled */
  | 'CANCELLED'
  /** Draft */
  | 'CHECKOUT_DRAFT'
  /** Completed */
  | 'COMPLETED'
  /** Failed */
  | 'FAILED'
  /** On hold */
  | 'ON_HOLD'
  /** Pending payment */
  | 'PENDING'
  /** Processing */
  | 'PROCESSING'
  /** Refunded */
  | 'REFUNDED';

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

/** Options for ordering the connection */
export type ProductAttributeInput = {
  attributeName: string;
  attributeValue?: string | null | undefined;
  id?: number | null | undefined;
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

/** Input for the removeCoupons mutation. */
export type RemoveCouponsInput = {
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** Code of coupon being applied */
  codes?: Array<string | null | undefined> | null | undefined;
};

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

/** Tax class enumeration */
export type TaxClassEnum =
  /** Inherits Tax class from cart */
  | 'INHERIT_CART'
  | 'REDUCED_RATE'
  /** Standard Tax rate */
  | 'STANDARD'
  | 'ZERO_RATE';

/** Taxonomy query operators */
export type TaxonomyOperatorEnum =
  | 'AND'
  | 'EXISTS'
  | 'IN'
  | 'NOT_EXISTS'
  | 'NOT_IN';

/** Input for the updateCustomer mutation. */
export type UpdateCustomerInput = {
  /** User's AOL IM account. */
  aim?: string | null | undefined;
  /** Customer billing information */
  billing?: CustomerAddressInput | null | undefined;
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** A string containing content about the user. */
  description?: string | null | undefined;
  /** A string that will be shown on the site. Defaults to user's username. It is likely that you will want to change this, for both appearance and security through obscurity (that is if you dont use and delete the default admin user). */
  displayName?: string | null | undefined;
  /** A string containing the user's email address. */
  email?: string | null | undefined;
  /** The user's first name. */
  firstName?: string | null | undefined;
  /** The ID of the user */
  id?: string | number | null | undefined;
  /** Whether to save changes on the session or in the database */
  isSession?: boolean | null | undefined;
  /** User's Jabber account. */
  jabber?: string | null | undefined;
  /** The user's last name. */
  lastName?: string | null | undefined;
  /** User's locale. */
  locale?: string | null | undefined;
  /** Meta data. */
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  /** A string that contains a URL-friendly name for the user. The default is the user's username. */
  nicename?: string | null | undefined;
  /** The user's nickname, defaults to the user's username. */
  nickname?: string | null | undefined;
  /** A string that contains the plain text password for the user. */
  password?: string | null | undefined;
  /** The date the user registered. Format is Y-m-d H:i:s. */
  registered?: string | null | undefined;
  /** A string for whether to enable the rich editor or not. False if not empty. */
  richEditing?: string | null | undefined;
  /** An array of roles to be assigned to the user. */
  roles?: Array<string | null | undefined> | null | undefined;
  /** Customer shipping address */
  shipping?: CustomerAddressInput | null | undefined;
  /** Customer shipping is identical to billing address */
  shippingSameAsBilling?: boolean | null | undefined;
  /** A string containing the user's URL for the user's web site. */
  websiteUrl?: string | null | undefined;
  /** User's Yahoo IM account. */
  yim?: string | null | undefined;
};

/** Input for the updateItemQuantities mutation. */
export type UpdateItemQuantitiesInput = {
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** Cart item being updated */
  items?: Array<CartItemQuantityInput | null | undefined> | null | undefined;
};

/** Input for the updateShippingMethod mutation. */
export type UpdateShippingMethodInput = {
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  shippingMethods?: Array<string | null | undefined> | null | undefined;
};

/** Input for the writeReview mutation. */
export type WriteReviewInput = {
  /** The name of the comment's author. */
  author?: string | null | undefined;
  /** The email of the comment's author. */
  authorEmail?: string | null | undefined;
  /** The url of the comment's author. */
  authorUrl?: string | null | undefined;
  /** This is an ID that can be passed to a mutation by the client to track the progress of mutations and catch possible duplicate mutation submissions. */
  clientMutationId?: string | null | undefined;
  /** The database ID of the post object the comment belongs to. */
  commentOn?: number | null | undefined;
  /** Content of the comment. */
  content?: string | null | undefined;
  /** The date of the object. Preferable to enter as year/month/day ( e.g. 01/31/2017 ) as it will rearrange date as fit if it is not specified. Incomplete dates may have unintended results for example, "2017" as the input will use current date with timestamp 20:17 */
  date?: string | null | undefined;
  /** Parent comment ID of current comment. */
  parent?: string | number | null | undefined;
  /** Product rating */
  rating: number;
  /** The approval status of the comment */
  status?: CommentStatusEnum | null | undefined;
};

export type AccountAddressFragment = { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, postcode: string | null, state: string | null, country: CountriesEnum | null, email: string | null, phone: string | null };

export type AddressFieldsFragment = { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null };

export type AttributeLabelsFragment = { attributes: { nodes: Array<
      | { name: string | null, label: string | null, terms: { nodes: Array<
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
      | { name: string | null, label: string | null }
    > } | null };

export type CartDetailFragment = { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
          | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, terms: { nodes: Array<
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
                | { name: string | null, label: string | null }
              > } | null }
         } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null };

type CartLinePricing_ExternalProduct_Fragment = { rawRegularPrice: string | null, rawPrice: string | null };

type CartLinePricing_GroupProduct_Fragment = { rawRegularPrice: string | null, rawPrice: string | null };

type CartLinePricing_SimpleProduct_Fragment = { stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null };

type CartLinePricing_SimpleProductVariation_Fragment = { stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null };

type CartLinePricing_VariableProduct_Fragment = { stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null };

export type CartLinePricingFragment =
  | CartLinePricing_ExternalProduct_Fragment
  | CartLinePricing_GroupProduct_Fragment
  | CartLinePricing_SimpleProduct_Fragment
  | CartLinePricing_SimpleProductVariation_Fragment
  | CartLinePricing_VariableProduct_Fragment
;

export type CategorySummaryFragment = { id: string, databaseId: number, name: string | null, slug: string | null, count: number | null, image: { databaseId: number, sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null };

export type OrderDetailFragment = { databaseId: number | null, orderNumber: string | null, orderKey: string | null, date: string | null, status: OrderStatusEnum | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, needsShippingAddress: boolean | null, rawSubtotal: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, rawTotal: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, rawTotalTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, terms: { nodes: Array<
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
                | { name: string | null, label: string | null }
              > } | null }
         } | null }> } | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, downloadableItems: { nodes: Array<{ downloadId: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null }> } | null };

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

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type ApplyCouponMutationVariables = Exact<{
  input: ApplyCouponInput;
}>;


export type ApplyCouponMutation = { applyCoupon: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type ChangePasswordMutationVariables = Exact<{
  password: string;
}>;


export type ChangePasswordMutation = { updateCustomer: { authToken: string | null, refreshToken: string | null, customer: { databaseId: number | null } | null } | null };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutMutation = { checkout: { result: string | null, redirect: string | null, order: { databaseId: number | null, orderNumber: string | null, orderKey: string | null, date: string | null, status: OrderStatusEnum | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, needsShippingAddress: boolean | null, rawSubtotal: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, rawTotal: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, rawTotalTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null }
              | { databaseId: number, name: string | null, slug: string | null }
              | { databaseId: number, name: string | null, slug: string | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null }> } | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, downloadableItems: { nodes: Array<{ downloadId: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null }> } | null } | null } | null };

export type EmptyCartMutationVariables = Exact<{
  input: EmptyCartInput;
}>;


export type EmptyCartMutation = { emptyCart: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type LinkProviderIdentityMutationVariables = Exact<{
  provider: LoginProviderEnum;
  code: string;
  state?: string | null | undefined;
  userId: string | number;
}>;


export type LinkProviderIdentityMutation = { linkUserIdentity: { success: boolean | null } | null };

export type LoginWithPasswordMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginWithPasswordMutation = { login: { authToken: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, customer: { databaseId: number | null } | null } | null };

export type LoginWithProviderMutationVariables = Exact<{
  provider: LoginProviderEnum;
  code: string;
  state?: string | null | undefined;
}>;


export type LoginWithProviderMutation = { login: { authToken: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, customer: { databaseId: number | null } | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean | null } | null };

export type RefreshAuthTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshAuthTokenMutation = { refreshToken: { authToken: string | null, success: boolean | null } | null };

export type RegisterCustomerMutationVariables = Exact<{
  username?: string | null | undefined;
  email: string;
  password: string;
}>;


export type RegisterCustomerMutation = { registerCustomer: { authToken: string | null, refreshToken: string | null, customer: { databaseId: number | null } | null } | null };

export type RemoveCouponsMutationVariables = Exact<{
  input: RemoveCouponsInput;
}>;


export type RemoveCouponsMutation = { removeCoupons: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type ResetUserPasswordMutationVariables = Exact<{
  key: string;
  login: string;
  password: string;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { user: { databaseId: number } | null } | null };

export type SendPasswordResetEmailMutationVariables = Exact<{
  username: string;
}>;


export type SendPasswordResetEmailMutation = { sendPasswordResetEmail: { success: boolean | null } | null };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateAccountMutation = { updateCustomer: { customer: { databaseId: number | null } | null } | null };

export type UpdateAccountKeepingPasswordMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateAccountKeepingPasswordMutation = { updateCustomer: { authToken: string | null, refreshToken: string | null, customer: { databaseId: number | null } | null } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { customer: { shipping: { country: CountriesEnum | null } | null } | null } | null };

export type UpdateCustomerWishlistMutationVariables = Exact<{
  metaData?: Array<MetaDataInput | null | undefined> | MetaDataInput | null | undefined;
  keys?: Array<string | null | undefined> | string | null | undefined;
}>;


export type UpdateCustomerWishlistMutation = { updateCustomer: { customer: { id: string, metaData: Array<{ key: string, value: string | null } | null> | null } | null } | null };

export type UpdateItemQuantitiesMutationVariables = Exact<{
  input: UpdateItemQuantitiesInput;
}>;


export type UpdateItemQuantitiesMutation = { updateItemQuantities: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type UpdateShippingMethodMutationVariables = Exact<{
  input: UpdateShippingMethodInput;
}>;


export type UpdateShippingMethodMutation = { updateShippingMethod: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
              | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, terms: { nodes: Array<
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
                    | { name: string | null, label: string | null }
                  > } | null }
             } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null } | null };

export type WriteReviewMutationVariables = Exact<{
  input: WriteReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { rating: number | null, review: { id: string, date: string | null, content: string | null, author: { node:
          | { name: string | null }
          | { name: string | null }
         } | null } | null } | null };

export type GetAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountQuery = { allowedCountries: Array<CountriesEnum | null> | null, viewer: { id: string, databaseId: number, username: string | null, email: string | null, firstName: string | null, lastName: string | null } | null, customer: { databaseId: number | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, postcode: string | null, state: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, postcode: string | null, state: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null };

export type GetAccountDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountDownloadsQuery = { customer: { downloadableItems: { nodes: Array<{ id: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null, product:
          | { name: string | null, slug: string | null }
          | { name: string | null, slug: string | null }
          | { name: string | null, slug: string | null }
          | { name: string | null, slug: string | null }
          | Record<PropertyKey, never>
         | null }> } | null } | null };

export type GetAccountOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountOrdersQuery = { customer: { orders: { nodes: Array<{ databaseId: number | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, rawTotal: string | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null }> } | null } | null };

export type GetCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartQuery = { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
            | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, terms: { nodes: Array<
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
                  | { name: string | null, label: string | null }
                > } | null }
           } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null };

export type GetCartItemCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartItemCountQuery = { cart: { contents: { itemCount: number | null } | null } | null };

export type GetCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutQuery = { allowedCountries: Array<CountriesEnum | null> | null, cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, chosenShippingMethods: Array<string | null> | null, rawTotal: string | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, appliedCoupons: Array<{ code: string, description: string | null, rawDiscountAmount: string, rawDiscountTax: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, methodId: string, instanceId: number | null, label: string | null, rawCost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, product: { node:
            | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null }
            | { databaseId: number, name: string | null, slug: string | null, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, giftVoucherValue: Array<{ value: string | null } | null> | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, terms: { nodes: Array<
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
                  | { name: string | null, label: string | null }
                > } | null }
           } | null, variation: { node: { databaseId: number, stockQuantity: number | null, lowStockAmount: number | null, backordersAllowed: boolean | null, rawRegularPrice: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }, attributes: Array<{ name: string | null, label: string | null, value: string | null } | null> | null } | null }> } | null } | null, customer: { billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null, paymentGateways: { nodes: Array<{ id: string, title: string | null, description: string | null }> } | null };

export type GetCountryStatesQueryVariables = Exact<{
  country: CountriesEnum;
}>;


export type GetCountryStatesQuery = { countryStates: Array<{ code: string, name: string } | null> | null };

export type GetCustomerWishlistQueryVariables = Exact<{
  keys?: Array<string | null | undefined> | string | null | undefined;
}>;


export type GetCustomerWishlistQuery = { customer: { id: string, metaData: Array<{ key: string, value: string | null } | null> | null } | null };

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

export type GetLoginClientUrlQueryVariables = Exact<{
  provider: LoginProviderEnum;
}>;


export type GetLoginClientUrlQuery = { loginClient: { isEnabled: boolean | null, authorizationUrl: string | null } | null };

export type GetLoginClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLoginClientsQuery = { loginClients: Array<{ name: string | null, provider: LoginProviderEnum | null, isEnabled: boolean | null } | null> | null };

export type GetMutationNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMutationNamesQuery = { __type: { fields: Array<{ name: string }> | null } | null };

export type GetNextRefreshTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNextRefreshTokenQuery = { viewer: { auth: { refreshToken: string | null, refreshTokenExpiration: string | null } | null } | null };

export type GetOrderQueryVariables = Exact<{
  id: string | number;
  idType: OrderIdTypeEnum;
}>;


export type GetOrderQuery = { order: { databaseId: number | null, orderNumber: string | null, orderKey: string | null, date: string | null, status: OrderStatusEnum | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, needsShippingAddress: boolean | null, rawSubtotal: string | null, rawDiscountTotal: string | null, rawDiscountTax: string | null, rawShippingTotal: string | null, rawShippingTax: string | null, rawTotalTax: string | null, rawTotal: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, rawSubtotal: string | null, rawSubtotalTax: string | null, rawTotal: string | null, rawTotalTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
            | { databaseId: number, name: string | null, slug: string | null }
            | { databaseId: number, name: string | null, slug: string | null }
            | { databaseId: number, name: string | null, slug: string | null }
            | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, terms: { nodes: Array<
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
                  | { name: string | null, label: string | null }
                > } | null }
           } | null }> } | null, couponLines: { nodes: Array<{ code: string | null, discount: string | null, discountTax: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, metaData: Array<{ key: string, value: string | null } | null> | null }> } | null, downloadableItems: { nodes: Array<{ downloadId: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null }> } | null } | null };

export type GetOrderWithdrawalsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetOrderWithdrawalsQuery = { order: { databaseId: number | null, metaData: Array<{ key: string, value: string | null } | null> | null } | null };

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

export type GetStripePaymentIntentQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStripePaymentIntentQuery = { stripePaymentIntent: { id: string | null, clientSecret: string | null, amount: number | null, currency: string | null, error: string | null } | null };

export const AccountAddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AccountAddressFragment, unknown>;
export const CartLinePricingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}}]} as unknown as DocumentNode<CartLinePricingFragment, unknown>;
export const AttributeLabelsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttributeLabelsFragment, unknown>;
export const CartDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CartDetailFragment, unknown>;
export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const OrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"discountTax"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"method_id","block":false},{"kind":"StringValue","value":"instance_id","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessExpires"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsRemaining"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderDetailFragment, unknown>;
export const ProductImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductImageFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const CategorySummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<CategorySummaryFragment, unknown>;
export const ProductReviewListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductReviewListFragment, unknown>;
export const VariationDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<VariationDetailFragment, unknown>;
export const ProductDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductReviewList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariationDetail"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailFragment, unknown>;
export const ProductListPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}}]} as unknown as DocumentNode<ProductListPageFragment, unknown>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const ApplyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"discountTax"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"method_id","block":false},{"kind":"StringValue","value":"instance_id","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessExpires"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsRemaining"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const EmptyCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmptyCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmptyCartMutation, EmptyCartMutationVariables>;
export const LinkProviderIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkProviderIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginProviderEnum"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkUserIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"oauthResponse"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LinkProviderIdentityMutation, LinkProviderIdentityMutationVariables>;
export const LoginWithPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"provider"},"value":{"kind":"EnumValue","value":"PASSWORD"}},{"kind":"ObjectField","name":{"kind":"Name","value":"credentials"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<LoginWithPasswordMutation, LoginWithPasswordMutationVariables>;
export const LoginWithProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginProviderEnum"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"oauthResponse"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<LoginWithProviderMutation, LoginWithProviderMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RefreshAuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAuthToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RefreshAuthTokenMutation, RefreshAuthTokenMutationVariables>;
export const RegisterCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"authenticate"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RemoveCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCouponsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveCouponsMutation, RemoveCouponsMutationVariables>;
export const ResetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const SendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const UpdateAccountKeepingPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccountKeepingPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateAccountKeepingPasswordMutation, UpdateAccountKeepingPasswordMutationVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomerWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metaData"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MetaDataInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"metaData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metaData"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerWishlistMutation, UpdateCustomerWishlistMutationVariables>;
export const UpdateItemQuantitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateItemQuantities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateItemQuantitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItemQuantities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateItemQuantitiesMutation, UpdateItemQuantitiesMutationVariables>;
export const UpdateShippingMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShippingMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShippingMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShippingMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateShippingMethodMutation, UpdateShippingMethodMutationVariables>;
export const WriteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WriteReviewMutation, WriteReviewMutationVariables>;
export const GetAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowedCountries"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<GetAccountQuery, GetAccountQueryVariables>;
export const GetAccountDownloadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessExpires"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountDownloadsQuery, GetAccountDownloadsQueryVariables>;
export const GetAccountOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"couponLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"discountTax"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountOrdersQuery, GetAccountOrdersQueryVariables>;
export const GetCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCartQuery, GetCartQueryVariables>;
export const GetCartItemCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCartItemCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]}}]} as unknown as DocumentNode<GetCartItemCountQuery, GetCartItemCountQueryVariables>;
export const GetCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedCountries"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLinePricing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"backordersAllowed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountAmount"},"name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"instanceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","alias":{"kind":"Name","value":"rawCost"},"name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}},{"kind":"Field","alias":{"kind":"Name","value":"giftVoucherValue"},"name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"gutscheinwert","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLinePricing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<GetCheckoutQuery, GetCheckoutQueryVariables>;
export const GetCountryStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCountryStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CountriesEnum"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetCountryStatesQuery, GetCountryStatesQueryVariables>;
export const GetCustomerWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCustomerWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomerWishlistQuery, GetCustomerWishlistQueryVariables>;
export const GetFilterTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFilterTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"taxonomies"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PACOLOR"},{"kind":"EnumValue","value":"PASIZE"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"TERM_ORDER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetFilterTermsQuery, GetFilterTermsQueryVariables>;
export const GetLoginClientUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLoginClientUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginProviderEnum"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}}]}}]}}]} as unknown as DocumentNode<GetLoginClientUrlQuery, GetLoginClientUrlQueryVariables>;
export const GetLoginClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLoginClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}}]}}]}}]} as unknown as DocumentNode<GetLoginClientsQuery, GetLoginClientsQueryVariables>;
export const GetMutationNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMutationNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"RootMutation","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetMutationNamesQuery, GetMutationNamesQueryVariables>;
export const GetNextRefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetNextRefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}}]}}]}}]}}]} as unknown as DocumentNode<GetNextRefreshTokenQuery, GetNextRefreshTokenQueryVariables>;
export const GetOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdTypeEnum"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttributeLabels"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTotal"},"name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawDiscountTax"},"name":{"kind":"Name","value":"discountTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTotal"},"name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawShippingTax"},"name":{"kind":"Name","value":"shippingTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotal"},"name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSubtotalTax"},"name":{"kind":"Name","value":"subtotalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotal"},"name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawTotalTax"},"name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttributeLabels"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"discountTax"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"method_id","block":false},{"kind":"StringValue","value":"instance_id","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessExpires"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsRemaining"}}]}}]}}]}}]} as unknown as DocumentNode<GetOrderQuery, GetOrderQueryVariables>;
export const GetOrderWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrderWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"withdrawal_declaration","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"multiple"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetOrderWithdrawalsQuery, GetOrderWithdrawalsQueryVariables>;
export const GetProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductReviewList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductToCommentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductReviewList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariationDetail"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<GetProductQuery, GetProductQueryVariables>;
export const GetProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"COUNT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}}]} as unknown as DocumentNode<GetProductCategoriesQuery, GetProductCategoriesQueryVariables>;
export const GetProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySummary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}}]} as unknown as DocumentNode<GetProductCategoryQuery, GetProductCategoryQueryVariables>;
export const GetProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductListPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawSalePrice"},"name":{"kind":"Name","value":"salePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductListPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]} as unknown as DocumentNode<GetProductsQuery, GetProductsQueryVariables>;
export const GetProductsCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProductsCursor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductsCursorQuery, GetProductsCursorQueryVariables>;
export const GetSitemapProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSitemapProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"visibility"},"value":{"kind":"EnumValue","value":"VISIBLE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"publish","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}}]}}]}}]}}]} as unknown as DocumentNode<GetSitemapProductsQuery, GetSitemapProductsQueryVariables>;
export const GetStripePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetStripePaymentIntent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripePaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripePaymentMethod"},"value":{"kind":"EnumValue","value":"PAYMENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<GetStripePaymentIntentQuery, GetStripePaymentIntentQueryVariables>;