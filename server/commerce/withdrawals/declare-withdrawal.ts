import type { Database } from '../../db';
import { enqueueMail } from '../mail';
import type { ShopLimits } from '../limits/shop-limits';
import type { Declaration } from './declaration';
import { periodMayHaveExpired } from './period';
import { withdrawalNoticeMail, withdrawalReceiptMail, receiptTime, type WithdrawalMailVars } from './withdrawal-mails';
import { appendWithdrawalMeta, findOrderForWithdrawal, insertWithdrawal } from './withdrawal-store';

export interface WithdrawalSettings {
  /** The shop's time zone: the time of receipt is stated in it. */
  timeZone: string;
  /** The merchant's mailbox (the address of MAIL_FROM): every declaration is copied there; null when MAIL_FROM's address is not one the outbox takes. */
  merchantAddress: string | null;
}

/**
 * Accepts a withdrawal declaration (§ 356a BGB). It is always stored and copied to the
 * merchant; it is linked to the order, and acknowledged by mail, only when the typed e-mail is
 * the order's billing e-mail. The answer is the same either way (the time of receipt), so
 * nobody learns from it whether an order number and an e-mail belong together
 * (docs/security.md, "Withdrawal").
 *
 * Throws a UserError ("Too many attempts…") past the per-address limit, before anything is stored.
 */
export async function declareWithdrawal(
  db: Database,
  limits: ShopLimits,
  declaration: Declaration,
  context: { address: string; settings: WithdrawalSettings },
): Promise<{ receivedAt: Date }> {
  await limits.withdrawal(context.address);
  const order = await findOrderForWithdrawal(db, Number(declaration.orderNumber));
  const matched = order !== null && order.billingEmail.trim().toLowerCase() === declaration.email.toLowerCase();
  // A flood of declarations must not fill the owner's mailbox: past the limit the declaration
  // is still stored and copied to the merchant, only the acknowledgment waits for them.
  const acknowledge = matched && (await limits.withdrawalMailAllowed(declaration.email));
  // Only the order's own lines count; ids of another order's lines are dropped, not trusted.
  const lines = matched && declaration.scope === 'some' ? order.lines.filter((line) => declaration.items.includes(line.id)) : [];

  const stored = await db.transaction(async (tx) => {
    const receivedNow = new Date();
    const mayHaveExpired = order ? periodMayHaveExpired(order.createdAt, receivedNow) : false;
    const row = await insertWithdrawal(tx, declaration, {
      orderId: matched ? order.id : null,
      items: lines.map((line) => line.id),
      periodMayHaveExpired: mayHaveExpired,
      acknowledged: acknowledge,
    });
    const vars: WithdrawalMailVars = {
      orderNumber: declaration.orderNumber,
      name: declaration.name,
      email: declaration.email,
      receivedAt: receiptTime(row.receivedAt, context.settings.timeZone),
      scope: declaration.scope,
      items: lines.map(({ name, quantity }) => ({ name, quantity })),
      itemsText: declaration.itemsText,
      periodMayHaveExpired: mayHaveExpired,
    };
    if (matched) {
      await appendWithdrawalMeta(tx, order.id, {
        receivedAt: row.receivedAt.toISOString(),
        name: declaration.name,
        email: declaration.email,
        scope: declaration.scope,
        items: lines,
        itemsText: declaration.itemsText,
        periodMayHaveExpired: mayHaveExpired,
      });
    }
    if (acknowledge) {
      await enqueueMail(tx, { to: { name: declaration.name, address: declaration.email }, ...withdrawalReceiptMail.render(vars) });
    }
    if (context.settings.merchantAddress) {
      await enqueueMail(tx, {
        to: context.settings.merchantAddress,
        replyTo: declaration.email,
        ...withdrawalNoticeMail.render({ ...vars, matched, acknowledged: acknowledge }),
      });
    }
    return row;
  });
  if (acknowledge) await limits.withdrawalMailSent(declaration.email);
  return { receivedAt: stored.receivedAt };
}
