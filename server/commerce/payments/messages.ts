/** The payment refusals a shopper reads (lib/checkout/server-messages.ts translates them). */
export const paymentMessages = {
  /** Also for an authorisation that was released: nothing of it was captured. */
  notConfirmed: 'Payment could not be confirmed. No money was taken. Please try again.',
  /** The intent was made for another shopper's checkout, or another amount. */
  otherOrder: 'This payment was made for another order. No money was taken. Please pay again.',
  /** The intent (or the transaction id) already paid an order. */
  alreadyUsed: 'This payment has already been used for an order. Please pay again.',
} as const;
