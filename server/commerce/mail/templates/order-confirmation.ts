import { defineMailTemplate, type MailBlock } from '../template';
import { orderTotalsRows, type OrderTotalsVars } from './order-totals';

export interface OrderConfirmationVars {
  orderNumber: number;
  firstName: string;
  /** Gross amounts in cents (VAT included), as a German shopper reads prices. */
  lines: readonly { name: string; quantity: number; gross: number }[];
  /** The totals block, gift cards as payment (order-totals.ts). */
  totals: OrderTotalsVars;
  paymentMethodTitle: string;
  needsPayment: boolean;
  shippingAddress: readonly string[];
  customerNote: string;
  /** Gift-card codes this order issued (a paid gift voucher). */
  giftCardCodes: readonly string[];
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);

/**
 * The order confirmation every order gets. German, like the shop: the backend does not know the
 * language a guest browsed in.
 */
export const orderConfirmationMail = defineMailTemplate<OrderConfirmationVars>('order-confirmation', (vars) => {
  const blocks: MailBlock[] = [
    { type: 'heading', text: `Vielen Dank für Ihre Bestellung ${vars.orderNumber}` },
    {
      type: 'paragraph',
      text: `${vars.firstName ? `Hallo ${vars.firstName}, w` : 'W'}ir haben Ihre Bestellung erhalten und bearbeiten sie jetzt.`,
    },
    { type: 'table', rows: vars.lines.map((line) => [`${line.quantity} × ${line.name}`, money(line.gross)] as const) },
    {
      type: 'table',
      rows: [
        ...orderTotalsRows(vars.totals),
        ['Zahlungsart', vars.paymentMethodTitle],
      ],
    },
  ];
  if (vars.needsPayment) blocks.push({ type: 'paragraph', text: 'Die Zahlung steht noch aus.' });
  if (vars.shippingAddress.length > 0) {
    blocks.push({ type: 'paragraph', text: `Lieferadresse: ${vars.shippingAddress.join(', ')}` });
  }
  if (vars.customerNote) blocks.push({ type: 'paragraph', text: `Ihre Anmerkung: ${vars.customerNote}` });
  if (vars.giftCardCodes.length > 0) {
    blocks.push({ type: 'paragraph', text: 'Ihre Geschenkgutscheine (an der Kasse als Gutscheincode einlösen):' });
    for (const code of vars.giftCardCodes) blocks.push({ type: 'code', text: code });
  }
  return { subject: `Ihre Bestellung ${vars.orderNumber} bei Vitrine`, lang: 'de', blocks };
});
