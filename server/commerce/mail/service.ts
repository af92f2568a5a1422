import { randomBytes } from 'node:crypto';
import type { Database } from '../../db';
import { catcherTransport, startMailCatcher, type MailCatcher } from './catcher';
import type { MailConfig } from './config';
import { mailboxAccess } from './mailbox-access';
import { createMailboxHandler, type MailboxHandler } from './mailbox-http';
import { startMailSender, type MailSender, type MailSenderOptions } from './sender';
import { smtpTransport } from './transport';

export interface RunningMail {
  /** The /mailbox routes; null when mail goes to a real SMTP server (nothing to show) or nowhere. */
  mailbox: MailboxHandler | null;
  /** What opens the mailbox (MAILBOX_SECRET, or one made up for this run); null without a mailbox. */
  mailboxSecret: string | null;
  /** The embedded SMTP catcher, when no SMTP_URL is configured and the catcher is enabled. */
  catcher: MailCatcher | null;
  /** Null when mail has nowhere to go: it then waits in the outbox (see `destination`). */
  sender: MailSender | null;
  /** Where mail goes, without credentials, or why it stays in the outbox. */
  destination: string;
  close(): Promise<void>;
}

/**
 * Mail as the backend runs it: the outbox sender over nodemailer, sending to SMTP_URL or to
 * the embedded catcher, which it starts first. With neither (NODE_ENV=production without
 * SMTP_URL or MAIL_CATCHER=1) nothing is sent: mail is kept in the outbox, pending, and a
 * backend started later with SMTP_URL sends it.
 */
export async function startMail(
  db: Database,
  config: MailConfig,
  options: { log?: (line: string) => void; sender?: MailSenderOptions; secureCookie?: boolean } = {},
): Promise<RunningMail> {
  const log = options.log ?? (() => {});
  if (!config.smtpUrl && !config.catcherEnabled) {
    return {
      mailbox: null,
      mailboxSecret: null,
      catcher: null,
      sender: null,
      destination: `nowhere: no SMTP_URL, and the mail catcher is off (${config.catcherOffBecause}; MAIL_CATCHER=1 turns it on). Mail waits in the outbox until a backend with SMTP_URL sends it`,
      close: async () => {},
    };
  }
  const catcher = config.smtpUrl
    ? null
    : await startMailCatcher(db, { port: config.catcherPort, fallbackToFreePort: config.catcherPortIsDefault, log });
  const transport = config.smtpUrl ? smtpTransport({ url: config.smtpUrl }, config.from) : catcherTransport(db, catcher!, config.from);
  const sender = await startMailSender(db, transport, { log, ...options.sender });
  const mailboxSecret = catcher ? (config.mailboxSecret ?? randomBytes(24).toString('base64url')) : null;
  return {
    mailbox: mailboxSecret ? createMailboxHandler(db, mailboxAccess(mailboxSecret, { secureCookie: options.secureCookie ?? false })) : null,
    mailboxSecret,
    catcher,
    sender,
    destination: transport.description,
    async close() {
      await sender.stop();
      transport.close();
      await catcher?.close();
    },
  };
}
