import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { parseDecimalToCents } from '@/lib/money';
import { lineSavingsCents, lowStockQuantity } from './line-facts';
import type { Cart, CartLine } from './types';

type CartNode = NonNullable<CartDetailFragment['contents']>['nodes'][number];

/** A RAW amount in cents; a missing or unreadable amount counts as nothing rather than failing the cart. */
function cents(raw: string | null | undefined): number {
  return parseDecimalToCents(raw) ?? 0;
}

/** Amounts WooGraphQL splits into net and tax, put back together as the shopper sees them. */
function gross(net: string | null | undefined, tax: string | null | undefined): number {
  return cents(net) + cents(tax);
}

function reshapeLine(node: CartNode): CartLine {
  const product = node.product?.node;
  const variation = node.variation;
  const image = product?.image?.sourceUrl ? { url: product.image.sourceUrl, alt: product.image.altText ?? '' } : null;
  return {
    key: node.key,
    productId: product?.databaseId ?? 0,
    variationId: variation?.node.databaseId ?? null,
    name: product?.name ?? '',
    slug: product?.slug ?? null,
    image,
    attributes: (variation?.attributes ?? []).flatMap((attribute) =>
      attribute?.value ? [{ name: attribute.label || attribute.name || '', value: attribute.value }] : [],
    ),
    quantity: node.quantity ?? 0,
    subtotalCents: gross(node.rawSubtotal, node.rawSubtotalTax),
    // A line's total already includes its tax (docs/woographql-contract.md §3.1).
    totalCents: cents(node.rawTotal),
    savingsCents: lineSavingsCents(variation?.node ?? product, node.quantity ?? 0),
    lowStockQuantity: variation ? lowStockQuantity(variation.node, product) : lowStockQuantity(product, null),
  };
}

/** The UI's cart from the CartDetail fragment. */
export function reshapeCart(cart: CartDetailFragment): Cart {
  const lines = (cart.contents?.nodes ?? []).map(reshapeLine);
  const rates = (cart.availableShippingMethods ?? []).flatMap((pack) => pack?.rates ?? []);
  const chosen = cart.chosenShippingMethods?.find((id): id is string => Boolean(id)) ?? null;
  return {
    lines,
    itemCount: cart.contents?.itemCount ?? lines.reduce((sum, line) => sum + line.quantity, 0),
    isEmpty: cart.isEmpty ?? lines.length === 0,
    totals: {
      subtotalCents: gross(cart.rawSubtotal, cart.rawSubtotalTax),
      discountCents: gross(cart.rawDiscountTotal, cart.rawDiscountTax),
      shippingCents: gross(cart.rawShippingTotal, cart.rawShippingTax),
      taxCents: cents(cart.rawTotalTax),
      totalCents: cents(cart.rawTotal),
    },
    coupons: (cart.appliedCoupons ?? []).flatMap((coupon) =>
      coupon ? [{ code: coupon.code, description: coupon.description || null, discountCents: cents(coupon.rawDiscountAmount) }] : [],
    ),
    needsShipping: cart.needsShippingAddress ?? false,
    shippingRates: rates.flatMap((rate) => (rate ? [{ id: rate.id, label: rate.label ?? rate.id, costCents: cents(rate.rawCost) }] : [])),
    chosenShippingRate: chosen && rates.some((rate) => rate?.id === chosen) ? chosen : null,
  };
}
