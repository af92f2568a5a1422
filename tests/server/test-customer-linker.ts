import { SignJWT } from 'jose';
import type { Database } from '@/server/db';
import type { CustomerLinker, LoginPayload, VerifiedIdentity } from '@/server/commerce/oauth';

/**
 * A small real CustomerLinker over a table of this test's own, standing in for the accounts
 * module (which owns customers and tokens) until both are merged. Tokens are HS256 JWTs with
 * Headless Login's `data.user.id` claim.
 */
export class TestCustomerLinker implements CustomerLinker {
  private readonly key = new TextEncoder().encode('test-customer-linker-secret-0123456789');

  constructor(
    private readonly db: () => Database,
    readonly table: string,
  ) {}

  async createTable(): Promise<void> {
    await this.db().query(`CREATE TABLE IF NOT EXISTS ${this.table} (id serial PRIMARY KEY, email text NOT NULL, name text)`);
    await this.db().query(`CREATE UNIQUE INDEX IF NOT EXISTS ${this.table}_email ON ${this.table} (lower(email))`);
  }

  async addCustomer(email: string): Promise<number> {
    const [row] = await this.db().query<{ id: number }>(`INSERT INTO ${this.table} (email) VALUES ($1) RETURNING id`, [email]);
    return row!.id;
  }

  async customer(id: number): Promise<{ email: string; name: string | null } | undefined> {
    const [row] = await this.db().query<{ email: string; name: string | null }>(`SELECT email, name FROM ${this.table} WHERE id = $1`, [id]);
    return row;
  }

  async findOrCreateByVerifiedEmail(identity: VerifiedIdentity): Promise<number> {
    const [existing] = await this.db().query<{ id: number }>(`SELECT id FROM ${this.table} WHERE lower(email) = lower($1)`, [identity.email]);
    if (existing) return existing.id;
    const [created] = await this.db().query<{ id: number }>(`INSERT INTO ${this.table} (email, name) VALUES ($1, $2) RETURNING id`, [
      identity.email,
      identity.name,
    ]);
    return created!.id;
  }

  async issueLogin(customerId: number): Promise<LoginPayload> {
    const now = Math.floor(Date.now() / 1000);
    const token = (lifetime: number, type: string) =>
      new SignJWT({ data: { user: { id: String(customerId) } }, type })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(now + lifetime)
        .sign(this.key);
    return {
      authToken: await token(300, 'auth'),
      authTokenExpiration: String(now + 300),
      refreshToken: await token(365 * 86400, 'refresh'),
      refreshTokenExpiration: String(now + 365 * 86400),
    };
  }
}
