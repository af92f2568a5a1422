/**
 * The key a mailbox's counters use (the per-recipient limits of limits/shop-limits.ts: order
 * mails, confirmation mails, contact copies, withdrawal acknowledgments).
 *
 * One mailbox answers to many spellings: the domain and (in practice) the local part in any
 * case, any `+tag` after the local part (sub-addressing, RFC 5233: Gmail, Outlook, iCloud,
 * Fastmail, Proton …), and at Gmail any dots in the local part. Counted by the typed text, a
 * stranger could send a victim the limit's number of mails once per spelling. The key is only a
 * counter's name: mail still goes to the address as typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function recipientLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address.slice(0, 200);
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`.slice(0, 200);
}
