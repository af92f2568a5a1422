import type { Queryable } from '../../db';
import { enqueueMail } from '../mail';
import { orderConfirmationMail, type MailAddress, type OrderConfirmationVars, type OrderMailOccasion } from '../mail/templates/order-confirmation';
import { orderTotalsVars } from '../mail/templates/order-totals';
import { mailLanguage, ORDER_LANGUAGE_META } from '../mail/templates/order-confirmation-texts';
import { hasGiftVoucher } from '../orders/gift-card-issue';
import { needsPayment, type DownloadRecord, type OrderItemRecord, type OrderRecord } from '../orders/order-record';
import { readOrder } from '../orders/order-store';
import { legalPageUrl, type LegalSettings } from '../store/legal-settings';

/** What the mail needs beyond the order: where its links point and who the shop is. */
export interface ConfirmationMailSettings {
  storefrontUrl: string;
  timeZone: string;
  legal: LegalSettings;
  /** A bought file's link for the mail (customers/download-links.ts signMailDownloadUrl). */
  downloadLink: (download: DownloadRecord) => Promise<string>;
}

/**
 * THE place where the order mail is enqueued, at checkout and when the merchant pays, completes or
 * cancels the order (orders/update-order.ts): called inside the order's transaction, so the mail and the order
 * commit (or roll back) together, and the outbox sends it after commit. A paid gift voucher's
 * codes and the granted files' links travel in the same mail; an unpaid voucher (cash on
 * delivery) says its codes come once paid, and an order on hold says it waits for the payment.
 */
export async function enqueueOrderConfirmation(
  tx: Queryable,
  orderId: number,
  settings: ConfirmationMailSettings,
  /** Why: placed at checkout, or the merchant's change ("Zahlung erhalten", "abgeschlossen", "storniert"). */
  occasion: OrderMailOccasion = 'placed',
): Promise<void> {
  const order = await readOrder(tx, { id: orderId });
  if (!order || !order.billing.email) return;
  // A display name is one header line: whatever the shopper typed is folded onto one.
  const name = [order.billing.firstName, order.billing.lastName].join(' ').replace(/\s+/g, ' ').trim().slice(0, 200);
  const options = await optionNames(tx, order.items);
  // Cash on delivery: a voucher's codes are issued once the order is paid, not with this mail.
  const giftCardsAfterPayment = order.paidAt === null && (await hasGiftVoucher(tx, order.id));
  // Granted files only: an order on hold has none yet (payments/cash-on-delivery.ts).
  const downloads = await Promise.all(order.downloads.map(async (download) => ({ name: download.name, url: await settings.downloadLink(download) })));
  await enqueueMail(tx, {
    to: name ? { name, address: order.billing.email } : order.billing.email,
    ...orderConfirmationMail.render({ ...confirmationVars(order, options, settings), onHold: order.status === 'on-hold', giftCardsAfterPayment, occasion, downloads }),
  });
}

type OptionNames = { labels: Map<string, string>; terms: Map<string, string> };
const termKey = (taxonomy: string, slug: string) => `${taxonomy}\u0000${slug.toLowerCase()}`;

/** The store's labels of the global attributes the lines chose, and their terms' names (pa_color "schwarz" → Farbe, Schwarz). */
async function optionNames(q: Queryable, items: readonly OrderItemRecord[]): Promise<OptionNames> {
  const chosen = items.flatMap((item) => item.meta.attributes ?? []).filter((attribute) => attribute.name.startsWith('pa_'));
  const taxonomies = [...new Set(chosen.map((attribute) => attribute.name))];
  if (taxonomies.length === 0) return { labels: new Map(), terms: new Map() };
  const [labels, terms] = await Promise.all([
    q.query<{ taxonomy: string; label: string }>('SELECT taxonomy, label FROM attribute_taxonomy WHERE taxonomy = ANY($1)', [taxonomies]),
    q.query<{ taxonomy: string; slug: string; name: string }>('SELECT taxonomy, slug, name FROM term WHERE taxonomy = ANY($1) AND slug = ANY($2)', [
      taxonomies,
      [...new Set(chosen.map((attribute) => attribute.value.toLowerCase()))],
    ]),
  ]);
  return {
    labels: new Map(labels.map((row) => [row.taxonomy, row.label])),
    terms: new Map(terms.map((row) => [termKey(row.taxonomy, row.slug), row.name])),
  };
}

function confirmationVars(order: OrderRecord, options: OptionNames, settings: ConfirmationMailSettings): Omit<OrderConfirmationVars, 'downloads'> {
  const lines = order.items.filter((item) => item.itemType === 'line_item');
  const shipping = order.items.find((item) => item.itemType === 'shipping');
  // The codes the shop issued (orders/gift-card-issue.ts appends them after the order's own meta);
  // checkout keeps no client-written "_" key, and the last entry is the shop's even on older orders.
  const codes = order.meta.findLast((entry) => entry.key === '_gift_card_codes')?.value;
  const language = order.meta.find((entry) => entry.key === ORDER_LANGUAGE_META)?.value;
  const { legal } = settings;
  return {
    language: mailLanguage(language),
    timeZone: settings.timeZone,
    orderNumber: order.id,
    orderDate: order.createdAt,
    firstName: order.billing.firstName,
    lines: lines.map((item) => {
      const attributes = (item.meta.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        label: options.labels.get(attribute.name) ?? attribute.name.replace(/^pa_/, ''),
        value: options.terms.get(termKey(attribute.name, attribute.value)) ?? attribute.value,
      }));
      return { name: productName(item.name, attributes), quantity: item.quantity, gross: item.subtotal + item.subtotalTax, attributes };
    }),
    totals: orderTotalsVars(order),
    shippingRate: shipping
      ? { id: `${shipping.meta.methodId ?? ''}:${shipping.meta.instanceId ?? ''}`, methodId: shipping.meta.methodId ?? '', title: shipping.name }
      : null,
    paymentMethod: { id: order.paymentMethod, title: order.paymentMethodTitle },
    needsPayment: needsPayment(order),
    billingAddress: order.billing,
    shippingAddress: order.needsShipping ? order.shipping : null,
    customerNote: order.customerNote,
    giftCardCodes: codes ? codes.split(', ').filter(Boolean) : [],
    legal: {
      shopName: legal.shopName,
      company: legal.company,
      address: legalAddress(legal),
      email: legal.email,
      phone: legal.phone,
      managingDirectors: legal.managingDirectors,
      register: legal.register,
      vatId: legal.vatId,
      links: {
        terms: legalPageUrl(legal.pages.terms, settings.storefrontUrl),
        withdrawal: legalPageUrl(legal.pages.withdrawal, settings.storefrontUrl),
        privacy: legalPageUrl(legal.pages.privacy, settings.storefrontUrl),
      },
    },
  };
}

/**
 * A variation's line is named "Kleid - Schwarz, XS" (cart/purchasables.ts lineName); the mail
 * lists the options under the product's name, labelled, as the cart does, so the suffix goes.
 */
function productName(itemName: string, attributes: readonly { value: string }[]): string {
  const suffix = ` - ${attributes.map((attribute) => attribute.value).join(', ')}`;
  return attributes.length > 0 && itemName.endsWith(suffix) ? itemName.slice(0, -suffix.length) : itemName;
}

function legalAddress(legal: LegalSettings): MailAddress {
  return { firstName: legal.company, lastName: '', company: '', address1: legal.street, address2: '', postcode: legal.postcode, city: legal.city, country: legal.country };
}
