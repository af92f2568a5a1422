import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { attributeNameKey } from '@/lib/browse/attribute-match';
import { parseDecimalToCents } from '@/lib/money';
import { lineSavingsCents, lowStockQuantity, stockLimit } from './line-facts';
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

type ProductNode = NonNullable<CartNode['product']>['node'];

/** The name of a chosen option: a global attribute's term name for its slug, else the value as it is. */
function optionName(product: ProductNode | undefined, attribute: string, value: string): string {
  if (!product || !('attributes' in product)) return value;
  const key = attributeNameKey(attribute);
  const declared = product.attributes?.nodes.find((candidate) => attributeNameKey(candidate.name ?? '') === key);
  const terms = declared && 'terms' in declared ? (declared.terms?.nodes ?? []) : [];
  return terms.find((term) => term.slug?.toLowerCase() === value.toLowerCase())?.name ?? value;
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
              name: attribute.label || attribute.name || '',
              value: optionName(product, attribute.name ?? '', attribute.value),
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
      // As the discount line shows it: WooGraphQL's discountAmount is net, discountTax the rest.
      coupon ? [{ code: coupon.code, description: coupon.description || null, discountCents: gross(coupon.rawDiscountAmount, coupon.rawDiscountTax) }] : [],
    ),
    needsShipping: cart.needsShippingAddress ?? false,
    shippingRates: rates.flatMap((rate) =>
      rate ? [{ id: rate.id, label: rate.label ?? rate.id, costCents: cents(rate.rawCost), methodId: rate.methodId, instanceId: rate.instanceId ?? null }] : [],
    ),
    chosenShippingRate: chosen && rates.some((rate) => rate?.id === chosen) ? chosen : null,
  };
}
