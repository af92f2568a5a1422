import type { Database } from '../../db';
import type { ShopLimits } from '../limits/shop-limits';
import { enqueueMail } from '../mail';
import type { ContactInput } from './contact-input';
import { contactCopyMail, contactMessageMail } from './contact-mails';

interface ContactDeps {
  db: Database;
  limits: ShopLimits;
  /** The shop's address (SHOP_CONTACT_EMAIL): the only place a message goes. */
  recipient: string;
  /** The shop's name in the copy's text. */
  shopName: string;
  timeZone: string;
}

/**
 * Sends a contact-form message to the shop, Reply-To the shopper, and — when asked and still
 * allowed for that address (limits/policy.ts: contactCopiesPerRecipient) — a copy to the shopper.
 * Both mails are written to the outbox in one transaction. Refuses (UserError) past the
 * per-address limit. `copySent` says whether the copy went, so the page can say so honestly.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactInput, clientAddress: string): Promise<{ copySent: boolean }> {
  await deps.limits.contactMessage(clientAddress);
  const copySent = input.sendCopy && (await deps.limits.takeContactCopy(input.email));
  const receivedAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: deps.timeZone }).format(new Date());
  await deps.db.transaction(async (tx) => {
    await enqueueMail(tx, { to: deps.recipient, replyTo: input.email, ...contactMessageMail.render({ input, receivedAt }) });
    if (copySent) {
      await enqueueMail(tx, { to: { name: input.name, address: input.email }, ...contactCopyMail.render({ input, shop: deps.shopName }) });
    }
  });
  return { copySent };
}
