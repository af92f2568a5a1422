import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { senderIsAlive } from './sender-instance';
import { emailAddressSchema } from './email-address';

/** SMTP header lines must not be broken by a value (header injection). */
const oneLine = /^[^\r\n]*$/;
// The shop's one e-mail rule: whatever an edge accepted, the outbox takes.
const address = emailAddressSchema;
const recipient = z.union([
  address,
  z.object({ name: z.string().max(200).regex(oneLine, 'a recipient name must be one line'), address }),
]);

/**
 * Extra header lines a mail may carry: only these names, so no caller can set From, To or
 * anything the transport owns. A newsletter mail's one-click unsubscribe (RFC 8058) needs both.
 */
const extraHeaders = z
  .object({
    'List-Unsubscribe': z.string().max(2000).regex(oneLine).optional(),
    'List-Unsubscribe-Post': z.literal('List-Unsubscribe=One-Click').optional(),
  })
  .strict();

const outgoingMail = z.object({
  to: z.union([recipient, z.array(recipient).min(1).max(50)]),
  replyTo: address.optional(),
  /** The template that wrote it (a RenderedMail carries its name), for logs and the mailbox. */
  template: z.string().min(1).max(100).default('custom'),
  subject: z
    .string()
    .max(998)
    .transform((subject) => subject.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'a mail needs a subject')),
  text: z.string().min(1).max(1_000_000),
  html: z.string().max(2_000_000).optional(),
  headers: extraHeaders.optional(),
});

/** What enqueueMail takes: a rendered template (`noticeMail.render(…)`) plus recipients. */
export type OutgoingMail = z.input<typeof outgoingMail>;

/**
 * Puts a mail into the outbox on `q`, which should be the caller's transaction: the mail is
 * sent after that transaction commits, and never if it rolls back. Throws a ZodError on an
 * invalid address or an empty subject or text, before anything is written.
 */
export async function enqueueMail(q: Queryable, mail: OutgoingMail): Promise<{ id: string }> {
  const parsed = outgoingMail.parse(mail);
  const recipients = (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).map((to) =>
    typeof to === 'string' ? { address: to } : to,
  );
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox (template, recipients, reply_to, subject, text_body, html_body, message_id, headers)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id::text AS id`,
    [
      parsed.template,
      JSON.stringify(recipients),
      parsed.replyTo ?? null,
      parsed.subject,
      parsed.text,
      parsed.html ?? null,
      randomUUID(),
      parsed.headers ? JSON.stringify(parsed.headers) : null,
    ],
  );
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row;
}

/** An outbox row a sender has claimed; `attempts` counts this attempt and fences its updates. */
export interface ClaimedMail {
  id: string;
  template: string;
  recipients: { name?: string; address: string }[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** The local part of the Message-ID, fixed at enqueue (repeated deliveries share it). */
  messageKey: string;
  attempts: number;
  /** Extra header lines (List-Unsubscribe …), or null. */
  headers: Record<string, string> | null;
  /**
   * The previous attempt never reported back: its sender died (or its lease ran out) while it
   * held the row, so the server may or may not have taken the mail.
   */
  interrupted: boolean;
}

/**
 * Claims up to `limit` due rows for the sender `senderId` (sender-instance.ts) and `leaseMs`:
 * one statement, so two senders (or backend instances) never claim the same row — on a
 * Postgres server the rows another claim is locking are skipped, PGlite runs one statement at
 * a time. Due are rows whose time has come, and rows claimed by a sender that is no longer
 * alive (its process died, taking its database session along): those are taken over at once.
 * The lease remains for a sender that looks alive but never answers (a machine cut off without
 * its connections closing): its rows are due again once it runs out (at least once).
 */
export async function claimDueMail(db: Queryable, limit: number, leaseMs: number, senderId: string): Promise<ClaimedMail[]> {
  const rows = await db.query<{
    id: string;
    template: string;
    recipients: ClaimedMail['recipients'] | string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    html_body: string | null;
    message_id: string;
    attempts: number;
    headers: Record<string, string> | string | null;
    interrupted: boolean;
  }>(
    // A failed attempt and a release clear claimed_by: a claim still standing was never answered.
    `WITH due AS (
       SELECT o.id, o.claimed_by IS NOT NULL AS interrupted FROM mail_outbox o
       WHERE o.status = 'pending'
         AND (o.next_attempt_at <= now() OR (o.claimed_by IS NOT NULL AND NOT ${senderIsAlive('o.claimed_by')}))
       ORDER BY o.next_attempt_at, o.id LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE mail_outbox m
     SET attempts = m.attempts + 1, next_attempt_at = now() + $2::float8 * interval '1 millisecond', claimed_by = $3
     FROM due WHERE m.id = due.id
     RETURNING m.id::text AS id, m.template, m.recipients, m.reply_to, m.subject, m.text_body, m.html_body, m.message_id,
       m.attempts, m.headers, due.interrupted`,
    [limit, leaseMs, senderId],
  );
  return rows
    .map((row) => ({
      id: row.id,
      template: row.template,
      recipients: typeof row.recipients === 'string' ? (JSON.parse(row.recipients) as ClaimedMail['recipients']) : row.recipients,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageKey: row.message_id,
      attempts: row.attempts,
      headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
      interrupted: row.interrupted,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Delivered. Unconditional: even a sender whose lease ran out did deliver it. */
export async function markMailSent(db: Queryable, id: string, note: string | null): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = $2 WHERE id = $1::bigint`, [
    id,
    note,
  ]);
}

/**
 * Records a failed attempt: due again in `retryInMs`, or given up (`failed`) when null. Only
 * the attempt that holds the row may do so, so a late answer cannot reschedule a row that
 * another sender has since claimed or sent. The row is nobody's claim while it waits.
 */
export async function markMailAttemptFailed(
  db: Queryable,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = CASE WHEN $4::float8 IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + COALESCE($4::float8, 0) * interval '1 millisecond',
         last_error = $3, claimed_by = NULL
     WHERE id = $1::bigint AND attempts = $2 AND status = 'pending'`,
    [mail.id, mail.attempts, error.slice(0, 2000), retryInMs],
  );
}

/** Sent mail is kept a while for inspection, then dropped; failed mail stays until removed. */
export async function pruneSentMail(db: Queryable, olderThanDays = 30): Promise<void> {
  await db.query(`DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < now() - $1::int * interval '1 day'`, [
    olderThanDays,
  ]);
}

/** Hands a claimed row back unsent (a stopping sender), due at once for whoever runs next. */
export async function releaseMail(db: Queryable, mail: Pick<ClaimedMail, 'id' | 'attempts'>): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET attempts = attempts - 1, next_attempt_at = now(), claimed_by = NULL
     WHERE id = $1::bigint AND attempts = $2 AND status = 'pending'`,
    [mail.id, mail.attempts],
  );
}
