import { z } from 'zod';

/** How the backend sends mail, from SMTP_URL, MAIL_FROM, MAIL_CATCHER, MAIL_CATCHER_PORT and MAILBOX_SECRET. */
export interface MailConfig {
  /** A real SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: the embedded catcher. */
  smtpUrl: string | undefined;
  /** The From of every mail, e.g. `"Vitrine" <shop@vitrine.local>`. */
  from: string;
  /**
   * Whether the embedded catcher runs (never with smtpUrl). MAIL_CATCHER=1/0 decides; unset, it
   * runs except with NODE_ENV=production, where caught mail (password-reset links) must not be
   * one leaked secret away from anyone, and mail belongs on a real server.
   */
  catcherEnabled: boolean;
  /** Why the catcher is off without smtpUrl, for the log ("NODE_ENV=production", "MAIL_CATCHER=0"). */
  catcherOffBecause: string | null;
  /** The embedded catcher's loopback port; 0 picks a free one. Only used without smtpUrl. */
  catcherPort: number;
  /**
   * True when MAIL_CATCHER_PORT was left unset: if the default port is taken (another backend
   * on this machine, a test run), a free port is used instead, since only this process sends
   * to it. A port that was asked for explicitly must be free.
   */
  catcherPortIsDefault: boolean;
  /** What opens /mailbox (MAILBOX_SECRET); unset, the backend makes one up at each start. */
  mailboxSecret: string | undefined;
}

export const DEFAULT_MAIL_FROM = '"Vitrine" <shop@vitrine.local>';
export const DEFAULT_CATCHER_PORT = 4025;

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `addr@host` or `Display Name <addr@host>` (the name may be quoted), on one line. */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const mailEnv = z.object({
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(MAILBOX, 'MAIL_FROM must be an address, optionally with a name: "Shop" <shop@example.com>')
      .default(DEFAULT_MAIL_FROM),
  ),
  MAIL_CATCHER: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'MAIL_CATCHER must be 0 or 1' }).optional()),
  MAIL_CATCHER_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  // Printable, so it fits a header, a URL and a form; long enough that guessing is hopeless.
  MAILBOX_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[\x21-\x7e]{24,256}$/, 'MAILBOX_SECRET must be 24 to 256 printable characters without spaces')
      .optional(),
  ),
  NODE_ENV: z.string().optional(),
});

export function readMailConfig(env: Record<string, string | undefined>): MailConfig {
  const parsed = mailEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Mail configuration: ${z.prettifyError(parsed.error)}`);
  const { SMTP_URL, MAIL_FROM, MAIL_CATCHER, MAIL_CATCHER_PORT, MAILBOX_SECRET, NODE_ENV } = parsed.data;
  const catcherOffBecause = SMTP_URL
    ? null
    : MAIL_CATCHER === '0'
      ? 'MAIL_CATCHER=0'
      : MAIL_CATCHER === undefined && NODE_ENV === 'production'
        ? 'NODE_ENV=production'
        : null;
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM,
    catcherEnabled: !SMTP_URL && catcherOffBecause === null,
    catcherOffBecause,
    catcherPort: MAIL_CATCHER_PORT ?? DEFAULT_CATCHER_PORT,
    catcherPortIsDefault: MAIL_CATCHER_PORT === undefined,
    mailboxSecret: MAILBOX_SECRET,
  };
}
