/**
 * Every abuse limit of the shop in one place (docs/security.md lists them for merchants).
 * `points` per `duration` seconds; `blockDuration` (seconds), when given, keeps the key refused
 * that long once it is used up, instead of only until the window ends.
 *
 * "Address" is the shopper's address as the backend learns it (commerce/edge/client-address.ts:
 * the storefront's signed header, else the connection's peer); "account" is the customer's id
 * when the typed name or e-mail belongs to one, else the normalised text (limits/account-key.ts).
 */
export interface LimitPolicy {
  points: number;
  duration: number;
  blockDuration?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /**
   * Failed logins for one account from one address (OWASP: address × account): the attacker's
   * address is locked out of that account, the owner on another address is not.
   */
  loginFailuresPerAccountAndAddress: { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /**
   * How often that pair was locked out in the last day: each lockout lasts twice the one before
   * (15 min, 30 min, 1 h, … at most a day), so a patient attacker slows down, the owner elsewhere never.
   */
  loginLockoutsPerAccountAndAddress: { points: 1_000, duration: 24 * HOUR },
  /** Failed logins from one address over all accounts (password spraying). */
  loginFailuresPerAddress: { points: 100, duration: HOUR, blockDuration: HOUR },
  registrationsPerAddress: { points: 10, duration: HOUR },
  /** Reset mails asked for from one address, whatever the account. */
  resetRequestsPerAddress: { points: 20, duration: HOUR },
  /** Reset mails to one account (its owner's mailbox), from all addresses together. */
  resetRequestsPerAccount: { points: 5, duration: HOUR },
  /** Coupon and gift-card codes that were refused, per address: guessing codes stays slow. */
  couponFailuresPerAddress: { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /** Reviews by shoppers who are not signed in, per address. */
  anonymousReviewsPerAddress: { points: 3, duration: HOUR },
  /** Reviews by signed-in customers, per address (each may review a product once anyway). */
  reviewsPerAddress: { points: 20, duration: HOUR },
  /** Checkouts (each sends an order mail to the billing address typed) per address. */
  checkoutsPerAddress: { points: 20, duration: HOUR },
  /**
   * Card payments asked for (stripePaymentIntent) per address: each is a PaymentIntent at Stripe
   * and cancels the session's older one, so a script must not make them by the thousand. A
   * shopper trying a few cards needs one per attempt.
   */
  paymentIntentsPerAddress: { points: 30, duration: HOUR },
  /**
   * Order mails to one typed e-mail address that is not the signed-in customer's own; past it
   * orders are still placed (and shown), only without their mail.
   */
  orderMailsPerRecipient: { points: 5, duration: HOUR },
  /** Withdrawal declarations (withdrawals/) per address: each is stored and copied to the merchant. */
  withdrawalsPerAddress: { points: 10, duration: HOUR },
  /** Withdrawal acknowledgments to one order's billing address; past it the declaration is still stored. */
  withdrawalMailsPerRecipient: { points: 5, duration: HOUR },
  /** Contact-form messages to the shop, per address (each is a mail to the shop's inbox). */
  contactMessagesPerAddress: { points: 5, duration: HOUR },
  /**
   * "Send me a copy" mails to one typed address, from all addresses together: the same bound as
   * order mails, so the form cannot be used to flood a stranger's mailbox with chosen text.
   */
  contactCopiesPerRecipient: { points: 5, duration: HOUR },
  /** Newsletter sign-ups per address, whatever the e-mail typed. */
  newsletterSignupsPerAddress: { points: 10, duration: HOUR },
  /**
   * Confirmation mails to one address, from all addresses together: signing a stranger up again
   * and again sends them at most this many; past it the answer stays the same, without a mail.
   */
  newsletterConfirmationsPerRecipient: { points: 3, duration: 24 * HOUR },
  /**
   * Analytics events (analytics/) per address: a shopper browsing briskly sends a few a minute;
   * a script filling the merchant's funnel with made-up numbers stops here.
   */
  analyticsEventsPerAddress: { points: 120, duration: MINUTE },
  /** Back-in-stock alert requests per address, whatever the e-mail typed. */
  backInStockSignupsPerAddress: { points: 10, duration: HOUR },
  /** Alert confirmation mails to one address, from all addresses together (several sold-out items a day are fine). */
  backInStockConfirmationsPerRecipient: { points: 5, duration: 24 * HOUR },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

/** The longest a lockout grows to. */
export const MAX_LOGIN_LOCKOUT = 24 * HOUR;
