import type { AddressFieldsFragment, OrderDetailFragment } from '@/graphql/generated/graphql';
import { attributeLabel, optionName, type DeclaredAttribute } from '@/lib/cart/attribute-labels';
import { parseDecimalToCents } from '@/lib/money';
import { orderStatusSlug } from './order-status';
import type { LineAttribute } from '@/lib/cart/types';
import { emptyAddress, type AddressForm } from './types';

/**
 * The order as the order-received and order-summary pages show it: money in integer cents with
 * VAT included (WooGraphQL gives an order's amounts net, with their tax beside them;
 * docs/woographql-contract.md §11), gift cards apart from coupons.
 */
export type OrderLine = {
  id: number;
  /** The product's id (the parent's for a variation), when the shop still has it: analytics name products by it. */
  productId?: number;
  name: string;
  slug: string | null;
  quantity: number;
  /** The chosen options of a variation, labelled as the cart labels them ("Größe: M"), with the shop's ids. */
  attributes: LineAttribute[];
  subtotalCents: number;
  totalCents: number;
};

export type OrderCode = { code: string; amountCents: number };

export type OrderDownload = { id: string; name: string; url: string; accessExpires: string | null; downloadsRemaining: number | null };

export type OrderView = {
  id: number;
  number: string;
  date: string | null;
  /** WooCommerce's status, lower case with hyphens ("processing", "on-hold"). */
  status: string;
  paymentMethodTitle: string;
  /** The gateway's id ("cod"), which names it in the shopper's language (lib/i18n/store-text.ts). */
  paymentMethod?: string;
  customerNote: string | null;
  lines: OrderLine[];
  coupons: OrderCode[];
  giftCards: OrderCode[];
  shippingMethod: string | null;
  /** The shipping rate's method id and instance, when the shop tells them. */
  shippingRate?: { methodId: string; instanceId: number | null } | null;
  totals: { subtotalCents: number; discountCents: number; shippingCents: number; taxCents: number; totalCents: number };
  billing: AddressForm;
  /** Null when the order ships nowhere (virtual goods only). */
  shipping: AddressForm | null;
  downloads: OrderDownload[];
};

const cents = (raw: string | null | undefined) => parseDecimalToCents(raw) ?? 0;

function address(raw: AddressFieldsFragment | null | undefined): AddressForm {
  const result = { ...emptyAddress };
  if (!raw) return result;
  for (const key of Object.keys(result) as (keyof AddressForm)[]) result[key] = raw[key] ?? '';
  return result;
}

type CouponLineNode = { metaData?: readonly ({ key: string; value?: string | null } | null)[] | null };

/** A coupon line is a gift card when its kind says so (store credit: payment, not a discount). */
export function isGiftCardLine(node: CouponLineNode): boolean {
  return (node.metaData ?? []).some((meta) => meta?.key === 'coupon_kind' && meta.value === 'gift_card');
}

type LineNode = NonNullable<OrderDetailFragment['lineItems']>['nodes'][number];

/** A line's chosen options from its meta data (attribute slugs), named as the product declares them. */
function lineAttributes(node: LineNode): OrderLine['attributes'] {
  const product = node.product?.node;
  const declared: DeclaredAttribute[] = product && 'attributes' in product ? (product.attributes?.nodes ?? []) : [];
  return (node.metaData ?? []).flatMap((meta) =>
    meta && !meta.key.startsWith('_') && meta.value ? [{ name: attributeLabel(declared, meta.key), value: optionName(declared, meta.key, meta.value), id: meta.key, slug: meta.value }] : [],
  );
}

/** The rate's method id and instance from a shipping line's meta data (method_id, instance_id), if there. */
function shippingRate(meta: readonly ({ key: string; value?: string | null } | null)[] | null | undefined): OrderView['shippingRate'] {
  const value = (key: string) => meta?.find((entry) => entry?.key === key)?.value ?? '';
  const methodId = value('method_id');
  const instance = value('instance_id');
  return methodId ? { methodId, instanceId: /^\d+$/.test(instance) ? Number(instance) : null } : null;
}

export function reshapeOrder(order: OrderDetailFragment): OrderView {
  const lines = (order.lineItems?.nodes ?? []).map((node) => ({
    id: node.databaseId ?? 0,
    productId: node.product?.node.databaseId ?? undefined,
    name: node.product?.node.name ?? '',
    slug: node.product?.node.slug ?? null,
    quantity: node.quantity ?? 0,
    attributes: lineAttributes(node),
    subtotalCents: cents(node.rawSubtotal) + cents(node.rawSubtotalTax),
    totalCents: cents(node.rawTotal) + cents(node.rawTotalTax),
  }));
  const codes = (order.couponLines?.nodes ?? []).map((node) => ({
    code: node.code ?? '',
    amountCents: cents(node.discount) + cents(node.discountTax),
    giftCard: isGiftCardLine(node),
  }));
  const shipping = address(order.shipping);
  return {
    id: order.databaseId ?? 0,
    number: order.orderNumber ?? String(order.databaseId ?? ''),
    date: order.date ?? null,
    status: orderStatusSlug(order.status ?? 'PENDING'),
    paymentMethodTitle: order.paymentMethodTitle ?? '',
    paymentMethod: order.paymentMethod ?? '',
    customerNote: order.customerNote || null,
    lines,
    coupons: codes.filter((code) => !code.giftCard).map(({ code, amountCents }) => ({ code, amountCents })),
    giftCards: codes.filter((code) => code.giftCard).map(({ code, amountCents }) => ({ code, amountCents })),
    shippingMethod: order.shippingLines?.nodes[0]?.methodTitle ?? null,
    shippingRate: shippingRate(order.shippingLines?.nodes[0]?.metaData),
    totals: {
      subtotalCents: lines.reduce((sum, line) => sum + line.subtotalCents, 0),
      discountCents: cents(order.rawDiscountTotal) + cents(order.rawDiscountTax),
      shippingCents: cents(order.rawShippingTotal) + cents(order.rawShippingTax),
      taxCents: cents(order.rawTotalTax),
      totalCents: cents(order.rawTotal),
    },
    billing: address(order.billing),
    shipping: order.needsShippingAddress && shipping.address1 ? shipping : null,
    downloads: (order.downloadableItems?.nodes ?? []).map((node) => ({
      id: node.downloadId,
      name: node.name ?? '',
      url: node.url ?? '',
      accessExpires: node.accessExpires ?? null,
      downloadsRemaining: node.downloadsRemaining === null || node.downloadsRemaining === undefined || node.downloadsRemaining < 0 ? null : node.downloadsRemaining,
    })),
  };
}
