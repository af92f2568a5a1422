/** WooGraphQL's and WooCommerce's cart texts (docs/woographql-contract.md §5), in one place. */
export const cartMessages = {
  noProductId: 'No product ID provided',
  productNotFound: 'No product found matching the ID provided',
  failedToAdd: 'Failed to add cart item. Please check input.',
  cannotBePurchased: 'Sorry, this product cannot be purchased.',
  chooseOptions: 'Please choose product options\u2026',
  notAVariationOf: (name: string) => `The selected product isn't a variation of ${name}, please choose product options and try again.`,
  invalidAttribute: (attribute: string, name: string) => `${attribute} is not a valid attribute of the product: ${name}.`,
  requiredAttribute: (label: string) => `${label} is a required field`,
  requiredAttributes: (labels: string) => `${labels} are required fields`,
  invalidValuePosted: (label: string) => `Invalid value posted for ${label}`,
  soldIndividually: (name: string) => `You cannot add another "${name}" to your cart.`,
  tooMany: (max: number, name: string) => `You cannot add more than ${max} of "${name}" to the cart.`,
  noItemData: 'No item data provided',
  itemsFailedToUpdate: (keys: string) => `Cart items identified with keys ${keys} failed to update`,
  noItemsToRemove: 'No items in cart to remove.',
  noKeysProvided: 'No cart item keys provided',
  noItemWithKey: (key: string) => `No cart item found with the key: ${key}`,
  cartIsEmpty: 'Cart is empty',
  couponAlreadyApplied: 'This coupon has already been applied to the cart',
  noCouponWithCode: 'No coupon found with the code provided',
  noCouponCodes: 'No coupon codes provided',
  couponNotApplied: 'This coupon has not been applied to the cart.',
  noShippingMethod: 'No shipping method provided',
  noPackage: (index: number) => `No shipping packages available for corresponding index ${index}`,
  tooLarge: (lines: number, euros: number) =>
    `Your cart is too large: it may hold at most ${lines} different items and ${euros.toLocaleString('en-US')} € in all. Please place a separate order for the rest.`,
  notAnAvailableMethod: (id: string, details: string) => `"${id}" is not an available shipping method for shipping package "${details}"`,
} as const;

/** A line may hold at most this many units, so totals stay far inside integer ranges. */
export const MAX_LINE_QUANTITY = 999;

/** Distinct lines in one cart (distinct extraData makes distinct lines; WooCommerce sets no bound). */
export const MAX_CART_LINES = 100;
/**
 * Gross goods of one cart, in cents: 1 000 000 €. Orders and their sums are int4 cents in the
 * database (at most 2 147 483 647): a cart beyond this could be built but never checked out.
 */
export const MAX_CART_SUBTOTAL = 100_000_000;
