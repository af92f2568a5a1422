/**
 * The shop's e-commerce events in GA4's shape (what `window.dataLayer` gets, so a merchant's
 * tag manager picks them up unchanged, and what the first-party endpoint stores). Plain data
 * and pure helpers: server components build events with them too (lists, the order page).
 */
export type EcommerceEventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export type AnalyticsItem = {
  /** The product's id (the parent's for a variation): the funnel groups by it. */
  item_id: string;
  item_name: string;
  /** A variation's chosen options ("M / Camel"). */
  item_variant?: string;
  item_category?: string;
  coupon?: string;
  index?: number;
  /** One unit's price in currency units (49.95), VAT included as the shop shows it. */
  price: number;
  quantity: number;
};

export type EcommerceData = {
  currency: string;
  value?: number;
  items: AnalyticsItem[];
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
};

export type AnalyticsEvent = { event: 'search'; search_term: string } | { event: EcommerceEventName; ecommerce: EcommerceData };

/** Cents as GA4's currency units: 4995 → 49.95. */
export const units = (cents: number) => Math.round(cents) / 100;

/** The chosen options of a cart or order line as GA4's item_variant, or nothing for a simple product. */
export function variantOf(attributes: readonly { value: string }[]): string | undefined {
  const text = attributes.map((attribute) => attribute.value).filter(Boolean).join(' / ');
  return text || undefined;
}

/** Drops undefined keys, so the pushed object shows only what the event has. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** An ecommerce event whose value is the sum of its items (lists, views, cart changes). */
export function itemsEvent(event: EcommerceEventName, currency: string, items: AnalyticsItem[], extra: Partial<EcommerceData> = {}): AnalyticsEvent {
  const value = units(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0));
  return { event, ecommerce: compact({ currency, value, items: items.map(compact), ...extra }) };
}
