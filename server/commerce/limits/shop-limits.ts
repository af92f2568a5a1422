import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { addressLimitKey } from './address-key';
import { LIMITS, MAX_LOGIN_LOCKOUT, type LimitName, type LimitPolicy } from './policy';
import { recipientLimitKey } from './recipient-key';

/**
 * The shop's abuse limits (numbers in policy.ts). The counters live in the database
 * (rate-limiter-flexible's Postgres store, table auth_rate_limit of migration 040), so every
 * backend instance on one database shares them. The store talks to the database through the
 * backend's own Queryable, which PGlite and Postgres both implement.
 *
 * `account` arguments are account keys (limits/account-key.ts): one account counts as one,
 * whether it was typed as username or e-mail.
 */
export interface ShopLimits {
  /** Refuses a login while this account failed too often from this address, or the address overall. */
  beforeLogin(account: string, address: string): Promise<void>;
  loginFailed(account: string, address: string): Promise<void>;
  /** A successful login forgives the account's failures from that address. */
  loginSucceeded(account: string, address: string): Promise<void>;
  registration(address: string): Promise<void>;
  passwordResetRequest(account: string, address: string): Promise<void>;
  /** Refuses a coupon or gift-card code while the address has had too many refused. */
  beforeCouponLookup(address: string): Promise<void>;
  couponRefused(address: string): Promise<void>;
  review(address: string, signedIn: boolean): Promise<void>;
  /** Refuses a checkout while the address placed too many orders. */
  beforeCheckout(address: string): Promise<void>;
  /** Counts a card payment (a Stripe PaymentIntent) asked for from this address; refuses past the limit. */
  paymentIntent(address: string): Promise<void>;
  /**
   * Whether an order mail may still go to this typed address (one that is not the signed-in
   * customer's own). When not, the order is placed without it: a stranger's flood must neither
   * fill someone's mailbox nor stop them from ordering.
   */
  orderMailAllowed(recipient: string): Promise<boolean>;
  /** Counts a placed order, and its mail to a typed address when one went out: checkouts refused for a form error cost nothing. */
  checkoutPlaced(address: string, mailedRecipient: string | null): Promise<void>;
  /** Counts a withdrawal declaration from this address; refuses past the limit. */
  withdrawal(address: string): Promise<void>;
  /** Whether a withdrawal acknowledgment may still go to this address, and counting one that went. */
  withdrawalMailAllowed(recipient: string): Promise<boolean>;
  withdrawalMailSent(recipient: string): Promise<void>;
  /** Counts a contact-form message from this address; refuses past the limit. */
  contactMessage(address: string): Promise<void>;
  /** Counts a copy to this typed address when one may still go; false (nothing counted) when not. */
  takeContactCopy(recipient: string): Promise<boolean>;
  /** Counts a newsletter sign-up from this address; refuses past the limit. */
  newsletterSignup(address: string): Promise<void>;
  /** Counts a confirmation mail to this address when one may still go; false when not. */
  takeNewsletterConfirmation(recipient: string): Promise<boolean>;
  /** Counts an analytics event from this address; refuses past the limit. */
  analyticsEvent(address: string): Promise<void>;
  /** Counts a back-in-stock alert request from this address; refuses past the limit. */
  backInStockSignup(address: string): Promise<void>;
  /** Counts an alert confirmation mail to this address when one may still go; false when not. */
  takeBackInStockConfirmation(recipient: string): Promise<boolean>;
}

/** The refusal every limit answers with, in rate-limiter-flexible's terms made the shop's words. */
export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

/** pg's query({ text, values }) → { rows, rowCount }, which is what the Postgres store calls. */
function storeClient(db: Queryable) {
  return {
    async query(statement: { text: string; values?: unknown[] }) {
      const rows = await db.query<Record<string, unknown>>(statement.text, (statement.values ?? []) as never);
      // bigint columns arrive as strings from pg: the store does arithmetic on `expire`.
      const normalised = rows.map((row) => ('expire' in row && row.expire !== null ? { ...row, expire: Number(row.expire) } : row));
      return { rows: normalised, rowCount: normalised.length };
    },
  };
}

const refuse = (msBeforeNext: number): never => {
  throw new UserError(tooManyAttempts(Math.max(1, Math.ceil(msBeforeNext / 1000))));
};

/**
 * The name a limit's counter gives what it counts: every limit per address counts an IPv6 client
 * by its /64, every limit per recipient counts a mailbox under each spelling of it
 * (address-key.ts, recipient-key.ts). Here, once, so that no limit can count the raw text.
 */
function counterKey(name: LimitName, subject: string): string {
  if (name.endsWith('PerAddress')) return addressLimitKey(subject);
  if (name.endsWith('PerRecipient')) return recipientLimitKey(subject);
  return subject;
}

/**
 * `namespace` sets the counters of one backend apart from another's on the same database (the
 * test files, which share one PostgreSQL database and each run a backend); production leaves it empty.
 */
export function createShopLimits(db: Queryable, limits: Record<LimitName, LimitPolicy> = LIMITS, namespace = ''): ShopLimits {
  const client = storeClient(db);
  const counters = new Map<LimitName, RateLimiterPostgres>();
  const counter = (name: LimitName) => {
    let found = counters.get(name);
    if (!found) {
      found = new RateLimiterPostgres({ storeClient: client, storeType: 'client', tableName: 'auth_rate_limit', tableCreated: true, keyPrefix: `${namespace}${name}`, ...limits[name] });
      counters.set(name, found);
    }
    return found;
  };

  /** Counts one; refuses when that was one too many. consume() rejects with a RateLimiterRes then, with an Error when the store fails. */
  const take = async (name: LimitName, key: string) => {
    try {
      await counter(name).consume(counterKey(name, key));
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) refuse(outcome.msBeforeNext);
      throw outcome;
    }
  };
  /** Counts one without refusing: the request it counts has already failed. */
  const record = async (name: LimitName, key: string) => {
    await counter(name).consume(counterKey(name, key)).catch((outcome: unknown) => {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
    });
  };
  /** Refuses while the key is used up, without counting. */
  const check = async (name: LimitName, key: string) => {
    const state = await counter(name).get(counterKey(name, key));
    if (state && state.consumedPoints >= limits[name].points) refuse(state.msBeforeNext);
  };
  /** Whether the key has any left, without counting. */
  const hasLeft = async (name: LimitName, key: string) => {
    const state = await counter(name).get(counterKey(name, key));
    return !state || state.consumedPoints < limits[name].points;
  };
  /** Counts one if any is left: true when counted, false (the key used up) when not. */
  const takeIfLeft = async (name: LimitName, key: string) => {
    try {
      await counter(name).consume(counterKey(name, key));
      return true;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return false;
      throw outcome;
    }
  };
  // The one key not named by counterKey: an account from an address (its /64 for IPv6).
  const pair = (account: string, address: string) => `${account}|${addressLimitKey(address)}`;

  return {
    async beforeLogin(account, address) {
      await check('loginFailuresPerAccountAndAddress', pair(account, address));
      await check('loginFailuresPerAddress', address);
    },
    async loginFailed(account, address) {
      const key = pair(account, address);
      const failures = await counter('loginFailuresPerAccountAndAddress').consume(key).catch((outcome: unknown) => {
        if (outcome instanceof RateLimiterRes) return outcome;
        throw outcome;
      });
      // This failure used up the pair's points: the pair is locked out, each time for twice as
      // long as the time before (progressive, as OWASP advises).
      if (failures.consumedPoints === limits.loginFailuresPerAccountAndAddress.points) {
        const lockouts = await counter('loginLockoutsPerAccountAndAddress').consume(key);
        const first = limits.loginFailuresPerAccountAndAddress.blockDuration ?? limits.loginFailuresPerAccountAndAddress.duration;
        await counter('loginFailuresPerAccountAndAddress').block(key, Math.min(first * 2 ** (lockouts.consumedPoints - 1), MAX_LOGIN_LOCKOUT));
      }
      await record('loginFailuresPerAddress', address);
    },
    async loginSucceeded(account, address) {
      // The address keeps its count: one good password must not reset a spraying client's budget.
      await counter('loginFailuresPerAccountAndAddress').delete(pair(account, address));
    },
    async registration(address) {
      await take('registrationsPerAddress', address);
    },
    async passwordResetRequest(account, address) {
      await take('resetRequestsPerAddress', address);
      await take('resetRequestsPerAccount', account);
    },
    async beforeCouponLookup(address) {
      await check('couponFailuresPerAddress', address);
    },
    async couponRefused(address) {
      await record('couponFailuresPerAddress', address);
    },
    async review(address, signedIn) {
      await take(signedIn ? 'reviewsPerAddress' : 'anonymousReviewsPerAddress', address);
    },
    async beforeCheckout(address) {
      await check('checkoutsPerAddress', address);
    },
    async paymentIntent(address) {
      await take('paymentIntentsPerAddress', address);
    },
    async orderMailAllowed(recipient) {
      return hasLeft('orderMailsPerRecipient', recipient);
    },
    async checkoutPlaced(address, mailedRecipient) {
      await record('checkoutsPerAddress', address);
      if (mailedRecipient) await record('orderMailsPerRecipient', mailedRecipient);
    },
    async withdrawal(address) {
      await take('withdrawalsPerAddress', address);
    },
    async withdrawalMailAllowed(recipient) {
      return hasLeft('withdrawalMailsPerRecipient', recipient);
    },
    async withdrawalMailSent(recipient) {
      await record('withdrawalMailsPerRecipient', recipient);
    },
    async contactMessage(address) {
      await take('contactMessagesPerAddress', address);
    },
    takeContactCopy: (recipient) => takeIfLeft('contactCopiesPerRecipient', recipient),
    async newsletterSignup(address) {
      await take('newsletterSignupsPerAddress', address);
    },
    takeNewsletterConfirmation: (recipient) => takeIfLeft('newsletterConfirmationsPerRecipient', recipient),
    async analyticsEvent(address) {
      await take('analyticsEventsPerAddress', address);
    },
    async backInStockSignup(address) {
      await take('backInStockSignupsPerAddress', address);
    },
    takeBackInStockConfirmation: (recipient) => takeIfLeft('backInStockConfirmationsPerRecipient', recipient),
  };
}
