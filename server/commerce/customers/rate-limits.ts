import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../../db';
import { UserError } from '../errors';
import { accountMessages } from './messages';

/**
 * Abuse limits for login, registration and password-reset requests, per account and per client
 * address. The counters live in the database (rate-limiter-flexible's Postgres store, table
 * auth_rate_limit of migration 040), so every backend instance on one database shares them.
 * The store talks to the database through the backend's own Queryable, which PGlite and
 * Postgres both implement, so the same limiter runs on either.
 */
export interface AuthRateLimits {
  /** Refuses a login while the account or the address has failed too often. */
  beforeLogin(login: string, address: string): Promise<void>;
  loginFailed(login: string, address: string): Promise<void>;
  /** A successful login forgives the account's failures from that address. */
  loginSucceeded(login: string, address: string): Promise<void>;
  registration(address: string): Promise<void>;
  passwordResetRequest(login: string, address: string): Promise<void>;
}

export interface RateLimitPolicy {
  points: number;
  /** Seconds the points last. */
  duration: number;
}

export const DEFAULT_LIMITS = {
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  loginFailuresPerAddress: { points: 100, duration: 60 * 60 },
  registrationsPerAddress: { points: 20, duration: 60 * 60 },
  resetRequestsPerAccount: { points: 3, duration: 60 * 60 },
  resetRequestsPerAddress: { points: 20, duration: 60 * 60 },
} satisfies Record<string, RateLimitPolicy>;

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

const normaliseLogin = (login: string) => login.trim().toLowerCase().slice(0, 200);

export function createAuthRateLimits(db: Queryable, limits: typeof DEFAULT_LIMITS = DEFAULT_LIMITS): AuthRateLimits {
  const client = storeClient(db);
  const limiter = (keyPrefix: string, policy: RateLimitPolicy) =>
    new RateLimiterPostgres({ storeClient: client, storeType: 'client', tableName: 'auth_rate_limit', tableCreated: true, keyPrefix, ...policy });
  const loginAccount = limiter('login_account', limits.loginFailuresPerAccount);
  const loginAddress = limiter('login_address', limits.loginFailuresPerAddress);
  const registrations = limiter('register_address', limits.registrationsPerAddress);
  const resetAccount = limiter('reset_account', limits.resetRequestsPerAccount);
  const resetAddress = limiter('reset_address', limits.resetRequestsPerAddress);

  const refuse = (msBeforeNext: number): never => {
    throw new UserError(accountMessages.tooManyAttempts(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  };
  /** consume() rejects with a RateLimiterRes when the points are used up, with an Error when the store fails. */
  const consume = async (target: RateLimiterPostgres, key: string) => {
    try {
      await target.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) refuse(outcome.msBeforeNext);
      throw outcome;
    }
  };
  return {
    async beforeLogin(login, address) {
      const [account, client] = await Promise.all([loginAccount.get(normaliseLogin(login)), loginAddress.get(address)]);
      for (const [res, policy] of [[account, limits.loginFailuresPerAccount], [client, limits.loginFailuresPerAddress]] as const) {
        if (res && res.consumedPoints >= policy.points) refuse(res.msBeforeNext);
      }
    },
    async loginFailed(login, address) {
      await Promise.all([loginAccount.penalty(normaliseLogin(login)), loginAddress.penalty(address)]);
    },
    async loginSucceeded(login) {
      // The account's failures are forgotten; the address keeps its count (one good password
      // must not reset a spraying client's budget).
      await loginAccount.delete(normaliseLogin(login));
    },
    async registration(address) {
      await consume(registrations, address);
    },
    async passwordResetRequest(login, address) {
      await consume(resetAddress, address);
      await consume(resetAccount, normaliseLogin(login));
    },
  };
}
