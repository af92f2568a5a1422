import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { addressSchema, type Address } from '../sessions/session-data';

/** A customer account (WordPress user with the customer role). */
export interface CustomerRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  billing: Address;
  shipping: Address;
  meta: Record<string, string>;
  tokenSecret: string;
  createdAt: Date;
  modifiedAt: Date;
}

interface CustomerRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  billing: unknown;
  shipping: unknown;
  meta: Record<string, string>;
  token_secret: string;
  created_at: Date;
  modified_at: Date;
}

const COLUMNS = 'id, username, email, password_hash, first_name, last_name, billing, shipping, meta, token_secret, created_at, modified_at';

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    billing: addressSchema.parse(row.billing ?? {}),
    shipping: addressSchema.parse(row.shipping ?? {}),
    meta: row.meta ?? {},
    tokenSecret: row.token_secret,
    createdAt: new Date(row.created_at),
    modifiedAt: new Date(row.modified_at),
  };
}

export const newTokenSecret = () => randomBytes(16).toString('base64url');

export async function findCustomerById(db: Queryable, id: number): Promise<CustomerRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customer WHERE id = $1`, [id]);
  return row ? toRecord(row) : null;
}

/**
 * get_user_by( 'login' ) and get_user_by( 'email' ): the stored name or address, compared without
 * regard to case (as the store's MySQL collation does). Which to ask, and in which order, is
 * login-names.ts's business: sign-in, reset mail and reset link each follow their own rule.
 */
export async function findCustomerByUsername(db: Queryable, username: string): Promise<CustomerRecord | null> {
  if (!username) return null;
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customer WHERE lower(username) = lower($1)`, [username]);
  return row ? toRecord(row) : null;
}

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRecord | null> {
  if (!email) return null;
  const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customer WHERE lower(email) = lower($1)`, [email]);
  return row ? toRecord(row) : null;
}

export async function loginTaken(db: Queryable, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const rows = await db.query<{ username: boolean; email: boolean }>(
    `SELECT lower(username) = lower($1) AS username, lower(email) = lower($2) AS email
     FROM customer WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
    [username, email],
  );
  return { username: rows.some((row) => row.username), email: rows.some((row) => row.email) };
}

export interface NewCustomer {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  billing: Address;
  shipping: Address;
  meta: Record<string, string>;
}

/** Inserts the account; the unique indexes decide races between two registrations. */
export async function insertCustomer(tx: Queryable, customer: NewCustomer): Promise<CustomerRecord> {
  const [row] = await tx.query<CustomerRow>(
    `INSERT INTO customer (username, email, password_hash, first_name, last_name, billing, shipping, meta, token_secret)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9) RETURNING ${COLUMNS}`,
    [
      customer.username, customer.email, customer.passwordHash, customer.firstName, customer.lastName,
      JSON.stringify(customer.billing), JSON.stringify(customer.shipping), JSON.stringify(customer.meta), newTokenSecret(),
    ],
  );
  if (!row) throw new Error('the customer was not stored');
  return toRecord(row);
}

export interface CustomerChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  billing?: Address;
  shipping?: Address;
  /** Keys set to these values; other keys stay. */
  meta?: Record<string, string>;
  passwordHash?: string;
  /** A new secret ends every auth token issued before. */
  rotateTokenSecret?: boolean;
}

export async function updateCustomerRow(tx: Queryable, id: number, changes: CustomerChanges): Promise<CustomerRecord> {
  const [row] = await tx.query<CustomerRow>(
    `UPDATE customer SET
       email = COALESCE($2, email),
       first_name = COALESCE($3, first_name),
       last_name = COALESCE($4, last_name),
       billing = COALESCE($5::jsonb, billing),
       shipping = COALESCE($6::jsonb, shipping),
       meta = meta || COALESCE($7::jsonb, '{}'::jsonb),
       password_hash = COALESCE($8, password_hash),
       token_secret = CASE WHEN $9 THEN $10 ELSE token_secret END,
       modified_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      changes.email ?? null,
      changes.firstName ?? null,
      changes.lastName ?? null,
      changes.billing ? JSON.stringify(changes.billing) : null,
      changes.shipping ? JSON.stringify(changes.shipping) : null,
      changes.meta ? JSON.stringify(changes.meta) : null,
      changes.passwordHash ?? null,
      !!changes.rotateTokenSecret,
      newTokenSecret(),
    ],
  );
  if (!row) throw new Error(`customer ${id} vanished`);
  return toRecord(row);
}

/** True when the database refused a row for one of the customer's unique indexes. */
export function uniqueViolation(error: unknown): 'username' | 'email' | null {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  if (!/unique|duplicate/i.test(text)) return null;
  if (text.includes('customer_username')) return 'username';
  if (text.includes('customer_email')) return 'email';
  return null;
}

/** WooCommerce's is_paying_customer: the customer has a paid order. */
export async function hasPaidOrder(db: Queryable, customerId: number): Promise<boolean> {
  const rows = await db.query<{ paid: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM shop_order WHERE customer_user_id = $1 AND paid_at IS NOT NULL) AS paid',
    [customerId],
  );
  return !!rows[0]?.paid;
}
