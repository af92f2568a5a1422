/** What the product page's back-in-stock form shows after a submission (lib/forms/back-in-stock-action.ts). */
export type BackInStockState = {
  status: 'editing' | 'invalid' | 'chooseVariation' | 'checkInbox' | 'inStock' | 'limited' | 'unavailable';
  /** What was typed, kept when it needs correcting. */
  email: string;
};

export const initialBackInStockState: BackInStockState = { status: 'editing', email: '' };

/** The alert's unsubscribe page's answer. */
export type AlertUnsubscribeState = { status: 'asking' | 'unsubscribed' | 'invalid' | 'unavailable' };

export const initialAlertUnsubscribeState: AlertUnsubscribeState = { status: 'asking' };
