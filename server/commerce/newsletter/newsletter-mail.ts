import type { Queryable } from '../../db';
import type { RenderedMail } from '../mail/template';
import { enqueueListMail } from '../opt-in/list-mail';
import { unsubscribeToken } from './tokens';

export interface NewsletterLinks {
  /** The storefront's origin (STOREFRONT_URL): links in mail point there, never to a typed host. */
  storefrontUrl: string;
  /** Signs unsubscribe tokens (the `newsletter_secret` site option). */
  secret: string;
}

/** Where a subscription's unsubscribe links lead: a page for people, an endpoint for mail clients. */
function unsubscribeUrls(links: NewsletterLinks, subscriptionId: string) {
  const token = encodeURIComponent(unsubscribeToken(links.secret, subscriptionId));
  return {
    /** The visible link: a page whose GET only shows a button (a link scanner's prefetch changes nothing). */
    page: `${links.storefrontUrl}/newsletter/unsubscribe?token=${token}`,
    /** RFC 8058's one-click target: the mail client POSTs `List-Unsubscribe=One-Click` to it. */
    oneClick: `${links.storefrontUrl}/api/newsletter/unsubscribe?token=${token}`,
  };
}

/**
 * The one way a newsletter mail (the confirmation, and any later issue) enters the outbox: with
 * one-click unsubscribe headers and the visible link (opt-in/list-mail.ts), which `render`
 * receives and must show.
 */
export async function enqueueNewsletterMail(
  q: Queryable,
  subscription: { id: string; email: string },
  links: NewsletterLinks,
  render: (unsubscribePageUrl: string) => RenderedMail,
): Promise<{ id: string }> {
  return enqueueListMail(q, subscription.email, unsubscribeUrls(links, subscription.id), render);
}
