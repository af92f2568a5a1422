import type { Queryable } from '../../db';
import type { OAuthProvider } from './config';

/** What the shop must remember between handing out an authorization URL and the code coming back. */
export interface PendingAuthorization {
  state: string;
  provider: OAuthProvider;
  codeVerifier: string;
  /** OpenID providers only: bound into the ID token, checked on return. */
  nonce: string | null;
  redirectUri: string;
  /**
   * The signed-in customer who asked for the authorization URL, else null. Only that customer
   * may link the identity it brings back to their account (oauth-link.ts).
   */
  customerId: number | null;
  /** That customer asked with a fresh login (auth-tokens.ts, isFreshLogin): only then may the state link. */
  freshLogin: boolean;
}

/** Long enough to sign in at the provider, short enough that a leaked URL soon goes stale. */
export const STATE_LIFETIME_SECONDS = 10 * 60;
const SWEEP_EVERY_MS = 60_000;

/**
 * oauth_state rows (migration 050): one per authorization URL handed out, taken (deleted) by
 * the first login that presents its state, so a state works once and only for its provider.
 */
export class OAuthStateStore {
  private sweptAt = 0;

  constructor(private readonly db: Queryable) {}

  async save(pending: PendingAuthorization): Promise<void> {
    await this.sweepExpired();
    await this.db.query(
      `INSERT INTO oauth_state (state, provider, code_verifier, nonce, redirect_uri, customer_id, fresh_login, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [pending.state, pending.provider, pending.codeVerifier, pending.nonce, pending.redirectUri, pending.customerId, pending.freshLogin, STATE_LIFETIME_SECONDS],
    );
  }

  /** Removes and returns the pending authorization, or null when unknown, used, expired or another provider's. */
  async take(state: string, provider: OAuthProvider): Promise<PendingAuthorization | null> {
    const [row] = await this.db.query<{
      state: string;
      provider: OAuthProvider;
      code_verifier: string;
      nonce: string | null;
      redirect_uri: string;
      customer_id: number | null;
      fresh_login: boolean;
      live: boolean;
    }>(
      `DELETE FROM oauth_state WHERE state = $1 AND provider = $2
       RETURNING state, provider, code_verifier, nonce, redirect_uri, customer_id, fresh_login, expires_at > now() AS live`,
      [state, provider],
    );
    if (!row?.live) return null;
    return {
      state: row.state,
      provider: row.provider,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      redirectUri: row.redirect_uri,
      customerId: row.customer_id,
      freshLogin: row.fresh_login,
    };
  }

  /** Every page with login buttons writes states; unused ones are cleared at most once a minute. */
  private async sweepExpired(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = Date.now();
    await this.db.query('DELETE FROM oauth_state WHERE expires_at < now()');
  }
}
