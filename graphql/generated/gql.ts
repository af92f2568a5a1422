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
    "fragment AccountAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  postcode\n  state\n  country\n  email\n  phone\n}": typeof types.AccountAddressFragmentDoc,
    "fragment AddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}": typeof types.AddressFieldsFragmentDoc,
    "fragment AttributeLabels on VariableProduct {\n  attributes(first: 20) {\n    nodes {\n      name\n      label\n      ... on GlobalProductAttribute {\n        terms(first: 100) {\n          nodes {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n}": typeof types.AttributeLabelsFragmentDoc,
    "fragment CartDetail on Cart {\n  rawTotal: total(format: RAW)\n  isEmpty\n  needsShippingAddress\n  chosenShippingMethods\n  rawSubtotal: subtotal(format: RAW)\n  rawSubtotalTax: subtotalTax(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  appliedCoupons {\n    code\n    description\n    rawDiscountAmount: discountAmount(format: RAW)\n    rawDiscountTax: discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      id\n      methodId\n      instanceId\n      label\n      rawCost: cost(format: RAW)\n    }\n  }\n  contents(first: 100) {\n    itemCount\n    productCount\n    nodes {\n      key\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      product {\n        node {\n          databaseId\n          name\n          slug\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n          giftVoucherValue: metaData(key: \"gutscheinwert\") {\n            value\n          }\n          ...AttributeLabels\n        }\n      }\n      variation {\n        node {\n          databaseId\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n        }\n        attributes {\n          name\n          label\n          value\n        }\n      }\n    }\n  }\n}": typeof types.CartDetailFragmentDoc,
    "fragment CartLinePricing on ProductWithPricing {\n  rawRegularPrice: regularPrice(format: RAW)\n  rawPrice: price(format: RAW)\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n    backordersAllowed\n  }\n}": typeof types.CartLinePricingFragmentDoc,
    "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    ...ProductImage\n  }\n}": typeof types.CategorySummaryFragmentDoc,
    "fragment OrderDetail on Order {\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  needsShippingAddress\n  rawSubtotal: subtotal(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  rawTotal: total(format: RAW)\n  billing {\n    ...AddressFields\n  }\n  shipping {\n    ...AddressFields\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      rawTotalTax: totalTax(format: RAW)\n      metaData {\n        key\n        value\n      }\n      product {\n        node {\n          databaseId\n          name\n          slug\n          ...AttributeLabels\n        }\n      }\n    }\n  }\n  couponLines(first: 100) {\n    nodes {\n      code\n      discount\n      discountTax\n      metaData {\n        key\n        value\n      }\n    }\n  }\n  shippingLines(first: 10) {\n    nodes {\n      methodTitle\n      metaData(keysIn: [\"method_id\", \"instance_id\"]) {\n        key\n        value\n      }\n    }\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      downloadId\n      name\n      url\n      accessExpires\n      downloadsRemaining\n    }\n  }\n}": typeof types.OrderDetailFragmentDoc,
    "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}": typeof types.ProductCardFragmentDoc,
    "fragment ProductDetail on Product {\n  ...ProductCard\n  sku\n  description\n  shortDescription\n  averageRating\n  reviewCount\n  purchasable\n  modified\n  galleryImages(first: 20) {\n    nodes {\n      ...ProductImage\n    }\n  }\n  productCategories(first: 20) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n  related(first: 5) {\n    nodes {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  reviews(first: 20) {\n    ...ProductReviewList\n  }\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n  }\n  ... on ProductWithAttributes {\n    attributes(first: 20) {\n      nodes {\n        name\n        label\n        options\n        variation\n        visible\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n    defaultAttributes(first: 20) {\n      nodes {\n        name\n        value\n      }\n    }\n  }\n  ... on ProductWithVariations {\n    variations(first: 100) {\n      nodes {\n        ...VariationDetail\n      }\n    }\n  }\n  ... on ExternalProduct {\n    externalUrl\n    buttonText\n  }\n}": typeof types.ProductDetailFragmentDoc,
    "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}": typeof types.ProductImageFragmentDoc,
    "fragment ProductListPage on RootQueryToProductConnection {\n  found\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  nodes {\n    ...ProductCard\n  }\n}": typeof types.ProductListPageFragmentDoc,
    "fragment ProductReviewList on ProductToCommentConnection {\n  averageRating\n  edges {\n    rating\n    node {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}": typeof types.ProductReviewListFragmentDoc,
    "fragment VariationDetail on ProductVariation {\n  id\n  databaseId\n  sku\n  purchasable\n  onSale\n  rawPrice: price(format: RAW)\n  rawRegularPrice: regularPrice(format: RAW)\n  stockStatus\n  stockQuantity\n  lowStockAmount\n  image {\n    ...ProductImage\n  }\n  attributes {\n    nodes {\n      name\n      value\n    }\n  }\n}": typeof types.VariationDetailFragmentDoc,
    "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.AddToCartDocument,
    "mutation ApplyCoupon($input: ApplyCouponInput!) {\n  applyCoupon(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.ApplyCouponDocument,
    "mutation ChangePassword($password: String!) {\n  updateCustomer(input: {password: $password}) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation Checkout($input: CheckoutInput!) {\n  checkout(input: $input) {\n    result\n    redirect\n    order {\n      ...OrderDetail\n    }\n  }\n}": typeof types.CheckoutDocument,
    "mutation EmptyCart($input: EmptyCartInput!) {\n  emptyCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.EmptyCartDocument,
    "mutation LinkProviderIdentity($provider: LoginProviderEnum!, $code: String!, $state: String, $userId: ID!) {\n  linkUserIdentity(\n    input: {provider: $provider, oauthResponse: {code: $code, state: $state}, userId: $userId}\n  ) {\n    success\n  }\n}": typeof types.LinkProviderIdentityDocument,
    "mutation LoginWithPassword($username: String!, $password: String!) {\n  login(\n    input: {provider: PASSWORD, credentials: {username: $username, password: $password}}\n  ) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.LoginWithPasswordDocument,
    "mutation LoginWithProvider($provider: LoginProviderEnum!, $code: String!, $state: String) {\n  login(input: {provider: $provider, oauthResponse: {code: $code, state: $state}}) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.LoginWithProviderDocument,
    "mutation Logout {\n  logout(input: {}) {\n    success\n  }\n}": typeof types.LogoutDocument,
    "mutation RefreshAuthToken($refreshToken: String!) {\n  refreshToken(input: {refreshToken: $refreshToken}) {\n    authToken\n    success\n  }\n}": typeof types.RefreshAuthTokenDocument,
    "mutation RegisterCustomer($username: String, $email: String!, $password: String!) {\n  registerCustomer(\n    input: {username: $username, email: $email, password: $password, authenticate: true}\n  ) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.RegisterCustomerDocument,
    "mutation RemoveCoupons($input: RemoveCouponsInput!) {\n  removeCoupons(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.RemoveCouponsDocument,
    "mutation ResetUserPassword($key: String!, $login: String!, $password: String!) {\n  resetUserPassword(input: {key: $key, login: $login, password: $password}) {\n    user {\n      databaseId\n    }\n  }\n}": typeof types.ResetUserPasswordDocument,
    "mutation SendPasswordResetEmail($username: String!) {\n  sendPasswordResetEmail(input: {username: $username}) {\n    success\n  }\n}": typeof types.SendPasswordResetEmailDocument,
    "mutation UpdateAccount($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.UpdateAccountDocument,
    "mutation UpdateAccountKeepingPassword($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": typeof types.UpdateAccountKeepingPasswordDocument,
    "mutation UpdateCustomer($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      shipping {\n        country\n      }\n    }\n  }\n}": typeof types.UpdateCustomerDocument,
    "mutation UpdateCustomerWishlist($metaData: [MetaDataInput], $keys: [String]) {\n  updateCustomer(input: {metaData: $metaData}) {\n    customer {\n      id\n      metaData(keysIn: $keys) {\n        key\n        value\n      }\n    }\n  }\n}": typeof types.UpdateCustomerWishlistDocument,
    "mutation UpdateItemQuantities($input: UpdateItemQuantitiesInput!) {\n  updateItemQuantities(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.UpdateItemQuantitiesDocument,
    "mutation UpdateShippingMethod($input: UpdateShippingMethodInput!) {\n  updateShippingMethod(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": typeof types.UpdateShippingMethodDocument,
    "mutation WriteReview($input: WriteReviewInput!) {\n  writeReview(input: $input) {\n    rating\n    review {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}": typeof types.WriteReviewDocument,
    "query GetAccount {\n  allowedCountries\n  viewer {\n    id\n    databaseId\n    username\n    email\n    firstName\n    lastName\n  }\n  customer {\n    databaseId\n    firstName\n    lastName\n    email\n    username\n    billing {\n      ...AccountAddress\n    }\n    shipping {\n      ...AccountAddress\n    }\n  }\n}": typeof types.GetAccountDocument,
    "query GetAccountDownloads {\n  customer {\n    downloadableItems(first: 100) {\n      nodes {\n        id\n        name\n        url\n        accessExpires\n        downloadsRemaining\n        product {\n          ... on Product {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n}": typeof types.GetAccountDownloadsDocument,
    "query GetAccountOrders {\n  customer {\n    orders(first: 100) {\n      nodes {\n        databaseId\n        orderNumber\n        date\n        status\n        rawTotal: total(format: RAW)\n        couponLines(first: 100) {\n          nodes {\n            code\n            discount\n            discountTax\n            metaData {\n              key\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n}": typeof types.GetAccountOrdersDocument,
    "query GetCart {\n  cart {\n    ...CartDetail\n  }\n}": typeof types.GetCartDocument,
    "query GetCartItemCount {\n  cart {\n    contents(first: 1) {\n      itemCount\n    }\n  }\n}": typeof types.GetCartItemCountDocument,
    "query GetCheckout {\n  cart {\n    ...CartDetail\n  }\n  customer {\n    billing {\n      ...AddressFields\n    }\n    shipping {\n      ...AddressFields\n    }\n  }\n  paymentGateways(first: 20) {\n    nodes {\n      id\n      title\n      description\n    }\n  }\n  allowedCountries\n}": typeof types.GetCheckoutDocument,
    "query GetCountryStates($country: CountriesEnum!) {\n  countryStates(country: $country) {\n    code\n    name\n  }\n}": typeof types.GetCountryStatesDocument,
    "query GetCustomerWishlist($keys: [String]) {\n  customer {\n    id\n    metaData(keysIn: $keys) {\n      key\n      value\n    }\n  }\n}": typeof types.GetCustomerWishlistDocument,
    "query GetFilterTerms {\n  terms(\n    first: 100\n    where: {taxonomies: [PACOLOR, PASIZE], hideEmpty: true, orderby: TERM_ORDER}\n  ) {\n    nodes {\n      __typename\n      slug\n      name\n      count\n    }\n  }\n}": typeof types.GetFilterTermsDocument,
    "query GetLoginClientUrl($provider: LoginProviderEnum!) {\n  loginClient(provider: $provider) {\n    isEnabled\n    authorizationUrl\n  }\n}": typeof types.GetLoginClientUrlDocument,
    "query GetLoginClients {\n  loginClients {\n    name\n    provider\n    isEnabled\n  }\n}": typeof types.GetLoginClientsDocument,
    "query GetMutationNames {\n  __type(name: \"RootMutation\") {\n    fields {\n      name\n    }\n  }\n}": typeof types.GetMutationNamesDocument,
    "query GetNextRefreshToken {\n  viewer {\n    auth {\n      refreshToken\n      refreshTokenExpiration\n    }\n  }\n}": typeof types.GetNextRefreshTokenDocument,
    "query GetOrder($id: ID!, $idType: OrderIdTypeEnum!) {\n  order(id: $id, idType: $idType) {\n    ...OrderDetail\n  }\n}": typeof types.GetOrderDocument,
    "query GetOrderWithdrawals($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    databaseId\n    metaData(key: \"withdrawal_declaration\", multiple: true) {\n      key\n      value\n    }\n  }\n}": typeof types.GetOrderWithdrawalsDocument,
    "query GetProduct($slug: ID!) {\n  product(id: $slug, idType: SLUG) {\n    ...ProductDetail\n  }\n}": typeof types.GetProductDocument,
    "query GetProductCategories($first: Int = 20, $after: String) {\n  productCategories(\n    first: $first\n    after: $after\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...CategorySummary\n    }\n  }\n}": typeof types.GetProductCategoriesDocument,
    "query GetProductCategory($slug: ID!) {\n  productCategory(id: $slug, idType: SLUG) {\n    ...CategorySummary\n    description\n  }\n}": typeof types.GetProductCategoryDocument,
    "query GetProducts($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    ...ProductListPage\n  }\n}": typeof types.GetProductsDocument,
    "query GetProductsCursor($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    found\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetProductsCursorDocument,
    "query GetSitemapProducts($after: String) {\n  products(\n    first: 100\n    after: $after\n    where: {visibility: VISIBLE, status: \"publish\", orderby: [{field: DATE, order: DESC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      slug\n      modified\n    }\n  }\n}": typeof types.GetSitemapProductsDocument,
    "query GetStripePaymentIntent {\n  stripePaymentIntent(stripePaymentMethod: PAYMENT) {\n    id\n    clientSecret\n    amount\n    currency\n    error\n  }\n}": typeof types.GetStripePaymentIntentDocument,
};
const documents: Documents = {
    "fragment AccountAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  postcode\n  state\n  country\n  email\n  phone\n}": types.AccountAddressFragmentDoc,
    "fragment AddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}": types.AddressFieldsFragmentDoc,
    "fragment AttributeLabels on VariableProduct {\n  attributes(first: 20) {\n    nodes {\n      name\n      label\n      ... on GlobalProductAttribute {\n        terms(first: 100) {\n          nodes {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n}": types.AttributeLabelsFragmentDoc,
    "fragment CartDetail on Cart {\n  rawTotal: total(format: RAW)\n  isEmpty\n  needsShippingAddress\n  chosenShippingMethods\n  rawSubtotal: subtotal(format: RAW)\n  rawSubtotalTax: subtotalTax(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  appliedCoupons {\n    code\n    description\n    rawDiscountAmount: discountAmount(format: RAW)\n    rawDiscountTax: discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      id\n      methodId\n      instanceId\n      label\n      rawCost: cost(format: RAW)\n    }\n  }\n  contents(first: 100) {\n    itemCount\n    productCount\n    nodes {\n      key\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      product {\n        node {\n          databaseId\n          name\n          slug\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n          giftVoucherValue: metaData(key: \"gutscheinwert\") {\n            value\n          }\n          ...AttributeLabels\n        }\n      }\n      variation {\n        node {\n          databaseId\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n        }\n        attributes {\n          name\n          label\n          value\n        }\n      }\n    }\n  }\n}": types.CartDetailFragmentDoc,
    "fragment CartLinePricing on ProductWithPricing {\n  rawRegularPrice: regularPrice(format: RAW)\n  rawPrice: price(format: RAW)\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n    backordersAllowed\n  }\n}": types.CartLinePricingFragmentDoc,
    "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    ...ProductImage\n  }\n}": types.CategorySummaryFragmentDoc,
    "fragment OrderDetail on Order {\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  needsShippingAddress\n  rawSubtotal: subtotal(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  rawTotal: total(format: RAW)\n  billing {\n    ...AddressFields\n  }\n  shipping {\n    ...AddressFields\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      rawTotalTax: totalTax(format: RAW)\n      metaData {\n        key\n        value\n      }\n      product {\n        node {\n          databaseId\n          name\n          slug\n          ...AttributeLabels\n        }\n      }\n    }\n  }\n  couponLines(first: 100) {\n    nodes {\n      code\n      discount\n      discountTax\n      metaData {\n        key\n        value\n      }\n    }\n  }\n  shippingLines(first: 10) {\n    nodes {\n      methodTitle\n      metaData(keysIn: [\"method_id\", \"instance_id\"]) {\n        key\n        value\n      }\n    }\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      downloadId\n      name\n      url\n      accessExpires\n      downloadsRemaining\n    }\n  }\n}": types.OrderDetailFragmentDoc,
    "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}": types.ProductCardFragmentDoc,
    "fragment ProductDetail on Product {\n  ...ProductCard\n  sku\n  description\n  shortDescription\n  averageRating\n  reviewCount\n  purchasable\n  modified\n  galleryImages(first: 20) {\n    nodes {\n      ...ProductImage\n    }\n  }\n  productCategories(first: 20) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n  related(first: 5) {\n    nodes {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  reviews(first: 20) {\n    ...ProductReviewList\n  }\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n  }\n  ... on ProductWithAttributes {\n    attributes(first: 20) {\n      nodes {\n        name\n        label\n        options\n        variation\n        visible\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n    defaultAttributes(first: 20) {\n      nodes {\n        name\n        value\n      }\n    }\n  }\n  ... on ProductWithVariations {\n    variations(first: 100) {\n      nodes {\n        ...VariationDetail\n      }\n    }\n  }\n  ... on ExternalProduct {\n    externalUrl\n    buttonText\n  }\n}": types.ProductDetailFragmentDoc,
    "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}": types.ProductImageFragmentDoc,
    "fragment ProductListPage on RootQueryToProductConnection {\n  found\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  nodes {\n    ...ProductCard\n  }\n}": types.ProductListPageFragmentDoc,
    "fragment ProductReviewList on ProductToCommentConnection {\n  averageRating\n  edges {\n    rating\n    node {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}": types.ProductReviewListFragmentDoc,
    "fragment VariationDetail on ProductVariation {\n  id\n  databaseId\n  sku\n  purchasable\n  onSale\n  rawPrice: price(format: RAW)\n  rawRegularPrice: regularPrice(format: RAW)\n  stockStatus\n  stockQuantity\n  lowStockAmount\n  image {\n    ...ProductImage\n  }\n  attributes {\n    nodes {\n      name\n      value\n    }\n  }\n}": types.VariationDetailFragmentDoc,
    "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.AddToCartDocument,
    "mutation ApplyCoupon($input: ApplyCouponInput!) {\n  applyCoupon(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.ApplyCouponDocument,
    "mutation ChangePassword($password: String!) {\n  updateCustomer(input: {password: $password}) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": types.ChangePasswordDocument,
    "mutation Checkout($input: CheckoutInput!) {\n  checkout(input: $input) {\n    result\n    redirect\n    order {\n      ...OrderDetail\n    }\n  }\n}": types.CheckoutDocument,
    "mutation EmptyCart($input: EmptyCartInput!) {\n  emptyCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.EmptyCartDocument,
    "mutation LinkProviderIdentity($provider: LoginProviderEnum!, $code: String!, $state: String, $userId: ID!) {\n  linkUserIdentity(\n    input: {provider: $provider, oauthResponse: {code: $code, state: $state}, userId: $userId}\n  ) {\n    success\n  }\n}": types.LinkProviderIdentityDocument,
    "mutation LoginWithPassword($username: String!, $password: String!) {\n  login(\n    input: {provider: PASSWORD, credentials: {username: $username, password: $password}}\n  ) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}": types.LoginWithPasswordDocument,
    "mutation LoginWithProvider($provider: LoginProviderEnum!, $code: String!, $state: String) {\n  login(input: {provider: $provider, oauthResponse: {code: $code, state: $state}}) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}": types.LoginWithProviderDocument,
    "mutation Logout {\n  logout(input: {}) {\n    success\n  }\n}": types.LogoutDocument,
    "mutation RefreshAuthToken($refreshToken: String!) {\n  refreshToken(input: {refreshToken: $refreshToken}) {\n    authToken\n    success\n  }\n}": types.RefreshAuthTokenDocument,
    "mutation RegisterCustomer($username: String, $email: String!, $password: String!) {\n  registerCustomer(\n    input: {username: $username, email: $email, password: $password, authenticate: true}\n  ) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": types.RegisterCustomerDocument,
    "mutation RemoveCoupons($input: RemoveCouponsInput!) {\n  removeCoupons(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.RemoveCouponsDocument,
    "mutation ResetUserPassword($key: String!, $login: String!, $password: String!) {\n  resetUserPassword(input: {key: $key, login: $login, password: $password}) {\n    user {\n      databaseId\n    }\n  }\n}": types.ResetUserPasswordDocument,
    "mutation SendPasswordResetEmail($username: String!) {\n  sendPasswordResetEmail(input: {username: $username}) {\n    success\n  }\n}": types.SendPasswordResetEmailDocument,
    "mutation UpdateAccount($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      databaseId\n    }\n  }\n}": types.UpdateAccountDocument,
    "mutation UpdateAccountKeepingPassword($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}": types.UpdateAccountKeepingPasswordDocument,
    "mutation UpdateCustomer($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      shipping {\n        country\n      }\n    }\n  }\n}": types.UpdateCustomerDocument,
    "mutation UpdateCustomerWishlist($metaData: [MetaDataInput], $keys: [String]) {\n  updateCustomer(input: {metaData: $metaData}) {\n    customer {\n      id\n      metaData(keysIn: $keys) {\n        key\n        value\n      }\n    }\n  }\n}": types.UpdateCustomerWishlistDocument,
    "mutation UpdateItemQuantities($input: UpdateItemQuantitiesInput!) {\n  updateItemQuantities(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.UpdateItemQuantitiesDocument,
    "mutation UpdateShippingMethod($input: UpdateShippingMethodInput!) {\n  updateShippingMethod(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}": types.UpdateShippingMethodDocument,
    "mutation WriteReview($input: WriteReviewInput!) {\n  writeReview(input: $input) {\n    rating\n    review {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}": types.WriteReviewDocument,
    "query GetAccount {\n  allowedCountries\n  viewer {\n    id\n    databaseId\n    username\n    email\n    firstName\n    lastName\n  }\n  customer {\n    databaseId\n    firstName\n    lastName\n    email\n    username\n    billing {\n      ...AccountAddress\n    }\n    shipping {\n      ...AccountAddress\n    }\n  }\n}": types.GetAccountDocument,
    "query GetAccountDownloads {\n  customer {\n    downloadableItems(first: 100) {\n      nodes {\n        id\n        name\n        url\n        accessExpires\n        downloadsRemaining\n        product {\n          ... on Product {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n}": types.GetAccountDownloadsDocument,
    "query GetAccountOrders {\n  customer {\n    orders(first: 100) {\n      nodes {\n        databaseId\n        orderNumber\n        date\n        status\n        rawTotal: total(format: RAW)\n        couponLines(first: 100) {\n          nodes {\n            code\n            discount\n            discountTax\n            metaData {\n              key\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n}": types.GetAccountOrdersDocument,
    "query GetCart {\n  cart {\n    ...CartDetail\n  }\n}": types.GetCartDocument,
    "query GetCartItemCount {\n  cart {\n    contents(first: 1) {\n      itemCount\n    }\n  }\n}": types.GetCartItemCountDocument,
    "query GetCheckout {\n  cart {\n    ...CartDetail\n  }\n  customer {\n    billing {\n      ...AddressFields\n    }\n    shipping {\n      ...AddressFields\n    }\n  }\n  paymentGateways(first: 20) {\n    nodes {\n      id\n      title\n      description\n    }\n  }\n  allowedCountries\n}": types.GetCheckoutDocument,
    "query GetCountryStates($country: CountriesEnum!) {\n  countryStates(country: $country) {\n    code\n    name\n  }\n}": types.GetCountryStatesDocument,
    "query GetCustomerWishlist($keys: [String]) {\n  customer {\n    id\n    metaData(keysIn: $keys) {\n      key\n      value\n    }\n  }\n}": types.GetCustomerWishlistDocument,
    "query GetFilterTerms {\n  terms(\n    first: 100\n    where: {taxonomies: [PACOLOR, PASIZE], hideEmpty: true, orderby: TERM_ORDER}\n  ) {\n    nodes {\n      __typename\n      slug\n      name\n      count\n    }\n  }\n}": types.GetFilterTermsDocument,
    "query GetLoginClientUrl($provider: LoginProviderEnum!) {\n  loginClient(provider: $provider) {\n    isEnabled\n    authorizationUrl\n  }\n}": types.GetLoginClientUrlDocument,
    "query GetLoginClients {\n  loginClients {\n    name\n    provider\n    isEnabled\n  }\n}": types.GetLoginClientsDocument,
    "query GetMutationNames {\n  __type(name: \"RootMutation\") {\n    fields {\n      name\n    }\n  }\n}": types.GetMutationNamesDocument,
    "query GetNextRefreshToken {\n  viewer {\n    auth {\n      refreshToken\n      refreshTokenExpiration\n    }\n  }\n}": types.GetNextRefreshTokenDocument,
    "query GetOrder($id: ID!, $idType: OrderIdTypeEnum!) {\n  order(id: $id, idType: $idType) {\n    ...OrderDetail\n  }\n}": types.GetOrderDocument,
    "query GetOrderWithdrawals($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    databaseId\n    metaData(key: \"withdrawal_declaration\", multiple: true) {\n      key\n      value\n    }\n  }\n}": types.GetOrderWithdrawalsDocument,
    "query GetProduct($slug: ID!) {\n  product(id: $slug, idType: SLUG) {\n    ...ProductDetail\n  }\n}": types.GetProductDocument,
    "query GetProductCategories($first: Int = 20, $after: String) {\n  productCategories(\n    first: $first\n    after: $after\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...CategorySummary\n    }\n  }\n}": types.GetProductCategoriesDocument,
    "query GetProductCategory($slug: ID!) {\n  productCategory(id: $slug, idType: SLUG) {\n    ...CategorySummary\n    description\n  }\n}": types.GetProductCategoryDocument,
    "query GetProducts($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    ...ProductListPage\n  }\n}": types.GetProductsDocument,
    "query GetProductsCursor($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    found\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetProductsCursorDocument,
    "query GetSitemapProducts($after: String) {\n  products(\n    first: 100\n    after: $after\n    where: {visibility: VISIBLE, status: \"publish\", orderby: [{field: DATE, order: DESC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      slug\n      modified\n    }\n  }\n}": types.GetSitemapProductsDocument,
    "query GetStripePaymentIntent {\n  stripePaymentIntent(stripePaymentMethod: PAYMENT) {\n    id\n    clientSecret\n    amount\n    currency\n    error\n  }\n}": types.GetStripePaymentIntentDocument,
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
export function graphql(source: "fragment AccountAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  postcode\n  state\n  country\n  email\n  phone\n}"): (typeof documents)["fragment AccountAddress on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  postcode\n  state\n  country\n  email\n  phone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}"): (typeof documents)["fragment AddressFields on CustomerAddress {\n  firstName\n  lastName\n  company\n  address1\n  address2\n  city\n  state\n  postcode\n  country\n  email\n  phone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AttributeLabels on VariableProduct {\n  attributes(first: 20) {\n    nodes {\n      name\n      label\n      ... on GlobalProductAttribute {\n        terms(first: 100) {\n          nodes {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["fragment AttributeLabels on VariableProduct {\n  attributes(first: 20) {\n    nodes {\n      name\n      label\n      ... on GlobalProductAttribute {\n        terms(first: 100) {\n          nodes {\n            slug\n            name\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartDetail on Cart {\n  rawTotal: total(format: RAW)\n  isEmpty\n  needsShippingAddress\n  chosenShippingMethods\n  rawSubtotal: subtotal(format: RAW)\n  rawSubtotalTax: subtotalTax(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  appliedCoupons {\n    code\n    description\n    rawDiscountAmount: discountAmount(format: RAW)\n    rawDiscountTax: discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      id\n      methodId\n      instanceId\n      label\n      rawCost: cost(format: RAW)\n    }\n  }\n  contents(first: 100) {\n    itemCount\n    productCount\n    nodes {\n      key\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      product {\n        node {\n          databaseId\n          name\n          slug\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n          giftVoucherValue: metaData(key: \"gutscheinwert\") {\n            value\n          }\n          ...AttributeLabels\n        }\n      }\n      variation {\n        node {\n          databaseId\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n        }\n        attributes {\n          name\n          label\n          value\n        }\n      }\n    }\n  }\n}"): (typeof documents)["fragment CartDetail on Cart {\n  rawTotal: total(format: RAW)\n  isEmpty\n  needsShippingAddress\n  chosenShippingMethods\n  rawSubtotal: subtotal(format: RAW)\n  rawSubtotalTax: subtotalTax(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  appliedCoupons {\n    code\n    description\n    rawDiscountAmount: discountAmount(format: RAW)\n    rawDiscountTax: discountTax(format: RAW)\n  }\n  availableShippingMethods {\n    rates {\n      id\n      methodId\n      instanceId\n      label\n      rawCost: cost(format: RAW)\n    }\n  }\n  contents(first: 100) {\n    itemCount\n    productCount\n    nodes {\n      key\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      product {\n        node {\n          databaseId\n          name\n          slug\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n          giftVoucherValue: metaData(key: \"gutscheinwert\") {\n            value\n          }\n          ...AttributeLabels\n        }\n      }\n      variation {\n        node {\n          databaseId\n          image {\n            sourceUrl\n            altText\n          }\n          ...CartLinePricing\n        }\n        attributes {\n          name\n          label\n          value\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartLinePricing on ProductWithPricing {\n  rawRegularPrice: regularPrice(format: RAW)\n  rawPrice: price(format: RAW)\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n    backordersAllowed\n  }\n}"): (typeof documents)["fragment CartLinePricing on ProductWithPricing {\n  rawRegularPrice: regularPrice(format: RAW)\n  rawPrice: price(format: RAW)\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n    backordersAllowed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    ...ProductImage\n  }\n}"): (typeof documents)["fragment CategorySummary on ProductCategory {\n  id\n  databaseId\n  name\n  slug\n  count\n  image {\n    ...ProductImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDetail on Order {\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  needsShippingAddress\n  rawSubtotal: subtotal(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  rawTotal: total(format: RAW)\n  billing {\n    ...AddressFields\n  }\n  shipping {\n    ...AddressFields\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      rawTotalTax: totalTax(format: RAW)\n      metaData {\n        key\n        value\n      }\n      product {\n        node {\n          databaseId\n          name\n          slug\n          ...AttributeLabels\n        }\n      }\n    }\n  }\n  couponLines(first: 100) {\n    nodes {\n      code\n      discount\n      discountTax\n      metaData {\n        key\n        value\n      }\n    }\n  }\n  shippingLines(first: 10) {\n    nodes {\n      methodTitle\n      metaData(keysIn: [\"method_id\", \"instance_id\"]) {\n        key\n        value\n      }\n    }\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      downloadId\n      name\n      url\n      accessExpires\n      downloadsRemaining\n    }\n  }\n}"): (typeof documents)["fragment OrderDetail on Order {\n  databaseId\n  orderNumber\n  orderKey\n  date\n  status\n  paymentMethod\n  paymentMethodTitle\n  customerNote\n  needsShippingAddress\n  rawSubtotal: subtotal(format: RAW)\n  rawDiscountTotal: discountTotal(format: RAW)\n  rawDiscountTax: discountTax(format: RAW)\n  rawShippingTotal: shippingTotal(format: RAW)\n  rawShippingTax: shippingTax(format: RAW)\n  rawTotalTax: totalTax(format: RAW)\n  rawTotal: total(format: RAW)\n  billing {\n    ...AddressFields\n  }\n  shipping {\n    ...AddressFields\n  }\n  lineItems(first: 100) {\n    nodes {\n      databaseId\n      quantity\n      rawSubtotal: subtotal(format: RAW)\n      rawSubtotalTax: subtotalTax(format: RAW)\n      rawTotal: total(format: RAW)\n      rawTotalTax: totalTax(format: RAW)\n      metaData {\n        key\n        value\n      }\n      product {\n        node {\n          databaseId\n          name\n          slug\n          ...AttributeLabels\n        }\n      }\n    }\n  }\n  couponLines(first: 100) {\n    nodes {\n      code\n      discount\n      discountTax\n      metaData {\n        key\n        value\n      }\n    }\n  }\n  shippingLines(first: 10) {\n    nodes {\n      methodTitle\n      metaData(keysIn: [\"method_id\", \"instance_id\"]) {\n        key\n        value\n      }\n    }\n  }\n  downloadableItems(first: 100) {\n    nodes {\n      downloadId\n      name\n      url\n      accessExpires\n      downloadsRemaining\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  __typename\n  id\n  databaseId\n  slug\n  name\n  type\n  onSale\n  image {\n    ...ProductImage\n  }\n  ... on ProductWithPricing {\n    rawPrice: price(format: RAW)\n    rawRegularPrice: regularPrice(format: RAW)\n    rawSalePrice: salePrice(format: RAW)\n  }\n  ... on InventoriedProduct {\n    stockStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductDetail on Product {\n  ...ProductCard\n  sku\n  description\n  shortDescription\n  averageRating\n  reviewCount\n  purchasable\n  modified\n  galleryImages(first: 20) {\n    nodes {\n      ...ProductImage\n    }\n  }\n  productCategories(first: 20) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n  related(first: 5) {\n    nodes {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  reviews(first: 20) {\n    ...ProductReviewList\n  }\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n  }\n  ... on ProductWithAttributes {\n    attributes(first: 20) {\n      nodes {\n        name\n        label\n        options\n        variation\n        visible\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n    defaultAttributes(first: 20) {\n      nodes {\n        name\n        value\n      }\n    }\n  }\n  ... on ProductWithVariations {\n    variations(first: 100) {\n      nodes {\n        ...VariationDetail\n      }\n    }\n  }\n  ... on ExternalProduct {\n    externalUrl\n    buttonText\n  }\n}"): (typeof documents)["fragment ProductDetail on Product {\n  ...ProductCard\n  sku\n  description\n  shortDescription\n  averageRating\n  reviewCount\n  purchasable\n  modified\n  galleryImages(first: 20) {\n    nodes {\n      ...ProductImage\n    }\n  }\n  productCategories(first: 20) {\n    nodes {\n      ...CategorySummary\n    }\n  }\n  related(first: 5) {\n    nodes {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  reviews(first: 20) {\n    ...ProductReviewList\n  }\n  ... on InventoriedProduct {\n    stockQuantity\n    lowStockAmount\n  }\n  ... on ProductWithAttributes {\n    attributes(first: 20) {\n      nodes {\n        name\n        label\n        options\n        variation\n        visible\n        ... on GlobalProductAttribute {\n          terms(first: 100) {\n            nodes {\n              slug\n              name\n            }\n          }\n        }\n      }\n    }\n    defaultAttributes(first: 20) {\n      nodes {\n        name\n        value\n      }\n    }\n  }\n  ... on ProductWithVariations {\n    variations(first: 100) {\n      nodes {\n        ...VariationDetail\n      }\n    }\n  }\n  ... on ExternalProduct {\n    externalUrl\n    buttonText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}"): (typeof documents)["fragment ProductImage on MediaItem {\n  databaseId\n  sourceUrl\n  altText\n  mediaDetails {\n    width\n    height\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductListPage on RootQueryToProductConnection {\n  found\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  nodes {\n    ...ProductCard\n  }\n}"): (typeof documents)["fragment ProductListPage on RootQueryToProductConnection {\n  found\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  nodes {\n    ...ProductCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductReviewList on ProductToCommentConnection {\n  averageRating\n  edges {\n    rating\n    node {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}"): (typeof documents)["fragment ProductReviewList on ProductToCommentConnection {\n  averageRating\n  edges {\n    rating\n    node {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VariationDetail on ProductVariation {\n  id\n  databaseId\n  sku\n  purchasable\n  onSale\n  rawPrice: price(format: RAW)\n  rawRegularPrice: regularPrice(format: RAW)\n  stockStatus\n  stockQuantity\n  lowStockAmount\n  image {\n    ...ProductImage\n  }\n  attributes {\n    nodes {\n      name\n      value\n    }\n  }\n}"): (typeof documents)["fragment VariationDetail on ProductVariation {\n  id\n  databaseId\n  sku\n  purchasable\n  onSale\n  rawPrice: price(format: RAW)\n  rawRegularPrice: regularPrice(format: RAW)\n  stockStatus\n  stockQuantity\n  lowStockAmount\n  image {\n    ...ProductImage\n  }\n  attributes {\n    nodes {\n      name\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation AddToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyCoupon($input: ApplyCouponInput!) {\n  applyCoupon(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation ApplyCoupon($input: ApplyCouponInput!) {\n  applyCoupon(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($password: String!) {\n  updateCustomer(input: {password: $password}) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation ChangePassword($password: String!) {\n  updateCustomer(input: {password: $password}) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Checkout($input: CheckoutInput!) {\n  checkout(input: $input) {\n    result\n    redirect\n    order {\n      ...OrderDetail\n    }\n  }\n}"): (typeof documents)["mutation Checkout($input: CheckoutInput!) {\n  checkout(input: $input) {\n    result\n    redirect\n    order {\n      ...OrderDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmptyCart($input: EmptyCartInput!) {\n  emptyCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation EmptyCart($input: EmptyCartInput!) {\n  emptyCart(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LinkProviderIdentity($provider: LoginProviderEnum!, $code: String!, $state: String, $userId: ID!) {\n  linkUserIdentity(\n    input: {provider: $provider, oauthResponse: {code: $code, state: $state}, userId: $userId}\n  ) {\n    success\n  }\n}"): (typeof documents)["mutation LinkProviderIdentity($provider: LoginProviderEnum!, $code: String!, $state: String, $userId: ID!) {\n  linkUserIdentity(\n    input: {provider: $provider, oauthResponse: {code: $code, state: $state}, userId: $userId}\n  ) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginWithPassword($username: String!, $password: String!) {\n  login(\n    input: {provider: PASSWORD, credentials: {username: $username, password: $password}}\n  ) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation LoginWithPassword($username: String!, $password: String!) {\n  login(\n    input: {provider: PASSWORD, credentials: {username: $username, password: $password}}\n  ) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginWithProvider($provider: LoginProviderEnum!, $code: String!, $state: String) {\n  login(input: {provider: $provider, oauthResponse: {code: $code, state: $state}}) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation LoginWithProvider($provider: LoginProviderEnum!, $code: String!, $state: String) {\n  login(input: {provider: $provider, oauthResponse: {code: $code, state: $state}}) {\n    authToken\n    refreshToken\n    refreshTokenExpiration\n    sessionToken\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout(input: {}) {\n    success\n  }\n}"): (typeof documents)["mutation Logout {\n  logout(input: {}) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshAuthToken($refreshToken: String!) {\n  refreshToken(input: {refreshToken: $refreshToken}) {\n    authToken\n    success\n  }\n}"): (typeof documents)["mutation RefreshAuthToken($refreshToken: String!) {\n  refreshToken(input: {refreshToken: $refreshToken}) {\n    authToken\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterCustomer($username: String, $email: String!, $password: String!) {\n  registerCustomer(\n    input: {username: $username, email: $email, password: $password, authenticate: true}\n  ) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation RegisterCustomer($username: String, $email: String!, $password: String!) {\n  registerCustomer(\n    input: {username: $username, email: $email, password: $password, authenticate: true}\n  ) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCoupons($input: RemoveCouponsInput!) {\n  removeCoupons(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation RemoveCoupons($input: RemoveCouponsInput!) {\n  removeCoupons(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetUserPassword($key: String!, $login: String!, $password: String!) {\n  resetUserPassword(input: {key: $key, login: $login, password: $password}) {\n    user {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation ResetUserPassword($key: String!, $login: String!, $password: String!) {\n  resetUserPassword(input: {key: $key, login: $login, password: $password}) {\n    user {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendPasswordResetEmail($username: String!) {\n  sendPasswordResetEmail(input: {username: $username}) {\n    success\n  }\n}"): (typeof documents)["mutation SendPasswordResetEmail($username: String!) {\n  sendPasswordResetEmail(input: {username: $username}) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAccount($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation UpdateAccount($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAccountKeepingPassword($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"): (typeof documents)["mutation UpdateAccountKeepingPassword($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    authToken\n    refreshToken\n    customer {\n      databaseId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomer($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      shipping {\n        country\n      }\n    }\n  }\n}"): (typeof documents)["mutation UpdateCustomer($input: UpdateCustomerInput!) {\n  updateCustomer(input: $input) {\n    customer {\n      shipping {\n        country\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerWishlist($metaData: [MetaDataInput], $keys: [String]) {\n  updateCustomer(input: {metaData: $metaData}) {\n    customer {\n      id\n      metaData(keysIn: $keys) {\n        key\n        value\n      }\n    }\n  }\n}"): (typeof documents)["mutation UpdateCustomerWishlist($metaData: [MetaDataInput], $keys: [String]) {\n  updateCustomer(input: {metaData: $metaData}) {\n    customer {\n      id\n      metaData(keysIn: $keys) {\n        key\n        value\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateItemQuantities($input: UpdateItemQuantitiesInput!) {\n  updateItemQuantities(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation UpdateItemQuantities($input: UpdateItemQuantitiesInput!) {\n  updateItemQuantities(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShippingMethod($input: UpdateShippingMethodInput!) {\n  updateShippingMethod(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"): (typeof documents)["mutation UpdateShippingMethod($input: UpdateShippingMethodInput!) {\n  updateShippingMethod(input: $input) {\n    cart {\n      ...CartDetail\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WriteReview($input: WriteReviewInput!) {\n  writeReview(input: $input) {\n    rating\n    review {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}"): (typeof documents)["mutation WriteReview($input: WriteReviewInput!) {\n  writeReview(input: $input) {\n    rating\n    review {\n      id\n      date\n      content\n      author {\n        node {\n          name\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAccount {\n  allowedCountries\n  viewer {\n    id\n    databaseId\n    username\n    email\n    firstName\n    lastName\n  }\n  customer {\n    databaseId\n    firstName\n    lastName\n    email\n    username\n    billing {\n      ...AccountAddress\n    }\n    shipping {\n      ...AccountAddress\n    }\n  }\n}"): (typeof documents)["query GetAccount {\n  allowedCountries\n  viewer {\n    id\n    databaseId\n    username\n    email\n    firstName\n    lastName\n  }\n  customer {\n    databaseId\n    firstName\n    lastName\n    email\n    username\n    billing {\n      ...AccountAddress\n    }\n    shipping {\n      ...AccountAddress\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAccountDownloads {\n  customer {\n    downloadableItems(first: 100) {\n      nodes {\n        id\n        name\n        url\n        accessExpires\n        downloadsRemaining\n        product {\n          ... on Product {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query GetAccountDownloads {\n  customer {\n    downloadableItems(first: 100) {\n      nodes {\n        id\n        name\n        url\n        accessExpires\n        downloadsRemaining\n        product {\n          ... on Product {\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAccountOrders {\n  customer {\n    orders(first: 100) {\n      nodes {\n        databaseId\n        orderNumber\n        date\n        status\n        rawTotal: total(format: RAW)\n        couponLines(first: 100) {\n          nodes {\n            code\n            discount\n            discountTax\n            metaData {\n              key\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query GetAccountOrders {\n  customer {\n    orders(first: 100) {\n      nodes {\n        databaseId\n        orderNumber\n        date\n        status\n        rawTotal: total(format: RAW)\n        couponLines(first: 100) {\n          nodes {\n            code\n            discount\n            discountTax\n            metaData {\n              key\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCart {\n  cart {\n    ...CartDetail\n  }\n}"): (typeof documents)["query GetCart {\n  cart {\n    ...CartDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCartItemCount {\n  cart {\n    contents(first: 1) {\n      itemCount\n    }\n  }\n}"): (typeof documents)["query GetCartItemCount {\n  cart {\n    contents(first: 1) {\n      itemCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCheckout {\n  cart {\n    ...CartDetail\n  }\n  customer {\n    billing {\n      ...AddressFields\n    }\n    shipping {\n      ...AddressFields\n    }\n  }\n  paymentGateways(first: 20) {\n    nodes {\n      id\n      title\n      description\n    }\n  }\n  allowedCountries\n}"): (typeof documents)["query GetCheckout {\n  cart {\n    ...CartDetail\n  }\n  customer {\n    billing {\n      ...AddressFields\n    }\n    shipping {\n      ...AddressFields\n    }\n  }\n  paymentGateways(first: 20) {\n    nodes {\n      id\n      title\n      description\n    }\n  }\n  allowedCountries\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCountryStates($country: CountriesEnum!) {\n  countryStates(country: $country) {\n    code\n    name\n  }\n}"): (typeof documents)["query GetCountryStates($country: CountriesEnum!) {\n  countryStates(country: $country) {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCustomerWishlist($keys: [String]) {\n  customer {\n    id\n    metaData(keysIn: $keys) {\n      key\n      value\n    }\n  }\n}"): (typeof documents)["query GetCustomerWishlist($keys: [String]) {\n  customer {\n    id\n    metaData(keysIn: $keys) {\n      key\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetFilterTerms {\n  terms(\n    first: 100\n    where: {taxonomies: [PACOLOR, PASIZE], hideEmpty: true, orderby: TERM_ORDER}\n  ) {\n    nodes {\n      __typename\n      slug\n      name\n      count\n    }\n  }\n}"): (typeof documents)["query GetFilterTerms {\n  terms(\n    first: 100\n    where: {taxonomies: [PACOLOR, PASIZE], hideEmpty: true, orderby: TERM_ORDER}\n  ) {\n    nodes {\n      __typename\n      slug\n      name\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetLoginClientUrl($provider: LoginProviderEnum!) {\n  loginClient(provider: $provider) {\n    isEnabled\n    authorizationUrl\n  }\n}"): (typeof documents)["query GetLoginClientUrl($provider: LoginProviderEnum!) {\n  loginClient(provider: $provider) {\n    isEnabled\n    authorizationUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetLoginClients {\n  loginClients {\n    name\n    provider\n    isEnabled\n  }\n}"): (typeof documents)["query GetLoginClients {\n  loginClients {\n    name\n    provider\n    isEnabled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMutationNames {\n  __type(name: \"RootMutation\") {\n    fields {\n      name\n    }\n  }\n}"): (typeof documents)["query GetMutationNames {\n  __type(name: \"RootMutation\") {\n    fields {\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNextRefreshToken {\n  viewer {\n    auth {\n      refreshToken\n      refreshTokenExpiration\n    }\n  }\n}"): (typeof documents)["query GetNextRefreshToken {\n  viewer {\n    auth {\n      refreshToken\n      refreshTokenExpiration\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrder($id: ID!, $idType: OrderIdTypeEnum!) {\n  order(id: $id, idType: $idType) {\n    ...OrderDetail\n  }\n}"): (typeof documents)["query GetOrder($id: ID!, $idType: OrderIdTypeEnum!) {\n  order(id: $id, idType: $idType) {\n    ...OrderDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOrderWithdrawals($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    databaseId\n    metaData(key: \"withdrawal_declaration\", multiple: true) {\n      key\n      value\n    }\n  }\n}"): (typeof documents)["query GetOrderWithdrawals($id: ID!) {\n  order(id: $id, idType: DATABASE_ID) {\n    databaseId\n    metaData(key: \"withdrawal_declaration\", multiple: true) {\n      key\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProduct($slug: ID!) {\n  product(id: $slug, idType: SLUG) {\n    ...ProductDetail\n  }\n}"): (typeof documents)["query GetProduct($slug: ID!) {\n  product(id: $slug, idType: SLUG) {\n    ...ProductDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductCategories($first: Int = 20, $after: String) {\n  productCategories(\n    first: $first\n    after: $after\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...CategorySummary\n    }\n  }\n}"): (typeof documents)["query GetProductCategories($first: Int = 20, $after: String) {\n  productCategories(\n    first: $first\n    after: $after\n    where: {orderby: COUNT, order: DESC, hideEmpty: true}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...CategorySummary\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductCategory($slug: ID!) {\n  productCategory(id: $slug, idType: SLUG) {\n    ...CategorySummary\n    description\n  }\n}"): (typeof documents)["query GetProductCategory($slug: ID!) {\n  productCategory(id: $slug, idType: SLUG) {\n    ...CategorySummary\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProducts($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    ...ProductListPage\n  }\n}"): (typeof documents)["query GetProducts($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    ...ProductListPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductsCursor($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    found\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetProductsCursor($first: Int!, $after: String, $where: RootQueryToProductConnectionWhereArgs) {\n  products(first: $first, after: $after, where: $where) {\n    found\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSitemapProducts($after: String) {\n  products(\n    first: 100\n    after: $after\n    where: {visibility: VISIBLE, status: \"publish\", orderby: [{field: DATE, order: DESC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      slug\n      modified\n    }\n  }\n}"): (typeof documents)["query GetSitemapProducts($after: String) {\n  products(\n    first: 100\n    after: $after\n    where: {visibility: VISIBLE, status: \"publish\", orderby: [{field: DATE, order: DESC}]}\n  ) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      slug\n      modified\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStripePaymentIntent {\n  stripePaymentIntent(stripePaymentMethod: PAYMENT) {\n    id\n    clientSecret\n    amount\n    currency\n    error\n  }\n}"): (typeof documents)["query GetStripePaymentIntent {\n  stripePaymentIntent(stripePaymentMethod: PAYMENT) {\n    id\n    clientSecret\n    amount\n    currency\n    error\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;