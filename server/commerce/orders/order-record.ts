import type { Address } from '../sessions/session-data';

export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed' | 'checkout-draft';

export interface OrderItemRecord {
  id: number;
  itemType: 'line_item' | 'shipping' | 'coupon';
  name: string;
  productId: number | null;
  variationId: number | null;
  quantity: number;
  /** WooCommerce's order item money: totals without VAT, the VAT beside them (cents). */
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  meta: {
    attributes?: { name: string; value: string }[];
    methodId?: string;
    instanceId?: number;
    code?: string;
    kind?: string;
    virtual?: boolean;
    downloadable?: boolean;
    /**
     * What checkout took (WooCommerce's `_reduced_stock`): the row that counts the line's stock
     * and sales, and the units taken from its stock (0 when it did not count stock). A
     * cancellation gives back exactly this (checkout/stock-reservation.ts returnStock).
     */
    stock?: StockTaken;
  };
}

export interface StockTaken {
  table: 'product' | 'product_variation';
  id: number;
  taken: number;
}

export interface DownloadRecord {
  id: number;
  orderId: number;
  productId: number;
  downloadId: string;
  name: string;
  filePath: string;
  downloadsRemaining: number | null;
  accessExpires: Date | null;
}

/** A stored order as the API reads it. Money is integer cents with WooCommerce's meaning per field. */
export interface OrderRecord {
  id: number;
  orderKey: string;
  status: OrderStatus;
  sessionKey: string;
  /** The customer account that placed it (or was created with it); null for a guest order. */
  customerUserId: number | null;
  billing: Address;
  shipping: Address;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string;
  customerNote: string;
  currency: string;
  needsShipping: boolean;
  subtotal: number;
  subtotalTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  total: number;
  meta: { key: string; value: string }[];
  createdVia: string;
  createdAt: Date;
  modifiedAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  items: OrderItemRecord[];
  downloads: DownloadRecord[];
}

/** WC_Order::needs_payment: still to be paid in a status that takes payment. */
export function needsPayment(order: OrderRecord): boolean {
  return (order.status === 'pending' || order.status === 'failed') && order.total > 0;
}

/** WC_Order::needs_processing: anything but virtual downloadable goods needs hands. */
export function needsProcessing(order: OrderRecord): boolean {
  return order.items.some((item) => item.itemType === 'line_item' && !(item.meta.virtual && item.meta.downloadable));
}

/** DownloadableItem connections' `where` (docs/woographql-contract.md §7). */
export interface DownloadWhere {
  active?: boolean | null;
  expired?: boolean | null;
  hasDownloadsRemaining?: boolean | null;
}

export function filterDownloads(downloads: readonly DownloadRecord[], where: DownloadWhere | null | undefined, now = Date.now()): DownloadRecord[] {
  return downloads.filter((download) => {
    const expired = download.accessExpires !== null && download.accessExpires.getTime() <= now;
    const remaining = download.downloadsRemaining === null || download.downloadsRemaining > 0;
    const w = where ?? {};
    if (w.expired != null && w.expired !== expired) return false;
    if (w.hasDownloadsRemaining != null && w.hasDownloadsRemaining !== remaining) return false;
    if (w.active != null && w.active !== (!expired && remaining)) return false;
    return true;
  });
}
