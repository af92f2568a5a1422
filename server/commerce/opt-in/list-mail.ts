import type { Queryable } from '../../db';
import { enqueueMail } from '../mail';
import type { RenderedMail } from '../mail/template';

/** Where one subscription's unsubscribe links lead. */
export interface UnsubscribeUrls {
  /** The visible link: a page whose GET only shows a button (a link scanner's prefetch changes nothing). */
  page: string;
  /** RFC 8058's one-click target: the mail client POSTs `List-Unsubscribe=One-Click` to it. */
  oneClick: string;
}

/**
 * The one way a mail of an opt-in list (the newsletter, a back-in-stock alert) enters the outbox:
 * with `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and
 * the visible unsubscribe link in its text, which `render` receives and must show — it is checked.
 */
export async function enqueueListMail(
  q: Queryable,
  to: string,
  urls: UnsubscribeUrls,
  render: (unsubscribePageUrl: string) => RenderedMail,
): Promise<{ id: string }> {
  const mail = render(urls.page);
  if (!mail.text.includes(urls.page)) throw new Error(`list mail ${mail.template} does not show its unsubscribe link`);
  return enqueueMail(q, {
    to,
    ...mail,
    headers: { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
