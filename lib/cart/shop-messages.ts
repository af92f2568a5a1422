import { decodeStoreText } from '@/lib/commerce/store-text';

/**
 * The shop's own refusals (WooCommerce's and WooGraphQL's English texts, docs/woographql-
 * contract.md §5) recognised by meaning and turned into message keys with their values, so the
 * shopper reads them in their language. Texts are decoded first (WooCommerce 10 sends HTML
 * entities) and both WooCommerce's older and its 10.x wordings are known. A text not recognised
 * here is shown decoded, introduced as the shop's words (refusals.shopSays, lib/cart/localise.ts).
 */
type ShopMessage = { key: string; values: Record<string, string> };

type Rule = { pattern: RegExp; key: string; names?: readonly string[] };

/**
 * Keys are `refusals.<key>` (messages/<locale>/refusals.json, a namespace that stays on the
 * server) or `cart.<key>` where one of the cart's own messages says the same.
 */
const rules: readonly Rule[] = [
  { pattern: /^Sorry, this product cannot be purchased\.$/, key: 'refusals.cannotBePurchased' },
  { pattern: /^Please choose product options/, key: 'refusals.chooseOptions' },
  { pattern: /^The selected product isn't a variation of (.+), please choose product options and try again\.$/, key: 'refusals.notAVariation', names: ['product'] },
  { pattern: /^(.+) is not a valid attribute of the product: (.+)\.$/, key: 'refusals.invalidAttribute', names: ['attribute', 'product'] },
  { pattern: /^(.+) is a required field$/, key: 'refusals.requiredAttribute', names: ['attribute'] },
  { pattern: /^(.+) are required fields$/, key: 'refusals.requiredAttributes', names: ['attributes'] },
  { pattern: /^Invalid value posted for (.+)$/, key: 'refusals.invalidValue', names: ['attribute'] },
  { pattern: /^You cannot add another "(.+)" to your cart\.$/, key: 'refusals.soldIndividually', names: ['product'] },
  { pattern: /^You cannot add more than (\d+) of "(.+)" to the cart\.$/, key: 'refusals.tooMany', names: ['max', 'product'] },
  { pattern: /^You cannot add "(.+)" to the cart because the product is out of stock\.$/, key: 'refusals.outOfStock', names: ['product'] },
  {
    pattern: /^You cannot add that amount of "(.+)" to the cart because there is not enough stock \((\d+) remaining\)\.$/,
    key: 'refusals.notEnoughStock',
    names: ['product', 'stock'],
  },
  {
    pattern: /^You cannot add that amount to the cart \u2014 we have (\d+) in stock and you already have (\d+) in your cart\.$/,
    key: 'refusals.notEnoughWithCart',
    names: ['stock', 'inCart'],
  },
  { pattern: /^Your cart is too large: it may hold at most (\d+) different items/, key: 'refusals.cartTooLarge', names: ['lines'] },
  { pattern: /^No product found matching the ID provided$|^No product ID provided$|^Failed to add cart item/, key: 'cart.productInvalid' },
  { pattern: /^No cart item found with the key: |^Cart items identified with keys .+ failed to update$/, key: 'cart.lineInvalid' },
  { pattern: /^This coupon has already been applied to the cart$|^Coupon code already applied!$/, key: 'refusals.couponAlreadyApplied' },
  { pattern: /^No coupon found with the code provided$/, key: 'refusals.couponUnknown' },
  // WooCommerce before 8 said `does not exist!`; WooCommerce 10 says `cannot be applied because it does not exist.`
  { pattern: /^Coupon "(.+)" (?:does not exist!|cannot be applied because it does not exist\.)$/, key: 'refusals.couponNotExist', names: ['code'] },
  // The older wordings speak of "this coupon", the newer name it (`Usage limit for coupon "x" has been reached.`).
  { pattern: /^Coupon usage limit has been reached\.$|^Usage limit for coupon "(.+)" has been reached\.$/, key: 'refusals.couponUsageLimit' },
  { pattern: /^This coupon has expired\.$|^Coupon "(.+)" has expired\.$/, key: 'refusals.couponExpired' },
  { pattern: /^The minimum spend for (?:this coupon|coupon "[^"]+") is (.+)\.$/, key: 'refusals.couponMinimum', names: ['amount'] },
  { pattern: /^The maximum spend for (?:this coupon|coupon "[^"]+") is (.+)\.$/, key: 'refusals.couponMaximum', names: ['amount'] },
  { pattern: /^Sorry, (?:this coupon|coupon "[^"]+") is not applicable to selected products\.$/, key: 'refusals.couponNotApplicable' },
  { pattern: /^Sorry, (?:this coupon|coupon "[^"]+") is not valid for sale items\.$/, key: 'refusals.couponNotForSale' },
  { pattern: /^Sorry, (?:this coupon|coupon "[^"]+") is not applicable to the products: (.+)\.$/, key: 'refusals.couponExcludedProducts', names: ['names'] },
  { pattern: /^Sorry, (?:this coupon|coupon "[^"]+") is not applicable to the categories: (.+)\.$/, key: 'refusals.couponExcludedCategories', names: ['names'] },
  {
    pattern: /^Sorry, coupon "(.+)" has already been applied and cannot be used in conjunction with other coupons\.$/,
    key: 'refusals.couponIndividualUse',
    names: ['code'],
  },
  { pattern: /^The gift card "(.+)" has no balance left\.$/, key: 'refusals.giftCardEmpty', names: ['code'] },
  { pattern: /^Sorry, coupons and gift cards cannot be used on gift vouchers\.$/, key: 'refusals.couponNotForGiftVouchers' },
  { pattern: /^Sorry, gift vouchers cannot be paid with a gift card\.$/, key: 'refusals.giftCardNotForGiftVouchers' },
  // The shop's abuse limits (server/commerce/limits): guessing coupon or gift-card codes.
  { pattern: /^Too many attempts\. Please wait (\d+) seconds? and try again\.$/, key: 'refusals.tooManyAttempts', names: ['seconds'] },
  { pattern: /^This coupon has not been applied to the cart\.$/, key: 'refusals.couponNotApplied' },
  { pattern: /^Please enter a coupon code\.$|^No coupon codes provided$/, key: 'cart.couponRequired' },
  { pattern: /^No shipping method provided$|is not an available shipping method|^No shipping packages available/, key: 'cart.shippingInvalid' },
];

/** Typographic quotes (a filter's or a translation's) are read as WooCommerce's straight ones. */
function straightQuotes(text: string): string {
  return text.replace(/[\u201c\u201d\u201e]/g, '"');
}

/** The refusal decoded (wc_price's "30,00&nbsp;€", WooCommerce 10's &quot;) and recognised, or null. */
export function recogniseShopMessage(message: string): ShopMessage | null {
  const text = straightQuotes(decodeStoreText(message));
  for (const rule of rules) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    rule.names?.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { key: rule.key, values };
  }
  return null;
}
