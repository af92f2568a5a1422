/** What the footer's newsletter field shows after a submission (lib/forms/newsletter-action.ts). */
export type NewsletterSignUpState = {
  status: 'editing' | 'invalid' | 'checkInbox' | 'limited' | 'unavailable';
  /** What was typed, kept when it needs correcting. */
  email: string;
};

export const initialSignUpState: NewsletterSignUpState = { status: 'editing', email: '' };

/** The unsubscribe page's answer. */
export type UnsubscribeState = { status: 'asking' | 'unsubscribed' | 'invalid' | 'unavailable' };

export const initialUnsubscribeState: UnsubscribeState = { status: 'asking' };
