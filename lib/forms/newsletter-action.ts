'use server';

import { z } from 'zod';
import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';
import { loadMessages } from '@/lib/i18n/load-messages';
import { callFormsApi } from './client';
import { unsubscribeWith } from './newsletter';
import type { NewsletterSignUpState, UnsubscribeState } from './newsletter-state';
import { shopperLocale } from './shopper-locale';

const field = z.string().max(10_000).catch('');

/**
 * The footer's newsletter sign-up: asks the backend for a double opt-in (a pending subscription
 * and a confirmation mail). The answer is the same for every valid address — subscribed,
 * pending or new — so the form tells nobody who reads the newsletter.
 */
export async function signUpForNewsletterAction(_previous: NewsletterSignUpState, form: FormData): Promise<NewsletterSignUpState> {
  const typed = field.parse(form.get('email') ?? '');
  const email = toAsciiEmail(typed);
  if (!isEmailAddress(email)) return { status: 'invalid', email: typed };
  const locale = await shopperLocale();
  // The consent text the shopper saw beside the field, in their language: the backend keeps it as evidence.
  const consentText = (await loadMessages(locale)).shell.footer.newsletter.consent;
  const answer = await callFormsApi('newsletter/subscribe', { email, locale, consentText });
  switch (answer.kind) {
    case 'ok':
      return { status: 'checkInbox', email: '' };
    case 'invalid':
      return { status: 'invalid', email: typed };
    case 'limited':
      return { status: 'limited', email: typed };
    case 'unavailable':
      return { status: 'unavailable', email: typed };
  }
}

/** The unsubscribe page's button: a POST, so a link scanner's or a browser's prefetch of the page unsubscribes nobody. */
export async function unsubscribeAction(_previous: UnsubscribeState, form: FormData): Promise<UnsubscribeState> {
  return { status: await unsubscribeWith(field.parse(form.get('token') ?? '')) };
}
