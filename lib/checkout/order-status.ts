/**
 * WooCommerce's order statuses (OrderStatusEnum, docs/woographql-contract.md §11) and their keys
 * in `checkout.order.statuses`, so order pages and the account's list name them alike, in the
 * shopper's language. A store's own status (a plugin's) has no message: it is shown as the store
 * names it, made readable ("awaiting-shipment" → "awaiting shipment").
 */
const STATUS_KEYS = {
  pending: 'pending',
  processing: 'processing',
  'on-hold': 'onHold',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  failed: 'failed',
  'checkout-draft': 'checkoutDraft',
} as const;

export type OrderStatusKey = (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS];

/** "ON_HOLD" (the enum) and "on-hold" (WooCommerce's slug) alike become "on-hold". */
export function orderStatusSlug(status: string): string {
  return status.trim().toLowerCase().replace(/_/g, '-');
}

/** The message key of a known status, or null for a store's own. */
export function orderStatusKey(status: string): OrderStatusKey | null {
  const slug = orderStatusSlug(status);
  return Object.hasOwn(STATUS_KEYS, slug) ? STATUS_KEYS[slug as keyof typeof STATUS_KEYS] : null;
}

/** A store's own status as plain words, for when there is no message for it. */
export function readableStatus(status: string): string {
  return orderStatusSlug(status).replace(/^wc-/, '').replace(/-/g, ' ');
}
