import { createTranslator } from 'next-intl';
import type { Cart, LineAttribute } from '@/lib/cart/types';
import type { OrderView } from '@/lib/checkout/order';
import type { PaymentMethod } from '@/lib/checkout/types';
import type { ProductAttribute } from '@/lib/commerce/types';
import { storeConfig } from '@/lib/config/store';
import { toIntlLocale, toLocaleCode, type LocaleCode } from './locales';
import type { Messages } from './messages-type';
import { recogniseCouponDescription } from './coupon-description';

/**
 * The shop's own texts in the shopper's language. WooCommerce sends shipping and payment method
 * titles, attribute names and colour names in the store's language (German here), whatever
 * language the shopper reads. Where the shop names a thing by a stable id — a shipping rate by
 * method id and instance, a gateway by id, an attribute by its taxonomy slug, a colour by its
 * term slug — the id picks a message of messages/<locale>/storeText.json; anything unknown keeps
 * the store's text, so a new method or attribute still shows its name (docs/behaviour.md §8).
 * In the store's own language the store's text is shown as it is: the merchant's wording wins.
 * Coupon descriptions carry no id: lib/i18n/coupon-description.ts recognises their known forms.
 *
 * This is THE mapping: every surface (product page, drawer, /cart, checkout, order pages) goes
 * through it.
 */

type ShippingKey = keyof Messages['storeText']['shipping'];
type PaymentKey = keyof Messages['storeText']['payment'];
type AttributeKey = keyof Messages['storeText']['attributes'];
type ColorKey = keyof Messages['storeText']['colors'];

/**
 * The shop's shipping rates by method id and instance (its zones, server/commerce/pricing/
 * shipping.ts: Germany 1–3, the EU 4–5, the world 6–7). A store with other zones lists its own
 * instances here; a rate not listed shows the store's title.
 */
const SHIPPING_RATES: readonly { methodId: string; instanceIds: readonly number[]; key: ShippingKey }[] = [
  { methodId: 'free_shipping', instanceIds: [1, 5, 7], key: 'freeShipping' },
  { methodId: 'flat_rate', instanceIds: [2], key: 'flatRateGermany' },
  { methodId: 'local_pickup', instanceIds: [3], key: 'localPickup' },
  { methodId: 'flat_rate', instanceIds: [4], key: 'flatRateEu' },
  { methodId: 'flat_rate', instanceIds: [6], key: 'flatRateWorld' },
];

/** Attribute taxonomies by slug, in the forms WooCommerce writes them (pa_color, attribute_pa_farbe, a local "Größe"). */
const ATTRIBUTES: Readonly<Record<string, AttributeKey>> = {
  color: 'color',
  colour: 'color',
  farbe: 'color',
  size: 'size',
  groesse: 'size',
  grosse: 'size',
};

/** WooCommerce's sanitize_title as a German store applies it: lower case, umlauts spelt out, "ß" as "ss". */
export function storeSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An attribute's slug without WooCommerce's prefixes: "attribute_pa_color" → "color". */
function attributeSlug(name: string): string {
  return storeSlug(name).replace(/^attribute_/, '').replace(/^pa_/, '');
}

/** A shipping rate as the shop names it: WooCommerce's rate id is "<method id>:<instance id>". */
export type ShippingRateId = { id?: string | null; methodId?: string | null; instanceId?: number | null };

function rateParts({ id, methodId, instanceId }: ShippingRateId): { methodId: string; instanceId: number } | null {
  if (methodId && typeof instanceId === 'number') return { methodId, instanceId };
  const match = /^([a-z0-9_-]+):(\d+)$/i.exec(id ?? '');
  return match?.[1] && match[2] ? { methodId: match[1], instanceId: Number(match[2]) } : null;
}

export type StoreTextOptions = {
  /** The card gateway runs in the backend's offline test mode (no Stripe key): its title says so. */
  cardTestMode: boolean;
};

export type StoreText = ReturnType<typeof storeTextFor>;

/** The mapping in one locale. `messages` is messages/<code>/storeText.json. */
export function storeTextFor(code: LocaleCode, messages: Messages['storeText'], options: StoreTextOptions) {
  const locale = toIntlLocale(code);
  const t = createTranslator({ locale, messages: { storeText: messages }, namespace: 'storeText' });
  const storeLanguage = code === toLocaleCode(storeConfig.locale);

  function paymentKey(id: string): PaymentKey | null {
    if (id === 'cod') return 'cod';
    if (id === 'stripe') return options.cardTestMode ? 'stripeTestMode' : 'stripe';
    return null;
  }

  function attributeKey(name: string): AttributeKey | null {
    return ATTRIBUTES[attributeSlug(name)] ?? null;
  }

  return {
    /** A shipping rate's title: known by method id and instance, else the store's. */
    shippingRate(rate: ShippingRateId, storeTitle: string): string {
      const parts = rateParts(rate);
      if (storeLanguage) return storeTitle;
      const known = parts && SHIPPING_RATES.find((entry) => entry.methodId === parts.methodId && entry.instanceIds.includes(parts.instanceId));
      return known ? t(`shipping.${known.key}`) : storeTitle;
    },

    /** A payment gateway's title by its id ("cod", "stripe"), else the store's. */
    paymentTitle(gatewayId: string, storeTitle: string): string {
      const key = storeLanguage ? null : paymentKey(gatewayId);
      return key ? t(`payment.${key}.title`) : storeTitle;
    },

    /** A payment gateway's description by its id, else the store's. */
    paymentDescription(gatewayId: string, storeDescription: string | null): string | null {
      const key = storeLanguage ? null : paymentKey(gatewayId);
      return key && storeDescription !== null ? t(`payment.${key}.description`) : storeDescription;
    },

    /** An attribute's name by its slug ("pa_color" → "Colour"), else the store's label. */
    attributeName(attribute: string, storeLabel: string): string {
      if (storeLanguage) return storeLabel;
      const key = attributeKey(attribute) ?? attributeKey(storeLabel);
      return key ? t(`attributes.${key}`) : storeLabel;
    },

    /** A chosen option: a known colour by its term slug ("schwarz" → "Black"), else the store's term name. */
    attributeValue(attribute: string, option: string, storeName: string): string {
      if (storeLanguage || attributeKey(attribute) !== 'color') return storeName;
      const slug = storeSlug(option);
      return slug in messages.colors ? t(`colors.${slug as ColorKey}`) : storeName;
    },

    /** A coupon's description rebuilt in this language when its form is known, amounts in this locale's format; else the store's. */
    couponDescription(description: string): string {
      const known = storeLanguage ? null : recogniseCouponDescription(description);
      if (!known) return description;
      const money = (cents: number) => wholeOrCents(cents, locale);
      const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
      if (known.kind === 'giftCard') return t('coupon.giftCard');
      if (known.kind === 'freeShipping') {
        return known.minimumCents === null ? t('coupon.freeShipping') : t('coupon.freeShippingFrom', { minimum: money(known.minimumCents) });
      }
      const amount = known.unit === 'percent' ? percent(known.amount) : money(known.amount);
      let discount = t('coupon.off', { amount });
      if (known.minimumCents !== null) discount = t('coupon.fromMinimum', { discount, minimum: money(known.minimumCents) });
      if (known.maximumCents !== null) discount = t('coupon.upToMaximum', { discount, maximum: money(known.maximumCents) });
      if (known.firstOrder) discount = t('coupon.firstOrder', { discount });
      const notes = known.notes.map((note) => t(`coupon.${note}`));
      return [discount, ...notes].join(', ');
    },
  };
}

/** "€5" and "€5.50" rather than "€5.00": how a coupon's amounts are written. */
function wholeOrCents(cents: number, locale: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: storeConfig.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

function localiseAttributes(attributes: readonly LineAttribute[], text: StoreText): LineAttribute[] {
  return attributes.map((attribute) => {
    const id = attribute.id ?? attribute.name;
    return { ...attribute, name: text.attributeName(id, attribute.name), value: text.attributeValue(id, attribute.slug ?? attribute.value, attribute.value) };
  });
}

/** The cart with the shop's texts in the shopper's language: lines' options, shipping rates, coupon descriptions. */
export function localiseCart(cart: Cart, text: StoreText): Cart {
  return {
    ...cart,
    lines: cart.lines.map((line) => ({ ...line, attributes: localiseAttributes(line.attributes, text) })),
    coupons: cart.coupons.map((coupon) => ({ ...coupon, description: coupon.description && text.couponDescription(coupon.description) })),
    shippingRates: cart.shippingRates.map((rate) => ({ ...rate, label: text.shippingRate(rate, rate.label) })),
  };
}

/**
 * A product's attributes as the product page shows them (picker, "Please choose …", facts,
 * back-in-stock options): names and colour names in the shopper's language, as the drawer
 * will name the chosen line a moment later. Option values stay the store's: they are what is
 * chosen, sent and matched against the variations.
 */
export function localiseProductAttributes(attributes: readonly ProductAttribute[], text: StoreText): ProductAttribute[] {
  return attributes.map((attribute) => ({
    ...attribute,
    label: text.attributeName(attribute.name, attribute.label),
    options: attribute.options.map((option) => ({ ...option, label: text.attributeValue(attribute.name, option.value, option.label) })),
  }));
}

/** The checkout's payment methods, titled and described in the shopper's language. */
export function localisePaymentMethods(methods: readonly PaymentMethod[], text: StoreText): PaymentMethod[] {
  return methods.map((method) => ({ ...method, title: text.paymentTitle(method.id, method.title), description: text.paymentDescription(method.id, method.description) }));
}

/** An order with the shop's texts in the shopper's language: options, shipping method, payment method. */
export function localiseOrder(order: OrderView, text: StoreText): OrderView {
  return {
    ...order,
    lines: order.lines.map((line) => ({ ...line, attributes: localiseAttributes(line.attributes, text) })),
    shippingMethod: order.shippingMethod && (order.shippingRate ? text.shippingRate(order.shippingRate, order.shippingMethod) : order.shippingMethod),
    paymentMethodTitle: order.paymentMethod ? text.paymentTitle(order.paymentMethod, order.paymentMethodTitle) : order.paymentMethodTitle,
  };
}
