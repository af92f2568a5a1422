import { defineMailTemplate, type MailBlock } from '../template';
import { orderTotalsRows, type OrderTotalsVars } from './order-totals';
import { intlLocale, orderMailTexts, type MailLanguage, type OrderMailTexts } from './order-confirmation-texts';
import { orderStatusMailTexts } from './order-status-texts';

export interface MailAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  /** ISO 3166 code: the mail prints the country's name in its language. */
  country: string;
  email?: string;
  phone?: string;
}

export interface OrderConfirmationVars {
  /** The language the order was placed in (order-confirmation-texts.ts). */
  language: MailLanguage;
  /** The store's time zone: the order date as the shop's calendar shows it. */
  timeZone: string;
  orderNumber: number;
  orderDate: Date;
  firstName: string;
  /** Gross amounts in cents (VAT included), as a German shopper reads prices. */
  lines: readonly {
    name: string;
    quantity: number;
    gross: number;
    /** The chosen options: the global attribute's id (pa_color) or a local name, the store's label and the term's name. */
    attributes: readonly { name: string; label: string; value: string }[];
  }[];
  /** The totals block, gift cards as payment (order-totals.ts). */
  totals: OrderTotalsVars;
  /** The shipping rate: its id (`flat_rate:2`), method and the title the store gave it; null when nothing ships. */
  shippingRate: { id: string; methodId: string; title: string } | null;
  paymentMethod: { id: string; title: string };
  needsPayment: boolean;
  billingAddress: MailAddress;
  /** Null when the order ships nowhere (virtual goods). */
  shippingAddress: MailAddress | null;
  customerNote: string;
  /** Gift-card codes this order issued (a paid gift voucher). */
  giftCardCodes: readonly string[];
  /** On hold until paid (cash on delivery with a download): the mail must not say it is being processed. */
  onHold?: boolean;
  /** A gift voucher bought but not paid yet: its codes come only once paid. */
  giftCardsAfterPayment?: boolean;
  /** Why the mail is sent: the order placed (the default), or the merchant's change (orders/update-order.ts). */
  occasion?: OrderMailOccasion;
  /** The files the order may download now, each with its link (empty while unpaid or on hold). */
  downloads: readonly { name: string; url: string }[];
  legal: {
    shopName: string;
    company: string;
    address: MailAddress;
    email: string;
    phone: string;
    managingDirectors: string;
    register: string;
    vatId: string;
    /** Full URLs of the legal texts. */
    links: { terms: string; withdrawal: string; privacy: string };
  };
}

/**
 * placed: at checkout. paid: the merchant recorded the payment of an unpaid order. completed: the
 * merchant completed it (shipped, ready for pickup). cancelled: the merchant cancelled it unpaid.
 */
export type OrderMailOccasion = 'placed' | 'paid' | 'completed' | 'cancelled';

type Money = (cents: number) => string;

/**
 * The order confirmation every order gets, as a German shop sends it: order data, both addresses,
 * the lines with their options, the totals, the payment method, and a footer with the shop's legal
 * details and its terms, withdrawal and privacy texts. In the language the order was placed in.
 */
export const orderConfirmationMail = defineMailTemplate<OrderConfirmationVars>('order-confirmation', (vars) => {
  const t = orderMailTexts[vars.language];
  const locale = intlLocale[vars.language];
  const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const money: Money = (cents) => euro.format(cents / 100);
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const address = (value: MailAddress) => addressLines(value, (code) => countries.of(code) ?? code).join('\n');
  const storeText = vars.language === 'de';
  const shippingTitle = vars.shippingRate ? shippingRateTitle(vars.shippingRate, t, storeText) : null;
  const paymentTitle = storeText ? vars.paymentMethod.title : (t.paymentMethods[vars.paymentMethod.id] ?? vars.paymentMethod.title);

  const details: [string, string][] = [
    [t.orderNumber, String(vars.orderNumber)],
    [t.orderDate, new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: vars.timeZone }).format(vars.orderDate)],
  ];
  if (paymentTitle) details.push([t.paymentMethod, paymentTitle]);
  if (shippingTitle) details.push([t.shippingMethod, shippingTitle]);

  const occasion = vars.occasion ?? 'placed';
  const cancelled = occasion === 'cancelled';
  const words = openingWords(vars, t);
  const blocks: MailBlock[] = [
    { type: 'heading', text: words.heading },
    { type: 'paragraph', text: words.intro },
  ];
  if (occasion === 'paid' && vars.downloads.length > 0) blocks.push({ type: 'paragraph', text: t.downloadsReleased });
  if (cancelled && vars.totals.giftCards.length > 0) blocks.push({ type: 'paragraph', text: orderStatusMailTexts[vars.language].giftCardCreditReturned });
  blocks.push(
    { type: 'table', rows: details },
    { type: 'subheading', text: t.items },
    {
      type: 'items',
      items: vars.lines.map((line) => ({
        title: `${line.quantity} × ${line.name}`,
        detail: line.attributes.map((attribute) => `${attributeLabel(attribute, t, storeText)}: ${attribute.value}`).join(', '),
        value: money(line.gross),
      })),
    },
    // A cancelled order owes nothing: no "Zu zahlen" row under a gift card whose credit went back.
    totalsBlock(cancelled ? { ...vars.totals, giftCards: [] } : vars.totals, t, money, shippingTitle),
  );
  if (vars.downloads.length > 0) {
    blocks.push({ type: 'subheading', text: t.downloads });
    for (const file of vars.downloads) blocks.push({ type: 'action', label: t.downloadFile(file.name), url: file.url });
  }
  if (vars.needsPayment && !cancelled) blocks.push({ type: 'paragraph', text: t.paymentPending });
  blocks.push({ type: 'subheading', text: t.billingAddress }, { type: 'paragraph', text: address(vars.billingAddress) });
  if (vars.shippingAddress) blocks.push({ type: 'subheading', text: t.shippingAddress }, { type: 'paragraph', text: address(vars.shippingAddress) });
  if (vars.customerNote) blocks.push({ type: 'paragraph', text: `${t.customerNote}: ${vars.customerNote}` });
  if (vars.giftCardCodes.length > 0) {
    blocks.push({ type: 'paragraph', text: t.giftCards });
    for (const code of vars.giftCardCodes) blocks.push({ type: 'code', text: code });
  } else if (vars.giftCardsAfterPayment && !cancelled) {
    blocks.push({ type: 'paragraph', text: t.giftCardsAfterPayment });
  }
  blocks.push(...legalFooter(vars.legal, t, address));
  return { subject: words.subject, lang: locale, blocks };
});

/** Subject, heading and first paragraph: what happened to the order, in the order's language. */
function openingWords(vars: OrderConfirmationVars, t: OrderMailTexts): { subject: string; heading: string; intro: string } {
  const order = String(vars.orderNumber);
  const shop = vars.legal.shopName;
  const name = vars.firstName;
  const s = orderStatusMailTexts[vars.language];
  switch (vars.occasion ?? 'placed') {
    case 'paid':
      return { subject: t.subjectPaid(order, shop), heading: t.headingPaid(order), intro: t.introPaid(name) };
    case 'completed': {
      // Cash on delivery is completed once handed over and paid: "on its way" would come too late.
      // Local pickup keeps its method id whatever the store calls it; without a shipping line nothing ships.
      const handedOver = vars.paymentMethod.id === 'cod';
      const pickup = vars.shippingRate?.methodId === 'local_pickup' || vars.shippingRate?.methodId === 'pickup_location';
      const shipped = vars.shippingRate !== null && vars.shippingAddress !== null;
      const intro = handedOver || !shipped ? s.introCompleted(name) : pickup ? s.introPickup(name) : s.introShipped(name);
      return { subject: s.subjectCompleted(order, shop), heading: s.headingCompleted(order), intro };
    }
    case 'cancelled':
      return { subject: s.subjectCancelled(order, shop), heading: s.headingCancelled(order), intro: s.introCancelled(name) };
    default:
      return { subject: t.subject(order, shop), heading: t.heading(order), intro: vars.onHold ? t.introOnHold(name) : t.intro(name) };
  }
}

/**
 * The money part of the mail (order-totals.ts): gift cards pay after the Gesamtsumme, as the
 * storefront's invoice shows them (docs/behaviour.md §10), in the mail's language.
 */
function totalsBlock(totals: OrderTotalsVars, t: OrderMailTexts, money: Money, shippingTitle: string | null): MailBlock {
  return { type: 'table', rows: orderTotalsRows(totals, { labels: t, money, shippingTitle }) };
}

/** Where the contract's terms stand, and who the shop is (company, address, register, VAT id). */
function legalFooter(legal: OrderConfirmationVars['legal'], t: OrderMailTexts, address: (value: MailAddress) => string): MailBlock[] {
  return [
    { type: 'subheading', text: legal.shopName },
    { type: 'fineprint', text: t.legalIntro },
    {
      type: 'links',
      links: [
        { label: t.terms, url: legal.links.terms },
        { label: t.withdrawal, url: legal.links.withdrawal },
        { label: t.privacy, url: legal.links.privacy },
      ],
    },
    {
      type: 'fineprint',
      text: [
        address(legal.address),
        `${t.managingDirectors}: ${legal.managingDirectors}`,
        legal.register,
        `${t.vatId}: ${legal.vatId}`,
        t.contact(legal.email, legal.phone),
      ].join('\n'),
    },
  ];
}

/** An address as a letter carries it: name, company, street, postcode and city, the country's name; then e-mail and phone. */
function addressLines(value: MailAddress, countryName: (code: string) => string): string[] {
  return [
    [value.firstName, value.lastName].filter(Boolean).join(' '),
    value.company,
    value.address1,
    value.address2,
    [value.postcode, value.city].filter(Boolean).join(' '),
    value.country ? countryName(value.country) : '',
    value.email ?? '',
    value.phone ?? '',
  ]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The store's own language keeps the store's titles; other languages name the shop's known rates in their words. */
function shippingRateTitle(rate: { id: string; methodId: string; title: string }, t: OrderMailTexts, storeText: boolean): string {
  if (storeText) return rate.title;
  return t.shippingRates[rate.id] ?? t.shippingRates[rate.methodId] ?? rate.title;
}

function attributeLabel(attribute: { name: string; label: string }, t: OrderMailTexts, storeText: boolean): string {
  if (storeText) return attribute.label;
  return t.attributes[attribute.name] ?? attribute.label;
}
