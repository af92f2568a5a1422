import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { freeShippingRule as configuredRule, type FreeShippingRule } from '@/lib/config/free-shipping';
import { cartInvoice } from '@/lib/invoice/invoice';
import { parseDecimalToCents } from '@/lib/money';
import { attributeLabel, optionName, type DeclaredAttribute } from './attribute-labels';
import { freeShippingStatus } from './free-shipping';
import { giftCardCodes, type AppliedCode } from './gift-cards';
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

/** One applied code as the discount line shows it: WooGraphQL's discountAmount is net, discountTax the rest. */
function appliedCode(coupon: AppliedCoupon): AppliedCode {
  return { code: coupon.code, description: coupon.description || null, discountCents: gross(coupon.rawDiscountAmount, coupon.rawDiscountTax), taxCents: cents(coupon.rawDiscountTax) };
}

/**
 * The applied codes, the gift cards among them told apart by what the lines lost
 * (lib/cart/gift-cards.ts). Only when every line was read: their subtotals add up to the cart's.
 */
function reshapeCoupons(cart: CartDetailFragment, lines: readonly CartLine[], totals: Cart['totals']): CartCoupon[] {
  const codes = (cart.appliedCoupons ?? []).flatMap((coupon) => (coupon ? [appliedCode(coupon)] : []));
  const allLinesRead = lines.reduce((sum, line) => sum + line.subtotalCents, 0) === totals.subtotalCents;
  const lostByLines = lines.reduce((sum, line) => sum + line.subtotalCents - line.totalCents, 0);
  const giftCards = giftCardCodes(codes, allLinesRead ? totals.discountCents - lostByLines : null);
  return codes.map(({ code, description, discountCents }) => ({ code, description, discountCents, giftCard: giftCards.has(code) }));
}

/** The UI's cart from the CartDetail fragment; `rule` is the free-shipping minimum (lib/config/free-shipping.ts). */
export function reshapeCart(cart: CartDetailFragment, rule: FreeShippingRule | null = configuredRule): Cart {
  const lines = (cart.contents?.nodes ?? []).map(reshapeLine);
  const rates = (cart.availableShippingMethods ?? []).flatMap((pack) => pack?.rates ?? []);
  const chosen = cart.chosenShippingMethods?.find((id): id is string => Boolean(id)) ?? null;
  const totals = {
    subtotalCents: gross(cart.rawSubtotal, cart.rawSubtotalTax),
    discountCents: gross(cart.rawDiscountTotal, cart.rawDiscountTax),
    shippingCents: gross(cart.rawShippingTotal, cart.rawShippingTax),
    taxCents: cents(cart.rawTotalTax),
    totalCents: cents(cart.rawTotal),
  };
  const coupons = reshapeCoupons(cart, lines, totals);
  const needsShipping = cart.needsShippingAddress ?? false;
  // Goods before and after coupons for the free-shipping hint; shipping plays no part in it.
  const invoice = cartInvoice({ totals, coupons, needsShipping: false });
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
