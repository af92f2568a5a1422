import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { freeShippingRule as configuredRule, type FreeShippingRule } from '@/lib/config/free-shipping';
import { deriveInvoice } from '@/lib/invoice/invoice';
import { parseDecimalToCents } from '@/lib/money';
import { attributeLabel, optionName, type DeclaredAttribute } from './attribute-labels';
import { freeShippingStatus } from './free-shipping';
import { lineSavingsCents, lowStockQuantity, stockLimit } from './line-facts';
import type { Cart, CartCoupon, CartLine } from './types';

type CartNode = NonNullable<CartDetailFragment['contents']>['nodes'][number];

/** A RAW amount in cents; a missing or unreadable amount counts as nothing rather than failing the cart. */
function cents(raw: string | null | undefined): number {
  return parseDecimalToCents(raw) ?? 0;
}

/** Amounts WooGraphQL splits into net and tax, put back together as the shopper sees them. */
function gross(net: string | null | undefined, tax: string | null | undefined): number {
  return cents(net) + cents(tax);
}

type ProductNode = NonNullable<CartNode['product']>['node'];

/** The product's declared attributes (a variable product's), for labels and term names. */
function declaredAttributes(product: ProductNode | undefined): DeclaredAttribute[] {
  return product && 'attributes' in product ? (product.attributes?.nodes ?? []) : [];
}

function reshapeLine(node: CartNode): CartLine {
  const product = node.product?.node;
  const variation = node.variation;
  // The chosen variation's picture when it has one (the camel dress, not the black one).
  const picture = variation?.node.image?.sourceUrl ? variation.node.image : product?.image;
  const image = picture?.sourceUrl ? { url: picture.sourceUrl, alt: picture.altText ?? '' } : null;
  return {
    key: node.key,
    productId: product?.databaseId ?? 0,
    variationId: variation?.node.databaseId ?? null,
    name: product?.name ?? '',
    slug: product?.slug ?? null,
    image,
    attributes: (variation?.attributes ?? []).flatMap((attribute) =>
      attribute?.value
        ? [
            {
              name: attribute.label || attributeLabel(declaredAttributes(product), attribute.name ?? ''),
              value: optionName(declaredAttributes(product), attribute.name ?? '', attribute.value),
              id: attribute.name ?? undefined,
              slug: attribute.value,
            },
          ]
        : [],
    ),
    quantity: node.quantity ?? 0,
    subtotalCents: gross(node.rawSubtotal, node.rawSubtotalTax),
    // A line's total already includes its tax (docs/woographql-contract.md §3.1).
    totalCents: cents(node.rawTotal),
    savingsCents: lineSavingsCents(variation?.node ?? product, node.quantity ?? 0),
    lowStockQuantity: variation ? lowStockQuantity(variation.node, product) : lowStockQuantity(product, null),
    // A variation's stock is its own, or its product's when the product manages it (WooCommerce answers either on the variation).
    maxQuantity: stockLimit(variation ? variation.node : product),
    giftVoucher: (product?.giftVoucherValue ?? []).some((meta) => !!meta?.value),
  };
}

type AppliedCoupon = NonNullable<NonNullable<CartDetailFragment['appliedCoupons']>[number]>;

/**
 * One applied code. WooGraphQL's AppliedCoupon does not say which codes are gift cards, but the
 * amounts do: a coupon lowers the price of taxed goods and so takes VAT off with it
 * (`discountTax` > 0), while a gift card is payment and takes none (docs/woographql-contract.md
 * §3.4). A free-shipping coupon takes nothing and stays a coupon.
 */
function reshapeCoupon(coupon: AppliedCoupon): CartCoupon {
  const tax = cents(coupon.rawDiscountTax);
  // As the discount line shows it: WooGraphQL's discountAmount is net, discountTax the rest.
  const discountCents = gross(coupon.rawDiscountAmount, coupon.rawDiscountTax);
  return { code: coupon.code, description: coupon.description || null, discountCents, giftCard: tax === 0 && discountCents > 0 };
}

/** The UI's cart from the CartDetail fragment; `rule` is the free-shipping minimum (lib/config/free-shipping.ts). */
export function reshapeCart(cart: CartDetailFragment, rule: FreeShippingRule | null = configuredRule): Cart {
  const lines = (cart.contents?.nodes ?? []).map(reshapeLine);
  const rates = (cart.availableShippingMethods ?? []).flatMap((pack) => pack?.rates ?? []);
  const chosen = cart.chosenShippingMethods?.find((id): id is string => Boolean(id)) ?? null;
  const coupons = (cart.appliedCoupons ?? []).flatMap((coupon) => (coupon ? [reshapeCoupon(coupon)] : []));
  const totals = {
    subtotalCents: gross(cart.rawSubtotal, cart.rawSubtotalTax),
    discountCents: gross(cart.rawDiscountTotal, cart.rawDiscountTax),
    shippingCents: gross(cart.rawShippingTotal, cart.rawShippingTax),
    taxCents: cents(cart.rawTotalTax),
    totalCents: cents(cart.rawTotal),
  };
  const needsShipping = cart.needsShippingAddress ?? false;
  const invoice = deriveInvoice({ ...totals, shippingCents: null, giftCards: coupons.filter((coupon) => coupon.giftCard).map(({ code, discountCents }) => ({ code, amountCents: discountCents })) });
  return {
    lines,
    itemCount: cart.contents?.itemCount ?? lines.reduce((sum, line) => sum + line.quantity, 0),
    isEmpty: cart.isEmpty ?? lines.length === 0,
    totals,
    coupons,
    needsShipping,
    shippingRates: rates.flatMap((rate) =>
      rate ? [{ id: rate.id, label: rate.label ?? rate.id, costCents: cents(rate.rawCost), methodId: rate.methodId, instanceId: rate.instanceId ?? null }] : [],
    ),
    chosenShippingRate: chosen && rates.some((rate) => rate?.id === chosen) ? chosen : null,
    freeShipping: freeShippingStatus(
      {
        needsShipping,
        rateIds: rates.flatMap((rate) => (rate ? [rate.id] : [])),
        goodsBeforeCouponsCents: invoice.subtotalCents,
        goodsAfterCouponsCents: invoice.subtotalCents - invoice.discountCents,
      },
      rule,
    ),
  };
}
