import type { Queryable } from '../../db';

/** A mail the embedded catcher received, as the mailbox shows it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** The envelope (SMTP MAIL FROM / RCPT TO), addresses lower-cased. */
  envelopeFrom: string | null;
  recipients: string[];
  /** The From and To headers as written (`"Vitrine" <shop@vitrine.local>`). */
  from: string | null;
  to: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  /** Every header line in order, values as sent (folding undone, encoded words kept). */
  headers: { name: string; value: string }[];
  /** The Date header. */
  date: string | null;
  messageId: string | null;
  size: number;
}

export type CaughtMailSummary = Omit<CaughtMail, 'text' | 'html' | 'headers'>;

export type NewCaughtMail = Omit<CaughtMail, 'id' | 'receivedAt'>;

export async function saveCaughtMail(db: Queryable, mail: NewCaughtMail): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO caught_mail (envelope_from, recipients, from_header, to_header, subject, text_body, html_body, headers, date, message_id, size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) RETURNING id::text AS id`,
    [
      mail.envelopeFrom,
      mail.recipients.map((address) => address.toLowerCase()),
      mail.from,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers),
      mail.date,
      mail.messageId,
      mail.size,
    ],
  );
  if (!row) throw new Error('caught_mail insert returned no row');
  return row.id;
}

/** Whether a mail with this Message-ID header (`<key@domain>`) has been caught. */
export async function hasCaughtMail(db: Queryable, messageId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM caught_mail WHERE message_id = $1 LIMIT 1', [messageId]);
  return rows.length > 0;
}

const SUMMARY_COLUMNS = `id::text AS id, to_json(received_at) #>> '{}' AS received_at, envelope_from, recipients,
  from_header, to_header, subject, to_json(date) #>> '{}' AS date, message_id, size`;

interface SummaryRow {
  id: string;
  received_at: string;
  envelope_from: string | null;
  recipients: string[];
  from_header: string | null;
  to_header: string | null;
  subject: string | null;
  date: string | null;
  message_id: string | null;
  size: number;
}

const toSummary = (row: SummaryRow): CaughtMailSummary => ({
  id: row.id,
  receivedAt: row.received_at,
  envelopeFrom: row.envelope_from,
  recipients: row.recipients,
  from: row.from_header,
  to: row.to_header,
  subject: row.subject,
  date: row.date,
  messageId: row.message_id,
  size: row.size,
});

/** Newest first; only mail sent to `to` (an envelope recipient, any case) when given. */
export async function listCaughtMail(db: Queryable, options: { to?: string; limit: number }): Promise<CaughtMailSummary[]> {
  const rows = options.to
    ? await db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM caught_mail WHERE recipients @> ARRAY[$1::text] ORDER BY id DESC LIMIT $2`,
        [options.to.toLowerCase(), options.limit],
      )
    : await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM caught_mail ORDER BY id DESC LIMIT $1`, [options.limit]);
  return rows.map(toSummary);
}

export async function getCaughtMail(db: Queryable, id: string): Promise<CaughtMail | undefined> {
  const [row] = await db.query<SummaryRow & { text_body: string | null; html_body: string | null; headers: CaughtMail['headers'] | string }>(
    `SELECT ${SUMMARY_COLUMNS}, text_body, html_body, headers FROM caught_mail WHERE id = $1::bigint`,
    [id],
  );
  if (!row) return undefined;
  return {
    ...toSummary(row),
    text: row.text_body,
    html: row.html_body,
    headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as CaughtMail['headers']) : row.headers,
  };
}
