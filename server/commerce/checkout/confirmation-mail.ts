import type { Queryable } from '../../db';
import { enqueueMail } from '../mail';
import { orderConfirmationMail } from '../mail/templates/order-confirmation';
import { orderTotalsVars } from '../mail/templates/order-totals';
import { needsPayment, type OrderRecord } from '../orders/order-record';
import { readOrder } from '../orders/order-store';

/**
 * THE place where checkout enqueues the order confirmation: called inside the order's
 * transaction, so the mail and the order commit (or roll back) together, and the outbox sends it
 * after commit. A paid gift voucher's codes travel in the same mail.
 */
export async function enqueueOrderConfirmation(tx: Queryable, orderId: number): Promise<void> {
  const order = await readOrder(tx, { id: orderId });
  if (!order || !order.billing.email) return;
  // A display name is one header line: whatever the shopper typed is folded onto one.
  const name = [order.billing.firstName, order.billing.lastName].join(' ').replace(/\s+/g, ' ').trim().slice(0, 200);
  await enqueueMail(tx, {
    to: name ? { name, address: order.billing.email } : order.billing.email,
    ...orderConfirmationMail.render(confirmationVars(order)),
  });
}

function confirmationVars(order: OrderRecord) {
  const lines = order.items.filter((item) => item.itemType === 'line_item');
  const codes = order.meta.find((entry) => entry.key === '_gift_card_codes')?.value;
  const address = order.needsShipping ? order.shipping : null;
  return {
    orderNumber: order.id,
    firstName: order.billing.firstName,
    lines: lines.map((item) => ({ name: item.name, quantity: item.quantity, gross: item.subtotal + item.subtotalTax })),
    totals: orderTotalsVars(order),
    paymentMethodTitle: order.paymentMethodTitle,
    needsPayment: needsPayment(order),
    shippingAddress: address
      ? [
          [address.firstName, address.lastName].filter(Boolean).join(' '),
          address.address1,
          [address.postcode, address.city].filter(Boolean).join(' '),
          address.country,
        ].filter((part): part is string => !!part)
      : [],
    customerNote: order.customerNote,
    giftCardCodes: codes ? codes.split(', ').filter(Boolean) : [],
  };
}
