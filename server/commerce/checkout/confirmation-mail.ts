import type { Queryable } from '../../db';

/**
 * THE place where checkout enqueues the order confirmation mail: called inside the order's
 * transaction, so the mail and the order commit (or roll back) together. The mail domain
 * (server/commerce/mail/, enqueueMail(q, mail)) is being built on another branch; when it lands,
 * this calls enqueueMail(tx, orderConfirmationMail(order)) and, for a paid gift voucher, the
 * mail that carries the new gift-card code.
 */
export async function enqueueOrderConfirmation(tx: Queryable, orderId: number): Promise<void> {
  void tx;
  void orderId;
}
